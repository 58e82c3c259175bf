"""A value with an affix of the sentence's language glued to it by a hyphen, read without the
affix, one character for one (secret_speech.py reads every text so): Georgian writes its case
and copula endings after a Latin word ("პაროლი Kutaisi_Bagrati77-ია": "is Kutaisi_Bagrati77"),
Hebrew its "and" and "the" before one ("… david@walla.co.il ו-Savta_Rina1": "and Savta_Rina1").

The affix and its hyphen become spaces, so offsets hold for the original and the value stands
alone for every rule that reads one. Only "and" and "the" in Hebrew: its prepositions before a
number say when or where ("ב-2024": "in 2024"), which the rules read as written.
"""

from __future__ import annotations

import re

__all__ = ["unglued"]

# A Latin letter or figure, then a hyphen and a Georgian ending (the copula "-ია", "-ა", the
# cases "-ს", "-ის", "-ით", "-ად", "-ზე", "-ში", "-თან", "-დან", "-მდე", "-ვით"), then no letter.
_GEORGIAN_ENDING = re.compile(
    r"(?<=[A-Za-z0-9!#$%&*?])-(?:ია|ა|ს|ის|ით|ად|ზე|ში|თან|დან|მდე|ვით)(?![\u10d0-\u10ff])"
)
# Hebrew "and" or "the" (alone or together) with a hyphen, before a Latin letter or a figure.
_HEBREW_PREFIX = re.compile(r"(?<![\u05d0-\u05ea])(?:ו|ה|וה)-(?=[A-Za-z0-9])")


_GEORGIAN = re.compile("[\u10d0-\u10ff]")
_HEBREW = re.compile("[\u05d0-\u05ea]")


def _spaces(m: re.Match[str]) -> str:
    return " " * len(m.group())


def unglued(text: str) -> str:
    """`text` with each glued affix above written as spaces (the same object when it has none)."""
    if text.isascii() or "-" not in text:
        return text
    out = text
    if _GEORGIAN.search(out):
        out = _GEORGIAN_ENDING.sub(_spaces, out)
    if _HEBREW.search(out):
        out = _HEBREW_PREFIX.sub(_spaces, out)
    return text if out == text else out
