"""A whole calendar date after a word of time says when something happened, not a code (secret_speech.py
reads it): "I changed my PIN on 2024-03-15", "the door code changed on 03/15/2024", "PIN geändert
am 15.03.2024", "cambié el PIN el 15/03/2024".

A code that is a date is said as one ("my PIN is my birthday, 15.03.1985"): after a copula, a
colon or the noun itself, never after "on", "since" or "until". Only a whole date counts — a day,
a month and a year, the month 1-12 and the day 1-31 in either order — so "on 4821" and
"since 0630" stay codes for their own rules to judge.
"""

from __future__ import annotations

import re

__all__ = ["said_when"]

# Words that put a date in time, in the languages the screen reads (the word right before it).
_WHEN_BEFORE = frozenset(
    """on since until till by before after from starting effective
    am seit bis vom ab zum le depuis avant après jusqu'au el desde hasta antes después il dal
    fino entro em desde até antes op sinds tot vanaf в с до от по na od do""".split()
)
_YMD = re.compile(r"((?:19|20)[0-9]{2})([-./])([0-9]{1,2})\2([0-9]{1,2})")
_DMY = re.compile(r"([0-9]{1,2})([-./])([0-9]{1,2})\2((?:19|20)?[0-9]{2})")
_SHORTEST, _LONGEST = len("1.2.24"), len("2024-03-15")
_WORD_BEFORE = re.compile(r"([^\W\d_]+(?:'[^\W\d_]+)?)[ \t]+$")


def _calendar(value: str) -> bool:
    """Whether `value` is a whole date: a year, a month 1-12 and a day 1-31 (either order)."""
    if m := _YMD.fullmatch(value):
        return 1 <= int(m.group(3)) <= 12 and 1 <= int(m.group(4)) <= 31
    if m := _DMY.fullmatch(value):
        a, b = int(m.group(1)), int(m.group(3))
        return 1 <= min(a, b) <= 12 and 1 <= max(a, b) <= 31
    return False


def said_when(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a whole calendar date right after a word of time."""
    if not _SHORTEST <= end - start <= _LONGEST or not _calendar(text[start:end]):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 16), start)
    return before is not None and before.group(1).lower() in _WHEN_BEFORE
