"""A bank's memorable date said after its noun (secret_speech.py runs it): "The memorable date
they want is 14/02/1963", "… and the memorable date 14/02/1979 is already on file", "the
memorable date 12 March".

A memorable word, name or place is a caller's security answer (access_nouns.py); a memorable
date is one too, but its value is a date, which every other rule reads as a date and leaves
(a companion beside a found secret stayed visible). The date must follow the noun in its
clause, within a few words ("they want is", "is", a colon): digits with "/", "." or "-", or
a day and a month's name.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals

__all__ = ["memorable_date_spans"]

_MONTHS = (
    "january|february|march|april|may|june|july|august|september|october|november|december|"
    "jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec"
)
_DATE = (
    r"(?P<v>[0-9]{1,2}[/.-][0-9]{1,2}[/.-][0-9]{2,4}(?![0-9])|"
    r"[0-9]{1,2}(?:st|nd|rd|th)?[ \t]+(?:of[ \t]+)?(?:"
    + _MONTHS
    + r")(?![a-z])(?:[ \t]+[0-9]{4}(?![0-9]))?)"
)
_MEMORABLE_DATE = re.compile(
    r"(?<!\w)memorable[ \t]+date(?!\w)(?:[^\n.!?;,0-9]{0,40}?(?:[ \t]is|[ \t]was|:|=))?[ \t]*"
    + _DATE
)


def memorable_date_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each memorable date said after its noun."""
    if not chars.has("memorable"):
        return []
    return [("spoken-password", *m.span("v")) for m in _MEMORABLE_DATE.finditer(lowered)]
