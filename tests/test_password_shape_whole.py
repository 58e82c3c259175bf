"""#22 session 23 (h-creds25): a whole chosen password — upper and lower case, a digit and a
symbol inside, eight characters or more — is refused with no word of a password around it, and
an "@" inside such a token counts as its symbol; redaction hides the whole token. Kept: handles,
gamertags, user names, e-mail addresses, a login at a host, an hour after "@", short tokens,
base64 (its only symbol "+")."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "the lock screen on the tablet and the router both take Marigold#Lane42 now",
        "Marigold#Lane42",
    ),
    ("Quokka!Sunrise77 opens everything in this house, don't tell my brother", "Quokka!Sunrise77"),
    ("ok so she uses Pelican@1984 for the bank app", "Pelican@1984"),
    ("je tape toujours Hirondelle&Mer5 partout", "Hirondelle&Mer5"),
    ("用 Lotus*Garden88 就能进去", "Lotus*Garden88"),
    ("the tablet opens with Velvet^Moon31 since yesterday", "Velvet^Moon31"),
    # through a zero-width space: the whole token, no tail
    ("the tablet opens with Velvet^\u200bMoon31 since yesterday", "Moon31"),
    ("Zebra@Crossing9, that is the one for the kids' console", "Zebra@Crossing9"),
]

KEPT = [
    "my gamertag is Sn!per42 on xbox",
    "the network SSID is Cafe#Guest2024 if you need to find it",
    "username: Drag0n!Slayer",
    "write to Anna.Berg2@example.com about the invoice",
    "ssh deploy@Web01 and restart the service",
    "Dinner@8pm with Sam2 and the kids",
    "Meeting@10am Room2 is booked",
    "@Bob_99 said hi",
    "we beat Team#5 2-1 on Sunday",
    "the Ab#1 shortcut moved",
    "press Ctrl+Alt+F2 to switch",
    "passwords like Summer2024! are weak",
    # base64's only symbol is "+"
    "the fixture has Qx7+Lm2Pz9Rt in it",
]


@pytest.mark.parametrize(("text", "value"), REFUSED)
def test_whole_chosen_password_is_refused_and_hidden(text, value):
    assert_refused_and_hidden(text, [value, value[:5], value[-4:]])


@pytest.mark.parametrize("text", KEPT)
def test_names_addresses_and_short_tokens_are_kept(text):
    assert screening_verdict(text) is None, text
