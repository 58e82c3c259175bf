"""#22 session 28 (h-creds31): a password named in its language's own word with the ending its
grammar gives it (Kazakh "паролім", "құпия сөзім", Uzbek "parolini", "qupiya so'zim", Georgian
"პაროლიც", Amharic "ይለፍ ቃል … ነው", Welsh "cyfrinair", Luxembourgish "Passwuert"), then a value
shaped as a chosen password, is refused and the value hidden whole. Kept: the noun with words,
a year, a password manager's name."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.inflected_passwords import inflected_password_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("менің Gmail паролім Tulpan_2023 екен", ["Tulpan_2023", "Tulpan", "2023"]),
    ("የስልኬ ይለፍ ቃል Tana#2019 ነው", ["Tana#2019", "Tana", "2019"]),
    ("жаңа құпия сөзім: Almaty_Tau9", ["Almaty_Tau9", "Tau9"]),
    ("qupiya so'zim Buxoro#2021 edi", ["Buxoro#2021", "2021"]),
    ("ემაილის პაროლიც Batumi_2022 არის", ["Batumi_2022", "2022"]),
    ("D'Passwuert vum Laptop ass Mosel-Wain-77", ["Mosel-Wain-77", "Wain", "-77"]),
    ("cyfrinair Spotify ni ydy Cwm-Rhondda9", ["Cwm-Rhondda9", "Rhondda9"]),
]

KEPT = [
    "fjalëkalimi im është shumë i gjatë",
    "паролі өзгертілді 2024 жылы",
    "паролата е на листче в чекмеджето",
    "барлық паролім 1Password ішінде",
    "cyfrinair newydd ar gyfer y wefan heddiw",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_an_inflected_password_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_words_years_and_managers_are_kept(text):
    assert screening_verdict(text) is None


def test_the_span_is_the_whole_password():
    text = "жаңа құпия сөзім: Almaty_Tau9, ұмытпа"
    lowered = text.lower()
    assert inflected_password_spans(text, lowered, Literals(lowered)) == [
        ("spoken-password", 18, 29)
    ]
