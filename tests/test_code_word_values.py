"""#22 session 37 (h-creds42): a bank's code word in Russian, Ukrainian, Belarusian, Cyrillic or
Latin letters, is any word said for it, as a memorable word is, but only a word said as a name
(quoted, capitalised, with a digit); a lowercase word after it describes it."""

from __future__ import annotations

from ltm_chat.memory.screen.code_word_values import named_code_word
from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "кодове слово для банку — Калина",
    "контрольное слово в сбере: Барбарис",
    "моё кодовое слово — Vesna2019",
    "kodovoe slovo dlya banka — Lastochka",
    "nashe kodove slovo — 'Barvinok', ne zabud",
]

KEPT = [
    "кодовое слово — это не пароль",
    "кодовое слово забыл, пришлось идти в отделение",
    "банк попросил придумать кодовое слово",
    "контрольное слово я не помню",
    "секретное слово у нас с сестрой было детское",
    "Кодовое слово в игре было «яблоко»",
]

test_a_banks_code_word_refused, test_a_code_word_described_kept = screen_cases(
    REFUSED, KEPT, "secret"
)


def test_a_name_is_quoted_capitalised_or_has_a_digit():
    assert named_code_word("— «липа»", 3, 7)
    assert named_code_word("— Липа", 2, 6)
    assert named_code_word("— lipa7", 2, 7)
    assert not named_code_word("— детское", 2, 9)


def test_the_word_is_hidden():
    assert_refused_and_hidden("контрольне слово: Черешня", ["Черешня"])
