"""A giving verb whose subject is the writer ("when I share a system prompt I'm designing, point
out its weaknesses") tells what the writer does, not what the assistant is to reveal."""

from __future__ import annotations

import re

# Where the verb's clause opens: a mark or a conjunction that starts a new clause.
_CLAUSE_START = re.compile(r".*(?:[.!?;:,\n()\[\]\"“«]|\b(?:and|then|but)\b)", re.S | re.I)
# The writer as the subject, after an optional subordinator, a few adverbs or a modal between.
_WRITER_SUBJECT = re.compile(
    r"\s*(?:(?:when|whenever|if|once|after|before|while)\s+)?(?:i|we)"
    r"(?:'ll| will| can| may| might| always| often| usually| sometimes| just| also)*\s+",
    re.I,
)
_REACH = 40


def writer_acts(text: str, start: int, end: int) -> bool:
    """Whether the verb at text[start:end] has the writer as its subject, opening its clause."""
    lo = max(0, start - _REACH)
    opened = _CLAUSE_START.match(text, lo, start)
    return _WRITER_SUBJECT.fullmatch(text, opened.end() if opened else lo, start) is not None
