"""#22 session 25 (h-creds27b): an answer to a security question read to its clause's end,
whatever its case — after a named question and a label or an answer's copula, or after a
question about the user's own past put to "you" in a text that calls it an answer — refused, the
whole answer hidden (and the answer given instead, "but I put …"). Kept: a question described
("the security question is about my first pet"), a copula in another clause, a preference about
security answers, an ordinary question to "you"."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "security question for the credit union: grandmother's village = lower slaughter",
        ["lower slaughter"],
    ),
    ("Sicherheitsfrage der Krankenkasse: Lieblingstier = roter panda", ["roter panda"]),
    ("la respuesta a la pregunta secreta es perro salchicha", ["perro salchicha"]),
    (
        "the answer to where were you married is st mary's chapel, for the bank",
        ["st mary's chapel"],
    ),
    ('"what was your childhood nickname?" -> bumble bee, that is my answer', ["bumble bee"]),
    ("the answer to which town were you born in is Hull but I put Hul", ["Hull", "Hul"]),
    ("контрольне питання банку: кличка кота — рудий пиріжок", ["рудий пиріжок"]),
]

KEPT = [
    "I forgot the answer to my security question, the bank is sending a letter",
    "the security question on my account is about my first teacher, which is silly",
    "the security question was about my favourite film",
    "please keep security answers short and practical in your replies",
    "what did you think of the film? the answer is probably no",
    "my security answer is the same as always",
    "the security question is stupid",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_answer_in_its_clause_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_questions_described_or_unanswered_are_kept(text):
    assert screening_verdict(text) is None
