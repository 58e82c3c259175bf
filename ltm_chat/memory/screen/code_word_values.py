"""A bank's code word in the Slavic languages ("кодовое слово", "контрольне слово", "kodove
slovo"): any word said for it is the secret, as a memorable word is (#22 session 37), but only a
word said as a name ("— Ластівка", "«Медведь»", "Zima2020"); a lowercase word after it describes
it ("секретное слово было детское": childish).

Session 40 (secret_speech.py runs `quoted_code_word_spans`): the code word in Kazakh ("кодтық
сөзі") and Serbian ("тајна реч"), and Ukrainian and Russian typed in Latin letters; and the word
quoted a few words after it with no copula or label between ("кодовое слово в банке «Барсик»",
"кодовое слово у меня «Ласточка»", "новое кодовое слово, я выбрал «Ромашка1984»"): a quoted name
in the code word's sentence is what was set as it.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["CODE_WORDS", "named_code_word", "quoted_code_word_spans"]

CODE_WORDS = frozenset(
    (
        *("кодовое слово", "кодового слова", "кодове слово", "кодавае слова"),
        *("секретное слово", "контрольное слово", "секретне слово", "контрольне слово"),
        *("kodove slovo", "kodovoe slovo", "kodovoye slovo", "kodovoje slovo"),
        # session 40: Kazakh (with its possessive endings), Serbian, Ukrainian and Russian in
        # Latin letters
        *("кодтық сөз", "кодтық сөзі", "кодтық сөзім", "тајна реч", "tajna reč", "tajna rec"),
        *("sekretne slovo", "kontrolne slovo", "sekretnoe slovo", "kontrolnoe slovo"),
    )
)
_QUOTES = "\"'«„“‘"


def named_code_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is said as a name: quoted, capitalised, or with a digit."""
    value = text[start:end]
    if not value:
        return False
    quoted = start > 0 and text[start - 1] in _QUOTES
    return quoted or value[0].isupper() or any(c.isdigit() for c in value)


_BUDGET = 20  # code words read: a message names one or two
_REACH = 60  # the quote opens this close after the code word, in its sentence
_GAP_WORDS = 6  # … with this many words between at most ("в банке", "у меня", "я выбрал")
_QUOTED = re.compile(r"[«„“\"](?P<v>[^\"“”«»„\n]{1,30})[»“”\"]")
_STOP = re.compile(r"[.;!?\n]")


def quoted_code_word_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of a quoted name said for a code word in its sentence."""
    found: list[tuple[str, int, int]] = []
    for word in CODE_WORDS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            end = pos + len(word)
            if end < len(lowered) and lowered[end].isalpha():
                continue  # another word's start ("кодтық сөз" in "кодтық сөзі" is read by it)
            stop = min(len(text), end + _REACH)
            if (cut := _STOP.search(text, end, stop)) is not None:
                stop = cut.start()
            m = _QUOTED.search(text, end, stop)
            if m is None or len(text[end : m.start()].split()) > _GAP_WORDS:
                continue
            value = m.group("v").strip()
            # a name (a capital or a digit, one to three words), not a phrase told in quotes
            if value and len(value.split()) <= 3 and named_code_word(value, 0, len(value)):
                found.append(("spoken-password", *m.span("v")))
    return found
