"""#22 session 30 (h-creds34): a password named by a short word ("pw", "mdp", "パス", "비번";
English "pass" is left to the network and joined-word rules: a ski pass looks like a password) right before a value only a password is — a chosen password's shape, or digits after a
thing that locks — refused and hidden. Kept: a pass's price, a mountain pass's height, plain
words after "pass", a passport, a pass in a game."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the hotmail pw is Kestrel_2031, dad set it", ["Kestrel_2031"]),
    ("laptop pw: 7731, don't lose it", ["7731"]),
    ("mdp du compte Ameli : Lavande_88", ["Lavande_88"]),
    ("会社のメールのパスは Sakura-Mori77 です", ["Sakura-Mori77"]),
    ("엄마 폰 비번 5528 이야", ["5528"]),
    ("steam pw now Orc!Hunter92", ["Orc!Hunter92"]),
]

KEPT = [
    "my ski pass is Gold2024 this season",
    "my Disney pass is AP-2291-X",
    "the monthly bus pass is 4500 yen now",
    "the mountain pass is 2400 m high and closed in winter",
    "my ski pass was expensive this year",
    "パスポートの更新は 2027年 です",
    "he made a great pass to Son in the 89th minute",
    "the pass is closed after the landslide, take route 12",
    "the boarding pass is on my phone, gate B22",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_password_after_a_short_word_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_passes_that_open_nothing_are_kept(text):
    assert screening_verdict(text) is None
