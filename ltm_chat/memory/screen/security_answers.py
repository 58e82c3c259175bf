"""A security question's answer, said as one (#22 round 10). Whatever it is, the answer opens an
account the way a password does: "the answer to "what street did you grow up on" for my bank is
Maple Hollow Lane", "answer to "name of your first school": St Brigid's", "my childhood best
friend (security question) = Tobias Wendt".

What makes a quoted question a security question is what it asks: the speaker's own past (a
first pet, school or car, where they grew up or were born, a maiden name, a childhood friend, a
favourite teacher), or its being named a security or secret question. "The answer to "what's
for dinner" is pasta" asks nothing of the kind and stays.
"""

from __future__ import annotations

import re

__all__ = ["security_answer_spans"]

_I = re.IGNORECASE
# The answer's noun, in the languages the access nouns cover most.
_ANSWER = r"(?:answer|antwort|réponse|respuesta|resposta|risposta|antwoord|ответ)"
# A question about the speaker's own past, or one named a security question.
_PERSONAL_PAST = re.compile(
    r"\b(?:first|childhood|grew up|grow up|born|maiden|favou?rite|oldest|elementary|primary|"
    r"high school|nickname|security|secret|erste[rsn]?|premi[eè]re?|primer[oa]?|primeir[oa]|"
    r"prim[oa]|eerste|перв\w*|geboren|née?|nacid[oa]|nat[oa]|geboren)\b",
    _I,
)
# "answer to "…" [for my bank] is X" / "answer to "…": X"
_QUOTED = re.compile(
    r"\b" + _ANSWER + r"\s+(?:to|for|auf|à|a|op|на)\s+(?:the\s+|my\s+|our\s+)?"
    r"[\"“„«]([^\"”“»\n]{6,100})[\"”“»]"
    r"[^.\n:=\"]{0,40}?(?:\s(?:is|was|ist|est|es|é|è|is|—|-)\s|\s*[:=]\s*)"
    r"(?P<value>[^\s.,;!?()][^\n.;!?()]{1,60})",
    _I,
)
# "X (security question) = Y", "security question: Y" with a value after it
_LABELLED = re.compile(
    r"\((?:security|secret) question\)\s*(?:[:=]|is)\s*(?P<value>[^\s.,;!?()][^\n.;!?()]{1,60})",
    _I,
)
# A description of the answer, not the answer ("is always a funny story", "is hard to say").
_DESCRIBED = re.compile(
    r"(?:a|an|the|always|never|usually|often|probably|something|someone|that|this|not|no|"
    r"hard|easy|different|complicated|obvious|kind of|sort of)\b",
    _I,
)
_LITERALS = (
    "answer",
    "antwort",
    "réponse",
    "respuesta",
    "resposta",
    "risposta",
    "antwoord",
    "ответ",
    "question)",
)


def security_answer_spans(text: str, lowered: str) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each answer to a security question said in `text`: from the
    answer's first character to its clause's end (all of it is the secret)."""
    if not any(w in lowered for w in _LITERALS):
        return []
    found = []
    for m in _QUOTED.finditer(text):
        if _PERSONAL_PAST.search(m.group(1)) and not _DESCRIBED.match(m.group("value")):
            found.append(("security-answer", m.start("value"), _value_end(m)))
    for m in _LABELLED.finditer(text):
        found.append(("security-answer", m.start("value"), _value_end(m)))
    return found


def _value_end(m: re.Match[str]) -> int:
    return m.start("value") + len(m.group("value").rstrip(" ,"))
