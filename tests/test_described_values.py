"""A credential's value said after what it is made of (described_values.py): lines written for
these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "the password for Dad's insurance PDF is his date of birth 03111949",
    "the router password is the serial number backwards 77310982245",
    "my Hotmail password is the same as the bank one which is Lighthouse_77",
    "die PIN vom Tablet ist ihr Geburtstag 120367",
]

KEPT = [
    "my password is the last 4 digits of my phone",
    "the password is the same as the old one from 1998",
    "my password is something long, at least 16 characters",
    "the PIN is the same as always, nothing changed since 2019",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
