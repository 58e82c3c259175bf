"""A password changed, told in Arabizi, says no new value (#22 session 36): "el password ta3
el wifi ghayyarto mbere7 la2an el jiran …" ("I changed it yesterday because the neighbours …"),
"lbare7 beddelt lmot de passe dyal lwifi 7it jiran kanu kaysr9o".

Arabic written in Latin letters spells sounds with digits ("mbere7" yesterday, "la2enno"
because), so its words look like a password's letters mixed with digits. In a report of a
change (a verb of changing, "ghayyar", "baddal"), such a word is prose when the sentence around
it is Arabizi too and nothing binds it to the noun: no copula ("howa", "is", ":"), no "to" of
the change ("ghayyarto la …"), no quotes. A said value keeps its verdict ("… howa 7abibi",
'… hiye "mjadara"'), and so does any value with two digits side by side ("Cairo7788"); an
order about passwords ("a3tih el password": give it) changes nothing and is not read here.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ARABIZI_WORDS, COPULAS, INTRODUCERS

__all__ = ["arabizi_word"]

# Lower-case letters with single digits standing for letters, at least one digit, two letters.
_WORD = re.compile(r"(?!.*\d\d)(?=(?:[^a-z]*[a-z]){2})[a-z']*[2356789][a-z'2356789]*")
_TOKEN = re.compile(r"[^\s,.;!?()\"“”«»]+")
# Arabizi's copulas ("he/she/it is") and the "to" of "changed it to": a value follows them.
_BINDERS = (
    COPULAS
    | INTRODUCERS
    | frozenset("howa huwa houwa howwa hoa hiya hiye hya heya hia hiyya l la le ila lal".split())
)


# Arabizi's verbs of changing (the roots gh-y-r and b-d-l, "ghayyart", "beddelt", "8ayyarto").
_CHANGED = re.compile(r"(?<!\w)l?(?:gh|8|3')[ae]y+[ae]?r\w*|(?<!\w)(?:b[ae]dd?[ae]l|bdel)\w*")


def _arabizi(token: str) -> bool:
    return token in ARABIZI_WORDS or _WORD.fullmatch(token) is not None


def arabizi_word(text: str, lowered: str, start: int, end: int) -> bool:
    """Whether text[start:end] is an Arabizi word of an Arabizi report of a password changed,
    bound to nothing (`lowered` is the text lowered, made once by the caller)."""
    if _WORD.fullmatch(text, start, end) is None:
        return False
    if _CHANGED.search(lowered) is None:
        return False
    before = text[max(0, start - 40) : start]
    if before.rstrip()[-1:] in ("", ":", "=", '"', "'", "“", "«", "-", "–", "—", ">"):
        return False  # a label's value, a quoted one, or the text's first word
    words = lowered[max(0, start - 40) : start].split()
    if words and words[-1] in _BINDERS:
        return False
    # stops at the first other Arabizi word, not after reading every word of a long paste
    others = (m.group() for m in _TOKEN.finditer(lowered) if not start <= m.start() < end)
    return any(_arabizi(word) for word in others)
