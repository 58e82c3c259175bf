"""A credential spelled out letter by letter so no search finds it (redact.py runs it): "p a s s
w o r d is b l u e f i s h 4 2", "H e s l o: P-r-a-h-a-2-0-2-4", "r e v o l u t  p a s s c o d e
=  2 2 7 4 9 1". The spacing is a trick, not the words: each run of single characters parted
by single spaces (or, in one token, by dashes) is joined into the word it spells, and the text
so joined is read by the same rules; what they find in a joined run is mapped back onto the
characters it was spelled with, so the whole spelled value is hidden.

Only a text that spells a word (four letters at least in a run) is read again; the finds kept
are those that touch a spelled run (the rest was read already). The instruction screen joins
spaced letters too (spaced_runs.py); secrets need the offsets back, and dashes.
"""

from __future__ import annotations

import re
from collections.abc import Callable

__all__ = ["spelled_out_spans"]

# Runs of one-character words a space apart, the last maybe followed by a label's punctuation
# ("H e s l o:"); in one token, characters joined by dashes ("s-k-y-r-i-m-1-1-1-1").
_SPACED = re.compile(r"(?<!\S)(?:[\w-] )+\w(?=[:=,;.!?)]*(?:\s|\Z))")  # (a dash spelled too)
_DASHED = re.compile(r"(?<![\w-])(?:\w-){3,}\w(?![\w-])")
# The text's shape at C speed (a space, a dash, other white space, anything else): a run can be
# only where this shape holds " x x x" or "x-x-x-x".
_SHAPE = bytes(
    32 if c == 32 else 45 if c == 45 else 10 if chr(c).isspace() else 120 for c in range(256)
)
_MIN_LETTERS = 4
_LONGEST = 20_000  # a chat message, not a log: a longer text is not read twice


def _runs(text: str) -> list[tuple[int, int]]:
    shape = b" " + text.encode("latin-1", "replace").translate(_SHAPE)
    if b" x x x" not in shape and b"x-x-x-x" not in shape:
        return []
    runs = [m.span() for m in _SPACED.finditer(text) if m.end() - m.start() >= 5]
    runs += [m.span() for m in _DASHED.finditer(text)]
    return sorted(runs)


def spelled_out_spans(
    text: str, find: Callable[[str], list[tuple[str, int, int]]]
) -> list[tuple[str, int, int]]:
    """(rule, start, end) in `text` of each secret `find` reads in its spelled runs joined."""
    if len(text) > _LONGEST:
        return []
    runs = _runs(text)
    if not any(_letters(text[s:e]) >= _MIN_LETTERS for s, e in runs):
        return []
    joined, where, spelled, at = [], [], [], 0  # where[i]: the original index of joined[i]
    for start, end in runs:
        if start < at:
            continue
        joined.append(text[at:start])
        where.extend(range(at, start))
        first = len(where)
        spaced = (
            " " in text[start:end]
        )  # a dash is spelled in a spaced run, a joint in a dashed one
        for i in range(start, end):
            if text[i] != " " and (text[i] != "-" or spaced):
                joined.append(text[i])
                where.append(i)
        spelled.append((first, len(where)))
        at = end
    joined.append(text[at:])
    where.extend(range(at, len(text)))
    found = []
    for rule, start, end in find("".join(joined)):
        if end > start and any(start < e and s < end for s, e in spelled):
            found.append((rule, where[start], where[end - 1] + 1))
    if found:  # a word spelled beside a spelled secret is its part or its noun: hidden too
        found += [(found[0][0], s, e) for s, e in runs if _letters(text[s:e]) >= _MIN_LETTERS]
    return found


def _letters(piece: str) -> int:
    return sum(c.isalpha() for c in piece)
