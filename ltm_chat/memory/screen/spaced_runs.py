"""Letters spaced apart ("i g n o r e"), joined into words: the runs found at C speed.

`joined_runs(text, shape)` is `SPACED.sub(lambda m: m.group().replace(" ", ""), text)`: the
regex reads a long text a character at a time (a megabyte of "я я я …" is one match); here each
run of one-character words is found by byte searches over the text's shape (white space or
not), and only a run holding a character that is no word character goes to the regex.
"""

from __future__ import annotations

import re

__all__ = ["RUN_SHAPE", "SPACED", "joined_runs"]

# Three or more one-character words, a single space apart, with white space or an end around.
SPACED = re.compile(r"(?<!\S)(?:\w ){2,}\w(?!\S)")
# The shape of a text encoded to Latin-1 with "?" for the rest: a space stays a space, other
# white space becomes a line break, anything else an `x` (a character past Latin-1 is a "?").
RUN_SHAPE = bytes(32 if c == 32 else 10 if chr(c).isspace() else 120 for c in range(256))
# White space past Latin-1 (the shape would read it as an `x`): a text holding one goes to
# the regex whole.
_WIDE_SPACES = tuple(c for c in map(chr, range(256, 0x3001)) if c.isspace())
# Below this length the regex alone is as quick.
_BY_SHAPE_FROM = 2_000
# Where a run of one-character words ends: two characters together, two spaces, a line break.
_BREAKS = (b"xx", b"  ", b"\n")


def _unspace(m: re.Match[str]) -> str:
    return m.group().replace(" ", "")


def joined_runs(text: str, shape: bytes | None = None) -> str:
    """`text` with each run of three or more one-character words joined (see above); `shape`:
    `text` encoded to Latin-1 ("?" for the rest) and translated by RUN_SHAPE, if at hand."""
    if len(text) < _BY_SHAPE_FROM or any(c in text for c in _WIDE_SPACES):
        return SPACED.sub(_unspace, text)
    if shape is None:
        shape = text.encode("latin-1", "replace").translate(RUN_SHAPE)
    size = len(shape)
    nexts = dict.fromkeys(_BREAKS, -1)  # each break's next place (-1: to find), found once
    out: list[str] = []
    done = pos = 0
    while (start := shape.find(b"x x x", pos)) >= 0:
        if start and shape[start - 1] == 120:
            pos = start + 1  # inside a longer word: no run starts here
            continue
        for brk in _BREAKS:
            if nexts[brk] < start:
                found = shape.find(brk, start)
                nexts[brk] = found if found >= 0 else size
        stop = min(nexts.values())
        # The run's last one-character word: a word sits at every other place from its start.
        last = start + 2 * ((stop - 1 - start) // 2)
        if last - start >= 4:  # (three words or more)
            run = text[start : last + 1]
            letters = run[::2]
            bare = letters.replace("_", "")
            joined = letters if not bare or bare.isalnum() else SPACED.sub(_unspace, run)
            if joined != run:
                out += (text[done:start], joined)
                done = last + 1
        pos = max(last + 1, start + 1)
    if not out:
        return text
    out.append(text[done:])
    return "".join(out)
