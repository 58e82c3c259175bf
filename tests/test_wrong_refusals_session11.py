"""Ordinary lines the screen refused for a cause, not a word (issue #22, session 11): each
look-alike must be kept, and the same rule must still refuse (and hide) what it is meant to see."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict

# An unaccented "e" after a noun that is a verb's object is "and": the next clause follows.
AND_CLAUSES = [
    "esqueci a senha do banco e precisei ligar para a agência",
    "Perdi a senha do wifi e fui pedir ao vizinho.",
    "Ho cambiato la password e poi ho chiamato il supporto.",
    "troquei a senha, e depois esqueci qual era",
]
# The same "e" as a copula typed without its accent, after a noun that leads its clause.
AND_COPULA_VALUES = [
    ("la password e cavallo batteria graffetta", "cavallo batteria graffetta"),
    ("ok, la password del wifi e sole luna mare", "sole luna mare"),
    ("a senha do wifi e 44718812", "44718812"),
    ("esqueci a senha do wifi e Tr0ub4dor&3 é a nova", "Tr0ub4dor&3"),
]


@pytest.mark.parametrize("text", AND_CLAUSES)
def test_a_clause_after_and_is_not_a_password(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(("text", "value"), AND_COPULA_VALUES)
def test_a_value_after_a_plain_e_copula_is_still_refused_and_hidden(text, value):
    assert screening_verdict(text) == ("secret", "spoken-password")
    assert value not in redact_secrets(text)
