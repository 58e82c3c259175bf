"""A code given only by the verb that keys it, where a thing that locks is named (secret_speech.py
runs it): "I punch in 4471 at the side gate", "tecleo 2580 y entra por el portal", "pour
l'immeuble il faut taper A 2 7 9 1", "intercom: patas 23 kai meta 4490", "use 2 2 1 9 on the
keypad", "በር ሲደርሱ 7712 ይጫኑ", "출입문은 8 2 4 6 1 별표를 누르면 열립니다".

What is keyed on a door's, a gate's, an intercom's or an alarm's keypad opens it: the digits a
keying verb takes (press, punch in, key in, type, enter, dial, tap, in the languages people
write) are its code when the sentence names such a thing. The verb comes before the digits, or
after them in the languages that put the verb last. Four to eight digits, written together or
one by one, a letter key or a short first group keyed before them kept with the value; not a
phone number (more groups follow), a quantity ("type 2000 words"), a year after a word of time,
nor digits keyed where no lock is named ("press 1234 on the printer" is not read: "printer" is
no lock).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.locked_thing_codes import names_locked_thing, year_said_when
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.stem_words import clause_stop, word_spans

__all__ = ["keyed_code_spans"]

_FINDS = 20  # a message gives a few codes; more is a flood (fail closed)
_EXAMINED = 100  # verbs looked at: past them the rest of a long text is not read
_AFTER = 40  # the digits follow the verb within this many characters (its clause) …
_BEFORE = 24  # … or, where the verb comes last, come this close before it

# Keying verbs whose object comes after them (where a word starts: str.find at C speed); "use"
# only as said to someone or of oneself: "the door uses 3000 series hinges" tells of a thing.
_STEMS = ("punch", "key", "type", "enter", "dial", "tap", "press", "hit", "use", "tecle", "marc")
_STEMS += ("digit", "tast", "tipp", "eintipp", "tik", "toets", "intoets", "compo", "saisi", "wpis")
_STEMS += ("wybier", "wstuk", "pata", "πάτ", "πατ", "πληκτρολ", "набер", "набир", "введ", "inser")
_STEMS += ("ingres", "puls", "gib", "eingeb", "slå", "tryk")
_VERB = re.compile(
    r"(?:punch(?:es|ed)?(?:[ \t]+in)?|key(?:s|ed)?[ \t]+in|type[sd]?(?:[ \t]+in)?|"
    r"enter(?:s|ed)?|dial(?:s|led|ed)?|tap(?:s|ped)?(?:[ \t]+in)?|press(?:es|ed)?|hit|"
    r"use|teclea[rs]?|tecleo|tecleé|teclee|marca[rs]?|marco|marque|digita[rs]?|digito|"
    r"digite|digitare|tastare|tasta|tipp(?:e|en|t)|eintipp(?:en|e|t)|eingeb(?:en|e)|gib|"
    r"intoetsen|toets(?:t|en)?|tik(?:t|ken)?|compos(?:e|er|ez)|saisi(?:r|s|t|ssez)|taper|tape[sz]?|"
    r"wpisz|wpisać|wybierz|wybrać|wstukaj|patas|pata|πατάς|πάτα|πατήστε|πληκτρολόγησε|"
    r"наберите|набери|набираешь|набираю|введите|введи|inserisci|insira|ingresa|ingrese|ingresar|"
    r"pulsa|pulsar|pulse|slår|slå|tryk|taster|tast)(?!\w)"
)
# Verbs that follow their object (Korean, Japanese, Amharic, Burmese, Hindi, Turkish, Persian).
_LAST = ("누르", "눌러", "누릅", "입력", "押", "ይጫኑ", "ይጫን", "နှိပ်", "दबा", "tuşla", "بزن")
# A thing that locks in the scripts the lock table (Latin, Cyrillic, Greek …) does not hold.
# (compounds only: "문" alone is in 주문 "order", "門" in 部門, "门" in 部门 "department")
_LOCKED_CJK = ("출입문", "현관", "정문", "후문", "철문", "도어락", "게이트", "玄関", "ドア", "正門")
_LOCKED_CJK += ("裏門", "オートロック", "大门", "门禁", "房门", "单元门", "防盗门", "门锁", "တံခါး")
_LOCKED_CJK += (
    "keypad",
    "tastierino",
    "clavier",
    "teclado",
    "tastatur",
    "klawiatur",
    "πληκτρολόγιο",
)
# The keyed value: digits together or one by one, a letter key or a first short group before
_DIGITS = r"[0-9]{4,8}|[0-9](?:[ \t-][0-9]){3,7}"
_VALUE = re.compile(
    rf"(?<![\w.,/:+-])(?<![0-9][ \t])(?:[A-Za-z][ \t])?(?:[0-9]{{1,3}}[ \t]+(?:\w+[ \t]+){{0,2}})?({_DIGITS})"
    r"[#*]?(?!\w)(?![.,/:-]?[ \t]?[0-9])"
)
_SENTENCE = re.compile(r"[.!?\n]|[。！？]")


def _sentence(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence around text[start:end]."""
    head = max((m.end() for m in _SENTENCE.finditer(text, max(0, start - 200), start)), default=0)
    tail = _SENTENCE.search(text, end, min(len(text), end + 200))
    return max(head, start - 200), tail.start() if tail else min(len(text), end + 200)


def _names_lock(lowered: str, start: int, end: int) -> bool:
    """Whether the sentence around the digits names a thing keyed to open."""
    head, tail = _sentence(lowered, start, end)
    piece = lowered[head:tail]
    return names_locked_thing(piece) or any(w in piece for w in _LOCKED_CJK)


def _kept(text: str, lowered: str, value: re.Match[str], gap: str) -> bool:
    """The value is a code: not a year said with a word of time, not a quantity."""
    digits = value.group(1)
    return not year_said_when(gap.split(), digits) and not quantity_after(text, value.end())


def _after_verbs(text: str, lowered: str, chars: Literals) -> list[tuple[int, int]]:
    found = []
    stems = tuple(stem for stem in _STEMS if chars.has(stem))
    for _start, end in word_spans(lowered, stems, _VERB, _EXAMINED):
        value = _VALUE.search(text, end, clause_stop(text, end, _AFTER))
        if value is None or len(text[end : value.start()].split()) > 3:
            continue
        if _kept(text, lowered, value, text[end : value.start()]) and _names_lock(
            lowered, value.start(), value.end()
        ):
            found.append(value.span())
    return found


def _before_verbs(text: str, lowered: str, chars: Literals) -> list[tuple[int, int]]:
    found = []
    examined = 0
    for stem in _LAST:
        pos = lowered.find(stem) if chars.has(stem) else -1
        while pos >= 0 and examined < _EXAMINED:
            examined += 1
            values = list(_VALUE.finditer(text, max(0, pos - _BEFORE), pos))
            if values and len(text[values[-1].end() : pos].split()) <= 2:
                value = values[-1]
                if _kept(text, lowered, value, "") and _names_lock(lowered, value.start(), pos):
                    found.append(value.span())
            pos = lowered.find(stem, pos + 1)
    return found


def keyed_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code a keying verb takes where a lock is named."""
    if not any(chars.has(digit) for digit in "0123456789"):
        return []
    spans = _after_verbs(text, lowered, chars)
    spans += _before_verbs(text, lowered, chars)
    if len(spans) > _FINDS:
        raise OverBudget(min(spans)[0])
    return [("spoken-pin", start, end) for start, end in sorted(set(spans))]
