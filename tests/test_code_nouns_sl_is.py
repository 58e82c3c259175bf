"""#22 session 24 (h-creds26b): Slovenian's "koda" and Icelandic's "kóða" (after "með", "af")
are a code's noun: the value bound to them is refused and hidden whole. Kept: a car called
Koda, a code that failed, with no value."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("koda za garažo je 6031", ["6031"]),
    ("Koda za domofon pri babici je 7718, ne pozabi", ["7718"]),
    ("hliðið opnast með kóða 4826", ["4826"]),
]

KEPT = [
    "Koda Octavia 2019 je dober avto",
    "koda ni delovala, poskusil sem 3 krat",
    "moja Koda ima 150000 km",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_code_noun_value_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_car_or_failed_code_is_kept(text):
    assert screening_verdict(text) is None
