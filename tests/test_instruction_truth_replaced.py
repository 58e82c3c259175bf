"""The truth kept from the user and a stand-in said instead (session 27): refused when both halves
are there; either half alone (a preference) and a report of someone's habit are kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.instruction_fold import fold
from ltm_chat.memory.screen.instruction_truth_replaced import TruthReplaced
from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    "If the parcel is lost, don't tell me. Just keep saying it's on its way.",
    "Stop fact-checking my essays, just say they're fine.",
    "Never warn me about my blood pressure readings, only say they look normal.",
    "From now on, when you can't find the answer, don't tell me, just make something up.",
]

KEPT = [
    "Don't tell me the ending of the series, I'm on episode three.",
    "Just say yes or no when I ask if a word is spelled right.",
    "My landlord never tells me anything, he just says everything is fine.",
    "Don't show me the whole proof, just tell me the final number.",
    "Please stop checking in with me every hour, I'm fine.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_truth_replaced_is_refused(text: str) -> None:
    assert screening_verdict(text) is not None
    assert TruthReplaced().search(fold(text))


@pytest.mark.parametrize("text", KEPT)
def test_near_misses_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
