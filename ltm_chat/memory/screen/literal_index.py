"""Which of the rules' gate literals a text holds, found in one walk of the text.

Each rule runs only where its gate's literals occur (required_literals.Gate). Asked one at a
time, those literals cost a Python call each, and a screening asks some 11,000 of them (600
gates, 17,000 distinct literals), which grows with every rule table entry: on a chat message
that was nearly all of the screening's time. Every gate registers its literals here; the
index is a character trie of them, built on first use (an import does not build it), and one
walk of a text finds every literal that occurs in it, each occurrence being a path from some
offset. A gate then asks its sets of literals against that set (required_literals.Gate.open).
"""

from __future__ import annotations

__all__ = ["LiteralIndex", "distinct_windows"]

# The key under which a trie node holds the literal that ends there (no character is "").
_END = ""
# A long text is cut into blocks this long, each read with the next literal's length after it.
_BLOCK = 512


class LiteralIndex:
    """A growing set of literals and the trie that finds them in a text."""

    __slots__ = ("_literals", "_trie", "longest", "version")

    def __init__(self) -> None:
        self._literals: set[str] = set()
        self._trie: dict | None = None
        self.longest = 0  # the longest literal's length (a periodic text's window needs it)
        # bumped by every literal added: a text's cached findings are for one version
        self.version = 0

    def add(self, literals: set[str]) -> None:
        """Index `literals` too (a gate built after the trie goes into it at once)."""
        new = literals - self._literals
        if not new:
            return
        self._literals |= new
        self.longest = max(self.longest, *map(len, new))
        self.version += 1
        if self._trie is not None:
            for literal in new:
                _insert(self._trie, literal)

    def __contains__(self, literal: str) -> bool:
        return literal in self._literals

    def found_in(self, text: str) -> frozenset[str]:
        """The indexed literals that occur in `text` (each walk from an offset follows the
        text's own characters down the trie: its cost is the text's length times the depth
        the text reaches, not the number of literals)."""
        trie = self._trie
        if trie is None:
            trie = self._trie = {}
            for literal in self._literals:
                _insert(trie, literal)
        found = set()
        n = len(text)
        for i, char in enumerate(text):
            node = trie.get(char)
            j = i + 1
            while node is not None:
                if _END in node:
                    found.add(node[_END])
                if j == n:
                    break
                node = node.get(text[j])
                j += 1
        return frozenset(found)


def _insert(trie: dict, literal: str) -> None:
    node = trie
    for char in literal:
        node = node.setdefault(char, {})
    node[_END] = literal


def distinct_windows(text: str, reach: int, most: int) -> list[tuple[str, int, int]] | None:
    """The distinct windows of `text` that hold every piece of it up to `reach` characters long,
    each as (window, start, end of its own block in it): a block of `_BLOCK` characters with the
    character before it and the `reach` after it (a piece starting in the block has both its
    neighbours, which tell whether it sits at a word edge); None when there are more than
    `most`. A text of repeated stretches (a flood, or a few one after another) is walked once
    per distinct stretch, a varied one not this way."""
    seen: dict[tuple[str, int, int], None] = {}
    for start in range(0, len(text), _BLOCK):
        before = min(start, 1)
        seen[text[start - before : start + _BLOCK + reach], before, before + _BLOCK] = None
        if len(seen) > most:
            return None
    return list(seen)
