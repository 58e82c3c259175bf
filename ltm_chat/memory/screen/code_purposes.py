"""What a code is for decides the reason a refusal gives (credential_binding.py asks): "kode til
MitID er Hygge2023!" is a login's password, "the code for the gate is 4471" a PIN or an access
code.

Many languages call a login's password its code ("kode", "kod", "código", "codice"). A code
typed as a password (lower-case letters with digits or symbols, chosen_password) said to be for
something ("til", "for", "para": purpose_objects.py) that neither locks (a door, a gate, a safe,
an alarm: locked_thing_codes.py) nor pays (a card) opens a login or an account: the user is
told it looked like a password.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.locked_thing_codes import names_locked_thing
from ltm_chat.memory.screen.purpose_objects import PURPOSE_BEFORE
from ltm_chat.memory.screen.spoken_values import chosen_password

__all__ = ["code_is_a_password"]

# A payment card in the languages the code nouns are read in: its code is a PIN.
_CARD = re.compile(
    r"(?<!\w)(?:card|karte|kort|kortet|carte|tarjeta|cartão|cartao|carta|kaart|karta|kartu|"
    r"kart|карт\w*|bankkort|betalkort|visa|mastercard|atm)(?!\w)"
)


def code_is_a_password(lowered: str, noun_start: int, value_start: int, value: str) -> bool:
    """Whether a code noun at `noun_start` bound to `value` (at `value_start`) names a login's
    password: the value typed as one, what it is for said, and nothing that locks or pays."""
    if not chosen_password(value) or sum(c.islower() for c in value) < 3:
        return False  # ("4471-KQ9Z-88TR": a code in groups, typed from a letter, not chosen)
    said = lowered[noun_start:value_start]
    if not any(word in PURPOSE_BEFORE for word in said.split()[1:]):
        return False  # what it is for is not said: "the code is …" stays a code
    return not names_locked_thing(said) and _CARD.search(said) is None
