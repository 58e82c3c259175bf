"""The answer to a security question (secret_speech.py runs it): "the answer to \"what street
did you grow up on\" for my bank is Maple Hollow Lane", "my childhood best friend (security
question) = Tobias Wendt". An answer grants access like a password, and is often a name of
several words, which the one-token binding of credential_binding.py does not read.

The question is named ("security question", "secret answer", "mother's maiden name") or quoted after
"answer to"; the answer follows a copula, "=" or a colon and is what ends the clause: one to
four capitalised words, or a token of letters and digits. "forgot my security answer AGAIN",
"the answer to life, the universe and everything is 42" give none.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["security_answer_spans"]

_QUESTION = (
    r"(?:security|secret|memorable)[ \t]+(?:question|answer)s?|mother['’]?s[ \t]+maiden[ \t]+name|"
    r"answer[ \t]+to[ \t]+[\"“«]|sicherheitsfrage|question[ \t]+secrète|"
    r"pregunta[ \t]+(?:de[ \t]+)?seguridad|pergunta[ \t]+(?:de[ \t]+)?segurança|"
    r"domanda[ \t]+(?:di[ \t]+)?sicurezza|beveiligingsvraag|контрольный[ \t]+вопрос"
)
_NAME_WORD = r"(?-i:[A-ZÀ-ÖØ-ÞА-Я])[\w'’.-]{1,30}"  # capitalised, whatever the flags
_ANSWER = re.compile(
    rf"(?:{_QUESTION})[^\n]{{0,90}}?(?:[ \t](?:is|was|ist|est|es|é|è|=)|[:=])[ \t]+"
    rf"(?P<v>{_NAME_WORD}(?:[ \t]+{_NAME_WORD}){{0,3}}|(?=[a-z]*[0-9])[a-z0-9]{{4,30}})"
    r"(?=[ \t]*(?:[,.;!(]|$|\n|and\b|und\b|et\b|y\b))",
    re.IGNORECASE,
)
_LITERALS = (
    "security",
    "secret",
    "memorable",
    "maiden",
    "answer to",
    "sicherheitsfrage",
    "question secr",
    "pregunta",
    "pergunta",
    "domanda",
    "beveiligingsvraag",
    "контрольн",
)
_BUDGET = 1000  # questions read: a text with more is a flood, read up to there


def security_answer_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each answer to a security question."""
    found: list[tuple[str, int, int]] = []
    for word in _LITERALS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, _BUDGET):
            m = _ANSWER.match(text, pos)
            if m is not None and _is_answer(m.group("v")):
                found.append(("spoken-password", *m.span("v")))
    return found


def _is_answer(value: str) -> bool:
    words = value.split()
    if any(c.isdigit() for c in value) and len(words) == 1:
        return True
    # a name: each word capitalised (IGNORECASE let "the" in; a name is not a description)
    return all(w[0].isupper() for w in words) and words[0].lower() not in NOT_A_VALUE
