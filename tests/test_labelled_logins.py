"""#22 session 27 (h-creds29): a login noted after what it opens, account and password parted
by a spaced slash, with no password noun ("Netflix: r.okafor77 / tangerine!!") — refused, the
password hidden (through a zero-width space too). Kept: pairs no account and password make
(scores, sizes, two phone numbers, words, capitals-and-digits codes)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.labelled_logins import labelled_login_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Netflix: r.okafor77 / tangerine!!", ["tangerine", "!!"]),
    ("deezer: 0761 220 934 / blueHeron2019", ["blueHeron2019", "2019"]),
    ("the clinic portal is tbrennan / Kettle-Drum-44 if you need it", ["Kettle-Drum", "-44"]),
    ("hotspot at the cottage: Vodafone_A1B2 / 73310945", ["73310945", "0945"]),
    ("the NVR in the shop is admin / 55501234, the installer never changed it", ["55501234"]),
    ("mum's tablet: june.h1952 / Rosebud<3Garden", ["Rosebud", "Garden"]),
    ("Netflix: r.okafor77 / tange\u200brine!!", ["tange", "rine", "!!"]),
]

KEPT = [
    "Score: 3 / 5",
    "Size: M / L",
    "Colours: red / blue!!",
    "Contacts: 0412 555 019 / 0413666020",
    "Shifts this week: early / late, then off",
    "school run is mum / dad, alternating",
    "Exchange rate: 1.08 / 1.09",
    "my options are: walk / bike / bus",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_labelled_login_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_pairs_that_are_no_login_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_password():
    text = "Spotify: m.b1990 / bassline!!, thanks"
    lowered = text.lower()
    assert labelled_login_spans(text, lowered, Literals(lowered)) == [
        ("spoken-password", text.index("bassline"), text.index(", thanks"))
    ]
