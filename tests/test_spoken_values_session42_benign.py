"""#22 session 42 (h-benign45): a cipher, a hash or a key type with its size ("RSA-4096",
"AES-256-GCM", "ed25519", "secp256k1") names the kind of key, a standard no one chose: no
value; a key or password that only mixes such a name with more stays a secret."""

import pytest

from ltm_chat.memory.screen.spoken_values import chosen_password
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Wir stellen alle SSH-Schlüssel auf RSA-4096 um, die alten mit RSA-2048 laufen aus.",
    "The encryption key is AES-256-GCM, the IV is random per message.",
    "la clave de firma es ed25519 desde la migración",
    "bitcoin keys use secp256k1, I learned that today",
    "our SSH keys are ECDSA-384 now, IT sent a memo",
]

REFUSED = [
    "our api key is RSA2048x9QpLm",
    "der API-Schlüssel ist 9fK2mQ7xLp4Z",
    "my wifi password is Sha256pass!",
    "the vault password is Aes256Kiwi",
]


@pytest.mark.parametrize("text", KEPT)
def test_cipher_names_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_keys_and_passwords_stay_refused(text):
    assert screening_verdict(text) is not None


def test_a_cipher_name_is_not_a_chosen_password():
    assert not chosen_password("RSA-2048")
    assert chosen_password("RSA-2048-kiwi")
