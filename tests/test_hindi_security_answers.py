"""#22 session 29 (h-creds32): a security answer named with Hindi's or Hinglish's genitive ("…
ka jawab Verma hai", "ka answer maine Pune diya tha", "सिक्योरिटी सवाल … का जवाब है …") is
refused and the answer hidden. Kept: the answer forgotten, asked for, changed or not given."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ('security question "first school" ka jawab Carmel Convent hai', ["Carmel Convent", "Carmel"]),
    ('security question "birth city" ka answer maine Pune diya tha', ["Pune"]),
    ('सिक्योरिटी सवाल "पहले पालतू का नाम" का जवाब है मोती', ["मोती"]),
]

KEPT = [
    "security question ka answer yaad nahi",
    "security question ka jawab kya tha?",
    "bank ka security question ka answer maine badal diya",
    "सिक्योरिटी सवाल का जवाब याद नहीं है",
    "सिक्योरिटी सवाल का जवाब है कि मुझे याद नहीं",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_an_answer_named_with_the_genitive_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_an_answer_forgotten_or_asked_for_is_kept(text):
    assert screening_verdict(text) is None
