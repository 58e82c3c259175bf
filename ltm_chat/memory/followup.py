"""The previous user message as recall context: when a message leans on it, and how much.

"What should I get her?" names nobody; the turn before ("My sister's birthday is next week.")
says who "her" is. Recall then shapes its query from both: the query vector leans towards the
previous message's and its words count, at a lower weight, in the lexical match. A message that
names what it is about, or stands on its own, is recalled on itself alone.
"""

from __future__ import annotations

import re

# How the previous message shapes the query: "mix" (query vector = unit(v_now + WEIGHT·v_prev),
# its terms at WEIGHT in the lexical match) or "joint" (one embedding of "previous\ncurrent").
METHOD = "mix"
WEIGHT = 0.5
# Which messages get context (see `leans_on_previous`): "pronoun" (one that points back),
# "pronoun, no name" (points back and names nothing), or "off" (every message).
GATE = "pronoun, no name"
# A message of at most this many content words is too short to stand on its own ("And her?");
# 0: length alone never makes a message lean on the one before.
SHORT_WORDS = 3

# Words that point back to someone or something named earlier.
_POINTERS = frozenset(
    "he him his himself she her hers herself they them their theirs themselves it its itself "
    "that those there".split()
)
_WORD = re.compile(r"[^\W\d_][\w'’-]*")


def _names(text: str) -> list[str]:
    """Capitalised words other than a sentence's first word and "I" (a name, a place, a title)."""
    out = []
    for sentence in re.split(r"[.!?\n]+", text):
        words = _WORD.findall(sentence)
        out += [w for w in words[1:] if w[0].isupper() and w not in ("I", "I'm", "I've", "I'd")]
    return out


def leans_on_previous(message: str) -> bool:
    """True when a message needs the one before to be understood: it points back (a pronoun
    such as "her", "they", "that") without naming anyone, or it is only a few words long."""
    from ltm_chat.memory.search_cache import terms

    words = [w.casefold() for w in _WORD.findall(message)]
    if not words:
        return False
    if len(terms(message)) <= SHORT_WORDS:
        return True
    points_back = any(w in _POINTERS for w in words)
    return points_back and (GATE == "pronoun" or not _names(message))


def context_for(message: str, previous: str | None) -> str | None:
    """The previous message when recall should use it for `message`, else None."""
    previous = (previous or "").strip()
    if not previous or previous == message.strip():
        return None
    if GATE != "off" and not leans_on_previous(message):
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
    from ltm_chat.memory.search_cache import terms

    out: dict[str, float] = dict.fromkeys(terms(query), 1.0)
    if context and weight > 0:
        for term in terms(context):
            out.setdefault(term, weight)
    return out
