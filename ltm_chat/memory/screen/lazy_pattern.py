"""A regular expression compiled on its first search: most rules' gates stay shut on a given
text, so a process that screens one memory need not compile the patterns it never runs
(compiling every rule's pair cost ~0.8 s of a process's first screening).

Its `pattern` and `flags` are known before it is compiled (the gates' literal table is keyed by
them); a pattern whose flags only a parse can tell (inline global flags, a bytes pattern) is
compiled at once.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator

__all__ = ["LazyPattern", "lazy_compile"]

# Global inline flags open the pattern ("(?i)…"); scoped ones ("(?i:…)") leave `flags` alone.
_GLOBAL_FLAGS = re.compile(r"\(\?[aiLmsux]+\)")


class LazyPattern:
    """What `re.compile(pattern, flags)` gives, for the uses the screen makes of it."""

    __slots__ = ("_compiled", "flags", "pattern")

    def __init__(self, pattern: str, flags: int = 0) -> None:
        self.pattern = pattern
        self._compiled: re.Pattern[str] | None = None
        if not isinstance(pattern, str) or _GLOBAL_FLAGS.match(pattern):
            self._compiled = re.compile(pattern, flags)
            self.flags = self._compiled.flags
        else:
            # (as `re` records them: a text pattern is Unicode unless told ASCII)
            self.flags = int(flags if flags & re.ASCII else flags | re.UNICODE)

    @property
    def compiled(self) -> re.Pattern[str]:
        if self._compiled is None:
            self._compiled = re.compile(self.pattern, self.flags)
        return self._compiled

    def search(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.search(string, pos, endpos)

    def match(self, string: str, pos: int = 0, endpos: int = sys.maxsize) -> re.Match[str] | None:
        return self.compiled.match(string, pos, endpos)

    def fullmatch(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> re.Match[str] | None:
        return self.compiled.fullmatch(string, pos, endpos)

    def finditer(
        self, string: str, pos: int = 0, endpos: int = sys.maxsize
    ) -> Iterator[re.Match[str]]:
        return self.compiled.finditer(string, pos, endpos)

    # (equal as compiled patterns are: the same text and flags; bench/gate_sweep.py reads a
    # pattern several rules share once)
    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LazyPattern):
            return NotImplemented
        return (self.pattern, self.flags) == (other.pattern, other.flags)

    def __hash__(self) -> int:
        return hash((self.pattern, self.flags))

    def __repr__(self) -> str:
        return f"LazyPattern({self.pattern!r}, {self.flags!r})"


def lazy_compile(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
