"""An answer to a security question read to its clause's end, whatever its case (secret_speech.py
runs it beside security_answers.py, whose answers are names: capitalised words, a quoted word).
People type answers as they come: "Sicherheitsfrage Sparkasse: Geburtsort der Mutter = Bad
Kreuznach", "bank security answer \"what was your first car\": rusty corolla", "відповідь на
секретне питання — вареники з вишнями". An answer grants access like a password.

Two ways a question is named: by a security question's words (security_answers.QUESTION, in its
languages), or as a question about the user's own past put to "you" ("what city were you born
in", "What was the name of your first school?") in a text that calls something its answer. The
answer follows a label (":", "=", an arrow, a dash) or a copula and ENDS its clause: one to six
words, the first not a word that describes ("the same", "my favourite colour …", "never").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.security_answers import QUESTION, QUESTION_LITERALS

__all__ = ["answer_clause_spans"]

_BUDGET = 20  # questions read: a message names a few; more is a flood, read up to there (speed)
# a question about the user's own past, put to "you" (the shape recovery questions take)
_ASKED_YOU = (
    r"(?:what|what['’]s|whats|where|which|who|in[ \t]+what|in[ \t]+which)[ \t]+"
    r"[^\n?\"“”«»:]{0,50}?\b(?:you|your)\b[^\n?\"“”«»:=]{0,40}?[?]?[\"”»]?"
)
# a label or a copula before the answer
_LABEL = (
    r"(?P<lab>[ \t]*(?:[:=：]|->|→|[ \t]—|[ \t]–)|[ \t](?:is|was|ist|est|es|é|è|είναι|är|er|jest|je|"
    r"adalah|ialah|var|era|fue|était)|[ \t](?:i[ \t]+|was[ \t]+)?answered)"
)
_WORD = r"[\w'’.&-]{1,30}"
# the answer: 1-6 words (maybe quoted), then the clause's end
_VALUE = (
    rf"[ \t]+(?P<q>[\"“«„])?(?P<v>{_WORD}(?:[ \t]+{_WORD}){{0,5}})(?(q)[\"”»“])"
    r"(?![\w'’&-])(?=[ \t]*(?:[,.;!()]|$|\n)|[ \t]+(?:but|and|because|since|so|in[ \t]+case|for|"
    r"that['’]?s|thats|that[ \t]+is|which[ \t]+is)\b)"
)
# (within the question's clause: "forgot the answer to my security question, the bank is …")
_NAMED = re.compile(rf"(?:{QUESTION})[^\n,.;!?]{{0,90}}?{_LABEL}{_VALUE}", re.IGNORECASE)
_TO_YOU = re.compile(rf"{_ASKED_YOU}{_LABEL}{_VALUE}", re.IGNORECASE)
# the answer given instead, told after it ("is Aberdeen but I put Aberdene"): hidden too
_GIVEN_INSTEAD = re.compile(
    rf"[ \t]+but[ \t]+(?:i|we)[ \t]+(?:put|used|typed|wrote|entered|chose|gave)[ \t]+(?P<v>{_WORD})",
    re.IGNORECASE,
)
_ANSWER_WORD = re.compile(
    r"answer|antwort|réponse|respuesta|resposta|risposta|odpowied|svar|jawaban|απάντηση|"
    r"תשובה|відповід|ответ",
    re.IGNORECASE,
)
_ASKING = ("what", "where", "which", "who")
# words that start a sentence about the answer, not the answer ("I always forget it")
_NOT_FIRST = frozenset(
    "i we you he she they me is was are be being been just still probably maybe always".split()
)


def _is_answer(value: str) -> bool:
    first = value.split()[0].lower().strip(".'’")
    return first not in NOT_A_VALUE and first not in _NOT_FIRST and first not in _ASKING


def _answered(text: str, m: re.Match[str], start: int) -> bool:
    """Whether what follows the label is the answer, not the question: "=" or an arrow give an
    answer, and so does a label after the question's own ("שאלת אבטחה: שם חיית המחמד — …");
    a colon or a copula only when the answer is the subject ("the answer to … is", "respuesta
    … :"): "Sicherheitsfrage: Name des ersten Haustiers", "the security question is about my
    first pet" describe the question."""
    label = m.group("lab").strip()
    if label in ("=", "->", "→") or any(c in text[start : m.start("lab")] for c in ":："):
        return True
    back = max(0, start - 30)  # ("La respuesta a la pregunta de seguridad … es"), in its clause
    cut = max(text.rfind(c, back, start) for c in ",.;!?\n")
    return _ANSWER_WORD.search(text, max(back, cut + 1), m.start("lab")) is not None


def _spans(text: str, m: re.Match[str]) -> list[tuple[str, int, int]]:
    found = [("spoken-password", *m.span("v"))]
    if (instead := _GIVEN_INSTEAD.match(text, m.end())) is not None:
        found.append(("spoken-password", *instead.span("v")))
    return found


def answer_clause_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer read to its clause's end."""
    found: list[tuple[str, int, int]] = []
    for word in QUESTION_LITERALS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            m = _NAMED.match(text, pos)
            if m is not None and _is_answer(m.group("v")) and _answered(text, m, pos):
                found += _spans(text, m)
    if any(map(chars.has, _ASKING)) and _ANSWER_WORD.search(text):
        for word in _ASKING:
            for pos in capped_occurrences(lowered, word, _BUDGET) if chars.has(word) else ():
                if pos and lowered[pos - 1].isalnum():
                    continue  # inside a word: "somewhat", "elsewhere"
                m = _TO_YOU.match(text, pos)
                if m is not None and _is_answer(m.group("v")) and _answered(text, m, pos):
                    found += _spans(text, m)
    return found
