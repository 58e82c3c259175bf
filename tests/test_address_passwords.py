"""An e-mail address, then the password that logs in with it (address_passwords.py): lines
written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.address_passwords import address_password_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "Grandad's eBay: g.whitfield52@example.co.uk Bramble_Hill8",
    "Deliveroo - sam.ortiz@example.com - Noodles4Life!",
    "Zalando für Mama: petra.k@example.de und Sommer#2019",
    "the shared Disney+ one, use it: kids.account@example.com Mickey2020!",
]

KEPT = [
    "write to jane@example.com - Thanks!",
    "email me at tom.h@example.com, Room 204B is mine",
    "the ticket went to support@example.io - REF-2024-118",
    "my email: anna.k@example.de and my phone 0176 2233 4455",
    "cc: finance@example.com Q3 numbers attached",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_password_is_the_span_not_the_address():
    text = 'noted: "Etsy - lena.m@example.com - Potter_Wheel7"'
    lowered = text.lower()
    found = address_password_spans(text, lowered, Literals(lowered))
    assert [text[a:b] for _, a, b in found] == ["Potter_Wheel7"]
