"""Where a piece of a literal sits among a long text's distinct words, found without a search.

`Literals` looks a literal with white space up piece by piece among the distinct words (each
between line breaks): a middle piece must be a whole word, the first must end one, the last must
start one. Each such look-up is a search of every distinct word; a varied long text has
thousands of them, and a screening of all rules asks thousands of pieces. Sorted once, the words
answer "a word is p", "a word starts with p" and "a word ends with p" by a set and bisection
(built per word, not per character: a megabyte-long word costs one entry); a piece anywhere
inside a word is still searched for.
"""

from __future__ import annotations

from bisect import bisect_left

__all__ = ["WordIndex"]


def _has_prefix(ordered: list[str], piece: str) -> bool:
    """Whether a string of `ordered` (sorted) starts with `piece`: the first one not below it."""
    at = bisect_left(ordered, piece)
    return at < len(ordered) and ordered[at].startswith(piece)


class WordIndex:
    """The distinct words of `words` (a line-break-separated string, as `Literals` keeps it)."""

    __slots__ = ("_ends", "_set", "_starts", "_words")

    def __init__(self, words: str) -> None:
        listed = words.split("\n")
        self._words = words
        self._set = frozenset(listed)
        self._starts = sorted(self._set)
        self._ends = sorted(w[::-1] for w in self._set)

    def has(self, piece: str, *, start: bool, end: bool) -> bool:
        """Whether `piece` (no white space) is in a word, at its start and / or its end: the same
        answer as searching `words` for it with a line break before (`start`) and after (`end`)."""
        if start and end:
            return piece in self._set
        if start:
            return _has_prefix(self._starts, piece)
        if end:
            return _has_prefix(self._ends, piece[::-1])
        return piece in self._words
