"""#22 session 37 (h-creds42): the password's and the PIN's nouns in Frisian ("wachtwurd",
"pinkoade"), Occitan ("senhal", "mot de passa"), the code's noun with its accent in Welsh and
Gaelic, and a bank's code word in Russian and Ukrainian typed in Latin letters. Kept: the same
words with no value (a signal, a postcode, a word said to be short or forgotten)."""

from __future__ import annotations

from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "ús wachtwurd foar de wifi is Terp_Hichtum88",
    "heit syn pinkoade is 6630, hy ferjit it altyd",
    "it wachtwurd fan myn mailbox: Sneek!Wetter21",
    "lo senhal de la bóstia de corrièr es Lemosin_2020",
    "mon senhal es Cigala!77, oblida-lo pas",
    "lo mot de passa del wifi: Aiga_Vertz_5",
    "côd PIN y cerdyn ydy 5521",
    "kodovoe slovo dlya banka — Vasilek77",
    "nashe kodove slovo — 'Barvinok', ne zabud",
]

KEPT = [
    "ús postkoade is 8911",
    "de koade fan it programma is iepen boarne",
    "lo senhal del tren es roge",
    "es un senhal que la tempèsta arriba",
    "it wachtwurd is te koart",
    "myn wachtwurd is fergetten",
    "lo senhal es escrich sul papièr",
    "mot de passa oblidat, cal lo tornar far",
]

test_regional_nouns_refused, test_their_words_without_a_value_kept = screen_cases(
    REFUSED, KEPT, "secret"
)


def test_the_value_is_hidden():
    assert_refused_and_hidden("myn pinkoade is 7702", ["7702"])
    assert_refused_and_hidden("lo senhal de l'ordenador es Olt_Mirapeis9", ["Olt_Mirapeis9"])


CODE_WORDS_REFUSED = [
    "кодове слово для банку — Калина",
    "контрольное слово в сбере: Барбарис",
    "моё кодовое слово — Vesna2019",
    "kodovoe slovo dlya banka — Lastochka",
]

CODE_WORDS_KEPT = [
    "кодовое слово — это не пароль",
    "кодовое слово забыл, пришлось идти в отделение",
    "банк попросил придумать кодовое слово",
    "контрольное слово я не помню",
    "секретное слово у нас с сестрой было детское",
    "Кодовое слово в игре было «яблоко»",
]

test_a_banks_code_word_refused, test_a_code_word_described_kept = screen_cases(
    CODE_WORDS_REFUSED, CODE_WORDS_KEPT, "secret"
)
