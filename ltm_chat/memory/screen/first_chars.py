"""The characters a pattern's every match starts with, read from the stdlib's parse of it: a
lookahead of them lets a search that tries the pattern after each of many marks give up at
the first character, where the pattern itself tries each of its alternatives there."""

from __future__ import annotations

import re
from re import _constants as c
from re import _parser

# (a class this wide is no test worth adding)
_MOST = 64


class _Unknown(Exception):
    """A piece whose first characters this does not read (a class, an anchor, a lookaround)."""


def _firsts(items) -> tuple[set[int], bool]:
    """The first characters of a sequence of parsed items, and whether it may match nothing."""
    out: set[int] = set()
    for op, av in items:
        firsts, empty = _first_of(op, av)
        out |= firsts
        if not empty:
            return out, False
    return out, True


def _first_of(op, av) -> tuple[set[int], bool]:
    if op is c.LITERAL:
        return {av}, False
    if op is c.IN:
        chars: set[int] = set()
        for kind, value in av:
            if kind is c.LITERAL:
                chars.add(value)
            elif kind is c.RANGE and value[1] - value[0] < _MOST:
                chars.update(range(value[0], value[1] + 1))
            else:
                raise _Unknown
        return chars, False
    if op is c.SUBPATTERN:
        _group, add_flags, del_flags, sub = av
        if add_flags or del_flags:
            raise _Unknown
        return _firsts(sub)
    if op is c.BRANCH:
        out: set[int] = set()
        empty = False
        for branch in av[1]:
            firsts, may_be_empty = _firsts(branch)
            out |= firsts
            empty = empty or may_be_empty
        return out, empty
    if op in (c.MAX_REPEAT, c.MIN_REPEAT, c.POSSESSIVE_REPEAT):
        low, _high, sub = av
        firsts, empty = _firsts(sub)
        return firsts, empty or low == 0
    raise _Unknown


def first_chars(pattern: str, flags: int = 0) -> str | None:
    """A character class (`[…]`) that holds the first character of every match of `pattern`
    (compiled with the flags it is used with), or None when it may match nothing or starts
    with what this does not read."""
    try:
        firsts, empty = _firsts(_parser.parse(pattern, flags))
    except _Unknown:
        return None
    if empty or not firsts or len(firsts) > _MOST:
        return None
    return "[" + "".join(re.escape(chr(ch)) for ch in sorted(firsts)) + "]"
