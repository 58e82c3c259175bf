"""A credential's value after an aside set off by commas between its noun and the copula
(secret_speech.py runs it): "My Steam account password, which I use on the office gaming night,
is DragonSlayer_Esq_19", "The six-digit PIN for my mobile phone, should I be incapacitated, is
031185", "das Passwort, das ich überall nutze, ist Hamster!Rad7".

The binding reads a noun's clause up to its first comma; here the sentence goes on past the
aside to the copula, and the value after it is one no description could be (bound_values'
strong value: digits for a PIN or a code, a chosen token for a password). "My password, as
the bank says, is something long" gives no value; "the pin code, in Bangalore, is 560001" is
a postcode (secret_speech.py drops it as every "PIN code" of six digits said of a place).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import CODE, PASSWORD
from ltm_chat.memory.screen.bound_values import strong_value
from ltm_chat.memory.screen.literals import Literals

__all__ = ["aside_value_spans"]

_NOUNS_READ = 20  # nouns read: a message names a few
# What the noun is for (no comma), the aside between two commas, the copula, then the value.
_ASIDE_THEN_COPULA = re.compile(
    r"[^,.!?;:\n]{0,50}?,[^,.!?;:\n]{3,100}?,[ \t]+"
    r"(?:is|was|ist|war|est|était|es|era|è|é|är|var|er|is|je|jest|zijn|e)[ \t]+"
    r"(?:(?:still|now|noch|toujours|ahora|ora|nu|nå|teď|теперь)[ \t]+)?"
)
_RULE = {PASSWORD: "spoken-password", CODE: "spoken-pin"}


def aside_value_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password" or "spoken-pin", start, end) of each value given after an aside
    between a credential's noun (`hits`, noun_hits) and its copula."""
    if not hits or not chars.has(","):
        return []
    found: list[tuple[str, int, int]] = []
    for _start, end, kind in hits[:_NOUNS_READ]:
        if kind not in _RULE or (aside := _ASIDE_THEN_COPULA.match(lowered, end)) is None:
            continue
        token = re.match(r"\S+", text[aside.end() : aside.end() + 80])
        value = token and strong_value(kind, text, aside.end(), token.group())
        if value and all(f[1:] != value for f in found):  # ("wifi password": two nouns, one value)
            found.append((_RULE[kind], *value))
    return found
