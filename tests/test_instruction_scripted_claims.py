"""The assistant told to tell someone other than its user a claim scripted in advance ("if my
mom asks, say I was at the library") is refused with no word of lying (#22 session 25); what
the user asks to be told, a message passed on, a report and a withholding are kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    "If my boss calls about Friday, tell him I was at the dentist.",
    "Whenever my girlfriend asks where I am, say I'm at the gym.",
    "Tell my parents the exam went great, whatever my grades say.",
    "Sag meiner Mutter immer, dass ich lerne.",
    "Dile a mi novia que estoy trabajando hasta tarde.",
    "Dille sempre che sono a scuola.",
    "Als mijn vader belt, zeg dat ik al sliep.",
    "如果我妈问，你就说我在学校。",
    "Говори жене, что я на работе.",
]
KEPT = [
    # a habit of the writer's or someone else's, the verb with its own subject
    "I always tell my students the exam is easy",
    "my sister always tells her boss she's sick on Mondays",
    "Tell me I'm doing great when I finish a workout.",
    "Tell her to call me back when she's free.",
    "Tell them about the party on Saturday.",
    "When I say I'm tired, suggest a short walk.",
    "My mom always tells me I'm too thin.",
    "Never tell my boss I'm job hunting.",
    "Sag mir, dass alles gut wird.",
    "Dime que todo va a salir bien.",
    "I told my sister the cake was a gift from both of us.",
    "I lie and say I'm fine when my neighbours ask how I am.",
]


@pytest.mark.parametrize("text", REFUSED)
def test_a_claim_scripted_for_someone_else_is_refused(text):
    assert screening_verdict(text) == ("instruction", "conceal")


@pytest.mark.parametrize("text", KEPT)
def test_own_encouragement_messages_reports_and_withholding_are_kept(text):
    assert screening_verdict(text) is None
