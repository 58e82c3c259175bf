"""A setting named in a report, not set (#22 session 28): "the spam_filter=off setting let all
that junk through" tells what a setting did. The assignment is a modifier inside a noun phrase
(a determiner before the key, a word for a setting after the value) whose clause goes on in the
past; "safety=off", "set content filter=false", "the safety=off setting is now permanent" set it.
Patterns run on folded (lowered) text.
"""

from __future__ import annotations

import re

__all__ = ["reported_setting"]

# A determiner, then at most two words of the key's name, right before the matched key.
_DETERMINER_BEFORE = re.compile(
    r"(?<!\w)(?:the|that|this|a|an|my|our|his|her|their)\s+(?:[\w-]+\s+){0,2}$"
)
# A word for a setting right after the value, then a verb in the past (what the setting did).
_SETTING_DID = re.compile(
    r"\s+(?:setting|option|flag|toggle|switch)s?\s+(?:\w+ed|let|made|broke|was|were|did|had|"
    r"kept|got|left|meant|caused)\b"
)


def reported_setting(folded: str, start: int, end: int) -> bool:
    """Whether the assignment at folded[start:end] is a setting told of (see the docstring)."""
    return (
        _DETERMINER_BEFORE.search(folded, max(0, start - 40), start) is not None
        and _SETTING_DID.match(folded, end) is not None
    )
