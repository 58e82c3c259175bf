"""#22 session 26 (h-creds28b): a code or password said before its noun with an adverb ("…
is literally my … password"), two words naming what the code opens ("0917 is my lock screen
code"), or a chat's sign-off after the noun ("fyi", "dont laugh") — refused, the value hidden.
Kept: compounds, public codes, a year or a number that no noun names."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Marmot77x is literally my steam password lol", ["Marmot77x"]),
    ("Kestrel_2290 is honestly my work password dont tell anyone", ["Kestrel_2290"]),
    ("4630 is my lock screen code fyi", ["4630"]),
    ("2719 is the bike shed code btw", ["2719"]),
]

KEPT = [
    "Python3 is literally my password manager's favourite language",
    "Python3 is my password manager's favourite language",
    "0161 is my area code fyi",
    "1999 is literally my favourite year",
    "2024 is the code freeze deadline",
    "404 is the error code fyi",
    "1234 is the lock screen code everyone guesses",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_value_before_its_noun_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_other_values_before_nouns_are_kept(text):
    assert screening_verdict(text) is None
