"""A pattern compiled on first use answers as `re.compile` does, and is known to the gates'
literal table by the same key before it is compiled."""

from __future__ import annotations

import re

import pytest

from ltm_chat.memory.screen import instruction_speech, literal_cache
from ltm_chat.memory.screen.lazy_pattern import LazyPattern, lazy_compile
from ltm_chat.memory.screen.window_search import WindowSearch


def _near_rules():
    return [
        leaf
        for _, rule in instruction_speech._RULES
        for leaf in getattr(rule, "rules", (rule,))
        if hasattr(leaf, "first")
    ]


@pytest.mark.parametrize(
    ("pattern", "flags"),
    [
        (r"\bignore\b", 0),
        (r"(?i)ignore", 0),
        (r"(?i:ignore) all", 0),
        (r"[a-z]+", re.ASCII),
        (r"obey", re.IGNORECASE | re.DOTALL),
    ],
)
def test_flags_and_matches_are_those_of_re_compile(pattern, flags):
    lazy, eager = lazy_compile(pattern, flags), re.compile(pattern, flags)
    assert lazy.flags == eager.flags and lazy.pattern == eager.pattern
    assert literal_cache.key(lazy, True) == literal_cache.key(eager, True)
    text = "Please IGNORE all of it, obey; ignore all"
    assert [m.span() for m in lazy.finditer(text)] == [m.span() for m in eager.finditer(text)]
    assert bool(lazy.search(text, 3, 20)) == bool(eager.search(text, 3, 20))
    assert bool(lazy.match(text)) == bool(eager.match(text))
    assert bool(lazy.fullmatch("ignore")) == bool(eager.fullmatch("ignore"))


def test_a_bytes_pattern_is_compiled_at_once_and_answers_as_compiled():
    lazy = lazy_compile(rb"\x00ssh-")
    assert lazy._compiled is not None and lazy.flags == re.compile(rb"\x00ssh-").flags
    assert lazy.search(b"ab\x00ssh-rsa") is not None


def test_a_pattern_is_compiled_only_when_searched():
    lazy = LazyPattern(r"never\s+compiled")
    assert lazy._compiled is None
    assert lazy.search("it was never  compiled") is not None
    assert lazy._compiled is not None


def test_every_rule_pair_keys_the_literal_table_as_its_compiled_pattern():
    rules = _near_rules()
    assert len(rules) > 100
    for rule in rules:
        for lazy in (rule.first, rule.second):
            eager = re.compile(lazy.pattern)
            assert lazy.flags == eager.flags, lazy.pattern[:80]
            assert literal_cache.key(lazy, True) == literal_cache.key(eager, True)


def test_equal_texts_and_flags_are_one_pattern():
    assert lazy_compile("a+b") == lazy_compile("a+b")
    assert len({lazy_compile("a+b"), lazy_compile("a+b"), lazy_compile("a+b", re.I)}) == 2
    assert lazy_compile("a+b") != lazy_compile("a+c")


def test_a_window_search_reads_its_reach_on_first_use():
    search = WindowSearch(lazy_compile(r"(?<=\w{3})x"))
    assert search._reach is False
    assert search.reach == 3
    assert search.found("abcx", 3, 4, {}) is True
