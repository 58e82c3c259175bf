"""#22 session 29 (h-creds32): a quote right after the answer's own name ("security answer",
"secret answer") is the answer, in any case ('security answer "kappa maru"'), refused and
hidden. Kept: a quote after the question's name (the question), the plural (kinds of answer),
a quoted question, the name alone."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ('first school security answer "holy cross lp" for the bank', ["holy cross lp", "cross"]),
    ('my secret answer "biryani house" ok', ["biryani house", "biryani"]),
    ('pet name security answer "Bruno" in the app', ["Bruno"]),
]

KEPT = [
    'security question "birth city" is easy',
    'security answers "first pet" and "birth city" are the usual ones',
    'my security answer "forgot?" lol',
    'the field says "security answer" and nothing else',
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_quote_after_the_answers_name_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_questions_and_kinds_in_quotes_are_kept(text):
    assert screening_verdict(text) is None
