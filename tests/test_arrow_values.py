"""#22 session 26 (h-creds28): a password given after an arrow, its noun before it on the line
("pw reset today → Blue.Harbor.42", "… with ! at the end -> Gh0stRid3r!!2009!") — refused, the
whole value hidden. Kept: versions, words and results that no password is shaped like."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("bank pw changed today → Heron.Lake.77", ["Heron.Lake.77"]),
    ("netflix password same as email plus year -> Marmalade!2024", ["Marmalade!2024"]),
    ("neues Passwort fürs Büro => Tanne_Schnee_9", ["Tanne_Schnee_9"]),
]

KEPT = [
    "password policy 2.3 -> 3.0.1 next sprint",
    "I changed the password -> works now",
    "forgot password → support ticket → still waiting",
    "password reset email -> spam folder again",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_an_arrowed_password_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_arrows_to_other_things_are_kept(text):
    assert screening_verdict(text) is None
