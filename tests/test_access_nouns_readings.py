"""#22 session 31: Arabizi "ta3" / "bta3" is the "of" that "taba3" already is ("el password ta3
el wifi" names a password, says none), and "peli" is a film ("en la peli" sets a password in
a fiction). A value said after them stays refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "nsit el password ta3 el instagram w lazem a3mel reset",
    "el password bta3 el router mesh sha3'al, hakalem el fanni bokra",
    "el wifi 3and khalti ba6i2 2awi, lazem a7ot repeater",
    'en la peli la contraseña era "rosebud", qué clásico',
]
REFUSED = [
    "el password ta3 el wifi: Yasmine#2024",
    "el password bta3 el email howa Cairo7788",
    'el code ta3 el bawaba huwa "zaatar" kollo small',
    "el pin ta3 el visa 5521 ma t2oul la 7ada",
    'la contraseña de mi correo es "Rosebud!91"',
]


@pytest.mark.parametrize("text", KEPT)
def test_function_words_and_films_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_values_stay_refused(text: str) -> None:
    assert screening_verdict(text) is not None
