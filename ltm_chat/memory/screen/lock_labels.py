"""A lock's code written after the lock's noun as a label, in the lock's own word in any
language: "Kluisje op het werk: 4411", "Skåpet på gymmet: 3875", "portkod 2281, nyckelbox
4409", "stugan hade kodlås 8824" (secret_speech.py runs it). A key box, a code lock, a gate's
code has no number of its own, so the digits right after it are its code; a locker or a safe
has (a locker number), so only a label's colon gives its code.

Four to eight digits (a key pressed last may follow), not part of a longer number, a time, a
date or a quantity.

Session 41: a code lock's digits after what it locks, in the languages that put that after the
noun ("lucchetto della bici 7250", "кодовый замок на велике 0417", "шифра на катанцу за бицикл
0427" reads "катанц-"), and code locks and lockers in more languages (Italian, Russian,
Ukrainian, Serbo-Croatian, Hungarian, Czech, Polish, Azerbaijani, Albanian).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import quantity_after
from ltm_chat.memory.screen.credential_frames import unspaced
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["lock_label_spans"]

# things that open only by a code: the digits may follow the noun at once
_CODE_LOCKS = (
    *("lockbox", "lock box", "keybox", "key box", "keysafe", "key safe", "nyckelbox"),
    *("nyckelskåp", "nøkkelboks", "nøglebox", "nøgleboks", "sleutelkast", "sleutelkluis"),
    *("schlüsselkasten", "schlüsselbox", "schlüsseltresor", "avainkaap", "avainboks"),
    *("lyklabox", "boîte à clés", "kodlås", "codeslot", "kodelås", "zahlenschloss"),
    *("portkod", "porttikood", "dørkode", "portkode", "kapukód", "padlock", "hänglås"),
    *("hengelås", "hængelås", "cadenas", "candado", "lucchetto", "cadeado"),
    # session 31: key boxes and padlocks in Spanish, Portuguese, Vietnamese, Malay/Indonesian,
    # Swahili, Turkish, Romanian, Polish, Croatian
    *("caja de llaves", "caixa de chaves", "khóa số", "ổ khóa", "gembok", "kunci loker"),
    *("kufuli", "asma kilit", "lacăt", "kłódk", "katanac"),
    # session 41: key boxes and code locks in Italian, Russian, Ukrainian, Serbo-Croatian,
    # Hungarian, Czech, Polish, Turkish
    *("cassetta delle chiavi", "cassetta portachiavi", "кодовый замок", "кодовом замке"),
    *("кодовий замок", "катанац", "катанц", "kodna brava", "кодна брава", "kulcsszéf"),
    *("kulcsdoboz", "schránka na klíče", "skrytka na klucze", "şifreli kilit", "kod kilit"),
    # (and the code locks and key boxes of Korean, Japanese and Chinese: "도어락 4729")
    *("도어락", "자물쇠", "번호키", "キーボックス", "南京錠", "ダイヤル錠", "暗証番号錠"),
    *("密码锁", "密碼鎖", "挂锁", "掛鎖", "钥匙盒", "鑰匙盒", "密码箱", "密碼箱"),
)
# things that may have a number of their own: only a colon makes the digits their code
_CONTAINERS = (
    *("kluis", "skåp", "spind", "schließfach", "locker", "casier", "taquilla"),
    *("armadietto", "szafk", "safe", "tresor", "sejf", "kassaskåp", "coffre", "cofre"),
    *("cassaforte",),
    # session 31: lockers and cabinets in Malay/Indonesian, Vietnamese, Turkish, Romanian,
    # Russian, Greek, Swahili
    *("loker", "tủ", "dolap", "dolab", "dulap", "шкафчик", "ντουλάπι", "kabati"),
    # session 41: Azerbaijani's locker; lockers in Korean, Japanese, Chinese
    *("şkafça", "사물함", "ロッカー", "储物柜", "儲物櫃"),
)
_VALUE = r"(?P<v>[0-9]{4,8}[#*]?)(?![\w/:.,'-]?[0-9A-Za-z])"
# the noun's own ending (Scandinavian "-et", Dutch "-je", Polish "-i"), then a label's words
_AT_ONCE = re.compile(r"\w{0,3}[ \t]*[:=]?[ \t]*" + _VALUE)
_LABEL = re.compile(r"\w{0,3}(?:[ \t][^\W\d][^\d\n.,;!?:]{0,30})?[ \t]*:[ \t]*" + _VALUE)
# session 27: a lock named by what it locks ("bike lock 4412", "the luggage lock is 318", "my
# bike lock is 4 digits, 0736"): a thing's lock has no number of its own but its code. Written
# in lower case ("Master Lock 175" is a product); three digits only after "is" or a colon.
_THING_LOCK = re.compile(
    r"(?<=[a-z]) lock(?P<is>[ \t]+is|[ \t]*[:=])?[ \t]+(?:[\w ]{1,12},[ \t]*)?"
    r"(?P<v>[0-9]{3,8}[#*]?)(?![\w/:.,'-]?[0-9A-Za-z])"
)
# (session 41) a code lock, then what it locks after a preposition ("della bici", "на велике",
# "du vélo", "for the shed"): then its digits at once
_WHAT_IT_LOCKS = re.compile(
    r"\w{0,3}[ \t]+(?:de|del|della|dello|dei|di|du|des|da|do|das|dos|of|for|on|at|на|за|для|у|"
    r"от|в|von|vom|der|zum|zur|für|am|an|na|za|od|u|w|ze)(?:[ \t]+[^\W\d_]['’\w]{0,20}){1,3}"
    r"[ \t]*[:=]?[ \t]*(?<![^\W\d_]{2}[ \t]de[ \t])(?<![ \t]of[ \t])"
    + _VALUE
    # (then the sentence ends or goes on to the next thing: "… 7250, then …", not "2500 euro")
    + r"(?=[ \t]*(?:[,.;!?)\n]|$|and\b|und\b|et\b|e\b|y\b|и\b|i\b|then\b|dann\b|puis\b|poi\b))"
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_YEAR_IN_WORDS = re.compile(r"(?:19|20)[0-9]{2}[ \t]+[^\W\d_]")  # "Tresor: 1990 gekauft": a date
_FINDS = 20  # a message names a few locks; more is a flood (fail closed)


def _starts_word(lowered: str, at: int, stem: str) -> bool:
    # a short stem starts its word ("safe", not "unsafe"); a long one may end a compound, and
    # one in a script without spaces stands anywhere ("自転車の南京錠")
    return at == 0 or not lowered[at - 1].isalpha() or len(stem) >= 5 or unspaced(stem[0])


def lock_label_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code written right after a lock's noun."""
    found: list[tuple[str, int, int]] = []
    # (a code lock's code may follow a label after where it is too: "caja de llaves del piso: 4510")
    for stems, pattern in (
        (_CODE_LOCKS, _AT_ONCE),
        (_CODE_LOCKS, _LABEL),
        (_CONTAINERS, _LABEL),
        (_CODE_LOCKS, _WHAT_IT_LOCKS),
    ):
        for stem in stems:
            if not chars.has(stem):
                continue
            for at in capped_occurrences(lowered, stem, KEYWORD_BUDGET):
                if not _starts_word(lowered, at, stem):
                    continue
                m = pattern.match(lowered, at + len(stem))
                if m is None or quantity_after(text, m.end("v")):
                    continue
                if _YEAR_IN_WORDS.match(lowered, m.start("v")):
                    continue
                if pattern is _WHAT_IT_LOCKS and _YEAR.fullmatch(m.group("v")):
                    continue  # "el candado de la bici de 2019": a date after what it locks
                found.append(("spoken-pin", *m.span("v")))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    for at in capped_occurrences(text, " lock", KEYWORD_BUDGET) if chars.has(" lock") else ():
        m = _THING_LOCK.match(text, at)
        if m is None or (m.group("is") is None and len(m.group("v").rstrip("#*")) < 4):
            continue
        if quantity_after(text, m.end("v")) or _YEAR_IN_WORDS.match(lowered, m.start("v")):
            continue
        found.append(("spoken-pin", *m.span("v")))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
