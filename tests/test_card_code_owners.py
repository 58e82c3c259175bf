"""A card's security code said after the card it is on (card_code_owners.py): lines written for
these tests, not taken from the training sets."""

from ltm_chat.memory.screen.card_code_owners import card_code_owner_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the CVV on my Monzo card is 418, in case the app logs me out",
    "le cryptogramme de ma carte Visa pro est 552",
    "el CVV de la tarjeta de la empresa es 7710",
    "the CVC for the Mastercard I use on Amazon: 309",
    "CVV der Kreditkarte von Papa ist 264",
]

KEPT = [
    "the CVV on most cards is 3 digits",
    "the CVV on an Amex is 4 digits long, on the front",
    "the CVV on the back of my card is worn off, can't read it",
    "the CVV on my card is 3-digit, the one on Amex 4",
    "my CVV on the old laptop sticker was 2019 edition",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_code_is_the_span():
    text = "the CVV on my Revolut card is 731, the PIN I won't say"
    lowered = text.lower()
    found = card_code_owner_spans(text, lowered, Literals(lowered))
    assert [text[a:b] for _, a, b in found] == ["731"]
