"""#22 session 41 (h-creds44): a bank's security card (a grid of numbered codes) named, then its
entries as numbers and digits; the card named with no entries, or counted, is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "보안카드 05번 6612, 18번 2093 적어둠",
    "보안카드 07번 앞자리 41 뒷자리 96",
    "tarjeta de coordenadas del banco: A2 83, D4 17",
    "my old bank grid card: 01: 4410, 02: 7781",
]

KEPT = [
    "보안카드 대신 OTP로 바꿨다",
    "보안카드 2장 중 1장을 잃어버렸다, 3번 창구에 갔다",
    "the security card has 30 numbers on it",
    "perdí la tarjeta de coordenadas y pedí otra",
]

test_a_security_cards_entries_refused, test_a_security_card_named_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
