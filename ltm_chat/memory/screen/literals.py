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

from ltm_chat.memory.screen.literal_index import LiteralIndex, distinct_windows
from ltm_chat.memory.screen.word_index import WordIndex

# One C-speed search for an ASCII figure: a Python loop over 1 MB costs ~25 ms.
_FIGURE = re.compile(r"[0-9]")


def has_figure(text: str) -> bool:
    """Whether `text` holds an ASCII figure (the rules that read spoken codes need one)."""
    return _FIGURE.search(text) is not None


__all__ = ["Literals", "has_figure"]

# Below this length a plain search is cheaper than collecting the distinct words.
_DISTINCT_WORDS_FROM = 20_000
# Words this long on average (prose has 5-6 characters) make the distinct words worth
# collecting at once: they are few, and the screens ask for more literals than that costs.
_LONG_WORD = 12
# Collecting the distinct words costs per word about what a search costs per this many
# characters (a word is allocated and hashed, ~50 ns; a search reads a character in ~0.5 ns).
_WORD_COST_IN_CHARS = 100
# A sentence end: it ends in white space, so no word runs across it and the words of a text are
# those of its sentences, each read with its end.
_SENTENCE_END = ". "
# A long text whose middle sentence fills this part of it (1 / n) repeats its sentences: its
# words are collected from each distinct sentence once (a flood of one line pasted over).
_REPEATED_PART = 4
# Collecting the words of a text of repeated sentences costs per sentence (split off and hashed,
# ~100 ns) about what a search costs per this many characters.
_SENTENCE_COST_IN_CHARS = 200
# A long text whose first characters recur this soon (1 / n of it) may be one unit pasted over
# and over: its period is then checked, one comparison (see `_period`).
_PERIODIC_PART = 8
_PERIOD_PROBE = 64
# A look-up among the distinct words reads them all; indexing them (word_index.py) costs about
# what this many look-ups do: after them the words are indexed (rent or buy, as above).
_INDEX_COST_IN_LOOKUPS = 100
# Words shorter than this (a flood's few) are read faster than an index answers.
_INDEX_FROM = 2_000
# From this length a text is walked for the gates' literals (`held`) once per distinct window
# when it has few (a flood read from the first unit up): at most this many.
_WINDOWS_FROM = 4_096
_MOST_WINDOWS = 32


def _unbroken(pair: str) -> bool:
    """Whether `pair` is two characters of one word (neither is white space)."""
    return len(pair) == 2 and pair.split() == [pair]


class _Shared:
    """What every reader of one text knows: the answers and, once collected, its distinct words."""

    __slots__ = (
        "at_edges",
        "chars",
        "found",
        "edges_held",
        "held",
        "held_windows",
        "index",
        "lookups",
        "period",
        "repeated",
        "split_cost",
        "words",
    )

    def __init__(self) -> None:
        self.chars: dict[str, bool] = {}
        self.found: dict[str, bool] = {}
        self.at_edges: dict[tuple[str, bool, bool], bool] = {}
        self.words: str | None = None  # the distinct words, each between line breaks
        self.split_cost: int | None = None  # collecting the words, in whole-text searches
        self.repeated: bool | None = None  # whether the text repeats its sentences
        self.period: int | None = None  # the length of the unit the text repeats, or 0
        self.lookups = 0  # pieces looked up among the distinct words
        self.index: WordIndex | None = None  # those words indexed, once the look-ups paid for it
        self.held: tuple[int, frozenset[str]] | None = (
            None  # (an index's version, its literals here)
        )
        self.held_windows: list[tuple[str, int, int]] | None = (
            None  # (a long text's, walked for them)
        )
        self.edges_held: dict[tuple[str, bool, bool], bool] = {}


