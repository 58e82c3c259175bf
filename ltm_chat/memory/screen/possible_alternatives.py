"""The alternatives of a rule's pattern that a long text can match, each gated on its own literals.

A rule's gate (required_literals.Gate) opens when the text holds a literal of *any* of its
pattern's alternatives: the leading word of one is enough ("사용자에게" of "사용자에게 … 말해"),
and a megabyte of that word alone then makes `re` try each alternative's bounded gap after
every occurrence, for nothing. Each alternative has literals it cannot match without; one whose
literals the text lacks matches nowhere in it, so the pattern without it finds the same matches
(leftmost first, the same alternative at each place). A concept's alternatives are the words it
was joined from (`words_pattern`); another pattern's are its top-level `|` branches. Sorted only on
long texts, where a scan costs more than the lookups; the alternatives' gates are built on first
use (an import does not compile them).
"""

from __future__ import annotations

import functools
import re

from ltm_chat.memory.screen.instruction_words import Concept, words_pattern
from ltm_chat.memory.screen.required_literals import Gate, Presence

__all__ = ["LONG_TEXT", "Alternatives", "top_level_alternatives"]

# Below this length the whole pattern scans in less time than its alternatives' lookups take.
LONG_TEXT = 20_000


def top_level_alternatives(pattern: str) -> list[str]:
    """`pattern` cut at its top-level `|` (outside groups, classes and escapes); [pattern] when
    a part does not compile on its own (then the cut was not the pattern's own)."""
    parts, depth, start, i = [], 0, 0, 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 1  # an escaped character is a literal, `\|` and `\(` too
        elif c == "[":  # a class: to its `]` (one right after `[` or `[^` is a literal)
            i += 2 if pattern.startswith("[^", i) else 1
            i += i < len(pattern) and pattern[i] == "]"
            while i < len(pattern) and pattern[i] != "]":
                i += 2 if pattern[i] == "\\" else 1
        elif c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
        elif c == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    parts.append(pattern[start:])
    if depth != 0 or len(parts) == 1:
        return [pattern]
    try:
        for part in parts:
            re.compile(part)
    except re.error:
        return [pattern]
    return parts


class Alternatives:
    """A pattern's alternatives with a gate each: a concept's words (written as `words_pattern` takes
    them) or another pattern's top-level branches."""

    __slots__ = ("_gates", "concept", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern, self.flags = pattern, flags
        self.concept = pattern if isinstance(pattern, Concept) else None
        self._gates: list[tuple[str, Gate]] | None = None

    def possible(self, present: Presence) -> tuple[str, ...] | None:
        """The alternatives the text may match, in the pattern's order; None when all may."""
        if self._gates is None:
            self._gates = self._gated()
        kept = tuple(a for a, gate in self._gates if gate.open(present))
        return None if len(kept) == len(self._gates) else kept

    def _gated(self) -> list[tuple[str, Gate]]:
        if (concept := self.concept) is not None:  # (gated as `words_pattern` compiles each word)
            return [
                ("\\b" + a, Gate(re.compile(r"(?<![\w])(?:" + a + ")"))) for a in concept.bounded
            ] + [(a, Gate(re.compile(a))) for a in concept.free]
        return [(a, Gate(re.compile(a, self.flags))) for a in top_level_alternatives(self.pattern)]

    def narrowed(self, kept: tuple[str, ...]) -> re.Pattern[str]:
        """The pattern of only the `kept` alternatives, compiled (once per set)."""
        return _compiled(kept, self.concept is not None, self.flags)


@functools.lru_cache(maxsize=256)
def _compiled(kept: tuple[str, ...], concept: bool, flags: int) -> re.Pattern[str]:
    return re.compile(words_pattern(*kept) if concept else "(?:" + "|".join(kept) + ")", flags)
