"""A door or gate written as one Germanic compound ("Garagentor", "Haustür", "voordeur") is
a thing a code opens, like "Tor" or "deur" alone (spoken_pairs.py); a time, a price or a year
after it is kept."""

import pytest

from ltm_chat.memory.screen.redact import looks_like_secret


@pytest.mark.parametrize(
    "text",
    ["Gartentor: 5519", "Haustür bei Oma: 2846", "achterdeur: 7302", "ytterdörr: 1834"],
)
def test_a_compound_door_with_its_code_is_refused(text):
    assert looks_like_secret(text) == "spoken-pin"


@pytest.mark.parametrize(
    "text",
    [
        "Garagentor: 8 Uhr offen",
        "Garagentor: 1200 Euro Reparatur",
        "die Haustür ist seit 2019 neu",
        "voordeur: geverfd in mei",
    ],
)
def test_a_time_a_price_or_a_year_is_kept(text):
    assert looks_like_secret(text) is None
