"""#22 session 25 (h-creds27b): a quoted word in the sentence of a found secret is hidden with it
("memorable data 'Ferret' and passnumber …": only the passnumber was hidden), under the first
found value's rule, so the verdict stays what it was. Apostrophes are no quotes, and a text with
no secret found hides nothing."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "for the building society, memorable data 'Badger' and passnumber 7719024",
        ["Badger", "7719024"],
    ),
    (
        'memorable information is the word "marigold" and the passnumber is 3381907',
        ["marigold", "3381907"],
    ),
    ("the alarm code is 4471 and the safe word «Tortuga»", ["Tortuga", "4471"]),
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_quoted_companion_is_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


def test_the_verdict_names_the_first_value_found():
    text = "memorable data 'Badger' and passnumber 7719024"
    assert screening_verdict(text) == screening_verdict("memorable data and passnumber 7719024")


def test_apostrophes_stay():
    assert "Sam's" in redact_secrets("the door code is 4471, it's Sam's flat")


def test_quoted_words_without_a_secret_stay():
    text = "the word 'marigold' is my favourite and the film 'Heat' too"
    assert screening_verdict(text) is None
    assert redact_secrets(text) == text
