"""A word that follows a credential's noun in a menu path is the path's next step, not the
noun's value (secret_speech.py reads it): "Settings -> Password -> Change", "Account → PIN →
Reset".

A path is a chain of steps joined by one arrow ("->", "→", "›", "»", ">", "=>"): the noun is a
step itself, with an arrow before it as well as after. A value written after an arrow
("wifi password -> Sunflower22") has no arrow before its noun, and a value with a digit or a
symbol ("wifi -> password -> Sunflower22") is no menu's word.
"""

from __future__ import annotations

import re

__all__ = ["next_step"]
# Before the value: arrow, a step of up to three words, the same arrow (group 1 = the arrow).
_STEP_BEFORE = re.compile(
    r"(->|=>|[→⇒›»>])[ \t]*[^\W\d_][\w'’-]*(?:[ \t]+[\w'’-]+){0,2}[ \t]*(\1)[ \t]*$"
)
_MENU_WORDS = re.compile(r"[^\W\d_]+(?:[ \t]+[^\W\d_]+){0,2}")


def next_step(text: str, start: int, end: int) -> bool:
    """Whether text[start:end], letters only, follows a step between two of the same arrows."""
    if not _MENU_WORDS.fullmatch(text, start, end):
        return False
    return _STEP_BEFORE.search(text, max(0, start - 48), start) is not None
