"""#22 session 27 (h-creds30): a code dictated digit by digit with dashes ("2-9-4-7", "0-3-8-1-#")
is refused whatever names what it opens, the whole run hidden. Kept: counts and countdowns,
a team's formation, three digits, dates and version numbers, a run inside a longer token, a
code set in a film."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.dictated_digits import dictated_digit_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("kasa ya ofisi: 2-9-4-7", ["2-9-4-7"]),
    ("el trastero se abre marcando 6-0-3-8-1", ["6-0-3-8-1"]),
    ("bodens lås, slå 7-2-2-9 och dra", ["7-2-2-9"]),
    ("boks kurierski, wpisz 0-3-8-1-#", ["0-3-8-1-#"]),
    ("mimi huandika 5–1–9–4 kwenye karatasi", ["5–1–9–4"]),
]

KEPT = [
    "count 1-2-3-4 and then jump in",
    "5-4-3-2-1, happy new year!",
    "the coach switched us to a 4-2-3-1 after half time",
    "we play 4-4-2 on Sundays",
    "the code was 3-1-2 digits long or something",
    "released on 1-1-2024 with version 1.2.3.4",
    "order ref AB-1-2-3-4-5X arrived",
    "in the film the vault code was 8-1-6-3, a cheap twist",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_dictated_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_counts_formations_dates_and_films_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_run_with_its_key():
    text = "lockbox 4-0-9-2-# thanks"
    lowered = text.lower()
    assert dictated_digit_spans(text, lowered, Literals(lowered)) == [("spoken-pin", 8, 17)]
