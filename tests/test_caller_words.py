"""#22 session 25 (h-creds27): what a bank or an alarm company asks on the phone to know the
caller — a memorable word, name or data, a password word, a safe word, a watchword ("合言葉"),
a passnumber, a phone banking security number — refused, the word or number hidden. Kept: the
words named with no value, a compound ("the safe word game"), a social security number."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("for the bank, my memorable name is Tuppence", ["Tuppence"]),
    ("the alarm firm's safe word is MARMALADE, in case they ring", ["MARMALADE"]),
    ("building society passnumber is 5531902", ["5531902"]),
    ("the password word for phone banking is Kestrel.", ["Kestrel"]),
    ("phone banking security number is 62 19 04", ["62 19 04"]),
    ("実家の警備会社の合言葉は「こいのぼり」", ["こいのぼり"]),
]

KEPT = [
    "the bank asked for my memorable word and I forgot it",
    "the safe word game is silly",
    "the password word game was fun",
    "my social security number is 123-45-6789",
    "合言葉は大事だね",
    "my memorable word is too short, they said",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_caller_word_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_caller_words_without_a_value_are_kept(text):
    assert screening_verdict(text) is None
