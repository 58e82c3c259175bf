"""Being shut out of a film or a game sets no fiction's scene (credential_frames.py's "out of"):
lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "TV box parental PIN 6021 for when dad gets locked out of the movies",
    "Netflix profile lock 3390, Gran keeps getting shut out of the films",
    "the Switch PIN is 8157 so the kids stay locked out of the games",
]

KEPT = [
    "the password from the film is swordfish, such a classic",
    "in the movie the safe code is 1234 and everyone laughs",
    "the password in one of the films was 0000",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
