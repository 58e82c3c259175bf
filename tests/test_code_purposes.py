"""What a code is for decides the refusal's reason (code_purposes.py): a login's code typed as a
password is told as a password, a lock's or a card's code as a PIN or an access code."""

import pytest

from ltm_chat.memory.model import SecretRefused
from ltm_chat.memory.screen.verdict import screen_text, screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "kode til MitID er Hygge2023!",
        "koden til Skat-kontoen er Marts_2024",
        "koden till Bank-appen är Sommar!2025",
        "min kode til e-Boks er Fjord2024!",
    ],
)
def test_a_login_s_code_typed_as_a_password_is_told_as_a_password(text):
    assert screening_verdict(text) == ("secret", "spoken-password")
    with pytest.raises(SecretRefused, match="a password for something"):
        screen_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "koden til porten er 4471",
        "the code for the gate is 4471",
        "code for the lockbox: Tiger7788",
        "the code on my card is 1234",
    ],
)
def test_a_lock_s_or_a_card_s_code_is_told_as_a_pin(text):
    assert screening_verdict(text) == ("secret", "spoken-pin")
