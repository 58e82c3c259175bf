"""A question's mark after a word is the question's (#22 session 36): "Is it safe to store
passwords in the Notes app on iPhone?", "can I keep the wifi password in OneDrive?".

A `?` after a plain word is read as the sentence's already (spoken_values.token_core); after a
word with capitals inside ("iPhone", "OneDrive", "KeePass") it was read as the password's last
symbol, which made a product's name a chosen password. A word of letters only, followed by the
question's mark and then a space or the end, is the thing asked about, unless the letters
themselves are a random draw ("xKqPzRtWv?").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.spoken_values import random_letters

__all__ = ["asked_word"]

_ASKED = re.compile(r"[^\W\d_]+\?")


def asked_word(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] is a word of letters with the question's mark after it."""
    if _ASKED.fullmatch(text, start, end) is None or text[end : end + 1].strip():
        return False
    return not random_letters(text[start : end - 1])
