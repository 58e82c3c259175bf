"""A login's password called its "kode" in Danish and Norwegian, "kod" in Swedish (secret_speech.py
runs it): "min kode til MitID er Hygge2023!, gem den", "koden til Apple-ID-en min er
Nordlys_Tromso7", "hendes kode til Navision er Mette2024Dk".

In these languages a code "for" (til, till, for) a system, an account or a device is its
password, and what is set for it is shaped as one: letters with digits or symbols. The rules
read these nouns as a keypad's code, which is digits; here the value after the copula is a
chosen password, whatever follows it in the sentence. Digits alone are left to the code rules
(a door's code is "koden til porten er 4471" there).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["nordic_code_password_spans"]

_BUDGET = 20  # code words read: a message names a few
# the code, what it is for (a few words, no clause break), the copula, then the value
_CODE_FOR = re.compile(
    r"(?:kode|koden|koder|kod)[ \t]+(?:til|till|for|för|på)[ \t]+[^\n.,;:!?]{1,40}?"
    r"[ \t]+(?:er|var|blev|blir|är)[ \t]+(?:(?:nu|nå|stadig|fortsatt|fortfarande)[ \t]+)?"
    r"(?P<v>\S{5,64})",
    re.IGNORECASE,
)


def nordic_code_password_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password set for a system called its code."""
    if not chars.has("kod"):
        return []
    found: list[tuple[str, int, int]] = []
    for at in capped_occurrences(lowered, "kod", _BUDGET):
        if at and lowered[at - 1].isalpha():
            continue
        m = _CODE_FOR.match(text, at)
        if m is None:
            continue
        core = token_core(m.group("v").rstrip(",;"))
        if core.isdigit() or not chosen_password(core):
            continue
        found.append(("spoken-password", m.start("v"), m.start("v") + len(core)))
    return found
