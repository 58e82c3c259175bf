"""Where a sentence ends, for the rules that read an order within its sentence."""

from __future__ import annotations

import re

__all__ = ["SENTENCE_END"]

# `.`, `!` or `?` before a space or the end (`!sudo`, `v1.2`, `e.g.x` end none), a CJK full
# stop, or a line break.
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")
