"""Whether a literal occurs in a text, each answer computed once and at C speed.

The screens try a rule only where its leading literal occurs. A search for a literal among
near misses (`pass` in a megabyte of `abc…xyz`) costs a pass over the text, and the screens
ask for a hundred literals: so a literal is looked for only when each of its characters occurs
(a one-character search runs at memory speed), and in a long text, once the searches made
have cost what collecting the text's distinct words costs, among those words: they hold every
place a literal without white space can occur, and a literal with white space can occur only
where its pieces are words, word ends and word starts (then it is searched for to be sure).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = ["Literals"]

# Below this length a plain search is cheaper than collecting the distinct words.
_DISTINCT_WORDS_FROM = 20_000
# Words this long on average (prose has 5-6 characters) make the distinct words worth
# collecting at once: they are few, and the screens ask for more literals than that costs.
_LONG_WORD = 12
# Collecting the distinct words costs per word about what a search costs per this many
# characters (a word is allocated and hashed, ~50 ns; a search reads a character in ~0.5 ns).
_WORD_COST_IN_CHARS = 100


class Literals:
    __slots__ = ("_at_edges", "_chars", "_found", "_searches", "_split_cost", "_text", "_words_box")

    def __init__(self, text: str) -> None:
        self._text = text
        self._chars: dict[str, bool] = {}
        self._found: dict[str, bool] = {}
        self._at_edges: dict[tuple[str, bool, bool], bool] = {}
        self._words_box: list[str | None] = [None]  # (shared with every reader: see reader)
        self._split_cost: int | None = None  # collecting the words, in whole-text searches
        self._searches = 0

    def _has_char(self, char: str) -> bool:
        hit = self._chars.get(char)
        if hit is None:
            hit = self._chars[char] = char in self._text
        return hit

    def _words_first(self) -> bool:
        """Whether to look among the distinct words: at once in a text of long words, else
        once the searches made have cost what collecting them costs (like renting until the
        rent paid would have bought: never more than twice the cheaper way)."""
        if len(self._text) < _DISTINCT_WORDS_FROM:
            return False
        if self._words_box[0] is not None:
            return True  # (another reader collected them: free)
        if self._split_cost is None:
            n, words = len(self._text), self._text.count(" ") + self._text.count("\n")
            self._split_cost = 0 if words < n // _LONG_WORD else words * _WORD_COST_IN_CHARS // n
        return self._searches >= self._split_cost

    def _distinct_words(self) -> str:
        """The distinct words, each between line breaks."""
        if self._words_box[0] is None:
            self._words_box[0] = "\n" + "\n".join(set(self._text.split())) + "\n"
        return self._words_box[0]

    @property
    def _words(self) -> str | None:
        return self._words_box[0]

    def _among_words(self, literal: str) -> bool:
        pieces = literal.split()
        if len(pieces) == 1 and pieces[0] == literal:
            return literal in self._distinct_words()
        words = self._distinct_words()
        last = len(pieces) - 1
        for i, piece in enumerate(pieces):
            # a piece after white space starts a word, one before white space ends a word
            before = "\n" if i > 0 or literal[0].isspace() else ""
            after = "\n" if i < last or literal[-1].isspace() else ""
            if before + piece + after not in words:
                return False
        return self._search(literal)  # (white space only, or every piece in place: be sure)

    def _search(self, literal: str) -> bool:
        self._searches += 1
        return literal in self._text

    def reader(self) -> Literals:
        """Another reader of the same text: every answer and the distinct words are shared,
        the searches are its own to count (it collects the words only when its own searches
        have cost that: a reader that stops early does not pay for what another read)."""
        other = Literals.__new__(Literals)
        other._text, other._chars, other._found = self._text, self._chars, self._found
        other._at_edges, other._words_box = self._at_edges, self._words_box
        other._split_cost, other._searches = self._split_cost, 0
        return other

    def words_if_read(self) -> str | None:
        """The distinct words (each between line breaks) if they were collected, else None:
        a caller may read them instead of splitting the whole text again."""
        return self._words

    def has_word(self, literal: str, *, start: bool, end: bool) -> bool:
        """Whether `literal` occurs with no word character before it (`start`) or after it
        (`end`): among the distinct words once they are collected, else as `has` (which it
        implies: a gate may open where it need not, never the reverse)."""
        if self._words is None or not self.has(literal):
            return self.has(literal)
        key = (literal, start, end)
        hit = self._at_edges.get(key)
        if hit is None:  # (each word sits between line breaks: a start is after a \W)
            edges = ("\\W" if start else "") + re.escape(literal) + ("(?!\\w)" if end else "")
            spaced = any(c.isspace() for c in literal)  # (not among the words: as `has`)
            hit = self._at_edges[key] = spaced or re.search(edges, self._words) is not None
        return hit

    def has_chars(self, literal: str) -> bool:
        """Whether every character of `literal` occurs (one memory-speed scan per character,
        no search for the literal: a cheap gate before a phrase's words are searched for)."""
        return all(map(self._has_char, literal))

    def has(self, literal: str) -> bool:
        hit = self._found.get(literal)
        if hit is None:
            chars = self._chars  # (a character known absent first: no scan of the text)
            if any(chars.get(c) is False for c in literal) or not all(map(self._has_char, literal)):
                hit = False
            elif self._words_first():
                hit = self._among_words(literal)
            else:
                hit = self._search(literal)
            self._found[literal] = hit
        return hit


def capped_occurrences(
    lowered: str, phrase: str, limit: int, overlapping: bool = False
) -> Iterator[int]:
    """Where `phrase` starts in `lowered`, left to right, the first `limit` of them: a text with
    more is a flood, read up to there. `overlapping`: the next may start inside this one."""
    step = 1 if overlapping else len(phrase)
    pos, seen = lowered.find(phrase), 0
    while pos >= 0 and seen < limit:
        seen += 1
        yield pos
        pos = lowered.find(phrase, pos + step)
