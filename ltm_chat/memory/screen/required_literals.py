"""Literals a regex cannot match without: a gate that skips a rule at C speed.

A rule of the instruction screen is a regex tried at every offset of the text, which costs
tens of ns per character and rule: a megabyte costs seconds over fifty rules. But each rule
needs literals in its match (one of `ignore`, `disregard`, … and one of `rules`,
`instructions`, …), and whether a text holds them is a C-speed search.
`required_literals(pattern)` reads them from the compiled pattern's own syntax tree (so they
cannot drift from it): each required, contiguous piece of literal text as the set of its
alternatives; None when the pattern has none (the rule always runs).

Case-insensitive patterns get lowered literals, looked for in the text as `casefold_text`
folds it (lowered, with the characters `re` also treats as case variants mapped the same way).
A gate of a case-sensitive pattern also knows which literals must start or end a word (after
or before a word boundary, or a look-around that no word character is there): `ki` inside
"kid" does not open a rule that needs the word "ki".
"""

from __future__ import annotations

import re
from itertools import product
from math import prod
from re import _casefix, _parser  # the parser `re.compile` itself uses

from ltm_chat.memory.screen.literal_cache import cached
from ltm_chat.memory.screen.literal_index import LiteralIndex
from ltm_chat.memory.screen.literals import Literals

__all__ = ["WORD_END", "WORD_START", "Gate", "Presence", "casefold_text", "required_literals"]

_MAX_ALTERNATIVES = 256
_MAX_COMBINATIONS = 16
# Marks of a literal that must start (`WORD_START`) or end (`WORD_END`) a word.
WORD_START, WORD_END = "\x02", "\x03"
_WORD_CHAR = re.compile(r"\w")
# Every gate's literals, found in a text by one walk (literal_index.py).
INDEX = LiteralIndex()

# `re` matches `ſ` with `s`, `K` (Kelvin) with `k`, `ı` with `i`…: map each to one member.
_EXTRA = {}
for _code, _others in _casefix._EXTRA_CASES.items():
    _low = min((_code, *_others))
    for _c in (_code, *_others):
        if _c != _low:
            _EXTRA[_c] = _low


# (no member maps to a character that is itself mapped: one replace each gives `translate`'s text)
_EXTRA_PAIRS = tuple((chr(c), chr(low)) for c, low in _EXTRA.items())
# The same characters one by one: 27 C-speed `in` searches beat the class regex, which tests
# every character of a long non-ASCII text (~4.5 ms a megabyte, read per Presence).
_EXTRA_CHAR_LIST = (*map(chr, _EXTRA), "\u0307")
# `str.lower` writes Turkish `İ` as `i` + a combining dot, which `re` matches as a plain `i`
_DOTTED_I = "i\u0307"


def casefold_text(text: str, *, lowered: bool = False) -> str:
    """`text` lowered (unless `lowered` says it is already) and with `re`'s extra case
    variants mapped to one member."""
    lowered = text if lowered else text.lower()
    if lowered.isascii() or not any(c in lowered for c in _EXTRA_CHAR_LIST):
        return lowered
    # (a replace per variant present: `str.translate` looks each character up in a dict, 70 ns
    # a character on a megabyte of dotless ı)
    for char, low in _EXTRA_PAIRS:
        if char in lowered:
            lowered = lowered.replace(char, low)
    if _DOTTED_I in lowered:
        lowered = lowered.replace(_DOTTED_I, "i")
    return lowered


def _fold(literal: str) -> str:
    return casefold_text(literal)


def _cross(left: set[str], right: set[str]) -> set[str] | None:
    if len(left) * len(right) > _MAX_ALTERNATIVES:
        return None
    return {a + b for a in left for b in right}


def _is_word_edge(op, av, ahead: bool) -> bool:
    """Whether item (op, av) says the character on the `ahead` side is not a word character
    (a boundary says so beside a word character, which `_mark` checks for)."""
    if op is _parser.AT:
        return av is _parser.AT_BOUNDARY
    if op is _parser.ASSERT_NOT:
        direction, body = av
        return (direction == 1) == ahead and list(body) == [
            (_parser.IN, [(_parser.CATEGORY, _parser.CATEGORY_WORD)])
        ]
    return False


