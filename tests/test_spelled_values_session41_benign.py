"""#22 session 41 (h-benign44): "hash" after one word is also the noun for how passwords are
kept ("stored as a hash"); it is the "#" of a spoken value only right after its noun."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Our course explained that passwords are kept as hash, never as plain text.",
    "Le prof dit que les mots de passe sont stockés sous forme de hash.",
    "Meine Tochter meint, Passwörter werden als hash gespeichert.",
]

REFUSED = [
    "my wifi password is sunflower hash",
    "the door code is 8 0 5 5 hash",
    "my bank password is Maple hash 42",
    "password: capital R, o, s, e, hash, one, two",
]


@pytest.mark.parametrize("text", KEPT)
def test_hash_as_storage_is_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_spoken_hash_values_stay_refused(text):
    assert screening_verdict(text) is not None
