"""A bulleted list typed with escaped line breaks ("- laptop: ThinkPad X1\\n- phone: Pixel 8"),
told from the escapes that fake a new turn or a system block.

Some chat clients (and people pasting from JSON) turn each line break of a list into the two
characters backslash and "n". A list that opens with a dash, whose every escape is a line break
before the next dash, and that labels no speaker ("system:", "assistant:") is the user's notes:
it closes no prompt and opens no turn. Any other escape is read as markup, as before.
"""

from __future__ import annotations

import re

__all__ = ["escaped_list"]

# Every escape the markup rule reads (the same as poison.py's pattern's parts).
_ESCAPE = re.compile(r"\\[nrt]|\\u[0-9a-fA-F]{4}")
# An escaped line break before the next item of a dashed list.
_LIST_BREAK = re.compile(r"\\n(?=- \S)")
# A speaker's or a block's label: what a faked turn writes after its line break.
_SPEAKER = re.compile(
    r"(?i)(?<!\w)(?:system|assistant|user|human|ai|developer|admin|instructions?)\s*[:：\]]"
)
# Escapes looked at (a long paste of them is not a list anyone typed).
_BUDGET = 16


def escaped_list(text: str) -> bool:
    """Whether every escape in `text` is a line break between the items of a dashed list that
    `text` opens with, and no speaker is labelled."""
    if not text.lstrip().startswith("- ") or _SPEAKER.search(text):
        return False
    escapes = list(_ESCAPE.finditer(text))
    if not escapes or len(escapes) > _BUDGET:
        return False
    return all(_LIST_BREAK.match(text, m.start()) for m in escapes)
