"""#22 session 42 (h-benign45): the word after a preposition of place is where a password is
kept ("on iPhone", "am Bildschirm", "auf dem Zettel"); English "on" is a place, not the French
pronoun; a value bound by a copula after it stays a secret."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Is it okay to keep passwords in a notes app on MacBook? asking for my mum",
    "Mein Chef hat sein Passwort auf einem Zettel am Monitor, unglaublich.",
]

REFUSED = [
    "my password on the router is Kiwi2024!",
    "das Passwort auf dem Zettel ist Hund123!",
    "le code qu'on m'a donné c'est 4471",
]


@pytest.mark.parametrize("text", KEPT)
def test_places_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_bound_values_stay_refused(text):
    assert screening_verdict(text) is not None
