"""#22 session 27 (h-creds29): a wifi's key after the network is named with whose or where it
is ("wifi chez tatie : tatie_1961", "wlan oma zuhause: Rosen1957") — refused, the key
hidden (through a zero-width space too). Kept: the network's name, a speed, a model, a status."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from ltm_chat.memory.screen.wifi_keys import wifi_key_spans
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("wifi chez tatie : tatie_1961", ["_1961", "1961"]),
    ("wifi ghar pe abba ke: chaiwala99", ["chaiwala99"]),
    ("wlan oma zuhause: Rosen1957", ["Rosen1957"]),
    ("wifi dacha babushki: Vishnya_1970", ["Vishnya", "_1970"]),
    ("wifi ghar pe abba ke: chai\u200bwala99", ["chai", "wala99"]),
]

KEPT = [
    "the wifi name is HOME-7F21",
    "wifi at the library: Library_Guest",
    "wifi speed is 300Mbps now",
    "my wifi router is R7000",
    "the wifi is down again",
    "wifi in the hotel: free, but slow",
    "the wifi network is called Pretty_Fly_4_A_WiFi",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_wifi_key_after_whose_network_it_is_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_names_speeds_and_models_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_key():
    text = "wifi chez papi : papi_1948!, merci"
    lowered = text.lower()
    assert wifi_key_spans(text, lowered, Literals(lowered)) == [
        ("spoken-password", text.index("papi_"), text.index(", merci"))
    ]
