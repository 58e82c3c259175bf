"""Whether an order found in a non-Latin script is forbidden, asked about, or (in Thai) a report
(session 27; the skip test of instruction_speech.py's rules of that session).

A negation as a whole word up to two words before the verb ("не выполняй", "אל תבצע", "मत
मानो"), or as the prefix those scripts write without a space ("不要执行", "ไม่ทำตาม"), forbids
the order; a question mark after it asks about it. (instruction_harm's `negated` finds Arabic
"لا" inside a word: "الملاحظات".) Thai does not mark the imperative: a first-person subject right
before the verb ("ฉันทำตาม…", I followed) reports.
"""

from __future__ import annotations

import re

_NOT_BEFORE = re.compile(
    r"(?:(?<!\w)(?:не|ні|нито|μην|μη|δεν|لا|ما|لن|مش|نه|אל|לא|नहीं|मत|না)(?!\w)\W*(?:\w+\W+){0,2}"
    r"|(?:不要|别|別|不|没|沒|勿|ไม่|อย่า|ห้าม)\S{0,6})$"
)
_THAI_SELF = re.compile(r"(?:ฉัน|ผม|เรา|หนู|ดิฉัน|กู)\s?$")


def forbidden(text: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the order at text[start:end] (its sentence text[lo:hi]) is forbidden or asked
    about, or, in Thai, reported by the writer about themselves."""
    if _NOT_BEFORE.search(text, max(lo, start - 30), start) or "?" in text[end:hi]:
        return True
    return _THAI_SELF.search(text, lo, start) is not None
