"""#22 session 42 (h-dictated45): numbers said in words are read as their digits ("setenta y
siete" 77, "neunzehnhundertachtzig" 1980) and the reading is judged by the rules: a password
with a year said in words is refused. Kept: ages, years, counts said in words."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.number_words import number_phrases
from tests.screen_helpers import screen_cases


@pytest.mark.parametrize(
    ("said", "digits"),
    [
        ("setenta y siete", "77"),
        ("neunundneunzig", "99"),
        ("quatre-vingt-dix-neuf", "99"),
        ("soixante et onze", "71"),
        ("settantotto", "78"),
        ("dois mil e dezoito", "2018"),
        ("mil novecientos ochenta y cinco", "1985"),
        ("neunzehnhundertachtzig", "1980"),
        ("duemilaventidue", "2022"),
        ("nineteen eighty four", "1984"),
    ],
)
def test_number_said_in_words_reads_as_digits(said, digits):
    assert [d for _, _, d in number_phrases(said)] == [digits]


@pytest.mark.parametrize(
    "text", ["le vent souffle", "Mila kommt", "between twenty and thirty", "I did it once"]
)
def test_words_that_are_no_number_are_not_read(text):
    assert number_phrases(text) == []


REFUSED = [
    "das WLAN-Passwort ist Sonnenblume neunzehnhundertachtzig",
    "le mot de passe du wifi c'est soleil deux mille vingt-deux",
    "a senha do e-mail é girassol dois mil e dezoito",
    "la contraseña del correo es tortuga mil novecientos noventa",
    "la password del computer è girasole duemilaventidue",
]
KEPT = [
    "mi abuela cumplió noventa y dos años ayer",
    "mein Opa ist neunzehnhundertachtzig nach Berlin gezogen",
    "nous étions quatre-vingts à la fête",
    "comprei dois mil e dezoito parafusos para a obra",
    "between twenty and thirty people came to the party",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