class Literals:
    __slots__ = ("_searches", "_shared", "_text")

    def __init__(self, text: str, shared: _Shared | None = None) -> None:
        """`shared`: what another reader of the same `text` knows (only `reader` passes it)."""
        self._text = text
        self._shared = _Shared() if shared is None else shared
        self._searches = 0  # this reader's own (see reader)

    def _has_char(self, char: str) -> bool:
        shared = self._shared
        hit = shared.chars.get(char)
        if hit is None:
            # (a character that is not white space occurs in a word: among the distinct words
            # once collected, which are no longer than the text and in a flood far shorter)
            words = shared.words
            where = self._text if words is None or char.isspace() else words
            if len(where) >= _DISTINCT_WORDS_FROM and (period := self._period()):
                where = self._text[:period]  # (one unit of a flood holds all its characters)
            hit = shared.chars[char] = char in where
        return hit

    def _words_first(self) -> bool:
        """Whether to look among the distinct words: at once in a text of long words, else
        once the searches made have cost what collecting them costs (like renting until the
        rent paid would have bought: never more than twice the cheaper way)."""
        text, shared = self._text, self._shared
        if len(text) < _DISTINCT_WORDS_FROM:
            return False
        if shared.words is not None:
            return True  # (another reader collected them: free)
        if shared.split_cost is None and self._period() and self._unit_spaced():
            shared.split_cost = 0  # (a flood's words are those of its first and last units: cheap)
        if shared.split_cost is None:
            n, words = len(text), text.count(" ") + text.count("\n")
            shared.split_cost = 0 if words < n // _LONG_WORD else words * _WORD_COST_IN_CHARS // n
            if shared.split_cost and self._repeated():  # (its distinct sentences are split only)
                sentences = text.count(_SENTENCE_END)
                shared.split_cost = min(shared.split_cost, sentences * _SENTENCE_COST_IN_CHARS // n)
        return self._searches >= shared.split_cost

    def _repeated(self) -> bool:
        """Whether the sentence in the middle of the text (with its end) fills a large part of
        it: one search, a cheap sign that the text repeats its sentences."""
        shared, text = self._shared, self._text
        if shared.repeated is None:
            start = text.find(_SENTENCE_END, len(text) // 2)
            end = text.find(_SENTENCE_END, start + 1) if start >= 0 else -1
            sentence = text[start + len(_SENTENCE_END) : end + len(_SENTENCE_END)]
            shared.repeated = end >= 0 and (
                text.count(sentence) * len(sentence) * _REPEATED_PART >= len(text)
            )
        return shared.repeated

    def _period(self) -> int:
        """The length p of a unit the text repeats (`text[p:] == text[:-p]`, p at most 1/8 of a
        text of 20,000+ characters), else 0: one bounded search and one comparison."""
        shared, text = self._shared, self._text
        if shared.period is None:
            n, period = len(text), 0
            if n >= _DISTINCT_WORDS_FROM:
                period = text.find(text[:_PERIOD_PROBE], 1, n // _PERIODIC_PART + _PERIOD_PROBE)
                if period > 0 and not text.startswith(text[period:], 0):
                    period = 0
            shared.period = max(period, 0)
        return shared.period

    def _unit_spaced(self) -> bool:
        """Whether the repeated unit holds white space (so no word is longer than the unit)."""
        unit = self._text[: self._period()]
        return unit.split() != [unit]

    def _periodic_words(self) -> list[str]:
        """The words of a text repeating a unit that holds white space: a word starting past
        the first unit is a copy of one a unit earlier, so the words of the first two units and
        of the last two are all of them (a piece cut at either edge of those is left out)."""
        text, reach = self._text, 2 * self._period() + 2
        head, tail = text[:reach].split(), text[-reach:].split()
        if _unbroken(text[reach - 1 : reach + 1]):
            head.pop()  # (no white space across the cut: the last piece goes on past it)
        if _unbroken(text[len(text) - reach - 1 : len(text) - reach + 1]):
            tail.pop(0)  # (and the tail's first piece began before it)
        return head + tail

    def _distinct_words(self) -> str:
        """The distinct words, each between line breaks."""
        shared, text = self._shared, self._text
        if shared.words is None and self._period() and self._unit_spaced():
            shared.words = "\n" + "\n".join(set(self._periodic_words())) + "\n"
        if shared.words is None:
            if self._repeated():  # each distinct sentence split once, read with its end
                *sentences, last = text.split(_SENTENCE_END)
                text = _SENTENCE_END.join(set(sentences)) + _SENTENCE_END + last
            shared.words = "\n" + "\n".join(set(text.split())) + "\n"
        return shared.words

    def _in_words(self, piece: str, start: bool, end: bool) -> bool:
        """Whether `piece` is in a distinct word, at its start (`start`) and / or end (`end`)."""
        shared, words = self._shared, self._distinct_words()
        if shared.index is None:
            shared.lookups += 1
            if shared.lookups < _INDEX_COST_IN_LOOKUPS or len(words) < _INDEX_FROM:
                return ("\n" if start else "") + piece + ("\n" if end else "") in words
            shared.index = WordIndex(words)
        return shared.index.has(piece, start=start, end=end)

    def _among_words(self, literal: str) -> bool:
        pieces = literal.split()
        if len(pieces) == 1 and pieces[0] == literal:
            return self._in_words(literal, False, False)
        last = len(pieces) - 1
        for i, piece in enumerate(pieces):
            # a piece after white space starts a word, one before white space ends a word
            start = i > 0 or literal[0].isspace()
            end = i < last or literal[-1].isspace()
            if not self._in_words(piece, start, end):
                return False
        return self._search(literal)  # (white space only, or every piece in place: be sure)

    def _search(self, literal: str) -> bool:
        self._searches += 1
        if period := self._period():  # (an occurrence past the first unit has a copy a unit back)
            return literal in self._text[: period + len(literal) - 1]
        return literal in self._text

    def reader(self) -> Literals:
        """Another reader of the same text: every answer and the distinct words are shared,
        the searches are its own to count (it collects the words only when its own searches
        have cost that: a reader that stops early does not pay for what another read)."""
        return Literals(self._text, self._shared)

    def words_if_read(self) -> str | None:
        """The distinct words (each between line breaks) if they were collected, else None:
        a caller may read them instead of splitting the whole text again."""
        return self._shared.words

    def has_word(self, literal: str, *, start: bool, end: bool) -> bool:
        """Whether `literal` occurs with no word character before it (`start`) or after it
        (`end`): among the distinct words once they are collected, else as `has` (which it
        implies: a gate may open where it need not, never the reverse)."""
        shared = self._shared
        if shared.words is None or not self.has(literal):
            return self.has(literal)
        key = (literal, start, end)
        hit = shared.at_edges.get(key)
        if hit is None:  # (each word sits between line breaks: a start is after a \W)
            edges = ("\\W" if start else "") + re.escape(literal) + ("(?!\\w)" if end else "")
            spaced = any(c.isspace() for c in literal)  # (not among the words: as `has`)
            hit = shared.at_edges[key] = spaced or re.search(edges, shared.words) is not None
        return hit

    def held(self, index: LiteralIndex) -> frozenset[str] | None:
        """The literals of `index` that occur in the text, found by walking it (literal_index.py),
        where that answers `has` for each of them (it is `in`): a text shorter than a long one,
        one repeating a unit (an occurrence has a copy within the first unit and a literal's
        length, or is in the tail) or made of a few repeated stretches; None for a long varied
        text."""
        shared, text = self._shared, self._text
        cached = shared.held
        if cached is not None and cached[0] == index.version:
            return cached[1]
        windows: list[tuple[str, int, int]] | None = None  # (a short text: `has_word` is `has`)
        if len(text) >= _DISTINCT_WORDS_FROM and (period := self._period()):
            # (a copy of an occurrence in the first unit has its neighbours, but the text's
            # last characters are followed by nothing: the tail is read too)
            reach = period + index.longest
            windows = [(text[:reach], 0, period), (text[-reach - 1 :], 1, reach + 1)]
        elif len(text) >= _WINDOWS_FROM:
            windows = distinct_windows(text, index.longest, _MOST_WINDOWS)
            if windows is None and len(text) >= _DISTINCT_WORDS_FROM:
                return None
        found = frozenset().union(*(index.found_in(w) for w, _, _ in windows or [(text, 0, 0)]))
        shared.held = (index.version, found)
        shared.held_windows = windows if len(text) >= _DISTINCT_WORDS_FROM else None
        return found

    def held_at_edges(self, literal: str, *, start: bool, end: bool) -> bool:
        """After `held`: whether `literal` occurs with no word character before it (`start`) or
        after it (`end`), as `has_word` answers once the words are read (a short text is never
        read by its words: there it is `has`); a literal with white space, as `has`."""
        shared = self._shared
        windows = shared.held_windows
        if shared.held is None or literal not in shared.held[1]:
            return False
        if windows is None or any(c.isspace() for c in literal):
            return True
        key = (literal, start, end)
        hit = shared.edges_held.get(key)
        if hit is None:  # (an occurrence that starts in a window's own block has both its
            # neighbours in the window; the first one from the block start is the one to read)
            edges = re.compile(
                ("(?<!\\w)" if start else "") + re.escape(literal) + ("(?!\\w)" if end else "")
            )
            hit = shared.edges_held[key] = any(
                (m := edges.search(w, at)) is not None and m.start() < block_end
                for w, at, block_end in windows
            )
        return hit

    def has_chars(self, literal: str) -> bool:
        """Whether every character of `literal` occurs (one memory-speed scan per character,
        no search for the literal: a cheap gate before a phrase's words are searched for)."""
        return all(map(self._has_char, literal))

    def has(self, literal: str) -> bool:
        found = self._shared.found
        hit = found.get(literal)
        if hit is None:
            chars = self._shared.chars  # (a character known absent first: no scan of the text)
            if any(chars.get(c) is False for c in literal) or not all(map(self._has_char, literal)):
                hit = False
            elif self._words_first():
                hit = self._among_words(literal)
            else:
                hit = self._search(literal)
            found[literal] = hit
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


def literal_starts(
    lowered: str, literals: tuple[str, ...], chars: Literals, limit: int
) -> Iterator[int]:
    """Where each of `literals` the text holds starts, literal by literal, the first `limit`
    of each (the rules that read only where their words stand)."""
    for literal in literals:
        if chars.has(literal):
            yield from capped_occurrences(lowered, literal, limit)


def overlaps_itself(literal: str) -> bool:
    """Whether `literal` begins with what it ends with ("alarma"): two of it can overlap, so a
    walk that looks for the next one past the last reads fewer than a regex scan finds."""
    return any(literal[:k] == literal[-k:] for k in range(1, len(literal)))
