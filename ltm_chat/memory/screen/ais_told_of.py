"""An AI named only with an indefinite article ("a story where an AI refuses to obey its
creator", "a rogue AI that ignores its makers") is one the writer tells of, not the assistant
that reads the memory: no second person and no definite AI near it, and no verb making the
reader that AI ("be an AI that obeys …", "act as an AI …")."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.generic_assistants import names_an_assistant

# How far around the sentence a "you" or "the AI" still binds the order to the assistant
# ("An AI must obey its maker. You are that AI.").
_REACH = 120
# A verb of becoming or playing right before the indefinite AI: the reader is made that AI.
_MADE_THAT_AI = re.compile(
    r"\b(?:be|become|as|play|playing|simulate|emulate|into|are|'re|sei|sii|sé|sois|deviens|"
    r"werde|seja|sea|wees|будь|стань|ol)\s+(?:a|an|some|un|une|ein|eine|einen|uno|una|um|uma|"
    r"een|ett|bir)\s+(?:[\w-]+\s+)?$"
)


def only_ais_told_of(addressee: re.Pattern[str], folded: str, lo: int, hi: int) -> bool:
    """Whether the text around folded[lo:hi] names no assistant but indefinite ones, none of
    them one the reader is told to be."""
    start = max(0, lo - _REACH)
    around = folded[start : hi + _REACH]
    named = list(addressee.finditer(around))
    if not named or names_an_assistant(addressee, around):
        return False
    return not any(_MADE_THAT_AI.search(around, max(0, m.start() - 40), m.start()) for m in named)
