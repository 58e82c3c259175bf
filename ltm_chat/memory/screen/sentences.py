"""Where a sentence ends, for the rules that read an order within its sentence."""

from __future__ import annotations

import re

__all__ = ["SENTENCE_END", "opened_after", "sentence_around"]

# `.`, `!` or `?` before a space or the end (`!sudo`, `v1.2`, `e.g.x` end none), a CJK full
# stop, or a line break.
SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")


def sentence_around(text: str, start: int, end: int, reach: int) -> tuple[int, int]:
    """The sentence holding text[start:end], cut to `reach` characters on each side."""
    lo, hi = max(0, start - reach), min(len(text), end + reach)
    for stop in SENTENCE_END.finditer(text, lo, start):
        lo = stop.end()
    stop = SENTENCE_END.search(text, end, hi)
    return lo, stop.start() if stop else hi


def opened_after(text: str, at: int, reach: int, marks: re.Pattern[str]) -> int:
    """Where the clause or sentence holding `at` opens: after the last of `marks` (a greedy
    `.*[…]`, matched from `reach` characters back), or `reach` back when none is there."""
    lo = max(0, at - reach)
    opened = marks.match(text, lo, at)
    return opened.end() if opened else lo
