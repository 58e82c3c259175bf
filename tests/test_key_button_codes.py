"""A door code that the intercom's key button ends ("… 27C, then key"), in several languages;
and numbers before a key that are not codes."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "the entry panel at my aunt's block: 3391 then key",
        "Le code de l'immeuble de Paul c'est 4B17 puis la clé",
        "Codul de la scara blocului meu e 84, apoi 5520 apoi cheia",
        "il citofono del palazzo di Marco: 7 4 1 2 e poi la chiave",
        "Кодът на входа при мама е 271 и после ключа",
        "הקוד לכניסה לבניין של סבתא 1987 ואז מפתח",
        "la puerta del portal se abre con 0463 y luego la llave",
    ],
)
def test_a_code_the_key_button_ends_is_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "we meet at 1800 then the key handover at the office",
        "I carried 3 boxes upstairs, then the key broke in the lock",
        "the front door was painted in 2019, then the key stopped working.",
        "she lives in room 418 then the key is at reception",
        "order 55812 arrives Monday then key cutting on Tuesday",
        "press 1 for English, then the key to your account is your email",
    ],
)
def test_numbers_before_a_key_that_are_no_codes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
