"""Lock codes named by a compound of the lock and a code's word, by a combination or a keycode,
said digit by digit, and for more things that lock (locked_thing_codes.py): lines written for
these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    # a compound of the lock and the code's word
    "A kapukód a Dózsa György úti háznál 7712, utána a kulcs",
    "Uksekood kontoris on 3391",
    "Ovikoodi mökillä on 5580",
    "the DoorCode is 4471 (back entrance)",
    # a combination is a lock's code; a keycode is keyed whatever it opens
    "the combination for the bike padlock is 482",
    "Kassaskåpets kombination är 3392",
    "keycode for the bin store gate is 6 0 3 8",
    "the keycode for the gym door is 5 5 2 1",
    # more things that lock, and cases and compounds of the ones known
    "the code for the drug cupboard on ward 7 is 3318",
    "the server room code is 4409",
    "Koden til skabet på kontoret er 559",
    "Kodi i portës së oborrit është 7731.",
    "Kód na skrinku v šatni je 448.",
    "Kód k brance u chaty je 2280",
    "Trepikoja kood on 7719",
    "Kodul de la ușa biroului este 6620",
    "mã mở khóa cửa kho là 7741",
]

KEPT = [
    "the server room is on floor 3, room 3140, next to the lifts",
    "the drug cupboard needs restocking: 12 boxes of paracetamol 500 mg",
    "combo meal 3 costs 1299 yen at the station",
    "the cabinet meeting is at 1400 tomorrow",
    "keycode readers were installed in 2019 across the site",
    "the postcode for the server room delivery is 10115",
    "Kodi postar i portës është 1001 Tiranë",
    "A kapukód megváltozott 2021-ben",
    "Trepikoja remont maksis 5570 eurot",
    "bed 12 post-op day 2, drug round at 1400, room 3140 for discharge",
    "Zipcode 94110, the door is blue",
    "the combination therapy dose is 2 5 0 0 units",
    "barcode 5012345678900 on the box, order 4471",
    # an order's, a postcode's, a discount's code named by Vietnamese "mã", a lock named near
    "mã đơn hàng của chị ở cửa hàng khóa số là 556677",
    "mã giảm giá ở cửa hàng gần nhà là 2025",
]


test_refused, test_kept = screen_cases(REFUSED, KEPT)
