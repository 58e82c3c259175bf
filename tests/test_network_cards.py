"""#22 session 27 (h-creds30): a network's card, its name given and then its password ('SSID
"Kirschgarten", key "drei kleine katzen 9"', "nom du réseau Livebox-77 mot de passe
lesvacancesalamer") — refused, the whole value hidden. Kept: where the password is, a
short word after the noun, a label in brackets."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.network_cards import network_card_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ('SSID "Kirschgarten", key "drei kleine katzen 9"', ["drei", "katzen 9"]),
    ("our network is CasaVerde, password lucciole\u200b-in-giardino", ["lucciole", "giardino"]),
    ('the cabin network "Loon Lake" key "paddle softly 88"', ["paddle", "88"]),
    ("nom du réseau Livebox-77 mot de passe lesvacancesalamer", ["lesvacancesalamer"]),
    ('the cafe\'s ssid is BeanThere and the key "7QW2 HX9P KM4T"', ["7QW2", "HX9P", "KM4T"]),
]

KEPT = [
    'The SSID at the library is "Library-Free", the password is on the desk',
    "our network is password protected now",
    "SSID Home5G, password required at login",
    "the network keeps dropping, the password works fine though",
    "SSID NETGEAR12 Network Key (Password) is printed under it",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_network_card_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_places_and_short_words_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_quoted_value():
    text = 'SSID "Nest", key "olive grove 44"'
    lowered = text.lower()
    assert network_card_spans(text, lowered, Literals(lowered)) == [("spoken-password", 18, 32)]
