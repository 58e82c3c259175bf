"""A pattern searched in many windows of one text, each distinct window read once.

A rule that looks around each hit of its first concept searches the same pattern in the window
around every hit; in a flood of one cue ("other users other users …") the windows are the same
text over and over, and each search reads a hundred characters or more. Whether the pattern
matches in `text[lo:hi]` (searched with `pos=lo, endpos=hi`) depends only on those characters,
the few before `lo` its look-behinds and word boundaries read (`reach_back`), and whether the
text starts within them: so an answer is kept under that key and a repeated window costs a
slice and a dictionary look-up.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.lazy_pattern import LazyPattern

try:  # (private modules of `re` since 3.11: a Python without them searches every window)
    from re import _constants as _c
    from re import _parser
except ImportError:  # pragma: no cover - no such Python yet
    _c = _parser = None

__all__ = ["WindowSearch", "reach_back"]

# Assertions that read the character before their position, or ask whether there is one.
_READS_BEFORE = (
    set()
    if _c is None
    else {
        _c.AT_BOUNDARY,
        _c.AT_NON_BOUNDARY,
        _c.AT_BEGINNING,
        _c.AT_BEGINNING_LINE,
        _c.AT_BEGINNING_STRING,
        _c.AT_UNI_BOUNDARY,
        _c.AT_UNI_NON_BOUNDARY,
        _c.AT_LOC_BOUNDARY,
        _c.AT_LOC_NON_BOUNDARY,
    }
)


def _reach(items) -> int:
    """How far before a match's start the parsed pattern `items` can read."""
    most = 0
    for op, av in items:
        if op in (_c.ASSERT, _c.ASSERT_NOT):
            direction, sub = av
            width = sub.getwidth()[1] if direction < 0 else 0
            most = max(most, width + _reach(sub))
        elif op is _c.AT:
            most = max(most, 1 if av in _READS_BEFORE else 0)
        elif op is _c.BRANCH:
            most = max(most, *(_reach(branch) for branch in av[1]))
        elif op is _c.SUBPATTERN:
            most = max(most, _reach(av[-1]))
        elif op in (_c.MAX_REPEAT, _c.MIN_REPEAT, _c.POSSESSIVE_REPEAT):
            most = max(most, _reach(av[2]))
        elif op is _c.ATOMIC_GROUP:
            most = max(most, _reach(av))
        elif op is _c.GROUPREF_EXISTS:
            most = max(most, _reach(av[1]), _reach(av[2]) if av[2] is not None else 0)
    return most


def reach_back(pattern: re.Pattern[str] | LazyPattern) -> int | None:
    """The characters before a search's start position that `pattern` may read (a bound: an
    assertion anywhere in the match is counted as if it stood at the start); None when `re`'s
    parser cannot be read."""
    if _parser is None:
        return None
    try:
        return _reach(_parser.parse(pattern.pattern, pattern.flags))
    except (AttributeError, TypeError):  # (a parse tree of another shape: no shortcut)
        return None


class WindowSearch:
    """`pattern.search(text, lo, hi) is not None`, answered once per distinct window."""

    __slots__ = ("_reach", "pattern")

    def __init__(self, pattern: re.Pattern[str] | LazyPattern) -> None:
        self.pattern = pattern
        self._reach: int | None | bool = False  # (parsed on the first search: most never run)

    @property
    def reach(self) -> int | None:
        if self._reach is False:
            self._reach = reach_back(self.pattern)
        return self._reach

    def found(self, text: str, lo: int, hi: int, seen: dict[tuple[str, int, bool], bool]) -> bool:
        """`seen`: the answers so far for this text (one dict per text, kept by the caller)."""
        if self.reach is None:
            return self.pattern.search(text, lo, hi) is not None
        cut = max(0, lo - self.reach)
        key = (text[cut:hi], lo - cut, cut == 0)
        hit = seen.get(key)
        if hit is None:
            hit = seen[key] = self.pattern.search(text, lo, hi) is not None
        return hit
