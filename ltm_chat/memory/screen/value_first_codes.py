"""A PIN said before its noun in any language (secret_speech.py runs it): "4492 — this is my
ATM pin" in Hindi, Greek or Serbian ("4419 – αυτό είναι το PIN της κάρτας μου", "…: 9031 је
ПИН од …"). The digits open the text or follow a colon, a dash or a short copula comes next,
and a PIN's noun ends the same clause within a few words (never an English compound's head:
"2019 - the year I got my pin badge").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.credential_frames import generic_noun, public_code
from ltm_chat.memory.screen.literals import Literals

__all__ = ["value_first_code_spans"]

# PIN in the scripts that write it their own way ("code" alone names a year's or an error's
# number too: "2024 is the code of the year"; value_first.py reads it with its own checks)
_PIN_NOUNS = (
    *("pincode", "pin-code", "pinkoden", "pinkode", "pinkod", "pinnummer", "şifresi"),
    *("pin", "пин", "пін", "पिन", "ピン", "핀"),
)
_CODE_FIRST = re.compile(
    r"(?:^|(?<=[:：])[ \t]*)(?P<v>[0-9]{4,8})#?[ \t]*(?:[—–-]|[^\W\d_]{1,4}(?![\w]))"
    r"[^\n.!?;0-9]{0,40}?(?<![^\W\d_])(?P<n>" + "|".join(_PIN_NOUNS) + r")(?![a-zа-я])"
    # the noun ends the clause or takes a complement, never heads an English compound ("pin badge")
    r"(?=[ \t]*(?:$|[,.;:!?—–(]|[^\x00-\x7f]|(?:for|of|to|at|on|in|from|van|von|de|di|da|"
    r"do|du|del|till|bu)(?![\w])))",
    re.MULTILINE,
)


# A PIN set at the factory is everyone's: "0000 — dat is de standaard pincode van een simkaart".
_FACTORY = frozenset("default standard standaard factory fabriek werks standardowy".split())


def value_first_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each PIN said before its noun."""
    if not any(chars.has(n) for n in _PIN_NOUNS):
        return []
    found = []
    for m in _CODE_FIRST.finditer(lowered):
        # "1234 is the most common PIN": a kind, not the user's own
        n = m.start("n")
        factory = _FACTORY.intersection(lowered[m.end("v") : n].split())
        if not public_code(lowered, n, m.end("n")) and not generic_noun(lowered, n) and not factory:
            found.append(("spoken-pin", *m.span("v")))
    return found
