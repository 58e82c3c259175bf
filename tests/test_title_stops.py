"""#22 session 26 (h-creds28): a title's full stop ("Mr.", "Mrs.", "Dr.", "St.", "M.") ends no
sentence, so a code's noun before a person's or a place's name still reaches its value after
it — refused, the value hidden; a security answer that is a title and a name is hidden whole
(it hid "Mrs" and showed the name). Kept: titles and names in sentences with no secret, and a
full stop after a title's lookalike that does end a sentence."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the door code for Mrs. Okafor's flat is 5093, she gave it to the carers", ["5093"]),
    ("side gate code at St. Anne's is 2277 after six", ["2277"]),
    ("the key safe at Dr. Brennan's surgery is 6 0 4 1", ["6 0 4 1"]),
    ("the alarm code for Mr. Lindqvist's shop is 8130", ["8130"]),
    ("my security answer (first teacher) is Mrs. Abernathy", ["Mrs. Abernathy"]),
]

KEPT = [
    "Mrs. Okafor said the door code will change next week",
    "I saw Dr. Brennan at 4 and the pharmacy at St. Anne's closes at 1800",
    "Mr. Lindqvist's shop is at 8130 Main Street",
    "the code review with Mr. Patel is on Friday",
    "we met at the surgery. The gate was open.",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_value_after_a_title_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_titles_without_a_secret_are_kept(text):
    assert screening_verdict(text) is None


def test_an_answer_with_a_title_is_hidden_whole():
    out = redact_secrets(
        'ang sagot sa security question ko na "favorite teacher" ay Mrs. Dimaculangan'
    )
    assert "Dimaculangan" not in out
    assert "Mrs" not in out
