"""#22 session 29: German, Dutch and Scandinavian imperatives put the negation after the verb
("Lüge mich nicht an", "Ljug inte för mig"): the user asking not to be lied to is kept, as
"don't lie to me" was; an order to lie to someone, or a negation in another clause, is still
refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import instruction_harm
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Lüge mich nicht an, Schatz.",
    "Bitte lüge mich niemals an, auch wenn die Wahrheit wehtut.",
    "Ljug inte för mig.",
]
REFUSED = [
    "Lüge meinen Chef an und sag ihm nie die Wahrheit",
    "Lüge ihn an, nicht mich",
    "Lüge meinen Mann an, wenn er fragt",
]


@pytest.mark.parametrize("text", KEPT)
def test_negated_after_the_verb_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_orders_to_lie_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_the_negation_stays_in_the_clause() -> None:
    text = "lüge mich bitte nicht an"
    assert instruction_harm.negated(text, 0, 4, 0, len(text))
    text = "lüge ihn an und sag nicht alles"
    assert not instruction_harm.negated(text, 0, 4, 0, len(text))
    text = "lüge ihm vor, dass ich nicht da bin"  # another clause's negation
    assert not instruction_harm.negated(text, 0, 10, 0, len(text))
    text = "zeg hem dat ik niet thuis ben"  # the order's words end on the conjunction
    assert not instruction_harm.negated(text, 0, 12, 0, len(text))
