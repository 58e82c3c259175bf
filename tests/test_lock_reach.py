"""#22 session 26 (h-creds28): a lock's code after its noun, a copula or a label within fifty
characters (was thirty): "the garage door at my parents' place in Gothenburg is 7733" —
refused, the code hidden. Kept: a number that names or counts, a range, a lock's own number."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the side door of my grandmother's house in Tampere is 6610", ["6610"]),
    ("the alarm at the allotment association's old clubhouse is 2 4 8 1", ["2 4 8 1"]),
    ("the side gate of the school my kids go to in Leeds is 5172", ["5172"]),
]

KEPT = [
    "the garage door at my parents' place in Gothenburg is 3 metres wide",
    "the alarm at my parents' place in Gothenburg is set for 0630 - 0700",
    "my locker number at the swimming pool in the old town is 4417",
    "the door of the flat my sister rents near the station is 12 years old",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_lock_code_further_from_its_noun_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_numbers_that_name_or_count_are_kept(text):
    assert screening_verdict(text) is None
