"""A code dictated as single figures with spaces between, anywhere in a sentence that names a lock,
a door, a key or a code (secret_speech.py runs it): "yung door lock ng condo, 2 5 8 1 tapos
check", "домофон: 48К, а сама дверь 0 7 1 9", "το κλειδί της αποθήκης: 6 2 2 9", "il faut taper
B 4 4 0 1 puis la clé".

spelled_codes.py reads spaced figures right after a code's noun, sentence_digit_runs.py digit
words anywhere in the sentence; people also dictate the figures after other words ("the door
lock of our flat, 1 4 7 2"), or in a language whose noun the tables lack, while the sentence still
names the door or the key. Four to eight figures, one by one (more is a phone number, spaced
for reading), not counting up one by one ("steps 1 2 3 4"), with an access noun, a thing that
locks or a card in the same sentence.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals

__all__ = ["spaced_figure_spans"]

_FINDS = 8  # runs read: a message dictates a few codes
# four to eight single figures, one space between each, no figure or word joined on either side
_RUN = re.compile(
    r"(?<![\w.,:/+-])(?<![0-9][ \t])[0-9](?:[ \t][0-9]){3,7}(?![\w/]|[ \t]?[0-9]|[.,:-][0-9])"
)
_SENTENCE_END = re.compile(r"[.!?;\n](?:\s|$)")
# a card, a cash machine, a screen lock, a keypad: what a code is typed into, besides the nouns
_TYPED_INTO = re.compile(
    r"(?<!\w)(?:card|kart\w*|carte|tarjeta|cartão|atm|cajero|bancomat|"
    r"key ?pad|keycode|screen ?lock|lock ?screen)(?!\w)"
)


def _counts_up(figures: str) -> bool:
    """Whether the figures count up or down one by one ("1 2 3 4", "5 4 3 2")."""
    digits = [int(c) for c in figures if c.isdigit()]
    steps = {b - a for a, b in zip(digits, digits[1:], strict=False)}
    return steps in ({1}, {-1})


def spaced_figure_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each run of spaced figures in a sentence that names what
    a code opens (`hits`: the access nouns, noun_hits)."""
    if not chars.has(" "):
        return []
    found: list[tuple[str, int, int]] = []
    for run in _RUN.finditer(text):
        if len(found) >= _FINDS:
            break
        if _counts_up(run.group()):
            continue
        begin = max((m.end() for m in _SENTENCE_END.finditer(lowered, 0, run.start())), default=0)
        stop = _SENTENCE_END.search(lowered, run.end())
        end = stop.start() if stop else len(lowered)
        sentence = lowered[begin:end]
        named = any(begin <= s and e <= end for s, e, _kind in hits)
        if named or OPENED_THINGS.search(sentence) or _TYPED_INTO.search(sentence):
            found.append(("spoken-pin", *run.span()))
    return found
