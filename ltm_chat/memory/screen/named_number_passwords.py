"""A password said as a name and a number with a space between, right after its noun
(secret_speech.py runs it): "mot de passe Cerisier 1950", "Passwort Sonnenblume 1962 bitte
merken", "la contraseña es Mariposa 77", "hasło Kasia 88".

A name and a number run together ("Cerisier1950") or after a copula and a year are read
already; people who dictate a password often say the word and the number apart, and in a
list of labelled fields leave out the copula ("identifiant 0481 mot de passe Cerisier 1950").
So: a password noun (not a bus pass nor a Wi-Fi network, whose names look the same), at most
a colon or a copula, one to three capitalised words and a number of two to four figures that
ends the token. Not a chapter, a page, a room, a version, a month or a day ("the password
Chapter 12", "password reset March 2024"), nor a count ("… Sessions 12 minutes").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import (
    PASSWORD,
    QUANTITY_UNITS,
    STRONG_VALUE_ONLY,
    made_a_kind,
)
from ltm_chat.memory.screen.literals import Literals

__all__ = ["named_number_password_spans"]

# after the noun: a colon or a copula maybe, then capitalised words and the number
_VALUE = re.compile(
    r"[ \t]*(?:[:：=][ \t]*|(?:is|es|est|c'est|ist|é|è|era|was|jest|je|er|är)[ \t]+)?"
    r"(?P<name>(?:[^\W\d_][^\W\d_'’-]{2,}[ \t]+){1,3})(?P<number>[0-9]{2,4})"
    r"(?![\w.,:/%°-][0-9\w]|[\w%°])",
    re.IGNORECASE,
)
# names that are a place in a sequence, a product's version or a date, not a password
_NOT_A_NAME = frozenset(
    """chapter page room level version season episode step part section table figure line row
    windows office ios android macos iphone galaxy pixel
    january february march april may june july august september october november december
    monday tuesday wednesday thursday friday saturday sunday
    januar februar märz juni juli oktober dezember janvier février mars avril mai juin juillet
    août septembre octobre novembre décembre enero febrero marzo abril mayo junio julio agosto
    septiembre octubre noviembre diciembre""".split()
)
_FINDS = 4  # a message gives a few passwords


def _capitalised(word: str) -> bool:
    """A word written with a capital first and not all in capitals (a name, not an acronym)."""
    return word[:1].isupper() and not word.isupper()


def named_number_password_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each name-and-number value right after a password
    noun (`hits`: the access nouns, noun_hits)."""
    if not chars.has(" "):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits:
        if len(found) >= _FINDS:
            break
        if kind != PASSWORD or lowered[start:end] in STRONG_VALUE_ONLY:
            continue
        if made_a_kind(lowered, start):
            continue  # "the most common password Password 123"
        m = _VALUE.match(text, end)
        if m is None:
            continue
        words = m.group("name").split()
        if not all(_capitalised(w) for w in words) or words[0].lower() in _NOT_A_NAME:
            continue
        if any(w.lower() in _NOT_A_NAME for w in words):
            continue
        following = text[m.end() : m.end() + 16].split()[:1]
        if following and following[0].lower().strip(".,;:!?)") in QUANTITY_UNITS:
            continue  # "… Sessions 12 minutes": a count
        found.append(("spoken-password", m.start("name"), m.end()))
    return found
