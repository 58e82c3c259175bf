"""#22 session 26 (h-creds28): the short forms people type for "password" — Swedish "lösen"
(lösenord), Dutch "ww" (wachtwoord) — with a value no word could be: refused, the value hidden.
Kept: the German verb "lösen" (to solve) and "WW2", "ww" with an ordinary word."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("lösen till Skatteverket-appen: Kanel#Bulle7", ["Kanel#Bulle7"]),
    ("Spotify lösen = Sommar_Visby_22", ["Sommar_Visby_22"]),
    ("ww van de router: Molen!Dijk42", ["Molen!Dijk42"]),
    ("mijn DigiD ww is Stroopwafel_88", ["Stroopwafel_88"]),
]

KEPT = [
    "wir müssen das Problem lösen: Fehler0x8007 kommt immer wieder",
    "kannst du das lösen: 2x+3=7",
    "vi måste lösa det här, lösen är inte klart än",
    "WW2 history: the battle of Arnhem 1944",
    "ww: even kijken of het werkt",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_short_password_nouns_are_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_the_same_letters_elsewhere_are_kept(text):
    assert screening_verdict(text) is None
