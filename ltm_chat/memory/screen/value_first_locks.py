"""A lock's code said before its name (secret_speech.py runs it): "5317 er kóðinn á
bílskúrnum", "3691 is de code van de sleutelkast", "9146 رمز الباب الخلفي", "4471 is the side
gate", "2580 = alarm".

A note-taker writes the value first when it is the topic, then what it opens: a word for a code
with a door, gate, alarm or safe named near it (locked_thing_codes.py's words), or the thing
itself ending the clause after an equals sign, a dash or "is". The digits open the text or a
clause; a code word follows within three words. The thing alone must end the clause, so a
price list ("1200 - garage door repair"), a year ("2019 – garage") or a quantity ("4000 kr for
the gate") is not a code.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.locked_thing_codes import code_word_at, thing_ends, thing_takes
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.stem_words import clause_stop

__all__ = ["value_first_lock_spans"]

_FINDS = 20  # a note gives a few codes; more is a flood (fail closed)
_EXAMINED = 200  # clause marks looked at: past them the rest of a long text is not read
_CLAUSE = 60  # the code word or the thing follows within this many characters
_GAP_WORDS = 3  # … and the code word within this many words

# The value opening the text or a clause (quotes and spaces aside; a keypad's "*"/"#" kept),
# not inside a longer number; read after each clause mark, which str.find finds at C speed
_VALUE = re.compile(r"[ \t\"'«“]{0,8}(?P<v>[*#]?([0-9]{3,8})[#*]?)(?![\w.,/:-]?[0-9])(?!\w)")
_MARKS = ("\n", ":", ";", "(", "—", "–")
# what may stand between the value and the thing it opens when no code word is said
_LINK = re.compile(r"[ \t]*(?:=|—|–|-|→|->|is|ist|er|är|est|es|è|é|on|je|jest|е|это)?[ \t]+")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_DIGIT = re.compile(r"[0-9]")
_WORD_START = re.compile(r"(?<!\w)\w")


def _code_word_after(lowered: str, start: int, stop: int) -> tuple[int, int] | None:
    """(start, end) of a word for a code among the first words after the value."""
    for n, m in enumerate(_WORD_START.finditer(lowered, start, stop)):
        if n > _GAP_WORDS:
            return None
        if (end := code_word_at(lowered, m.start())) is not None:
            return m.start(), end
    return None


def _opens(text: str, lowered: str, value: re.Match[str]) -> bool:
    """Whether what follows the value names it as the code of a thing that locks."""
    end, digits = value.end(), value.group(2)
    if quantity_after(text, end):
        return False
    stop = clause_stop(text, end, _CLAUSE)
    if _DIGIT.search(text, end, stop):
        return False  # another number in the clause: the code word is that one's
    if (word := _code_word_after(lowered, end, stop)) is not None:
        fewest = thing_takes(lowered, *word)
        return fewest is not None and len(digits) >= fewest
    if _YEAR.fullmatch(digits) or len(digits) < 4:
        return False
    link = _LINK.match(lowered, end)
    if link is None or not lowered[end : link.end()].strip():
        return False  # "4471 is …", "2580 = …": a bare space links nothing
    tail = lowered[link.end() : stop].rstrip(" \t\"'»”)")
    return len(tail.split()) <= 3 and thing_ends(lowered, link.end(), link.end() + len(tail))


def value_first_lock_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each lock's code said before its name."""
    if not any(chars.has(digit) for digit in "0123456789"):
        return []
    found: list[tuple[str, int, int]] = []
    values = [m for m in (_VALUE.match(text),) if m is not None]
    examined = 0
    for mark in _MARKS:
        pos = text.find(mark)  # (one character: found at memory speed)
        while pos >= 0 and examined < _EXAMINED:
            examined += 1
            if (value := _VALUE.match(text, pos + 1)) is not None:
                values.append(value)
            pos = text.find(mark, pos + 1)
    for value in sorted(values, key=lambda m: m.start()):
        if _opens(text, lowered, value):
            found.append(("spoken-pin", *value.span("v")))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
