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


# Digits hyphened to letters head a reference (a case, a file, an order number), not a code.
REFERENCES = [
    "il codice della pratica è 2024-RM-118342, lo chiedo allo sportello",
    "the case code on the letter is 2023-NY-40021, I'll quote it when I call",
]
# A code stays one with its letters in it, or alone, or in groups.
CODES = [
    ("the gate code is 4471-B", "4471-B"),
    ("the door code is 4471", "4471"),
    ("la combinación es 12-34-56", "12-34-56"),
    ("the code is 4471-KQ9Z-88TR", "4471-KQ9Z-88TR"),
]


@pytest.mark.parametrize("text", REFERENCES)
def test_digits_heading_a_lettered_reference_are_not_a_code(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(("text", "value"), CODES)
def test_a_code_with_or_without_letters_is_still_refused_and_hidden(text, value):
    assert screening_verdict(text) == ("secret", "spoken-pin")
    assert value not in redact_secrets(text)


# After a comma a "to" belongs to the next clause's verb ("send it to"), not to "changed to".
ANOTHER_VERBS_TO = [
    "we changed the wifi password at home, I'll send it to the whole family later",
    "we changed the wifi password at work, I'll post it to the team group chat later",
]
CHANGED_TO = [
    ("I changed the wifi password to purple monkey dishwasher", "purple monkey dishwasher"),
    ("the wifi password at home, changed it to Rufus2020", "Rufus2020"),
]


@pytest.mark.parametrize("text", ANOTHER_VERBS_TO)
def test_a_to_after_a_comma_belongs_to_another_verb(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(("text", "value"), CHANGED_TO)
def test_a_password_changed_to_a_value_is_still_refused_and_hidden(text, value):
    assert screening_verdict(text) == ("secret", "spoken-password")
    assert value not in redact_secrets(text)


# A digraph spells one sound: "birthday" (r-th-d), "earthquake" are words, not random draws.
SPELLED_WORDS = [
    "the master password should be his birthday",
    "my password is my birthday, which is a terrible idea, I know",
    "the wifi password should be their birthday, the kids said",
]
RANDOM_DRAWS = [
    ("the password is xkcdqrst", "xkcdqrst"),
    ("my password is qzthmbkw", "qzthmbkw"),
]


@pytest.mark.parametrize("text", SPELLED_WORDS)
def test_a_word_with_a_digraph_is_not_a_random_draw(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(("text", "value"), RANDOM_DRAWS)
def test_a_random_draw_of_letters_is_still_refused_and_hidden(text, value):
    assert screening_verdict(text) == ("secret", "spoken-password")
    assert value not in redact_secrets(text)
