"""A password said before its noun (issue #22): refused and redacted whole; tools, versions and
passwords named as a kind stay."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

VALUE_FIRST = [
    ("Fennel&Crow_2209 is my password for the pharmacy portal", "Fennel&Crow_2209"),
    ("\"Brambleford1999\" — that's the wifi at my sister's", "Brambleford1999"),
    ("Snowmelt!Arches is what I use for Dropbox", "Snowmelt!Arches"),
    ("I use Winter2024! for basically everything", "Winter2024!"),
    ("all my accounts use Pancake_Orbit_19, except the bank", "Pancake_Orbit_19"),
]

LOOK_ALIKES = [
    "I use Python3 for work",
    "I use utf-8 for everything",
    "I use C++17 for work",
    "we use GPT-4o for everything",
    "I use 1Password for everything",
    "Bitwarden is my password manager",
    "Password1 is the most common password",
    "hunter2 is a famous password",
    "COVID-19 is what I use as an example in class",
    "I use Arch_Linux_2024 as my daily driver",
]


@pytest.mark.parametrize(("text", "value"), VALUE_FIRST)
def test_a_password_before_its_noun_is_refused_and_redacted_whole(text: str, value: str) -> None:
    assert_refused_and_hidden(text, (value, value[:5], value[-4:]))


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_tool_or_a_kind_of_password_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


def test_an_apostrophe_inside_a_word_quotes_nothing() -> None:
    # "dog's … I'm" is not a quoted value; a value in real quotes still is
    assert screening_verdict("my dad's password is probably his dog's name, I'm scared") is None
    assert screening_verdict("my password is 'Sunny Days 42'") is not None
