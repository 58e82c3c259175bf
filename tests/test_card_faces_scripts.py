"""A card's face whose check digit fails, named in more scripts or with its sixteen digits
unspaced and its expiry right after (card_faces.py): lines written for these tests, not taken
from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "my mastercard for the club is 5500123412341239, 09/27, cvv 118",
    "the debit card: 4111222233334449 exp 04/28",
    "पापा का कार्ड 4532 1188 0097 2214, एक्सपायरी 09/27",
    "ჩემი ბარათი 4400 1234 5678 9013, 10/27",
    "บัตรเครดิตของแม่ 4111 2222 3333 4449 หมดอายุ 05/28",
    "kartu kredit kantor 5264 7788 0012 3349, 08/26",
]

KEPT = [
    "order 4024007197581235 shipped 11/26",
    "tracking 1234567890123457 for the visa application, appointment 11/26",
    "my visa application number is 4024007197581235, interview 11/26",
    "the parcel 5500123412341239 arrives 09/27 at the depot",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)
