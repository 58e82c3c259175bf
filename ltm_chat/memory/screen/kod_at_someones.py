"""South Slavic "kod" before a person or a home is the preposition "at" ("termin kod zubara", at
the dentist's; "kod mame", at mum's), not the noun "code" ("kod za vrata", "kod alarma").

Croatian, Serbian and Bosnian write both the same. What follows tells them apart: the
preposition takes a person or a home in the genitive; the code is "for" something ("za") or of
a thing. Patterns run on lowered text.
"""

from __future__ import annotations

import re

__all__ = ["kod_at_someones"]

# People one goes to and homes, in the genitive (stems: -a, -e, -u, -i endings follow).
_AT_SOMEONES = re.compile(
    r"kod\s+(?:(?:mog|moje|mojeg|našeg|naše|svog|svoje|njegov\w*|njezin\w*|njen\w*)\s+)?"
    r"(?:zubar|stomatolog|doktor|doktoric|liječnik|lječnik|ljekar|lekar|frizer|frizerk|"
    r"mehaničar|majstor|odvjetnik|advokat|bilježnik|notar|veterinar|ginekolog|pedijatar|"
    r"mam|bak|djed|ded|tet|ujak|strin|prijatelj|prijateljic|susjed|komšij|kuć|nas|vas|njih|"
    r"njega|nje|mene|tebe)\w*"
)


def kod_at_someones(lowered: str, start: int) -> bool:
    """Whether the code word "kod" at lowered[start] is the preposition before a person or a
    home."""
    return _AT_SOMEONES.match(lowered, start) is not None
