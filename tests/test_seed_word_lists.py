"""#22 session 30 (h-creds34): a wallet's recovery phrase listed after its name in any
language's words (commas), or half of one in the English list's words (spaces), refused and
hidden. Kept: lists of names, lists whose items are phrases, prose after the name, a garden's
seeds, a bare "seed" with a list that is not a phrase's length."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "frase semilla de la billetera: gato, luna, playa, río, fuego, nube, pan, sol, mar, "
        "roca, flor, hoja",
        ["gato", "hoja"],
    ),
    (
        "herstelzin van papa's wallet: appel, fiets, molen, kaas, tulp, dijk",
        ["appel", "dijk"],
    ),
    (
        "first half of the recovery phrase — canal humble maple fossil ribbon tackle",
        ["canal", "tackle"],
    ),
    (
        "my wallet backup, just in case: river, stone, candle, mirror, falcon, wheat, copper, "
        "lantern, meadow, thistle, harbour, ember",
        ["river", "ember"],
    ),
    ("сид-фраза: кот, дом, лес, река, окно, хлеб, соль, мост", ["кот", "мост"]),
]

KEPT = [
    "recovery phrase tips: never share it, keep it offline, write it on paper, lock it away",
    "seed order for the allotment: tomato, basil, pepper, carrot, bean, pea",
    "my recovery after the surgery: sleep, soup, walks, tea, books, naps",
    "the seed phrase is stored in the bank vault with the deeds and the will",
    "wallet trip list: Paris, Lyon, Nice, Marseille, Bordeaux, Lille",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_listed_recovery_phrase_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_lists_that_are_no_phrase_are_kept(text):
    assert screening_verdict(text) is None
