"""A code keyed on a keypad, known by the key that ends it whatever door it opens: "1385#",
"2468*", "6543★", "2 5 8 0 hash", "8264 lepas tu tekan #", "1 3 0 5 再按井号键"
(secret_speech.py runs it). A door, gate or alarm is named in every language, the keypad's
hash and star keys in few: the value is what they end.

Not: a phone's service codes ("*123#", "*#06#": a key before the digits), a hashtag, a code
comment or a product after a number ("2019 #tbt", "4096 # size", "1024 * 8": something follows
the key), a year with a footnote's star ("2019*").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET

__all__ = ["keypad_code_spans"]

# The keypad's keys, by name (each is a search of the whole text: few ASCII ones).
_KEY_WORDS = (
    "#",
    "*",
    "★",
    "井号",
    "星号",
    "hash",
    "pound key",
    "star key",
    "dièse",
    "étoile",
    "almohadilla",
    "asterisco",
    "cancelletto",
    "yıldız",
    "krzyżyk",
    "решётк",
    "решетк",
    "звёздочк",
    "звездочк",
    "シャープ",
    "米印",
    # session 21: the keys' names in more languages
    *("raute", "sternchen", "asterisk", "cerquilha", "gwiazdk", "hekje", "sterretje"),
    *("mřížk", "hvězdičk", "αστεράκι", "αστερίσκ", "δίεση", "כוכבית", "סולמית"),
    *("dấu thăng", "dấu sao", "tanda pagar", "tanda bintang"),
)
# A symbol that a word, a number or a bracket follows is a hashtag, a comment ("4096 # size"),
# a product ("1024 * 8") or a footnote's mark, not a key pressed: the key ends what is keyed.
# (session 21: hiragana after the key is grammar, "1128# です"; a key pressed twice, "4471**", ends)
_SYMBOL_GOES_ON = re.compile(r"(?!\*[ \t]*(?:$|[\n.,!?;]))[ \t]*(?![\u3040-\u309f])[\w(\[{'\"*#]")
# Four to eight digits, typed or said one by one; then at most three words ("then", "lepas tu
# tekan", "再按") and the key, which ends the window this is matched in.
_BEFORE_KEY = re.compile(
    r"(?<![\w*#€$£¥.,/:+-])(?P<v>[0-9]{4,8}|(?:[0-9][ -]){3,7}[0-9])(?![\w/:.,][0-9])"
    r"[ \t]?(?:(?:[^\W\d_]{1,20}[ \t,]+){0,3}?|[\u3040-\u9fff]{1,6}?)$"
)
_REACH = 80  # from the code's first digit to its key
_DIGIT = re.compile(r"[0-9]")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


def keypad_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each number that a keypad's hash or star key ends; the
    keys are found at C speed, the number read in a short window before each."""
    found: set[tuple[str, int, int]] = set()
    for key in _KEY_WORDS:
        if not chars.has(key):
            continue
        for at in capped_occurrences(lowered, key, KEYWORD_BUDGET):
            if len(key) == 1 and _SYMBOL_GOES_ON.match(lowered, at + 1):
                continue
            if not _DIGIT.search(lowered, max(0, at - _REACH), at):
                continue
            m = _BEFORE_KEY.search(lowered, max(0, at - _REACH), at)
            if m is not None and not _YEAR.fullmatch(m.group("v")):
                found.add(("spoken-pin", *m.span("v")))
    return sorted(found, key=lambda f: f[1])
