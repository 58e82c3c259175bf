"""A lab's rooms kept locked and cold have door codes (locked_thing_codes.py); a batch's, a lot's,
a sample's code and a code of conduct are public labels (access_nouns.PUBLIC_CODE_BEFORE,
credential_frames' "code of …"): lines written for these tests, not taken from the training
sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "new code for the cold room on level 2: 8830, the old one stopped working",
    "the walk-in freezer room code is 6174, don't prop the door",
    "le code de la chambre froide du labo c'est 2957",
    "Kühlraum-Code ab heute 4410",
]

KEPT = [
    "the cold room is at 4 degrees, code of conduct 2024 applies to everyone",
    "cold room shelf 3 holds the samples, batch code 5521",
    "lot code 77812 on the reagent in the freezer room",
    "sample code 4471 goes in the cold room, rack B",
    "we reviewed the code of practice 2019 in the lab meeting",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
