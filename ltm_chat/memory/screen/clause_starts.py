"""Where a rule led by a sentence start and a frame of words can start, told from the pieces
each of its matches holds: a rule tried at those few places, not searched over a whole text in
which a piece occurs once (a megabyte of `when "a" says` after one `say "x"`)."""

from __future__ import annotations

import re
from itertools import islice

# The characters a sentence starts after (poison's `_START`), the line break apart: each found
# by a C-speed `rfind`, no regex read of every character.
SENTENCE_MARKS = ".!?:;\"'*(["
# More pieces or places than this: the caller searches as before (a flood of the piece itself).
PIECE_BUDGET = 64
START_BUDGET = 256


def starts_near(text: str, pieces: tuple[re.Pattern[str], ...]) -> list[int] | None:
    """Every place where a match can start (a superset), of a rule that starts at the text's
    start or after a line break or one of `SENTENCE_MARKS`, whose every match holds one of
    `pieces` and no such mark between its start and that piece (only word characters, white
    space, "," and "-"): after the last mark before each piece (or the text's start), and after
    each line break between the two. None over the budgets."""
    hits: set[int] = set()
    for piece in pieces:
        hits.update(m.start() for m in islice(piece.finditer(text), PIECE_BUDGET + 1))
        if len(hits) > PIECE_BUDGET:
            return None
    starts: set[int] = set()
    clause = [0]  # the places open to the current piece: its clause's start, its line breaks
    scanned = 0
    for at in sorted(hits):
        # (each span read once: a later piece shares the earlier one's clause when no mark is between)
        mark = max(text.rfind(c, scanned, at) for c in SENTENCE_MARKS)
        if mark >= 0:
            clause = [mark + 1]
        line = text.find("\n", max(clause[0], scanned), at)
        while line >= 0:
            clause.append(line + 1)
            if len(clause) > START_BUDGET:  # (lines of words: not read line by line)
                return None
            line = text.find("\n", line + 1, at)
        starts.update(clause)
        if len(starts) > START_BUDGET:
            return None
        scanned = at
    return sorted(starts)
