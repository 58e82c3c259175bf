"""Words found by their stems, and the value in the same clause after one (#22 session 28): the
rules that name a thing by a noun with its language's endings (locked_thing_codes,
inflected_pins, inflected_passwords) look for a few stems where a word starts (str.find runs at
C speed), then read what follows the word up to the clause's end."""

from __future__ import annotations

import re
from collections.abc import Callable

_CLAUSE_END = re.compile(r"[.!?;,\n]")


def word_spans(
    lowered: str,
    stems: tuple[str, ...],
    word: re.Pattern[str],
    limit: int,
    keep: Callable[[re.Match[str]], bool] | None = None,
) -> list[tuple[int, int]]:
    """(start, end) of each `word` starting where a word starts with one of `stems`, in text
    order; at most `limit` places are looked at (past them a long text is not read)."""
    found: list[tuple[int, int]] = []
    examined = 0
    for stem in stems:
        pos = lowered.find(stem)
        while pos >= 0 and examined < limit:
            examined += 1
            if not (pos and (lowered[pos - 1].isalnum() or lowered[pos - 1] == "_")):
                m = word.match(lowered, pos)
                if m and (keep is None or keep(m)):
                    found.append(m.span())
            pos = lowered.find(stem, pos + 1)
    return sorted(found)


def clause_stop(text: str, end: int, reach: int, ends: re.Pattern[str] = _CLAUSE_END) -> int:
    """Where the clause that goes on at `end` stops (at the first of `ends`), at most `reach`
    characters on."""
    stop = min(len(text), end + reach)
    if clause_end := ends.search(text, end, stop):
        stop = clause_end.start()
    return stop


def value_in_clause(
    text: str, end: int, value: re.Pattern[str], reach: int
) -> tuple[re.Match[str], list[str]] | None:
    """The first `value` in the clause after `end` with no other digit before it, and the
    words between (a value named later belongs to another word)."""
    found = value.search(text, end, clause_stop(text, end, reach))
    if found is None or any(c.isdigit() for c in text[end : found.start()]):
        return None
    return found, text[end : found.start()].split()
