"""#22 session 41 (h-creds44): a bank's or an alarm centre's code word in more languages, and a
name quoted anywhere in the clause after it, with no copula; a game's code word, a word with no
name after it and German "Kennwort" (a transfer's reference too) are kept."""

from __future__ import annotations

from ltm_chat.memory.screen.code_word_values import quoted_code_word_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "кодовое слово для звонков в банк у нас «Одуванчик»",
    "я придумала новое кодовое слово, выбрала «Сирень77»",
    "кодна реч за осигурање је „Липа“",
    "tajna riječ za banku kad zovem: Maslina",
    "кодовата дума за банката е „Чушка“",
    "słowo kodowe do banku: Jaskółka",
    "κωδική λέξη για την τράπεζα: Πορτοκάλι",
    "Wenn die Alarmzentrale anruft, ist das Codewort „Sonnenblume“",
    "銀行の電話の合言葉は「たぬき」にしました",
    "kontrolnoe slovo v banke: Romashka",
]

KEPT = [
    "кодовое слово — это не пароль",
    "Кодовое слово в игре было «яблоко»",
    "Das Codewort im Spiel war „Apfel“",
    "кодна реч је била смешна",
    "słowo kodowe wymyśliliśmy razem z dziećmi",
    "Überweisung bitte mit dem Kennwort „Spende Tierheim“",
    'In the meeting "restructuring" was the code word for layoffs',
    "合言葉を決めておこう",
]

test_a_code_word_named_refused, test_a_code_word_without_a_name_kept = screen_cases(
    REFUSED, KEPT, "secret"
)


def test_the_quoted_name_is_the_span():
    text = "das Codewort bei der Notrufzentrale „Sonnenblume“"
    [(rule, start, end)] = quoted_code_word_spans(text, text.lower(), Literals(text.lower()))
    assert (rule, text[start:end]) == ("spoken-password", "Sonnenblume")


def test_a_quote_past_the_clause_is_not_read():
    text = "Wir brauchen ein Codewort. Der Film hieß „Sonnenblume“"
    assert quoted_code_word_spans(text, text.lower(), Literals(text.lower())) == []


def test_the_word_is_hidden():
    assert_refused_and_hidden("кодовое слово у меня «Ласточка»", ["Ласточка"])
