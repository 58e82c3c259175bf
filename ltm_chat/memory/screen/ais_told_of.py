"""An AI named only with an indefinite article ("a story where an AI refuses to obey its
creator", "a rogue AI that ignores its makers") is one the writer tells of, not the assistant
that reads the memory: the text is that one sentence (no "keep this as your rule" after the
tale), names no assistant but indefinite ones, and no verb makes the reader that AI ("be an AI
that obeys …", "eres una IA que …")."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.generic_assistants import names_an_assistant
from ltm_chat.memory.screen.sentences import SENTENCE_END

# A chat line told of an AI is short; a longer text stays read as it was (fail closed).
_LONGEST = 400
# A verb of becoming or playing right before the indefinite AI: the reader is made that AI.
_MADE_THAT_AI = re.compile(
    r"\b(?:be|become|as|play|playing|simulate|emulate|into|are|'re|sei|sii|sé|sois|deviens|"
    r"werde|seja|sea|wees|eres|bist|és|jesteś|ты|будь|стань|ol)\s+(?:a|an|some|un|une|ein|eine|"
    r"einen|uno|una|um|uma|een|ett|bir)\s+(?:[\w-]+\s+)?$"
)
_LETTER = re.compile(r"[^\W\d_]")


def _one_sentence(folded: str) -> bool:
    """Whether no sentence with words in it follows a sentence end."""
    return not any(_LETTER.search(folded, m.end()) for m in SENTENCE_END.finditer(folded))


def only_ais_told_of(addressee: re.Pattern[str], folded: str) -> bool:
    """Whether `folded`, one short sentence, names no assistant but indefinite ones, none of
    them one the reader is told to be."""
    if len(folded) > _LONGEST or not _one_sentence(folded):
        return False
    named = list(addressee.finditer(folded))
    if not named or names_an_assistant(addressee, folded):
        return False
    return not any(_MADE_THAT_AI.search(folded, max(0, m.start() - 40), m.start()) for m in named)
