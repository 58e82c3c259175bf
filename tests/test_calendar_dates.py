"""#22 session 27: a whole calendar date after a word of time says when a credential changed, not
its value ("I changed my PIN on 2024-03-15"); a code said after its noun, or a date said as the
code, is still refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.calendar_dates import said_when
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "I changed my PIN on 2024-03-15",
    "I changed my PIN on 2024-03-15 because the old one leaked.",
    "PIN geändert am 15.03.2024, die Bank hat es bestätigt",
    "the building changed the door code on 03/15/2024 and nobody told us",
]
REFUSED = [
    "my bank pin is 4821",
    "I changed my PIN on Monday, the new one is 4821",
    "the door code since 01.02.2024 is 4471",
    "my PIN is 15031985",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_date_of_change_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_codes_are_still_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_only_a_whole_date_after_a_word_of_time() -> None:
    line = "changed on 2024-03-15"
    assert said_when(line, 11, len(line))
    assert not said_when("changed on 4821", 11, 15)  # no date
    assert not said_when("changed on 2024-13-45", 11, 21)  # no month 13
    assert not said_when("my PIN is 15.03.1985", 10, 20)  # no word of time before it
