"""Where a rule's anchor words occur, found by str.find (C speed) with a budget per word, so a
log or a flood is read only up to there; the rule then tries its pattern with .match at each."""

from __future__ import annotations

from collections.abc import Iterable

from ltm_chat.memory.screen.literals import Literals, capped_occurrences

# Anchors read per word: a text with more is a log or a flood.
BUDGET = 1000


def anchors(
    lowered: str,
    chars: Literals,
    words: Iterable[str],
    *,
    word_start: bool = False,
    overlapping: bool = False,
) -> list[int]:
    """The first BUDGET positions of each of `words` in `lowered`; `word_start`: only where it
    starts a word; `overlapping`: anchors framed by spaces (" is ") may share one."""
    found = []
    for word in words:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, BUDGET, overlapping):
            if (
                not word_start
                or not pos
                or not (lowered[pos - 1].isalnum() or lowered[pos - 1] in "_-")
            ):
                found.append(pos)
    return found
