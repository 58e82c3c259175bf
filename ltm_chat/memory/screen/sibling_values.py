"""Codes of a found code's shape elsewhere in its sentence, for redaction: "the door code is
2207, for the basement 1130", "the managers' pin is 4821, staff use 2 2 4 6".

A sentence that gives one code often gives the next without its noun; the rules find the first.
Redaction then hides the others too (a transcript never keeps a second code); the verdict does
not change: only a sentence that already holds a found secret is read. (A second password
beside a first is companion_values.py's: it needs a link, "and the guest one is …", since
"I use Python3" or "v2.3.1-rc" beside a password are no secret.)
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Iterable

from ltm_chat.memory.screen.sentences import SENTENCE_END

__all__ = ["sibling_spans"]

# 3-12 digits, typed together or in groups ("2207", "12 34 56", "4821-9930")
_DIGITS = re.compile(r"(?<![\w.,])\d(?:[ -]?\d){2,11}(?![\w])")
# How far around a found code the others are looked for (a pasted page with no sentence end is
# not read whole for each of them)
_REACH = 300


def _is_code(value: str) -> bool:
    bare = re.sub(r"[\s-]", "", value)
    return bare.isdigit() and 3 <= len(bare) <= 12


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence holding text[start:end], cut to _REACH characters on each side."""
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    for stop in SENTENCE_END.finditer(text, lo, start):
        lo = stop.end()
    stop = SENTENCE_END.search(text, end, hi)
    return lo, stop.start() if stop else hi


def sibling_spans(text: str, spans: Iterable[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each digit code in the sentence of a found code, overlapping none."""
    found = sorted(spans, key=lambda f: f[1])
    regions: list[list] = []
    for rule, start, end in found:
        # (a span past 64 characters is no code: the rest of a text over the scan budget)
        if end - start > 64 or not _is_code(text[start:end]):
            continue
        lo, hi = _sentence_around(text, start, end)
        if regions and lo < regions[-1][1]:  # (the same sentence as the last: read once)
            regions[-1][1] = max(regions[-1][1], hi)
        else:
            regions.append([lo, hi, rule])
    taken = [(s, e) for _, s, e in found]
    out: list[tuple[str, int, int]] = []
    for lo, hi, rule in regions:
        for hit in _DIGITS.finditer(text, lo, hi):
            s, e = hit.span()
            if not _overlaps(taken, s, e):
                out.append((rule, s, e))
    return out


def _overlaps(taken: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether [start, end) overlaps a found span (`taken` sorted by start)."""
    i = bisect_left(taken, (end, -1))
    return i > 0 and taken[i - 1][1] > start
