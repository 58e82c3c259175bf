"""An ordinal's full stop ends no sentence (credential_frames.py's clause ends): lines written
for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "Der Code fürs Labor im 2. Stock lautet 6604, bitte nicht weitersagen",
    "Der Türcode vom Archiv in der 4. Etage ist 3187",
]

KEPT = [
    "Wir wohnen im 3. Stock, der Aufzug ist seit 2019 kaputt",
    "I live in flat 3. the code changed yesterday and I forgot it",
    "Das Labor im 2. Stock hat 4 Kühlschränke und 1200 Proben",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
