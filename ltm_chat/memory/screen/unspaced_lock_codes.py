"""The code of a thing that locks in Thai, Lao, Khmer and Burmese (secret_speech.py runs it):
"ລະຫັດຕູ້ລັອກເກີ້ທີ່ສະໜາມບິນ 6620", "កូដសោរទូដាក់ឥវ៉ាន់នៅផ្សារ 3019", "รหัสเปิดประตูบ้าน 4471".

These scripts write a phrase's words without spaces between them, so the code's word, the lock
and where it is run together, and the digits come after the whole phrase. locked_thing_codes.py
counts words by spaces and cjk_lock_codes.py reads the lock before the code's word; here the
lock (a door, a gate, a locker, a cabinet, a safe, a padlock) is named right after the code's
word, and the digits follow in the same clause with no other number between: four to eight,
three for what opens by dials (a locker, a cabinet, a safe, a padlock).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import OverBudget

__all__ = ["unspaced_lock_code_spans"]

_FINDS = 20  # a note names a few codes; more is a flood (fail closed)
_EXAMINED = 1000  # code words looked at: past them the rest of a long text is not read
_THING_REACH = 12  # the lock is named this close after the code's word ("to open", a particle)
_VALUE_REACH = 60  # the digits come within this many characters of the code's word

# A code, a secret number, in Thai, Lao, Khmer and Burmese
_CODE_WORDS = ("รหัส", "ລະຫັດ", "កូដ", "លេខសម្ងាត់", "ကုဒ်", "လျှို့ဝှက်နံပါတ်")
# Things keyed to open (four digits or more) …
_KEYED = "ประตู|ປະຕູ|ទ្វារ|တံခါး|ဂိတ်"
# … and things opened by dials or a short combination (three digits are enough)
_DIALS = "ตู้|ล็อกเกอร์|ล็อคเกอร์|เซฟ|กุญแจ|แม่กุญแจ|ຕູ້|ລັອກເກີ|ເຊບ|ກະແຈ|ແມ່ກະແຈ|សោ|ទូ|ឡុកគ័រ|သော့|လော့ကာ|ဗီရို|မီးခံသေတ္တာ"
_THING = re.compile(rf"(?P<dials>{_DIALS})|(?:{_KEYED})")
_CLAUSE_MARK = re.compile(r"[.!?;,\n។၊။]")
# the digits (any script's), not part of a longer number, a time or a date
_VALUE = re.compile(r"(?<![\d.,/:-])(?P<d>\d{3,8})(?![\d]|[.,/:-]\d)")


def _code_after(text: str, end: int) -> re.Match[str] | None:
    """The code told after the code's word ending at `end`, if a lock is named right after it."""
    thing = _THING.search(text, end, min(len(text), end + _THING_REACH))
    if thing is None or _CLAUSE_MARK.search(text, end, thing.start()):
        return None
    stop = min(len(text), end + _VALUE_REACH)
    if mark := _CLAUSE_MARK.search(text, thing.end(), stop):
        stop = mark.start()
    value = _VALUE.search(text, thing.end(), stop)
    if value is None or any(c.isdigit() for c in text[end : value.start()]):
        return None
    fewest = 3 if thing.group("dials") else 4
    return value if len(value.group("d")) >= fewest else None


def unspaced_lock_code_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each lock's code named by a Thai, Lao, Khmer or Burmese
    word for a code."""
    found: list[tuple[str, int, int]] = []
    examined = 0
    for word in _CODE_WORDS:
        pos = text.find(word) if chars.has(word) else -1
        while pos >= 0 and examined < _EXAMINED:
            examined += 1
            end = pos + len(word)
            if (value := _code_after(text, end)) is not None:
                found.append(("spoken-pin", *value.span("d")))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
            pos = text.find(word, end)
    return found
