"""Which alternatives of a concept can match only at a text's very start (led by `^` or `\\A`,
no MULTILINE flag): in one search over a whole text they make `re` try every offset, where the
other alternatives alone let it skip at C speed to the characters they can start with."""

from __future__ import annotations

import re
from re import _parser  # the stdlib's own parser: what leads an alternative, read exactly

_TEXT_START = (
    (_parser.AT, _parser.AT_BEGINNING),
    (_parser.AT, _parser.AT_BEGINNING_STRING),
)


def at_text_start_only(alternative: str) -> bool:
    """Whether every match of `alternative` (a pattern of no flags) starts at the text's start:
    it opens with `^` or `\\A` outside any branch ("^a|b" also matches "b" anywhere)."""
    parsed = _parser.parse(alternative)
    if parsed.state.flags & re.MULTILINE:
        return False  # ("(?m)^" also matches after each line break)
    return len(parsed) > 0 and parsed[0] in _TEXT_START


def split_at_text_start(alternatives: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`alternatives` as (those that match only at the text's start, the others), in order."""
    first = tuple(a for a in alternatives if at_text_start_only(a))
    return first, tuple(a for a in alternatives if not at_text_start_only(a))
