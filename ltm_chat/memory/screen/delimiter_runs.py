"""A character run that fakes a delimiter ("=====", "--- END ---", "***"), told from the runs
that are a table's or a value's own structure.

A Markdown table's separator row ("| --- | :---: |") holds dashes between pipes: it draws the
table the user pasted, it closes no prompt. Asterisks inside a value ("sk-****abcd", "pass****")
mask what was there: a log or a screenshot of a hidden key. Up to six hashes after a
hyphen or a letter stand for a format's digits ("YYYY-MM-###", session 34). Any other run of three is read as a
fake delimiter, as before.
"""

from __future__ import annotations

import re

__all__ = ["fakes_a_delimiter"]

# (the same runs as poison.py's markup rule)
RUN = r"([=%#~|^*_]|-)\1{2,}"
_RUN_RE = re.compile(RUN)
_CELL_EDGE = " :"
# Runs looked at before the text is taken as holding a delimiter (a long paste costs no more).
_BUDGET = 64


def _table_cell(text: str, start: int, end: int) -> bool:
    """Whether the dashes at text[start:end] fill a table cell: a pipe on each side, only
    spaces or colons between."""
    before = start
    while before > 0 and text[before - 1] in _CELL_EDGE:
        before -= 1
    after = end
    while after < len(text) and text[after] in _CELL_EDGE:
        after += 1
    return before > 0 and text[before - 1] == "|" and after < len(text) and text[after] == "|"


def _masked(text: str, start: int, end: int) -> bool:
    """Whether the asterisks at text[start:end] stand inside a value: a letter, digit or
    hyphen right before them and a letter or digit right after."""
    return (
        start > 0
        and (text[start - 1].isalnum() or text[start - 1] == "-")
        and end < len(text)
        and text[end].isalnum()
    )


# A number's places, not a bar: at most this many hashes ("LIST################" is a bar).
_DIGIT_PLACES = 6


def _digit_places(text: str, start: int) -> bool:
    """Whether the hashes at text[start:] stand for a number's digits in a format: a hyphen or
    a letter or digit right before them ("YYYY-MM-###", "INV###"), where a heading's or a
    delimiter's hashes open a line or follow a space."""
    return start > 0 and (text[start - 1].isalnum() or text[start - 1] in "-/")


def fakes_a_delimiter(text: str) -> bool:
    """Whether `text` holds a run of three that is neither a table cell's dashes nor a mask."""
    for seen, m in enumerate(_RUN_RE.finditer(text)):
        if seen >= _BUDGET:
            return True
        char = m.group(1)
        if char == "-" and _table_cell(text, m.start(), m.end()):
            continue
        if char == "*" and _masked(text, m.start(), m.end()):
            continue
        if char == "#" and m.end() - m.start() <= _DIGIT_PLACES and _digit_places(text, m.start()):
            continue
        return True
    return False
