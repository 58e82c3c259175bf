"""A code dictated as single figures with spaces between, bound to the noun of what it opens
(secret_speech.py runs it): "yung door lock ng condo, 2 5 8 1 tapos check", "домофон: 48К, а
сама дверь 0 7 1 9", "το κλειδί της αποθήκης: 6 2 2 9", "il faut taper B 4 4 0 1 puis la clé".

spelled_codes.py reads spaced figures right after a code's noun, sentence_digit_runs.py digit
words anywhere in the sentence; people also dictate the figures a few words after what they
open ("the door lock of our flat, 1 4 7 2"), or in a language whose code noun the tables lack,
while the sentence still names the door or the key. Four to eight figures, one by one (more is
a phone number, spaced for reading), not counting up one by one ("steps 1 2 3 4"). The figures
must be bound to an access noun, a thing that locks or a card: that word comes shortly before
them with no other number between (the figures are its value, not another thing's), or just
after them ("1 2 2 1 9 8, that's the garage pin"). Never a time, a score, a reference, a
measurement or a count ("at 0 6 3 0", "room 1 2 0 4", "2 5 0 0 steps": spelled_codes' tests).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals, has_figure
from ltm_chat.memory.screen.spelled_codes import _counts_or_refers

__all__ = ["spaced_figure_spans"]

_FINDS = 8  # runs read: a message dictates a few codes
# four to eight single figures, one space between each, no figure or word joined on either side
# (the first figure leads, its lookbehinds after it: the engine then skips to figures at C speed)
_RUN = re.compile(
    r"[0-9](?<![\w.,:/+-][0-9])(?<![0-9][ \t][0-9])(?:[ \t][0-9]){3,7}(?![\w/]|[ \t]?[0-9]|[.,:-][0-9])"
)
_SENTENCE_END = re.compile(r"[.!?;\n](?:\s|$)")
# a card, a cash machine, a screen lock, a keypad: what a code is typed into, besides the nouns
_TYPED_INTO = re.compile(
    r"(?<!\w)(?:card|kart\w*|carte|tarjeta|cartão|atm|cajero|bancomat|"
    r"key ?pad|keycode|screen ?lock|lock ?screen)(?!\w)"
)
_REACH_BEFORE = 72  # the noun's end to the figures: "the key safe outside mum's house is …"
_REACH_AFTER = 24  # the figures to the noun: "1 2 2 1 9 8, that's the pin for …"
# Between the noun and the figures, a noun of another number: the figures are that number.
_OTHER_NUMBER = re.compile(
    r"(?<!\w)(?:ticket|receipt|invoice|order|booking|reservation|tracking|parcel|"
    r"score|scored|result|results|total|count|size|length|width|height|weight|price|cost)(?!\w)"
)
# "And", "but", "or" that no language reads as an article or a preposition ("o", "e", "en"):
# after them a new clause, whose number is not the code ("the door … and planted 3 8 1 6 …").
_NEW_CLAUSE = frozenset("and but or und aber oder et mais ou pero ma maar и но или".split())
# The code's own length may stand between: "the passcode is 6 digits: 3 9 9 1 2 0".
_LENGTH = re.compile(r"[0-9]+[ -]?(?:digits?|dígitos|chiffres|cifre|ziffern|stellig\w*|자리|桁|位)")
# "Then" in the languages that end it in "s": the next key, not a count ("… 4 5 4 5 tapos enter").
_THEN = frozenset("tapos terus".split())


def _counts_up(figures: str) -> bool:
    """Whether the figures count up or down one by one ("1 2 3 4", "5 4 3 2")."""
    digits = [int(c) for c in figures if c.isdigit()]
    steps = {b - a for a, b in zip(digits, digits[1:], strict=False)}
    return steps in ({1}, {-1})


def _measures(lowered: str, start: int, end: int) -> bool:
    """The figures are a time, a reference, a measurement or a count (spelled_codes' reading)."""
    if lowered[end : end + 12].split()[:1] in ([w] for w in _THEN):
        return False
    return _counts_or_refers(lowered, start, end)


def _words_at(
    lowered: str, begin: int, end: int, hits: list[tuple[int, int, str]]
) -> list[tuple[int, int]]:
    """(start, end) of the access nouns, the things that lock and the cards in lowered[begin:end]."""
    spans = [(s, e) for s, e, _kind in hits if begin <= s and e <= end]
    spans += [m.span() for m in OPENED_THINGS.finditer(lowered, begin, end)]
    spans += [m.span() for m in _TYPED_INTO.finditer(lowered, begin, end)]
    return spans


def _bound(lowered: str, start: int, end: int, words: list[tuple[int, int]]) -> bool:
    """Whether a word for what a code opens takes the figures lowered[start:end] as its value."""
    before = [e for s, e in words if e <= start]
    if before:
        gap = _LENGTH.sub("", lowered[max(before) : start])
        if len(gap) <= _REACH_BEFORE and not any(c.isdigit() for c in gap):
            if not _OTHER_NUMBER.search(gap) and _NEW_CLAUSE.isdisjoint(gap.split()):
                return True
    after = [s for s, e in words if s >= end]
    if after:
        gap = lowered[end : min(after)]
        return len(gap) <= _REACH_AFTER and not any(c.isdigit() for c in gap)
    return False


def spaced_figure_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each run of spaced figures bound to a word for what a code
    opens (`hits`: the access nouns, noun_hits)."""
    if not chars.has(" ") or not has_figure(text):
        return []
    found: list[tuple[str, int, int]] = []
    for run in _RUN.finditer(text):
        if len(found) >= _FINDS:
            break
        start, end = run.span()
        if _counts_up(run.group()) or _measures(lowered, start, end):
            continue
        begin = max((m.end() for m in _SENTENCE_END.finditer(lowered, 0, start)), default=0)
        stop = _SENTENCE_END.search(lowered, end)
        words = _words_at(lowered, begin, stop.start() if stop else len(lowered), hits)
        if _bound(lowered, start, end, words):
            found.append(("spoken-pin", start, end))
    return found
