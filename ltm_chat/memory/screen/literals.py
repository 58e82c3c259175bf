"""Whether a literal occurs in a text, each answer computed once and at C speed.

The screens try a rule only where its leading literal occurs. A search for a literal among
near misses (`pass` in a megabyte of `abc…xyz`) costs a pass over the text, and the screens
ask for a hundred literals: so a literal is looked for only when each of its characters occurs
(a one-character search runs at memory speed), and in a long text a literal without white
space is looked for among the text's distinct words, which hold every place it can occur.
"""

from __future__ import annotations

__all__ = ["Literals"]

# Below this length a plain search is cheaper than collecting the distinct words.
_DISTINCT_WORDS_FROM = 20_000
# Words this long on average (prose has 5-6 characters) make the distinct words worth collecting.
_LONG_WORD = 12
# Whole-text searches after which the distinct words of a text of short words are collected
# anyway (splitting a megabyte of short words costs about a hundred searches of it).
_SEARCHES_BEFORE_WORDS = 128


class Literals:
    __slots__ = ("_chars", "_found", "_long_words", "_searches", "_text", "_words")

    def __init__(self, text: str) -> None:
        self._text = text
        self._chars: dict[str, bool] = {}
        self._found: dict[str, bool] = {}
        self._words: str | None = None
        self._long_words: bool | None = None
        self._searches = 0

    def _has_char(self, char: str) -> bool:
        hit = self._chars.get(char)
        if hit is None:
            hit = self._chars[char] = char in self._text
        return hit

    def _words_first(self) -> bool:
        """Splitting pays per word: worth it for a long text of long words (counted at C
        speed), or once many literals had to be searched for (each pays per character)."""
        if len(self._text) < _DISTINCT_WORDS_FROM:
            return False
        if self._long_words is None:
            n = len(self._text)
            self._long_words = self._text.count(" ") + self._text.count("\n") < n // _LONG_WORD
        if self._long_words:
            return True
        return self._searches >= _SEARCHES_BEFORE_WORDS

    def _distinct_words(self) -> str:
        if self._words is None:
            self._words = "\n".join(set(self._text.split()))
        return self._words

    def has(self, literal: str) -> bool:
        hit = self._found.get(literal)
        if hit is None:
            if not all(self._has_char(c) for c in literal):
                hit = False
            elif self._words_first() and not any(c.isspace() for c in literal):
                hit = literal in self._distinct_words()
            else:
                self._searches += 1
                hit = literal in self._text
            self._found[literal] = hit
        return hit
