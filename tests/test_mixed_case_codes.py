"""A code whose value is a random draw in both cases with figures (mixed_case_codes.py): lines
written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "the code on the sticker under the router is Hq4vTz8mWp2k",
    "le code au dos du boîtier est Rb7kQm3xLw9s",
    "Mum's TV box code on the back label is pW5nXq2RtK8e",
]

KEPT = [
    "the booking code on the back is XK4P9Q2211",
    "the video code is dQw4w9WgXcQ, watch it",
    "the network on the back is VM4491823, the fast one",
    "the invite code on the flyer is xYz12AbCde4",
    "the product code on the box is 4006381333931",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
