"""A code dictated digit by digit with dashes, whatever it opens (secret_speech.py runs it):
"Seyf kodi 4-8-1-5-9", "la caja de llaves … es 0-7-0-7", "cerradura electrónica: 0-6-1-5-#".
One digit, a dash, one digit, four times or more, is how a code is read out to be keyed: no date,
phone number, price or version is written so, and the noun of what it opens is in any language.

Not a code: a count or a countdown ("1-2-3-4", "5-4-3-2-1": each digit one step from the last),
a team's formation ("4-2-3-1": ten outfield players), three digits ("4-4-2", "3-2-1"), a run
inside a longer token ("1-2-3-4-abc", "v1-2-3-4"). A fiction's or an example's code is dropped
by the frames every spoken code goes through (secret_speech.py).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import OverBudget

__all__ = ["dictated_digit_spans"]

_FINDS = 20  # a message dictates a few codes; more is a flood (fail closed)
# four to eight single digits parted by dashes, a keypad's key maybe pressed last ("-#")
_DICTATED = re.compile(
    r"(?<![\w.,/:+#*-])[0-9](?:[-–][0-9]){3,7}(?:[-–]?[#*])?(?![-–]|[\w.,/]?[0-9A-Za-z])"
)
# where a run can start: a dash, one digit, a dash (found from its hyphen at C speed; a pattern
# that starts with a look-behind, a digit or a class of two dashes tries many more offsets)
_INNER = re.compile(r"-[0-9][-–]")
_INNER_EN_DASH = re.compile(r"[-–][0-9][-–]")  # only where an en dash occurs
_EXAMINED = 1000  # places looked at: past them the rest of a long text is not read for runs
_OUTFIELD_PLAYERS = 10
_DASHES = ("-", "–")


def _counts(digits: list[int]) -> bool:
    """Each digit one more, or each one less, than the last: a count or a countdown."""
    steps = {b - a for a, b in zip(digits, digits[1:], strict=False)}
    return steps in ({1}, {-1})


def _formation(digits: list[int]) -> bool:
    """A team's lines, defence first: ten outfield players, no empty line, at most five lines."""
    return len(digits) <= 5 and 0 not in digits and sum(digits) == _OUTFIELD_PLAYERS


def dictated_digit_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code dictated digit by digit with dashes."""
    if not any(chars.has(dash + digit) for dash in _DASHES for digit in "0123456789"):
        return []  # (twenty short searches at C speed: a text of dashes and no digit after one)
    found: list[tuple[str, int, int]] = []
    pos, inners = 0, _INNER_EN_DASH if chars.has("–") else _INNER
    for _ in range(_EXAMINED):
        inner = inners.search(text, pos)
        if inner is None:
            break
        pos = inner.end() - 1
        m = _DICTATED.match(text, inner.start() - 1) if inner.start() else None
        if m is None:
            continue
        pos = m.end()
        digits = [int(c) for c in m.group() if c.isdigit()]
        if _counts(digits) or _formation(digits):
            continue
        found.append(("spoken-pin", *m.span()))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
