"""#22 session 24 (h-creds26): a code said digit by digit and followed by "then" in a language
that ends the word in "s" (French "puis", Spanish "después", Catalan "després", Portuguese
"após") is the code and its next step, not a count of things — refused and hidden whole. Kept:
digits said before a real plural, a time, a reference."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("le code du portail : trois un huit neuf puis dièse", ["trois un huit neuf", "huit"]),
    ("el código de la verja es seis dos nueve cuatro después la llave", ["seis dos nueve cuatro"]),
    ("el codi de la porta és set u tres nou després la clau", ["set u tres nou", "nou"]),
    ("o código do portão é quatro oito um sete após a chave", ["quatro oito um sete"]),
]

KEPT = [
    "le code de la route : trois un huit neuf voitures par jour",
    "à six trois zéro puis on part",
    "chapitre trois quatre cinq puis la conclusion",
    "el código de barras tiene seis dos nueve cuatro productos",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_spelled_code_then_a_step_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_counts_times_and_references_are_kept(text):
    assert screening_verdict(text) is None, text
