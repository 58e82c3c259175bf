"""Questions that ask *when*: "When did Caroline go to the support group?", "How long ago …",
"Since when …", "In which year …", and the same in German, Spanish, French and Portuguese.

Such a question asks for an event, and its answer is a time. Recall can use that (issue #27,
bench/locomo.py families "when: …", RESULTS.md "#27 temporal questions (session 9)"):
- the event is the question without its frame ("Caroline go to the support group"), so the
  query can lean towards that core, in meaning and in words (`event_core`, CORE_WEIGHT);
- a memory that carries a time phrase ("… yesterday", "… for 4 years", "… last May") tells
  when, a timeless fact does not (`has_time_phrase`, TIMED_BOOST).
Each knob is off at 0 unless the rotation adopted it.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from functools import lru_cache

# The query vector on a when-question: unit(unit(v_question) + CORE_WEIGHT·unit(v_core));
# math.inf: the core alone. 0: the question as asked (and its words as they are).
CORE_WEIGHT = 0.0
# What a memory that carries a time phrase gains in recall's choice on a when-question.
TIMED_BOOST = 0.0
# Recall's diversity on a when-question (None: recall.DIVERSITY): one event is asked for.
CUED_DIVERSITY: float | None = None

_AUX = (
    r"(?:did|do|does|was|were|is|are|am|will|would|has|have|had|can|could|should|shall|"
    r"didn't|doesn't|don't|wasn't|weren't|isn't|aren't|won't|hasn't|haven't|hadn't|'s|’s)"
)
_UNITS = r"(?:year|month|week|day|date|time\s+of\s+year|season|decade)"
# Where a sentence starts: the text's start, after . ! ? ¿ ; : or a line break, or after a
# leading "and" / "so" / "but" / "then" / "ok" / "hey" and a comma.
_START = r"(?:^|[.!?¿;:\n]\s*|\b(?:and|so|but|then|ok|okay|hey|also)\s*,?\s+)"
_FRAMES = [
    # English: "when" with the verb before the subject ("When did …", "When is …"): a
    # question; "When you answer, be brief" / "when I was young" put the subject first.
    rf"{_START}(?P<f>when(?:\s+{_AUX}|['’]s))\b",
    rf"\b(?P<f>since\s+when(?:\s+{_AUX})?)\b",
    rf"{_START}(?P<f>how\s+long(?:\s+ago)?(?:\s+{_AUX})?)\b",
    rf"{_START}(?P<f>how\s+(?:many|much)\s+(?:years?|months?|weeks?|days?|time)\s+ago"
    rf"(?:\s+{_AUX})?)\b",
    rf"{_START}(?P<f>(?:in\s+|during\s+|on\s+)?(?:what|which)\s+{_UNITS}(?:\s+{_AUX})?)\b",
    rf"{_START}(?P<f>what\s+time\s+of\s+(?:the\s+)?(?:year|month)(?:\s+{_AUX})?)\b",
    # German: "wann" only asks ("wenn" is the conditional); "wann immer" is "whenever".
    r"\b(?P<f>(?:seit|bis)\s+wann|wann)\b(?!\s+immer\b)",
    r"\b(?P<f>wie\s+lange(?:\s+(?:ist\s+es\s+)?her)?|vor\s+wie\s+(?:langer\s+zeit|vielen\s+\w+))\b",
    r"\b(?P<f>in\s+welchem\s+(?:jahr|monat)|an\s+welchem\s+tag|welches\s+jahr)\b",
    # Spanish: "cuándo" with its accent only asks; without it only after "¿".
    r"(?P<f>\b(?:desde\s+|hasta\s+)?cuándo\b|¿\s*(?:desde\s+)?cuando\b)",
    r"\b(?P<f>hace\s+cuánto(?:\s+tiempo)?|cuánto\s+tiempo\s+hace|en\s+qué\s+(?:año|mes|fecha)"
    r"|qué\s+día)\b",
    # French: "quand" asks when the verb comes first ("quand est-ce que", "quand as-tu"), when
    # it ends the question ("tu as commencé quand ?") or follows "depuis"/"jusqu'à".
    r"\b(?P<f>(?:depuis|jusqu'à|jusqu’à)\s+quand)\b",
    r"\b(?P<f>quand\s+(?:est-ce\s+qu[e'’]|\w+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)\b))",
    r"\b(?P<f>quand)\s*\?",
    r"\b(?P<f>il\s+y\s+a\s+combien\s+de\s+temps|depuis\s+combien\s+de\s+temps"
    r"|en\s+quelle\s+année|en\s+quel\s+mois|quel\s+jour)\b",
    # Portuguese: "quando" asks before "é que" / "foi que" or at the end, or after "desde".
    r"\b(?P<f>(?:desde|até)\s+quando|quando\s+(?:é|foi)\s+que)\b",
    r"(?:^|[.!?;:\n]\s*)(?P<f>quando)\b(?=[^.!;\n¿]*\?)",
    r"\b(?P<f>há\s+quanto\s+tempo|em\s+que\s+(?:ano|mês))\b",
]
_FRAME = re.compile("|".join(f"(?:{p})" for p in _FRAMES).replace("(?P<f>", "(?:"), re.I)
_FRAME_PARTS = [re.compile(p, re.I) for p in _FRAMES]

# A time phrase in a memory: what time_words reads, or a duration / relative time it does not
# resolve to a period ("for 4 years", "recently", "ago").
_TIME_ADVERB = re.compile(
    r"\b(?:recently|lately|ago|since|soon|upcoming|earlier|previously|"
    r"for\s+(?:\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|a\s+few|"
    r"a\s+couple\s+of|several|many)\s+(?:hours?|days?|weeks?|months?|years?|decades?))\b",
    re.I,
)
_FIXED_NOW = datetime(2000, 1, 1, tzinfo=UTC)  # whether a phrase resolves, not to what


def asks_when(text: str) -> bool:
    """True when the message asks when something happened, will happen or since when."""
    return bool(text) and _FRAME.search(text) is not None


def event_core(text: str) -> str:
    """The question without its when-frame and question marks: the event it asks about
    ("When did Caroline go to the group?" -> "Caroline go to the group"); the text itself
    when it asks no when-question."""
    for pattern in _FRAME_PARTS:
        found = pattern.search(text)
        if found is not None:
            start, end = found.span("f")
            core = text[:start] + " " + text[end:]
            core = re.sub(r"[?¿]+", " ", core)
            return re.sub(r"\s+", " ", core).strip(" ,") or text
    return text


@lru_cache(maxsize=65_536)
def has_time_phrase(text: str) -> bool:
    """Does a memory say when (a date, "yesterday", "last May") or for how long?"""
    from ltm_chat.memory.retrieval.time_words import resolve

    return bool(_TIME_ADVERB.search(text)) or resolve(text, _FIXED_NOW) is not None


def with_core(question: list[float], core: list[float], weight: float) -> list[float]:
    """The query vector leaning towards the event core's (the core alone at weight inf)."""
    import math

    from ltm_chat.memory.retrieval.followup import mixed_vector

    if math.isinf(weight):
        return list(core)
    return mixed_vector(question, core, weight)
