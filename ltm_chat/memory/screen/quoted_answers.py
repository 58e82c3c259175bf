"""A security answer given in quotes (secret_speech.py runs it): "I used the answer \"Luna\" for
the security question", "\"Shiro the cat\" is the answer to my security question", "el security
answer taba3 bank audi howe \"Byblos\"". An answer grants access like a password; people quote
it to show where it starts and ends, and quote the question too ("security question \"birth
city\""), so the quoted answer is told apart by what an answer is: a name (a capital first) or
a value holding digits, near the word for an answer, never the question: not right after the
question's noun, not asked ("?"), not in lower case as a question's label is, not a message that itself says "answer".
Session 29: a quote right after the answer's own name ("security answer \"puttum kadalayum\"")
is the answer, in any case: only a question's noun is followed by the question.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from itertools import islice

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.security_answers import QUESTION, QUESTION_LITERALS

__all__ = ["quoted_answer_spans"]

_QUESTION = re.compile(QUESTION, re.IGNORECASE)
# the word for an answer, in the languages the question is read in
_ANSWER = re.compile(
    r"(?<!\w)(?:answer\w*|antwort\w*|réponse|respuesta|resposta|risposta|antwoord|svar\w*|"
    r"vastaus|odpowied\w*|válasz\w*|odpověď|cevab\w*|jawab|jibu|javob|ответ\w*|відповід\w*|"
    r"απάντηση|תשובה|جواب|پاسخ|उत्तर|जवाब)(?!\w)|答え|答案|답",
    re.IGNORECASE,
)
# (the plural names kinds: 'security answers "first pet" and "birth city"'; "the answer to
# \"first pet\"" names the question the quote holds)
_NAMES_QUESTION = re.compile(r"s$|(?:to|for)[ \t]+[\"“«]$")
_QUOTED = re.compile(r"[\"“«„](?P<v>[^\"“”«»„\n]{1,40})[\"”»“]")
_NEAR = 60  # from the answer's word to the quote
_AFTER_QUESTION = 4  # a quote this close after the question's noun names the question
_FINDS = 20
_BUDGET = 100  # questions, answer words and quotes read at most
_ANSWER_WORD = 12  # an answer's word is at most this long: its start bounds where it ends


def _any_within(sorted_positions: list[int], low: int, high: int) -> bool:
    """Whether a position lies in [low, high] (a bisection: a flood of quotes stays linear)."""
    i = bisect_left(sorted_positions, low)
    return i < len(sorted_positions) and sorted_positions[i] <= high


def _answer_words(value: str) -> bool:
    """One to five words, not a question."""
    return 1 <= len(value.split()) <= 5 and not value.rstrip().endswith(("?", "？", "؟"))


def _answer_shaped(value: str) -> bool:
    """A name or a value with digits, one to five words, not a question."""
    return _answer_words(value) and (value[:1].isupper() or any(c.isdigit() for c in value))


def quoted_answer_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each quoted security answer."""
    if not any(map(chars.has, QUESTION_LITERALS)) or not any(map(chars.has, '"“«„')):
        return []
    # (a text naming more questions, answers or quotes than a message does is read up to there)
    questions: list[int] = []
    named_answers: list[int] = []  # "security answer", "secret answer": what follows is one
    for q in islice(_QUESTION.finditer(lowered), _BUDGET):
        # (nor "the answer to / for \"…\"": what follows names the question)
        one_answer = _ANSWER.search(q.group()) and not _NAMES_QUESTION.search(q.group())
        (named_answers if one_answer else questions).append(q.end())
    if not questions and not named_answers:
        return []
    answers = [m.start() for m in islice(_ANSWER.finditer(lowered), _BUDGET)]  # (in order)
    found: list[tuple[str, int, int]] = []
    for m in islice(_QUOTED.finditer(text), _BUDGET):
        value = m.group("v").strip()
        if _ANSWER.search(value.lower()):
            continue  # ('the app said "Invalid answer"': a message about answers)
        if _any_within(named_answers, m.start() - _AFTER_QUESTION, m.start() + 1):
            if _answer_words(value):  # 'security answer "puttum kadalayum"': the answer itself
                found.append(("spoken-password", m.start("v"), m.end("v")))
            continue
        if not _answer_shaped(value):
            continue
        if _any_within(questions, m.start() - _AFTER_QUESTION, m.start() + 1):
            continue  # 'security question "birth city"', 'answer to "…"': the question
        if not _any_within(answers, m.start() - _NEAR - _ANSWER_WORD, m.end() + _NEAR):
            continue
        found.append(("spoken-password", m.start("v"), m.end("v")))
        if len(found) >= _FINDS:
            break
    return found
