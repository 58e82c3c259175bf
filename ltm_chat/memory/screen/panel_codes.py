"""An alarm panel's code (secret_speech.py runs it): keyed before the panel's own key, printed
in capitals on it ("3014 then press ON", "6251 w ba3deen OFF", "5151 દાખલ કરો અને પછી OFF"), or
said after the verb that disarms it ("disarm 7392"). The key names no language: what comes
between may be any.

Not an amount ("₹1500 OFF", "2000 yen OFF": a price's sign before, a unit after the digits), a
year ("since 2019 OFF the grid"), or digits inside a longer number, a date or a reference.
"""

from __future__ import annotations

import re
from itertools import islice

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.keypad_codes import _NUMBERED
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET

__all__ = ["panel_code_spans"]

_PANEL_KEYS = ("ON", "OFF", "ARM", "AWAY", "STAY", "ENTER")  # ("DISARM" holds "ARM")
_BEFORE_PANEL_KEY = re.compile(
    r"(?<![\w€$£¥₹₽₩¢.,/:+#*-])(?P<v>[0-9]{4,8})(?![\w%.,/:-]?[0-9A-Za-z%])"
    r"(?P<between>[^.!?\n]{0,25}?)(?<![\w-])(?P<k>ON|OFF|ARM|DISARM|AWAY|STAY|ENTER)(?![\w-])"
)
_NUMBER = re.compile(r"(?<!\w)[0-9]+(?!\w)")  # a number of its own between: not one keying
_CAPITALS = re.compile(r"[A-Z]{2,}")
_DISARM = re.compile(
    r"(?<!\w)disarm(?:ed)?(?:[ \t]+(?:with|code|is)|[ \t]*:)?[ \t]+(?P<v>[0-9]{4,8})"
    r"(?![\w.,/:-]?[0-9])"
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_FINDS = 20  # a message names a panel or two; more is a flood (read no further)
_KEY_REACH = 45  # from the code's first digit to the panel's key (25 between, 8 digits, spaces)


def _keyed(text: str, m: re.Match[str]) -> bool:
    """The key stands alone in capitals ("press ON", not "ORDER 4412 ON HOLD": a line in
    capitals), with no other number between ("6251 w ba3deen OFF": digits inside a word)."""
    if _NUMBER.search(m.group("between")):
        return False
    before = text[max(0, m.start("k") - 12) : m.start("k")].split()
    after = text[m.end("k") : m.end("k") + 12].split()
    near = before[-1:] + after[:1]
    return not any(_CAPITALS.fullmatch(w.strip(".,;:!?()")) for w in near)


def panel_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code keyed before a panel's key or after "disarm"."""
    if not any(map(chars.has, "0123456789")):
        return []
    matches = []
    for key in _PANEL_KEYS:  # (each key's small letters first: a text of digits has none)
        if not chars.has(key.lower()):
            continue
        for at in capped_occurrences(text, key, KEYWORD_BUDGET):
            lo = max(0, at - _KEY_REACH)
            matches += [
                m
                for m in _BEFORE_PANEL_KEY.finditer(text, lo, at + len(key))
                if m.end() == at + len(key) and not text[m.end() : m.end() + 1].isalnum()
            ]
    if chars.has("disarm"):
        matches += list(islice(_DISARM.finditer(lowered), _FINDS))
    found: list[tuple[str, int, int]] = []
    for m in matches:
        if len(found) >= _FINDS:
            break
        if quantity_after(text, m.end("v")) or _YEAR.fullmatch(m.group("v")):
            continue
        if m.re is _BEFORE_PANEL_KEY and not _keyed(text, m):
            continue
        if _NUMBERED.search(lowered, max(0, m.start() - 40), m.start()) is not None:
            continue  # "room 1204 ON the left": a thing's number
        found.append(("spoken-pin", *m.span("v")))
    return found
