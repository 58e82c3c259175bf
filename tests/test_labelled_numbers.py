"""A value right after the label of a public number is that number (issue #22, session 37):
pasted notices put order, tracking and queue numbers beside the words for keys and codes."""

from __future__ import annotations

from ltm_chat.memory.screen.labelled_numbers import labelled_public_number
from tests.screen_helpers import screen_cases

KEPT = [
    "Got the mail: your antivirus licence key has been extended, order number SW-88120457.",
    "Votre code d'accès a été envoyé, numéro de commande : CMD-2291-774",
    "the queue token number at the RTO office was C-212, waited all morning",
]
REFUSED = [
    # the value after the key's own noun, an order number elsewhere in the text
    "the license key is ADB-55281934",
    "my windows product key is 7HQ2K-99XMN-RT4BB-PP3QF-8YYTR, order number 4471",
    "PIN 4471, order number 9981",
    # the code said to be that number (lead's review)
    "my door code is the same as the order number 4471",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_labelled_public_number() -> None:
    text = "renewed, order number ADB-55281934"
    assert labelled_public_number(text, text.index("ADB"), len(text))
    text = "Sendungsnummer: 00340434161094"
    assert labelled_public_number(text, text.index("0034"), len(text))
    text = "the license key is ADB-55281934"
    assert not labelled_public_number(text, text.index("ADB"), len(text))
    text = "order number pending"
    assert not labelled_public_number(text, text.index("pending"), len(text))