def _mark(run: set[str], start: bool, end: bool) -> set[str]:
    """`run`'s literals with the word edges they are known to have (`bounds` reading only)."""
    if not (start or end):
        return run
    return {
        (WORD_START if start and _WORD_CHAR.match(lit[:1]) else "")
        + lit
        + (WORD_END if end and _WORD_CHAR.match(lit[-1:]) else "")
        for lit in run
    }


def _best(reqs: list[set[str]]) -> set[str] | None:
    """The most selective required set: the one whose shortest literal is longest."""
    return max(reqs, key=lambda r: min(map(len, r)), default=None)


def _sequence(
    items, ignorecase: bool, bounds: bool = False, word_start: bool = False
) -> tuple[set[str] | None, list[set[str]]]:
    """(every string the sequence can be, if it is literal text only; the sets of literals
    it requires, one literal of each). `bounds`: mark the literals that start or end a word
    (`word_start`: the sequence starts after a word edge)."""
    full: set[str] | None = {""}
    run: set[str] = {""}  # the literal text since the last break
    reqs: list[set[str]] = []
    for op, av in items:
        first = word_start and run == {""}
        piece_full, piece_reqs = _item(op, av, ignorecase, bounds, first)
        if piece_full is not None:
            longer = _cross(run, piece_full)
            full = _cross(full, piece_full) if full is not None else None
            if longer is None:  # too many alternatives: keep what was found, start again
                if run != {""}:
                    reqs.append(_mark(run, word_start, False))
                longer, word_start = piece_full, False
            run = longer
            continue
        full = None
        if run != {""}:
            reqs.append(_mark(run, word_start, bounds and _is_word_edge(op, av, ahead=True)))
        reqs.extend(piece_reqs)
        run = {""}
        word_start = bounds and _is_word_edge(op, av, ahead=False)
    if run != {""}:
        reqs.append(_mark(run, word_start, False))
    if full == {""}:
        full = None
    return full, [r for r in reqs if "" not in r]


def _item(
    op, av, ignorecase: bool, bounds: bool = False, word_start: bool = False
) -> tuple[set[str] | None, list[set[str]]]:
    if op is _parser.LITERAL:
        char = chr(av)
        if bounds and char in (WORD_START, WORD_END):
            return None, []  # (read as a mark)
        return {_fold(char) if ignorecase else char}, []
    if op is _parser.BRANCH:
        fulls, each = [], []
        for alternative in av[1]:
            f, reqs = _sequence(alternative, ignorecase, bounds, word_start)
            fulls.append(f)
            each.append([_mark(f, word_start, False)] if f is not None else reqs)
        if all(f is not None for f in fulls):
            union = set().union(*fulls)
            return (union, []) if len(union) <= _MAX_ALTERNATIVES else (None, [])
        if not all(each):
            return None, []  # an alternative that needs no literal
        # A match takes one alternative, so it holds one set of each alternative: every
        # union of one set per alternative is required.
        if prod(map(len, each)) > _MAX_COMBINATIONS:
            each = [[_best(reqs)] for reqs in each]
        unions = [set().union(*choice) for choice in product(*each)]
        return None, [u for u in unions if len(u) <= _MAX_ALTERNATIVES]
    if op is _parser.SUBPATTERN:
        _group, add_flags, del_flags, body = av
        if (add_flags | del_flags) & re.IGNORECASE:
            return None, []  # a case change inside: not worth reasoning about
        return _sequence(body, ignorecase, bounds, word_start)
    if op in (_parser.MAX_REPEAT, _parser.MIN_REPEAT, _parser.POSSESSIVE_REPEAT):
        low, _high, body = av
        if low >= 1:
            f, reqs = _sequence(body, ignorecase)
            return None, [f] if f is not None else reqs
        return None, []
    if op is _parser.ATOMIC_GROUP:
        f, reqs = _sequence(av, ignorecase)
        return None, [f] if f is not None else reqs
    return None, []  # a class, a position, a look-around, a back reference: no literal


