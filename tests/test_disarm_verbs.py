"""#22 session 24 (h-creds26b): German arms and disarms an alarm "scharf mit", "unscharf mit";
each code a verb of opening or disarming takes with "with" is refused and hidden whole, the
second of two as well. Kept: "scharf" as sharp or spicy, with a count."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Alarm im Laden: scharf mit 5527, unscharf mit 5528", ["5527", "5528"]),
    ("die Anlage im Keller schaltet man unscharf mit 3904", ["3904"]),
]

KEPT = [
    "das Messer ist scharf mit 2000 Klingen",
    "scharf mit 2 Chilis, bitte",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_disarm_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_sharp_is_kept(text):
    assert screening_verdict(text) is None
