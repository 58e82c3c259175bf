"""The alternatives of a concept that a long text can match, each gated on its own literals.

A rule's gate (required_literals.Gate) opens when the text holds a literal of *any* of its
concept's alternatives: the leading word of one is enough ("사용자에게" of "사용자에게 … 말해"),
and a megabyte of that word alone then makes `re` try each alternative's bounded gap after
every occurrence, for nothing. Each alternative has literals it cannot match without; one whose
literals the text lacks matches nowhere in it, so the concept without it finds the same matches
(leftmost first, the same alternative at each place). Sorted only on long texts, where a scan
costs more than the lookups; the alternatives' gates are built on first use (an import does not
compile them).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_words import Concept
from ltm_chat.memory.screen.required_literals import Gate, Presence

__all__ = ["LONG_TEXT", "Alternatives"]

# Below this length the whole concept scans in less time than its alternatives' lookups take.
LONG_TEXT = 20_000


class Alternatives:
    """A concept's alternatives, written as `_words` takes them, with a gate each."""

    __slots__ = ("_gates", "concept")

    def __init__(self, concept: Concept) -> None:
        self.concept = concept
        self._gates: list[tuple[str, Gate]] | None = None

    def possible(self, present: Presence) -> tuple[str, ...] | None:
        """The alternatives the text may match, in the concept's order; None when all may."""
        if self._gates is None:  # (a word-start alternative is gated as `_words` compiles it)
            self._gates = [
                ("\\b" + a, Gate(re.compile(r"(?<![\w])(?:" + a + ")")))
                for a in self.concept.bounded
            ] + [(a, Gate(re.compile(a))) for a in self.concept.free]
        kept = tuple(a for a, gate in self._gates if gate.open(present))
        return None if len(kept) == len(self._gates) else kept
