"""Access nouns in more languages, with the prefixes and copulas those languages join to them
(issue #22): a password named so is refused and redacted whole; the same nouns naming no value,
and a pass that opens a bus or a park, stay."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict

NAMED = [
    ("הסיסמה שלי לבנק היא Tamar#Negev38", "Tamar#Negev38"),
    ("סיסמת הוויפי: Tapuz!2025", "Tapuz!2025"),
    ("كلمة مرور بريدي هي Nakhla!Sahara19", "Nakhla!Sahara19"),
    ("رمز عبور ایمیل من Anar!Yalda99 است", "Anar!Yalda99"),
    ("το συνθηματικό για το e-banking: Meltemi#Naxos18", "Meltemi#Naxos18"),
    ("jelszavam a netbankhoz Pogácsa#Szeged8", "Pogácsa#Szeged8"),
    ("kata laluan wifi rumah saya durian_musang_king7", "durian_musang_king7"),
    ("nenosiri la wifi ni chai_na_mandazi_2022", "chai_na_mandazi_2022"),
    ("mit kodeord til netbanken er Smørrebrød#Odense4", "Smørrebrød#Odense4"),
    ("PIN-koodi kortilleni on 4729, muista se", "4729"),
    ("Die Geheimzahl meiner Girocard lautet 2864", "2864"),
    ("the wifi pass is Velvet_Moth_11", "Velvet_Moth_11"),
    # a time adverb between the copula and the value
    ("office door code changed today to 1946#", "1946"),
    ("the wifi password changed yesterday to Otter!Pond5", "Otter!Pond5"),
]

LOOK_ALIKES = [
    "my bus pass is valid until June",
    "my annual pass number is 88120455",
    "my Disney pass is AP-2291-X",
    "the ski pass costs 320 euros",
    "the wifi pass is on the fridge",
    "שכחתי את הסיסמה שלי לבנק",
    "كلمة المرور طويلة جدا",
    "die Geheimzahl steht auf dem Brief der Bank",
    "the door code changed again, I need to ask Tom",
    "the password is today",
]


@pytest.mark.parametrize(("text", "value"), NAMED)
def test_a_password_named_in_another_language_is_refused_and_redacted(text, value) -> None:
    assert screening_verdict(text) is not None
    assert value not in redact_secrets(text)


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_the_nouns_naming_no_value_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
