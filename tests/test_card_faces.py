"""#22 session 25 (h-creds27): a payment card's face copied into a chat — four groups of four
digits, then its expiry (with a slash, a spoken "slash", or a space after an expiry word) or the
security code on its back — refused and hidden whole whether or not the check digit is right,
in the words for a card of more languages (Turkish "kart", Polish "karty", Hebrew "כרטיס").
A longer number (a 19-digit card) is hidden whole, never its last group left. Kept: numbers of
that shape with no card's word, or with neither an expiry nor a security code."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "Karta firmowa 4000 1234 5678 9011, ważna do 11/29, kod z tyłu 482",
        ["4000 1234 5678 9011", "482"],
    ),
    (
        "visa 4111 2222 3333 4445 valid till 04 slash 27, back number 316",
        ["4111 2222 3333 4445", "316"],
    ),
    (
        "kartım 5105 2233 4455 6677 son kullanma 12/30 güvenlik kodu 905",
        ["5105 2233 4455 6677", "905"],
    ),
    ("כרטיס 4580 5555 6666 7777 תוקף 09/26 קוד 204", ["4580 5555 6666 7777", "204"]),
    ("mastercard 5500 1111 2222 3333 expiry 07 28", ["5500 1111 2222 3333"]),
    ("银行卡 6217 0012 3456 7890 456，安全码 311", ["6217 0012 3456 7890 456", "311"]),
]

KEPT = [
    "order 1234 5678 9012 3456 shipped 03/25, arriving Monday",
    "tracking 9400 1118 9922 3344 came with a thank-you card",
    "my card ends in 4421 and it expires 03/27",
    "the card reader shows 1234 5678 9012 3456 as a test pattern",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_card_face_is_refused_and_hidden_whole(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_card_shaped_number_without_a_face_is_kept(text):
    assert screening_verdict(text) is None
