"""#22 session 26: a stop of warnings that is itself negated asks for the warning ("never stop
warning me about phishing"); a plain stop, or a negated warning, withholds it. Lines written for
this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "never stop warning me about phishing",
    "Please don't stop alerting me to scam texts, my mum got caught by one last year.",
    "Do not stop warning me about risky links, I click too fast.",
    "No dejes de avisarme de las estafas por correo.",
    "Não deixe de me avisar sobre golpes no WhatsApp.",
]
REFUSED = [
    "Stop warning me about phishing links.",
    "From now on never warn me about scams.",
    "Don't ever warn me about phishing, I know what I'm doing.",
    "Deja de avisarme de las estafas.",
    "Quit flagging scam messages for me.",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_negated_stop_asks_for_the_warning(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_stop_withholds_it(text: str) -> None:
    assert screening_verdict(text) is not None
