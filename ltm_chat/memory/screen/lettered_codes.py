"""A lock's code of figures and a capital letter or two, after the code's noun (secret_speech.py
runs it): "a kapukód a házhoz 27K4", "подъезд коды 415К", "the parcel locker code 4J8M2", "the
concierge gave me a code 30316-B for the bike locker".

The binding reads a code's value as figures or as a chosen password; a door phone's or a
locker's code mixes figures with a letter (the flat's key "К", a locker's letters), which it
reads as neither. Here such a value (two figures or more, one to three capitals, Latin or
Cyrillic, three to eight characters) right after a code's noun, a colon, a copula or three short
words between, is a code when the noun or its sentence names a lock (a door, a gate, a
locker, a door phone). A flat's, a room's or a seat's number ("the door code for flat 12B") is
public: a number word right before the value gives no code.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import CODE
from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals

__all__ = ["lettered_code_spans"]

_NOUNS_READ = 20  # nouns read: a message names a few
# the noun, then a colon, a copula or up to three short words, then the value: figures with one
# to three capitals (Latin or Cyrillic), maybe a hyphen ("27K4", "415К", "30316-B")
_BOUND_VALUE = re.compile(
    r"(?:[ \t]*[:=][ \t]*|[ \t]+(?:[^\s\d:=,.;!?]{1,14}[ \t]+){0,3}?"
    r"(?:(?:is|es|est|ist|è|é|e|е|это|je|jest|är|er|on|van)[ \t]+)?)"
    r"(?P<v>(?=(?:[A-ZА-Я-]*[0-9]){2})(?=[0-9-]*[A-ZА-Я])[0-9A-ZА-Я][0-9A-ZА-Я-]{2,7})(?![\w-])"
)
# a code's noun that names a lock by itself ("kapukód", "door code", "digicode")
_LOCK_IN_NOUN = re.compile(r"kapu|ajtó|zár|riasztó|digicode|domofon|домофон|двер")
# what a lock is, besides keypad_codes' doors and safes: a locker, a door phone's entrance
_LOCK_WORDS = re.compile(r"(?<!\w)(?:lockers?|lockbox|key ?box|key ?safe|подъезд\w*|парадн\w*)")
# a public number's word right before the value: "flat 12B", "room 4A"
_NUMBER_WORDS = frozenset(
    """flat apt apartment room unit suite seat row bus platform building block house no nr
    number квартира кв дом lakás ajtó""".split()
)
_SENTENCE_END = re.compile(r"[.!?;\n](?:\s|$)")
_REACH = 200  # a sentence's reach either side (a long text is read near the match only)
# figures glued to a unit are a size: "128GB", "40MM"
_UNITS = re.compile(r"[0-9]+(?:GB|MB|KB|TB|MM|CM|KG|KM|KW|MHZ|GHZ|HZ|PX)")


def _names_a_lock(lowered: str, noun: str, start: int, end: int) -> bool:
    """Whether the code's noun, or its sentence, names a lock."""
    if _LOCK_IN_NOUN.search(noun):
        return True
    lo = max(0, start - _REACH)
    begin = max((m.end() for m in _SENTENCE_END.finditer(lowered, lo, start)), default=lo)
    stop = _SENTENCE_END.search(lowered, end, end + _REACH)
    sentence = lowered[begin : stop.start() if stop else min(len(lowered), end + _REACH)]
    return bool(OPENED_THINGS.search(sentence) or _LOCK_WORDS.search(sentence))


def lettered_code_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each lock's code of figures and capitals after its noun
    (`hits`: the access nouns, noun_hits)."""
    if not hits:
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits[:_NOUNS_READ]:
        if kind != CODE or public_code(lowered, start, end):
            continue
        bound = _BOUND_VALUE.match(text, end)
        if bound is None or _UNITS.fullmatch(bound.group("v")):
            continue
        words = lowered[end : bound.start("v")].split()
        if words and words[-1].strip(":=") in _NUMBER_WORDS:
            continue
        if not _names_a_lock(lowered, lowered[start:end], start, end):
            continue
        if all(f[1:] != bound.span("v") for f in found):
            found.append(("spoken-pin", *bound.span("v")))
    return found
