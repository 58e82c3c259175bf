"""#22 session 42 (h-dictated45): a keypad code said key by key with a letter key among its
digits ("3 9 C 1") is refused after its noun. Kept: a list with "y"/"e" between numbers, a flat
or a seat said so, a letter between two digits with no code named."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "el código del portal es 3 9 C 1",
    "der Türcode ist 5 D 2 8, dann Raute",
    "the keypad code for the bike shed is 6 1 K 4",
    "il codice del cancello è 8 F 3 0",
]
KEPT = [
    "the codes for doors 1, 2 y 3 are on the list",
    "our flat is 4 B 2 floor up",
    "seats 1 2 C 4 on the flight",
    "the kids are 3 5 and 8 and love the beach",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
