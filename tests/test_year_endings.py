"""#22 session 37 (h-creds42): one list of the endings of time that make a PIN-looking number a
year, read by inflected_pins.py and secret_speech.py alike."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from ltm_chat.memory.screen.year_endings import year_with_ending


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("2019'da", True),
        ("2021də", True),
        ("2018 yılında", True),
        ("2017 में", True),
        ("2016 سے", True),
        ("2015 سال", True),
        ("2019", False),
        ("4471'de", False),  # not a year
        ("2019 dedi", False),  # a word, not an ending
        ("2019 sonrası", False),
    ],
)
def test_a_year_with_its_ending(text: str, said: bool) -> None:
    assert year_with_ending(text, 0, 4) is said


@pytest.mark.parametrize(
    "text",
    [
        "kartımın PIN-i 2019'da değişti",
        "telefonun PIN-i 2020 yılında yenilendi",
        "मेरा पिन 2019 में बदला था",
        "میرا پن 2018 سے وہی ہے",
    ],
)
def test_a_year_said_when_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "kartımın PIN-i 4471, unutma",
        "मेरा पिन 7301 है",
        "میرا پن 5821 ہے",
    ],
)
def test_a_pin_is_still_refused(text: str) -> None:
    assert screening_verdict(text) is not None
