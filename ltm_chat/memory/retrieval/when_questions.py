"""Questions that ask *when*: "When did Caroline go to the support group?", "How long ago …",
"Since when …", "In which year …", and the same in German, Spanish, French and Portuguese.

Such a question asks about one event, which may be told in several memories ("Attended a
support group recently …", "The support group made her feel accepted …"). Recall's diversity
(recall.DIVERSITY) keeps near-duplicates from crowding out other facts: what a question about
several facts needs, the opposite of what a question about one event needs, so on a
when-question it is off. LoCoMo temporal questions, held out (bench/locomo.py, family "when:
one event"; RESULTS.md "#27 temporal questions (session 9)"): any@5 / frac@5 77.6 / 73.2 ->
78.5 / 74.1, no other category changes.
"""

from __future__ import annotations

import re

# Recall's diversity on a when-question (None: recall.DIVERSITY, as for any question). 0 and
# 0.15 measure the same; the rotation chose them in 9 of 10 splits.
CUED_DIVERSITY: float | None = 0.0

_AUX = (
    r"(?:did|do|does|was|were|is|are|am|will|would|has|have|had|can|could|should|shall|"
    r"didn't|doesn't|don't|wasn't|weren't|isn't|aren't|won't|hasn't|haven't|hadn't|'s|’s)"
)
_PAST_AUX = r"(?:did|does|do|has|have|had|was|were|will|didn't|hasn't|haven't|hadn't)"
_UNITS = r"(?:year|month|week|day|date|time\s+of\s+year|season|decade)"
# Where a sentence starts: the text's start, after . ! ? ¿ ; : or a line break, or after a
# leading "and" / "so" / "but" / "then" / "ok" / "hey" and a comma.
_START = r"(?:^|[.!?¿;:\n]\s*|\b(?:and|so|but|then|ok|okay|hey|also)\s*,?\s+)"
_FRAMES = [
    # English: "when" with the verb before the subject ("When did …", "When is …"): a
    # question; "When you answer, be brief" / "when I was young" put the subject first.
    rf"{_START}(?:when(?:\s+{_AUX}|['’]s))\b",
    rf"\b(?:since\s+when(?:\s+{_AUX})?)\b",
    # "How long" asks for a time with a past or future verb ("How long has she …", "How
    # long ago …"), not always with "is" / "should" ("How long should answers be?").
    rf"{_START}(?:how\s+long\s+(?:ago|{_PAST_AUX}))\b",
    rf"{_START}(?:how\s+(?:many|much)\s+(?:years?|months?|weeks?|days?|time)\s+ago"
    rf"(?:\s+{_AUX})?)\b",
    rf"{_START}(?:(?:in\s+|during\s+|on\s+)?(?:what|which)\s+{_UNITS}(?:\s+{_AUX})?)\b",
    rf"{_START}(?:what\s+time\s+of\s+(?:the\s+)?(?:year|month)(?:\s+{_AUX})?)\b",
    # German: "wann" only asks ("wenn" is the conditional); "wann immer" is "whenever".
    r"\b(?:(?:seit|bis)\s+wann|wann)\b(?!\s+immer\b)",
    r"\b(?:wie\s+lange(?:\s+(?:ist\s+es\s+)?her)?|vor\s+wie\s+(?:langer\s+zeit|vielen\s+\w+))\b",
    r"\b(?:in\s+welchem\s+(?:jahr|monat)|an\s+welchem\s+tag|welches\s+jahr)\b",
    # Spanish: "cuándo" with its accent only asks; without it only after "¿".
    r"(?:\b(?:desde\s+|hasta\s+)?cuándo\b|¿\s*(?:desde\s+)?cuando\b)",
    r"\b(?:hace\s+cuánto(?:\s+tiempo)?|cuánto\s+tiempo\s+hace|en\s+qué\s+(?:año|mes|fecha)"
    r"|qué\s+día)\b",
    # French: "quand" asks when the verb comes first ("quand est-ce que", "quand as-tu"), when
    # it ends the question ("tu as commencé quand ?") or follows "depuis"/"jusqu'à".
    r"\b(?:(?:depuis|jusqu'à|jusqu’à)\s+quand)\b",
    r"\b(?:quand\s+(?:est-ce\s+qu[e'’]|\w+-(?:t-)?(?:je|tu|il|elle|on|nous|vous|ils|elles)\b))",
    r"\b(?:quand)\s*\?",
    r"\b(?:il\s+y\s+a\s+combien\s+de\s+temps|depuis\s+combien\s+de\s+temps"
    r"|en\s+quelle\s+année|en\s+quel\s+mois|quel\s+jour)\b",
    # Portuguese: "quando" asks before "é que" / "foi que", after "desde", or opening a
    # sentence that ends in "?" (a Spanish one has its "¿" first: "Cuando puedas, ¿…?").
    r"\b(?:(?:desde|até)\s+quando|quando\s+(?:é|foi)\s+que)\b",
    r"(?:^|[.!?;:\n]\s*)(?:quando)\b(?=[^.!;\n¿]*\?)",
    r"\b(?:há\s+quanto\s+tempo|em\s+que\s+(?:ano|mês))\b",
]
_FRAME = re.compile("|".join(f"(?:{p})" for p in _FRAMES), re.I)


def asks_when(text: str) -> bool:
    """True when the message asks when something happened, will happen or since when."""
    return bool(text) and _FRAME.search(text) is not None


def diversity_for(query: str, default: float) -> float:
    """Recall's diversity for this query: CUED_DIVERSITY on a when-question, else `default`."""
    if CUED_DIVERSITY is None or not asks_when(query):
        return default
    return CUED_DIVERSITY
