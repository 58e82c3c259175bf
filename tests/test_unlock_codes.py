"""#22 session 25 (h-creds27): the code that unlocks a phone's or a tablet's screen, named by the
words for unlocking in the languages people write ("unlock code", "código de desbloqueo",
"ロック解除コード", "phone ka lock", "Entsperrcode") — refused, the digits hidden. Kept: the
words with no code, a count of attempts, a year, a model number."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("my unlock code for the work tablet is 582914", ["582914"]),
    ("el código de desbloqueo del iPad es 7731", ["7731"]),
    ("iPhoneのロック解除コードは 4417", ["4417"]),
    ("papa ke phone ka lock 2580 hai", ["2580"]),
    ("Entsperrcode vom Handy: 3921", ["3921"]),
]

KEPT = [
    "I forgot my unlock code again, so annoying",
    "desbloqueo facial no funciona desde 2023",
    "ロック解除に3回失敗した",
    "how do I change the unlock code on a Pixel 8?",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_unlock_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_unlocking_words_without_a_code_are_kept(text):
    assert screening_verdict(text) is None
