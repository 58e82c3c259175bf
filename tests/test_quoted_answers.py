"""#22 session 27 (h-creds29): a security answer given in quotes ("I put \"Pumpkin\" as the
answer for the security question", "\"Oakridge 1988\" is my secret answer") — refused, the
answer hidden. Kept: the question quoted, a question asked, a message that says "answer", a
text that names no security question."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.quoted_answers import quoted_answer_spans
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ('I put "Pumpkin" as the answer for the security question at the bank', ["Pumpkin"]),
    ('"Oakridge 1988" is what I gave as my secret answer', ["Oakridge", "1988"]),
    ('la respuesta "Toby Azul" para la pregunta de seguridad del banco', ["Toby", "Azul"]),
    ('security answer for the council tax site na "Kisumu Bay"', ["Kisumu", "Bay"]),
]

KEPT = [
    'security question "birth city" and I never remember what I put',
    'my bank\'s security question is "What was your first car?" and I hate it',
    'the app said "Invalid answer" after my security question',
    'the answer "Pumpkin" was in the crossword today',
    'the security question page says "Answer all three" now',
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_quoted_security_answer_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_quoted_questions_and_messages_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_inside_the_quotes():
    text = 'the answer "Luna Park" for the security question'
    lowered = text.lower()
    assert quoted_answer_spans(text, lowered, Literals(lowered)) == [
        ("spoken-password", text.index("Luna"), text.index('" for'))
    ]
