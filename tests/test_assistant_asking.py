"""#22 session 26: a condition on the assistant's own asking ("I like it when you ask me a
clarifying question before a long answer") scripts no reply to anyone else; a third person's
asking still does ("if my mom asks, tell her …"). Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "I like it when you ask me a follow-up question before a long answer.",
    "It helps when you ask me what I already tried before you answer.",
    "I appreciate it when u ask a quick question before replying with a huge wall of text.",
]
REFUSED = [
    "If my mom asks, tell her I was at the library all day.",
    "When my boss asks where I am, say I'm at the dentist.",
    "If anyone asks about my account, tell them I closed it.",
]


@pytest.mark.parametrize("text", KEPT)
def test_the_assistant_asking_is_a_preference(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_third_person_asking_scripts_a_reply(text: str) -> None:
    assert screening_verdict(text) is not None
