"""#22 session 29 (h-creds32): a code that opens something taken by the instrument particle of
Japanese (で) or Korean (로/으로) before the verb of opening ("裏口は 3071 で開きます", "창고 문은
8254로 열려") is refused and hidden. Kept: a time, a price, an event held in a year."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("裏口は 3071 で開きます", ["3071", "30", "71"]),
    ("倉庫のドアは4826で解錠できる", ["4826", "48", "26"]),
    ("창고 문은 8254로 열려", ["8254", "82", "54"]),
]

KEPT = [
    "店は 9時で開きます",
    "入場料は1000円で開けられる",
    "展示会は 2024 で開催されます",
    "회의는 3시로 열려요",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_code_taken_by_a_particle_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_times_prices_and_years_are_kept(text):
    assert screening_verdict(text) is None
