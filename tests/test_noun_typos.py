"""Slips and shortenings of "password" (issue #22): a value after them is refused and redacted
whole; the same words naming no value stay."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.noun_typos import mistypings
from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict

MISTYPED = [
    ("my passwrod for spotify is Melody!Lane4", "Melody!Lane4"),
    ("the passowrd is Cactus#Bloom21", "Cactus#Bloom21"),
    ("psswd: Ginger!Snap77", "Ginger!Snap77"),
    ("pswd for the nas is Otter_River_45", "Otter_River_45"),
    ("pword is Falcon_Ridge_09", "Falcon_Ridge_09"),
    ("my pasword is Orchid_Moon_12", "Orchid_Moon_12"),
]

LOOK_ALIKES = [
    "I reset my pasword yesterday, finally",
    "the passwrd field on the form is empty",
    "my psswd is the same as the old one",
]


def test_only_slips_of_the_word_itself() -> None:
    slips = mistypings()
    assert {"passwrod", "pasword", "psswd"} <= slips
    assert "password" not in slips and all(w.startswith("p") for w in slips)


@pytest.mark.parametrize(("text", "value"), MISTYPED)
def test_a_value_after_a_mistyped_noun_is_refused_and_redacted(text: str, value: str) -> None:
    assert screening_verdict(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_mistyped_noun_without_a_value_is_kept(text: str) -> None:
    assert screening_verdict(text) is None
