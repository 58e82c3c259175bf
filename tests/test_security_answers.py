"""The answer to a security question, often a name of several words (issue #22): refused and
redacted whole; talk about security questions stays."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

ANSWERS = [
    ('the answer to "what street did you grow up on" is Maple Hollow Lane', "Maple Hollow Lane"),
    ("my childhood best friend (security question) = Tobias Wendt", "Tobias Wendt"),
    ("security answer for my bank: mother's maiden name is Abernathy (typed so)", "Abernathy"),
    ('answer to "name of your first school": St Brigid\'s, then the date', "St Brigid's"),
    ("Meine Sicherheitsfrage: Lieblingsessen ist Spätzle", "Spätzle"),
]

LOOK_ALIKES = [
    "forgot my security answer AGAIN, had to do the ID check",
    "the answer to life, the universe and everything is 42",
    "the security answer is wrong.",
    "my security question is What was my first pet?",
    "I forgot the answer to my security question, the bank is sending a letter",
    "the security audit found three weak passwords on the routers",
]


@pytest.mark.parametrize(("text", "value"), ANSWERS)
def test_a_security_answer_is_refused_and_redacted_whole(text: str, value: str) -> None:
    assert_refused_and_hidden(text, value.split())


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_talk_about_security_questions_is_kept(text: str) -> None:
    assert screening_verdict(text) is None
