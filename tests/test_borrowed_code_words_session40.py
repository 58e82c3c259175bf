"""#22 session 40 (h-creds43): "code" borrowed into Xhosa ("ikhowudi"), Sesotho and Setswana
("khoutu"), Shona ("kodhi"), Yoruba and Igbo ("koodu"), Somali ("koodhka"), Oromo ("koodii"),
Haitian Creole ("kòd"), then a lock's digits. Kept: the code named with no digits."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "ikhowudi yocango yi 5093",
    "khoutu ya kgoro ke 7731",
    "kodhi yegedhi ndeye 2208",
    "koodu ilẹkun ile wa ni 6142",
    "koodhka albaabka waa 3390",
    "kòd pòt la se 8264",
]

KEPT = [
    "ndilibele ikhowudi yocango",
    "koodu ilẹkun ti yipada",
    "kòd pòt la pa mache",
]

test_codes_refused, test_codes_without_digits_kept = screen_cases(REFUSED, KEPT, "secret")
