"""#22 session 25 (h-creds27): a dial lock's combination said as its turns — numbers of a dial
reached turning left and right in turn, in a text naming a safe, a padlock or a dial — refused,
the whole run of turns hidden. Kept: directions with distances, streets or places, counts of
swipes, one direction only, seat numbers, turns in a text that names no lock."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the gym padlock: right 8, left 33, right 19", ["8", "33", "19"]),
    ("Le coffre de mamie : 15 gauche, 40 droite, 7 gauche", ["15", "40", "7"]),
    ("la caja fuerte abre con izquierda 21, derecha 9, izquierda 30", ["21", "9", "30"]),
    ("old locker's dial lock is L-31, R-4, L-18", ["31", "4", "18"]),
    ("金庫のダイヤルは右に3回25、左に2回11", ["25", "11"]),
    ("kassaskåpet: 14 höger, 22 vänster, 6 höger", ["14", "22", "6"]),
]

KEPT = [
    "from the safe house: left 200 m, then right 50 m",
    "the lock shop: turn left on 5th, right on 12th",
    "padlock sizes: 40 left, 50 left in stock",
    "the safe way home: turn right at 2 then left at 7 lights",
    "lock screen trick: swipe left 3 times then right 2 times",
    "our seats are R-22 and L-14, by the lock-in stage",
    "left 12, right 30, left 5 on the rowing machine intervals",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_dial_combination_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_turns_that_open_nothing_are_kept(text):
    assert screening_verdict(text) is None
