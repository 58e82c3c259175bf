"""A passphrase said as the words it is (secret_speech.py runs it beside the one-token bindings):
"the passphrase on the backup drive is correct horse battery staple 2021", "Passphrase for the
shared drive: correct horse battery staple 1969", "the verbal password with the bank is
Pineapple Upside Down", "we chose \"blueberry pancakes\" as the verbal passcode". A passphrase is
several words, which the binding of one token reads as prose.

After a passphrase's noun (a pass phrase, a verbal password or passcode, in the languages below)
and a label, a copula or "chose", the words that END the clause are its value when they are
shaped like a chosen phrase: quoted (2-8 words), or 2-10 words ending in a number ("… 1971"), or
2-4 capitalised words. "the passphrase is at least 12 characters", "the same as in 2019" stay.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["passphrase_word_spans"]

_BUDGET = 100  # nouns read: a text with more is a flood, read up to there
# a phrase that opens something (each its own literal, found at C speed first)
_NOUNS = (
    *("passphrase", "pass phrase", "pass-phrase", "verbal password", "verbal passcode"),
    *("frase de contraseña", "frase de paso", "phrase secrète", "phrase de passe"),
    *("frase segreta", "frase-passe", "frase secreta", "wachtzin", "fraza", "парольная фраза"),
    *("парольну фразу", "парольна фраза", "口令"),
)
_NOUN = "|".join(re.escape(n) for n in _NOUNS)
_WORD = r"[\w'’&!#@$%*+.-]{1,30}"
_PHRASE = re.compile(
    rf"(?:{_NOUN})[\"”»]?[^\n,.;!?\"“«„]{{0,60}}?"
    r"(?:[ \t]*[:=：→]|[ \t](?:is|was|ist|war|est|es|é|è|era|fue|jest|to|är|er|je|это|是)|"
    r"[ \t]*,?[ \t](?:we|i)[ \t]+(?:chose|picked|set|made)(?:[ \t]+it[ \t]+to)?|是|(?=[ \t]*[\"“«„]))[ \t]*:?[ \t]*"
    r"(?:(?P<q>[\"“«„「])(?P<qv>[^\n\"“”«»„「」]{2,80})[\"”»“」]"
    rf"|(?P<v>{_WORD}(?:[ \t]+{_WORD}){{1,9}})"
    r"(?![\w'’&-])(?=[ \t]*(?:[,.;!?()]|$|\n)|[ \t]+(?:but|and|because|all|with|so|in[ \t]+case|"
    r"for|lower|upper|no|without|pls|please)\b))",
    re.IGNORECASE,
)
_NUMBER = re.compile(r"[0-9]+[!#$%*.]?")
_CAPITAL = re.compile(r"(?-i:[A-Z])\w+")


# words that describe a phrase or a rule, not one chosen ("at least 12 characters", "the same
# as in 2019", "changed every 90 days")
_DESCRIBES = frozenset(
    """least most same than characters chars digits letters words long longer shorter minimum
    maximum since until every days months years weeks one from changed expires expired required
    needs must should""".split()
)


def _chosen(words: list[str]) -> bool:
    """Words shaped like a phrase chosen to open something, not a description of one."""
    lowered = [w.lower() for w in words]
    first = lowered[1] if lowered[0] == "the" else lowered[0]
    if _DESCRIBES.intersection(lowered) or first in ("at", "about", "over", "under", "only"):
        return False
    if _NUMBER.fullmatch(words[-1]) and not all(_NUMBER.fullmatch(w) for w in words):
        return True  # "correct horse battery staple 2021"
    return (
        len(words) <= 4 and all(_CAPITAL.fullmatch(w) for w in words) and first not in NOT_A_VALUE
    )


def passphrase_word_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each passphrase said as its words."""
    found: list[tuple[str, int, int]] = []
    for noun in _NOUNS:
        if not chars.has(noun):
            continue
        for pos in capped_occurrences(lowered, noun, _BUDGET):
            m = _PHRASE.match(text, pos)
            if m is None:
                continue
            if m.group("q") is not None:
                value = m.group("qv").split()
                if value and (len(value) > 1 or not value[0].isascii()) and len(value) <= 8:
                    found.append(("spoken-password", *m.span("qv")))
            elif _chosen(m.group("v").split()):
                found.append(("spoken-password", *m.span("v")))
    return found
