"""The previous user message as recall context: when a message leans on it, and how much.

"What should I get her?" names nobody; the turn before ("My sister's birthday is next week.")
says who "her" is. Recall then shapes its query from both: the query vector leans towards the
previous message's, and its words count, at a lower weight, in the lexical match. A message
that names what it is about, or does not point back, is recalled on itself alone.
LoCoMo follow-ups, held out (bench/followups.py, RESULTS.md): any@5 / frac@5 69.5 / 61.3 ->
71.4 / 62.4 semantic, 56.8 / 50.1 -> 59.1 / 51.4 lexical; a named question is unchanged.
"""

from __future__ import annotations

import re

# Query vector = unit(v_now + WEIGHT·v_previous); the previous message's terms count at this
# weight in the lexical match (semantic mode). Chosen by rotation on LoCoMo follow-ups.
WEIGHT = 0.5
# The weight of the previous message's terms in lexical mode (no vectors), chosen the same way.
LEXICAL_WEIGHT = 0.3
# False: every message gets context (the bench's harm row: a named question then loses).
GATE = True

# Words that point back to someone or something named earlier.
_POINTERS = frozenset(
    "he him his himself she her hers herself they them their theirs themselves it its itself "
    "that those there".split()
)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")
_I = frozenset(("I", "I'm", "I've", "I'd", "I'll", "I’m", "I’ve", "I’d", "I’ll"))


def _names(text: str) -> list[str]:
    """Capitalised words other than a sentence's first word and "I" (a name, a place, a title)."""
    out = []
    for sentence in re.split(r"[.!?\n]+", text):
        words = _WORD.findall(sentence)
        out += [w for w in words[1:] if w[0].isupper() and w not in _I]
    return out


def leans_on_previous(message: str) -> bool:
    """True when a message needs the one before to be understood: it points back (a pronoun
    such as "her", "they", "that") and names nobody and nothing itself."""
    words = {w.casefold() for w in _WORD.findall(message)}
    return bool(words & _POINTERS) and not _names(message)


def context_for(message: str, previous: str | None) -> str | None:
    """The previous message when recall should use it for `message`, else None."""
    previous = (previous or "").strip()
    if not previous or previous == message.strip():
        return None
    if GATE and not leans_on_previous(message):
        return None
    return previous


def mixed_vector(current: list[float], previous: list[float], weight: float) -> list[float]:
    """unit(unit(current) + weight · unit(previous))."""
    import numpy as np

    a = np.asarray(current, dtype=np.float64)
    b = np.asarray(previous, dtype=np.float64)
    a /= float(np.linalg.norm(a)) or 1.0
    b /= float(np.linalg.norm(b)) or 1.0
    out = a + weight * b
    out /= float(np.linalg.norm(out)) or 1.0
    return [float(x) for x in out]


def term_weights(query: str, context: str | None, weight: float) -> dict[str, float]:
    """Each distinct term of the query at 1, each other term of the context at `weight`."""
    from ltm_chat.memory.text import terms

    out: dict[str, float] = dict.fromkeys(terms(query), 1.0)
    if context and weight > 0:
        for term in terms(context):
            out.setdefault(term, weight)
    return out