def required_literals(
    pattern: re.Pattern[str], *, bounds: bool = False
) -> tuple[tuple[str, ...], ...] | None:
    """Sets of literals that every match of `pattern` contains one of each (lowered and
    folded when the pattern ignores case), the most selective first; None when it has none.
    `bounds`: a literal that must start or end a word carries WORD_START or WORD_END (only
    for patterns whose word characters are Unicode's and whose case is not folded)."""
    ignorecase = bool(pattern.flags & re.IGNORECASE)
    bounds = bounds and not ignorecase and not pattern.flags & re.ASCII
    tree = _parser.parse(pattern.pattern, pattern.flags & ~re.UNICODE)
    full, reqs = _sequence(tree.data, ignorecase, bounds)
    if full is not None:
        reqs = [full]
    reqs = [r for r in reqs if r and "" not in r]
    if not reqs:
        return None
    unique = {tuple(sorted(r)) for r in reqs}
    return tuple(sorted(unique, key=lambda r: -min(map(len, r))))


class Presence:
    """Which literals one text holds, as it is and case-folded, each looked up once at C
    speed (literals.Literals)."""

    __slots__ = ("_ci", "_cs", "_folded_is_lowered", "lowered", "reader")

    def __init__(self, text: str, *, lowered: bool = False) -> None:
        # (what reported_speech.ReaderWords.of finds of this text, kept for the screening's rules)
        self.reader: object | None = None
        self._cs = Literals(text)
        self.lowered = text if lowered else text.lower()  # (kept: callers compare with it)
        folded = casefold_text(self.lowered, lowered=True)
        self._ci = self._cs if folded == text else Literals(folded)
        self._folded_is_lowered = folded == self.lowered

    def of_lowered(self) -> Presence:
        """What `Presence(self.lowered, lowered=True)` would be, sharing what is known: the
        lowered text case-folds as this one does."""
        other = Presence.__new__(Presence)
        other.lowered, other._ci = self.lowered, self._ci
        other._cs = self._ci if self._folded_is_lowered else Literals(self.lowered)
        other._folded_is_lowered = self._folded_is_lowered
        other.reader = None  # (another text: the lowered one)
        return other

    def has(self, literal: str, *, ignorecase: bool) -> bool:
        return self.of_case(ignorecase).has(literal)

    def of_case(self, ignorecase: bool) -> Literals:
        return self._ci if ignorecase else self._cs


def _edges(literal: str) -> tuple[str, bool, bool]:
    """(the literal without its marks, whether it starts a word, whether it ends one)."""
    start, end = literal[:1] == WORD_START, literal[-1:] == WORD_END
    return literal[start : len(literal) - end], start, end


class Gate:
    """Whether a text may match `pattern`: one of its required literals occurs in it."""

    __slots__ = ("_edges", "_sets", "ignorecase", "literals")

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.literals = cached(pattern, True, required_literals)
        self.ignorecase = bool(pattern.flags & re.IGNORECASE)
        # (the marks read once, not at each lookup)
        self._edges = [list(map(_edges, required)) for required in self.literals or ()]
        # Each required set as the literals any occurrence of which opens it, and those that
        # must also sit at a word edge; all of them go into the shared index.
        self._sets = [
            (
                frozenset(lit for lit, start, end in required if not (start or end)),
                tuple(edged for edged in required if edged[1] or edged[2]),
            )
            for required in self._edges
        ]
        INDEX.add({lit for required in self._edges for lit, _start, _end in required})

    def open(self, present: Presence) -> bool:
        if self.literals is None:
            return True
        found = present.of_case(self.ignorecase)
        held = found.held(INDEX)
        if held is None:  # (a long text read by its words: each literal looked up)
            return all(
                any(
                    found.has_word(lit, start=start, end=end) if start or end else found.has(lit)
                    for lit, start, end in required
                )
                for required in self._edges
            )
        # `held` answers `has` for every literal; a literal at a word edge is asked further
        # only when it occurs at all
        return all(
            not plain.isdisjoint(held)
            or any(
                lit in held and found.held_at_edges(lit, start=start, end=end)
                for lit, start, end in edged
            )
            for plain, edged in self._sets
        )
