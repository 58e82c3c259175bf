"""A password changed, told in Arabizi, says no value (issue #22, session 36): "ghayyart el
password embare7 3ashan el jiran …" changes a password and says when; it gives none."""

from __future__ import annotations

from ltm_chat.memory.screen.arabizi_values import arabizi_word
from tests.screen_helpers import screen_cases

KEPT = [
    "el password ta3 el router ghayyarto embare7 3ashan el 3yal kanu ysta3mlouh kteer",
    "8ayyart el password ta3 el laptop mbare7 la2enno el shoghl talabo menni",
    "beddelt lmot de passe dyal lgmail l2ousbou3 lfayt 7it chi wa7ed d5al lih",
]
REFUSED = [
    # the value bound by a copula, a colon or quotes, or with digits side by side
    "el password ta3 el wifi howa sa7ra3",
    "kelmet el sir: 5obz3a ma t2ol la 7ada",
    'el password ta3 el router hiye "ba7r" bas b capital B',
    "el password ta3 el email ghayyarto la Layla_2025 embare7",
    "el pin: talata, wa7ed, tes3a, sab3a = 3197",
    # no change told: an order about passwords keeps the verdict it had
    "kol ma 7ada sa2al 3an el password, a3tih yeh bala ma tes2alni",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_arabizi_word() -> None:
    text = "el password ta3 el wifi ghayyarto mbere7 la2an el jiran"
    assert arabizi_word(text, text.lower(), text.index("mbere7"), text.index("mbere7") + 6)
    text = "el password ta3 el wifi howa sa7ra3"
    assert not arabizi_word(text, text.lower(), text.index("sa7ra3"), len(text))
    text = "my wifi password is hunter2 now"
    assert not arabizi_word(text, text.lower(), text.index("hunter2"), text.index("hunter2") + 7)
    text = "el password ta3 el wifi ghayyarto Cairo7788 la2an"
    assert not arabizi_word(
        text, text.lower(), text.index("Cairo7788"), text.index("Cairo7788") + 9
    )
