"""A code whose value is drawn at random in both cases with figures, ten characters or more:
a password or a key, whatever the noun calls it (secret_speech.py runs it): "the code on the
back is xr8bHwqq3mzT", "router code: Tq7mWz4kP2xa", "le code du boîtier est Hv9sK2mQp7Lw".

A code's value is read as a code's shape (figures, a keypad's keys, a short reference), so a
random draw after "code" was left unread: a booking or a promo code is written in capitals
("XK4P9Q", "SAVE20"), a public number in figures, a network's name in capitals and figures
("VM4491823"). Mixed-case letters with figures, at least two of each kind, are what a router's
label, a generated password or a key looks like. The noun is bound to it by a copula or a
colon within its clause (a place between is allowed: "the code on the back is …"); not an
invite, a video, a referral or a promo code (public_code and the words before the noun).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import CODE
from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.literals import Literals

__all__ = ["mixed_case_code_spans"]

_FINDS = 8  # a message gives a few codes
# the noun's clause, a copula or a colon, then one token of letters and figures
_BOUND_VALUE = re.compile(
    r"[^\n.;!?]{0,40}?(?:[ \t](?:is|was|est|ist|es|é|è|era|er|är|je|jest)[ \t]+|[:=：][ \t]*)"
    r"(?P<v>[A-Za-z0-9]{10,40})(?![\w@/-]|\.\w)"
)
# codes shared on purpose: an invitation, a video, a referral, a share link's
_SHARED_BEFORE = re.compile(r"(?:invite|invitation|video|referral|share|sharing|friend)\W*\Z")


def _random_both_cases(value: str) -> bool:
    """Whether `value` has two capitals, two small letters and two figures at least."""
    upper = sum(c.isupper() for c in value)
    lower = sum(c.islower() for c in value)
    digits = sum(c.isdigit() for c in value)
    return upper >= 2 and lower >= 2 and digits >= 2


def mixed_case_code_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each random mixed-case value a code noun among
    `hits` (noun_hits) is bound to."""
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits:
        if len(found) >= _FINDS:
            break
        if kind != CODE or public_code(lowered, start, end):
            continue
        if _SHARED_BEFORE.search(lowered, max(0, start - 20), start):
            continue  # "the invite code is …": given out to whoever is invited
        m = _BOUND_VALUE.match(text, end)
        if m is None or not _random_both_cases(m.group("v")):
            continue
        found.append(("spoken-password", *m.span("v")))
    return found
