"""The "remember that …" requests in one message, and what else the message says.

A request is a sentence that opens with "remember that …" or "remember: …" (after "please",
"also", "and", "oh", "ok", "so" at most) and is not a question ("Remember that trip?" asks to
recall). Its own statement is what follows the opener, to the end of its sentence: the next
sentence is not part of the request, even after "Also …" ("… Also my neighbour is having an
affair" was never asked to be kept). Each request is its own statement (two requests never
become one memory with the second request inside it), later split into independent clauses by
clauses.split_statements.

Every other sentence is the rest of the message: it is not explicit intent. It goes to the model
like any message, and through extraction and review like any turn ("Please remember that I'm
vegan. My therapist says …": only "I'm vegan" is explicit).

Pure functions, no model, no store.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

_OPENER = r"(?:(?:please|pls|also|and|oh|ok|okay|so|plus|btw)\b[\s,]*)*"
_REQUEST = re.compile(
    r"^\s*" + _OPENER + r"(?:please\s+)?(?:also\s+)?remember(?:\s+that\b|\s*:)\s*(?P<fact>.*)$",
    re.IGNORECASE | re.DOTALL,
)
# A second request inside one sentence: "… and remember that …", "…; also remember that …".
_INNER_REQUEST = re.compile(
    r"\s*(?:[,;]|\band\b|\balso\b)\s*(?:and\s+)?(?:please\s+)?(?:also\s+)?remember\s+that\b\s*",
    re.IGNORECASE,
)
# Sentence ends: after . ! ? before a capital, a quote or a digit; and a blank line (a
# paragraph, or text piped after the prompt). A single line break may continue a list.
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[\"'“(\[]?[A-Z0-9])|\s*\n\s*\n\s*")


@dataclass
class Requests:
    """What one message asks to remember (`facts`, one per request, in order) and the rest."""

    facts: list[str] = field(default_factory=list)
    rest: str = ""

    @property
    def asked(self) -> bool:
        return bool(self.facts)


def sentences(text: str) -> list[str]:
    """The message's sentences (and paragraphs), in order, without empty ones."""
    return [s.strip() for s in _SENTENCE_END.split(str(text)) if s and s.strip()]


def is_request(sentence: str) -> bool:
    """A sentence that asks to keep what follows its opener (not a question)."""
    return bool(_REQUEST.match(sentence)) and not sentence.rstrip().endswith("?")


def find_requests(text: str) -> Requests:
    """Split a message into its "remember that …" requests and the rest (see module doc)."""
    found = Requests()
    rest: list[str] = []
    for sentence in sentences(text):
        if is_request(sentence):
            fact = _REQUEST.match(sentence).group("fact")  # type: ignore[union-attr]
            found.facts.extend(_inner(fact))
        else:
            rest.append(sentence)
    found.rest = " ".join(rest)
    return found


def _inner(fact: str) -> list[str]:
    """One request's statement, cut where it asks again ("… and remember that …")."""
    parts = [p.strip() for p in _INNER_REQUEST.split(fact)]
    kept = [p for p in parts if p]
    return kept or [fact.strip()]


def not_kept_notice(decision: object) -> str:
    """What to tell a user whose "remember that …" was not kept because memory is off
    (`decision`: gate.MemoryDecision)."""
    if getattr(decision, "incognito", False):
        return "Not remembered: incognito keeps no memories; nothing was kept."
    if getattr(decision, "operator_veto", False):
        return (
            "Not remembered: memory is disabled by the operator (NODETOOL_MEMORY_ENABLED); "
            "nothing was kept."
        )
    return "Not remembered: memory is off (turn it on to keep things); nothing was kept."
