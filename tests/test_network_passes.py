"""#22 session 24 (h-creds26): "pass" beside a network the text names (an SSID, a network name,
wifi) is that network's password and takes a "wifi pass"'s values — refused and hidden whole.
Kept: a boarding, bus or day pass in a text that mentions wifi, a pass with "the" before it, a
pass whose "value" is a place."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("cabin wifi: network Birchwood_Net, pass Pinecone2017", ["Pinecone2017"]),
    ("SSID Lakeview-5G, pass 55lakeview1980 for the guests", ["55lakeview1980"]),
    ('hotspot on my phone "PixelPete" pass Crumpet2024tea', ["Crumpet2024tea"]),
]

KEPT = [
    "airport wifi was slow, my boarding pass is BA2490X",
    "the wifi was down so I printed the pass, it is GA2291B",
    "hotel wifi free; my day pass Gold2024 is valid till Sunday",
    "SSID CafeNet, pass is on the receipt",
    "wifi at the gym is fine, bus pass 44719203 expires Friday",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_network_pass_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_other_passes_are_kept(text):
    assert screening_verdict(text) is None, text
