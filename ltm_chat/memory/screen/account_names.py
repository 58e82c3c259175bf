"""A value right after a credential's noun and "of"/"for"/"de" names the account the credential
belongs to ("changed the password for Cl@ve yesterday", "la contraseña de Cl@ve"), not the
credential itself, however password-like the service writes its name."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ACCESS_NOUNS

# A preposition of belonging (never one that gives the new value: "to", "a", "auf", "na", "en",
# "in", "naar"), with a possessive or an article after it.
_OF_BEFORE = re.compile(
    r"\s(?:of|for|de|del|do|da|dos|das|du|des|von|für|di|della|dello|per|van|voor|para|pour)"
    r"(?:\s+(?:my|mi|mis|mon|ma|mes|meu|minha|mein|meinem|meiner|mijn|mio|mia|the|la|el|le|il|o))?"
    r"\s+$"
)
# "a password of X", "with password of X" give X as the value.
_GIVEN_BEFORE = re.compile(
    r"(?:^|\W)(?:a|an|un|una|une|um|uma|ein|eine|een|with|mit|con|com|avec)\s+$"
)
_LETTER = re.compile(r"[^\W\d_]")
# A copula or a colon later in the clause: the credential's value comes after the account's name
# ("the password for Cl@ve is …"), so the account's span stays a find.
_VALUE_LATER = re.compile(
    r"[^.,;!?\n]{0,40}?(?:\s(?:is|was|es|era|est|était|ist|war|é|è|är|er|jest|je|это)(?!\w)|[:=])"
)


def names_the_account(lowered: str, start: int, end: int) -> bool:
    """Whether lowered[start:end], a value holding a letter, follows an access noun and a
    preposition of belonging, with no value given after it."""
    if not _LETTER.search(lowered, start, end):
        return False  # "a code of 4729": digits are the code
    if _VALUE_LATER.match(lowered, end):
        return False
    prep = _OF_BEFORE.search(lowered, max(0, start - 24), start)
    if prep is None:
        return False
    before = lowered[max(0, prep.start() - 40) : prep.start()]
    for noun in ACCESS_NOUNS:
        if before.endswith(noun) and (
            len(before) == len(noun) or not before[-len(noun) - 1].isalnum()
        ):
            return _GIVEN_BEFORE.search(before, 0, len(before) - len(noun)) is None
    return False
