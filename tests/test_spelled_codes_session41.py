"""#22 session 41 (h-creds44): a code said digit by digit in Russian, Ukrainian, Hindi-Urdu,
Arabic, Japanese or Chinese digits typed in Latin letters; counting aloud with them is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "kod ot domofona: chetyre vosem odin shest",
    "pin do kartky: chotyry shist visim dva",
    "mera ATM pin hai saat teen aath nau",
    "gate ka code: paanch chhe teen aath",
    "ドアのコードは ichi roku nana hachi",
]

KEPT = [
    "she counted odin dva tri chetyre for the kids",
    "i can count to chetyre in russian: odin, dva, tri, chetyre",
    "saat baje aana, teen log aayenge",
    "nana and roku came over for tea",
]

test_a_code_in_latin_digit_words_refused, test_counting_kept = screen_cases(REFUSED, KEPT, "secret")
