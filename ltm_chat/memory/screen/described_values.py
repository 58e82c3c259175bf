"""A credential's value said after what it is made of (credential_binding.py asks): "the
password to the PDF is his DOB 14071962", "the wifi password is the phone number backwards
09811432710", "the skype password is the same as the email which is Edinburgh_1958".

After the copula a description ("his DOB", "the same as …") is the object, not a value; but
when the clause goes on to a value no description could be (six digits and more, or a chosen
password: bound_values' strong value) the description only says where it comes from. Words of
place before it ("is on the fridge by the 2019 calendar") or a later noun of its own ("the
same as the door code 4471", read by that noun) keep it unread.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ACCESS_NOUNS
from ltm_chat.memory.screen.bound_values import strong_value

__all__ = ["described_value"]

_MOST_WORDS = 10  # words read after the description starts (its clause)
# Where the value is not, whatever follows: a place, a time, a count
_PLACE = frozenset(
    """on under behind inside near by at in into from since until till after before
    auf unter hinter neben sur sous derrière sobre bajo detrás debajo sotto dietro""".split()
)


def described_value(text: str, kind: str, tokens: list[re.Match[str]]) -> tuple[int, int] | None:
    """The value a clause gives after describing it (`tokens`: the clause from the description
    on), or None."""
    for m in tokens[:_MOST_WORDS]:
        word = m.group().lower().strip(",:;—()\"'“”")
        if word in _PLACE or word in ACCESS_NOUNS:
            return None
        if not any(c.isdigit() for c in m.group()):
            continue
        value = strong_value(kind, text, m.start(), m.group())
        if value is None:
            return None  # the first number is not the value ("the last 4 digits")
        digits = sum(c.isdigit() for c in text[slice(*value)])
        if text[value[0]].isdigit() and digits < 6:
            return None  # "the same as in 2019", "the house number 4471": a year or a number
        return value
    return None
