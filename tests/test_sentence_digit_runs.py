"""#22 session 23 (h-creds25): a code said digit by digit (four to eight digits) with what it
opens anywhere in its sentence — the door, the alarm, the card, the cash machine named after the
digits or far before them — is refused and hidden whole. Kept: phone numbers said digit by digit,
counts ("one two three four"), times, quantities, a code in a film, runs of three, figures
typed with spaces far from a noun."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("six two nine one, and that gets you through the side door", ["six two", "nine one"]),
    (
        "acht drei null fünf tippst du ein, dann geht die Tür vom Keller auf",
        ["acht drei", "null fünf"],
    ),
    ("cinq zéro sept deux, c'est ce qui coupe l'alarme chez ma tante", ["cinq zéro", "sept deux"]),
    ("at the cash machine I type nine nine four one, don't forget it", ["nine nine", "four one"]),
    ("la tarjeta de mi madre: siete, dos, dos, ocho, no se lo digas", ["siete", "ocho"]),
    ("quattro otto uno sei e poi il cancelletto, così si spegne l'allarme", ["quattro", "sei"]),
]

KEPT = [
    "call me on oh seven nine one two three four five six seven eight about the door",
    "we counted one two three four and the door opened",
    "the card game needs four five six seven players",
    "in the film the vault code was one one one one, which felt cheap",
    "the door opens at six three zero every morning",
    "three two one go, said the coach at the gate",
    "I booked table four for the card night on the 5th",
    "4 5 6 2 1 0 were the numbers on the tags at the garage sale",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_code_with_its_lock_in_the_sentence_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_counts_numbers_and_times_are_kept(text):
    assert screening_verdict(text) is None, text
