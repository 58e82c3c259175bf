"""A combination written as dashed groups of one or two digits beside a thing that locks, in
its own language's word (secret_speech.py runs it): "sef u kancelariji: 27-04-63", "seyf kodi
40-22-91", "kodi i kasafortës në dyqan 33-18-75", "godown ka taala number wala hai, 3-9-1",
"スーツケースの鍵の番号:3-7-1".

A safe's or a padlock's numbers are set one dial or one turn at a time, so people write them
as three or four small groups parted by dashes. That shape with a safe, a vault, a locker or a
padlock named in the same line, a few words away, is the combination, whatever the verb or the
copula between them. Not a combination: an address ("桜丘2-3-4", no word runs into the digits),
two groups (a score, a range), a group of three digits or more (a phone number, a date with its
year), all zeros (a factory setting). An escape room or a film's code names no lock of ours:
the lock's noun is required, and a fiction or example frame lets it pass (secret_speech.py).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["combination_group_spans"]

# Three or four groups of one or two digits joined by dashes, nothing word-like touching them.
_GROUPS = re.compile(
    r"(?<![\w/.,+-])(?<![0-9]:)[0-9]{1,2}(?:[-–][0-9]{1,2}){2,3}(?![\w/:+]|[-–.,][0-9])"
)
# Things opened by a combination, written where a word starts (the ending is the language's).
_LATIN_THINGS = (
    *("safe", "vault", "locker", "padlock", "lock", "lockbox", "strongbox", "combination"),
    *("tresor", "trezor", "schloss", "schließfach", "spind", "kombination", "kombinasjon"),
    *("coffre", "cadenas", "casier", "combinaison", "caja fuerte", "candado", "taquilla"),
    *("combinación", "cassaforte", "lucchetto", "armadiett", "combinazione", "cofre"),
    *("cadeado", "cacifo", "combinação", "kluis", "hangslot", "combinatie", "kassaskåp"),
    *("pengeskab", "pengeskap", "hänglås", "hengelås", "hængelås", "kassakaappi", "sejf"),
    *("kłódk", "szafk", "széf", "lakat", "seif", "lacăt", "kasafort", "seyf", "asma kilit"),
    *("sef", "sefu", "katanac", "ormarić", "brankas", "gembok", "peti besi", "loker"),
    *("két sắt", "kandado", "kufuli", "taala", "tijori"),
    # session 37: Catalan's (and Occitan's) combination and safe, Basque's, Frisian's
    *("combinaci", "combinason", "caixa forta", "konbinazio", "kutxa gotorra", "kombinaasje"),
    *("kassakaap",),  # Finnish: the safe's genitive ("kassakaapin yhdistelmä")
)
_OTHER_THINGS = (
    *("сейф", "замок", "шкафчик", "χρηματοκιβώτιο", "λουκέτο", "כספת", "מנעול", "خزنة"),
    *("قفل", "گاوصندوق", "تجوری", "تالا", "तिजोरी", "ताला", "लॉकर", "லாக்கர்", "சேஃப்"),
    *("ଲକର", "লকার", "সিন্দুক", "ሴፍ", "ካዝና", "ตู้เซฟ", "เซฟ", "ล็อกเกอร์", "金庫", "保險箱"),
    *("保险箱", "保险柜", "保險櫃", "錠", "鍵", "锁", "鎖", "금고", "자물쇠", "사물함", "ロッカー"),
    *("ダイヤル", "სეიფ", "սեյֆ", "կողպեք"),
    # session 37: the safe in Serbian, Macedonian, Bulgarian Cyrillic; Greek's genitive
    *("сеф", "χρηματοκιβωτ"),
)
# the stem starts its word and takes an ending of three letters at most ("kasafortës", not
# "lockdown"); "safety", "safely", "safer" speak of safety, not of a safe
_LATIN_THING = re.compile(
    r"(?<![^\W\d_])(?!safe(?:ty|ly|r))(?:"
    + "|".join(sorted(map(re.escape, _LATIN_THINGS), key=len, reverse=True))
    + r")[^\W\d_]{0,3}(?![^\W\d_])"
)
_NEAR = 60  # the thing is named this close to the groups, before or after them, in one line
_FINDS = 20  # a message names a few combinations; more is a flood (fail closed)


def _names_thing(lowered: str, start: int, end: int) -> bool:
    """Whether a thing that locks is named within _NEAR characters of [start, end), same line."""
    begin = lowered.rfind("\n", max(0, start - _NEAR), start) + 1 or max(0, start - _NEAR)
    stop = lowered.find("\n", end, end + _NEAR)
    window = lowered[begin : stop if stop != -1 else end + _NEAR]
    return _LATIN_THING.search(window) is not None or any(t in window for t in _OTHER_THINGS)


def combination_group_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each dashed combination beside a thing that locks."""
    if not (chars.has("-") or chars.has("–")):
        return []
    if not any(chars.has(t) for t in _LATIN_THINGS) and not any(
        chars.has(t) for t in _OTHER_THINGS
    ):
        return []
    found: list[tuple[str, int, int]] = []
    for n, m in enumerate(_GROUPS.finditer(lowered)):
        if n > KEYWORD_BUDGET:
            break  # a flood of candidates is read up to the budget
        if not m.group().strip("0-–"):
            continue  # all zeros: the setting a lock leaves the factory with
        if _names_thing(lowered, m.start(), m.end()):
            found.append(("spoken-pin", m.start(), m.end()))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
