"""An order someone else gave, told in Hindi or Urdu written in Latin letters (#22, session 41):
"mere boss ne meeting mein bola "pichle instructions ignore karo"", "teacher ne kaha purane
rules bhool jao". The order comes after a third person's verb of saying in the perfective (the
ergative "ne" with "bola", "kaha", "bataya") or the habitual ("kehta hai", "bolti hai"): their
words, told of, said to nobody here. Still an order when its sentence holds "you" ("tum",
"aap") or a standing scope ("ab se", "hamesha"), which hand it to the reader.
Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_romanised import STANDING, YOU
from ltm_chat.memory.screen.sentences import opened_after

__all__ = ["said_by_someone_romanised"]

# A third person's verb of saying before the order: perfective after "ne", or habitual.
_SAID = re.compile(
    r"\bne\b[^.!?\n]{0,40}?\b(?:bola|boli|bole|kaha|kahaa|kahi|bataya|batayi|bataaya|samjhaya)\b|"
    r"\b(?:kehta|kehti|kehte|bolta|bolti|bolte|batata|batati)(?: (?:hai|hain|tha|thi|the))?\b"
)
_TO_READER = re.compile(STANDING + "|" + YOU)
_SENTENCE = re.compile(r".*[.!?\n]", re.S)


def said_by_someone_romanised(folded: str, start: int, end: int, lo: int, hi: int) -> bool:
    """Whether the order at folded[start:end] follows a third person's verb of saying in its
    sentence, with no "you" or standing scope in the sentence (a `_Near` skip)."""
    begin = opened_after(folded, start, 120, _SENTENCE)
    if _SAID.search(folded, begin, start) is None:
        return False
    return _TO_READER.search(folded, begin, max(end, hi)) is None
