"""A card's security code said after the card it is printed on (secret_speech.py runs it): "the
CVV on my Barclays card is 613", "le cryptogramme de ma carte Visa est 482", "el CVV de la
tarjeta del trabajo es 7710", "the CVC for the Amex ending 1004 is 8823".

named_shapes.py reads the code right after its name ("CVV: 613", "my CVV is 613"); here the
card comes between, after "on", "for", "of" and their kin. The code is three or four digits
(never a count: "is 3 digits", "is 4-digit"), and the words between must name a card (a
bank's card, a brand, "my Amex"), so a code of something else is not read as one.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.anchors import anchors
from ltm_chat.memory.screen.literals import Literals

__all__ = ["card_code_owner_spans"]

# the names of the printed code that stand for nothing else (not "csc", "cvn": other acronyms)
_CODE_WORDS = ("cvv", "cvc", "cryptogramme")
_OWNED_CODE = re.compile(
    r"(?:cvv2?|cvc2?|cryptogramme(?:[ \t]+visuel)?)[ \t]+"
    r"(?:on|for|of|from|de|du|der|des|auf|sur|della|del|da|do|na|на|van|för|på)[ \t]+"
    r"(?P<card>[^\n.;:!?]{2,48}?)"
    r"(?:[ \t]*[:=][ \t]*|[ \t]+(?:is|was|ist|est|es|é|è|er|är|jest|to|это|je|—|-)[ \t]+)"
    r"(?P<v>[0-9]{3,4})(?![0-9]|[ \t]*(?:-|digits|chiffres|dígitos|ziffern|stellen|cifre|цифр))"
)
# the card named between: a card's noun in its languages (ending a compound: "Kreditkarte"), or
# a brand
_CARD = re.compile(
    r"(?<!\w)(?:\w*(?:cards?|karte|kaart|kort)|carte|tarjeta|carta|cartão|karty?|карт\w*|"
    r"amex|visa|mastercard|maestro|discover|revolut|monzo|debit|credit)(?!\w)"
)


def card_code_owner_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("payment-card", start, end) of each security code said after the card it is on."""
    found: list[tuple[str, int, int]] = []
    for pos in anchors(lowered, chars, _CODE_WORDS, word_start=True):
        m = _OWNED_CODE.match(lowered, pos)
        if m is not None and _CARD.search(m.group("card")):
            found.append(("payment-card", *m.span("v")))
    return found
