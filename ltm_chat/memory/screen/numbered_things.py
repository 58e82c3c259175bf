"""A thing's number said after the word "number" tells which one it is, not its code (#22 session
37): "my locker at the gym is number forty two next to the window", "the safe deposit box is
number one one four at the downtown branch".

Dictated text spells its figures out, and the spelled-value scan reads "number forty two" after
a locker, a box or a safe as the value that opens it. "Number" before the figures answers
"which one?" (the locker's number is on its door for anyone to see); a code is said without it
("the locker code is four two one seven").
"""

from __future__ import annotations

import re

__all__ = ["names_which_one"]

# "is number", "was no.": the copula says which one ("the key box has the number 0 7 2 2" says
# its code, and "her phone number 0501234567" may be the value of a password named before).
_IS = r"is|was|'s|ist|est|es|é|è|это"
_NUMBER = r"number|nummer|numéro|número|numero|numer|номер|no\.|nr\."
_NUMBER_FIRST = re.compile(
    rf"\s*(?:{_IS})\s+(?:{_NUMBER})\s",
    re.IGNORECASE,
)
_NUMBER_BEFORE = re.compile(rf"(?<!\w)(?:{_IS})\s+(?:{_NUMBER})\s+\Z", re.IGNORECASE)
# A code's word just before ("PIN number 4471", "the code is number …"): a code all the same.
_CODE_WORDS = re.compile(
    r"(?<!\w)(?:code|codes|pin|pins|password|passcode|combination|combo|kod|código|codice|"
    r"passwort|mot de passe|contraseña|senha|пароль|код)(?!\w)",
    re.IGNORECASE,
)
_CODE_REACH = 60  # (the clause before the value: "the wifi password at grandma's is …")


def names_which_one(text: str, start: int, end: int) -> bool:
    """Whether the value text[start:end] opens with "is number" ("was no.", "ist Nummer") or comes
    right after it, and no word of a code stands before ("the code is number …" is a code)."""
    if _NUMBER_FIRST.match(text, start, end) is not None:
        return _CODE_WORDS.search(text, max(0, start - _CODE_REACH), start) is None
    before = max(0, start - 16)
    if _NUMBER_BEFORE.search(text, before, start) is None:
        return False  # (or "number" right before it: "is number [one one four]")
    return _CODE_WORDS.search(text, max(0, start - _CODE_REACH), start) is None
