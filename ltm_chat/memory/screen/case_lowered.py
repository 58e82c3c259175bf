"""Case-insensitive rules read as case-sensitive ones on the lowered text, where that means the
same thing: `re` under IGNORECASE compares every character through a case table and gives up
its fast search for a literal, so one rule on a 1 MB adversarial text took 74 ms, 32 ms lowered.
"""

from __future__ import annotations

import re
import sys

# Characters IGNORECASE equates with a letter that `str.lower` does not map them to ("ſ" with
# "s", "ı" with "i", final "ς" with "σ", …), and the one whose lowercase is longer ("İ");
# `case_specials()` derives them (a test keeps this copy equal, without a 1.1M-character loop
# at import).
_CASE_SPECIAL = (
    "\xb5\u0130\u0131\u017f\u0345\u03c2\u03d0\u03d1\u03d5\u03d6\u03f0\u03f1\u03f5\u1c80"
    "\u1c81\u1c82\u1c83\u1c84\u1c85\u1c86\u1c87\u1c88\u1e9b\u1fbe"
)
_HAS_SPECIAL = re.compile("[" + re.escape(_CASE_SPECIAL) + "]")


def lowered_twin(pattern: re.Pattern[str]) -> re.Pattern[str] | None:
    """`pattern` without IGNORECASE, to search a lowered text; None when that could differ: a
    capital in its source (a literal, or an escape such as \\S or \\B) or a special letter."""
    source = pattern.pattern
    if not pattern.flags & re.IGNORECASE or source != source.lower():
        return None
    if _HAS_SPECIAL.search(source):
        return None
    return re.compile(source, pattern.flags & ~re.IGNORECASE)


def lowers_alike(text: str) -> bool:
    """Whether `text.lower()` matches a lowered twin exactly where `text` matches its rule."""
    return text.isascii() or not any(c in text for c in _CASE_SPECIAL)  # a find each: C speed


def case_specials() -> str:
    """Every character whose lowercase is longer, or which is its own lowercase while its
    (one-character) uppercase lowers to another letter: what `re` folds and `lower` does not."""
    return "".join(
        c
        for c in map(chr, range(sys.maxunicode + 1))
        if len(c.lower()) != 1
        or (c.lower() == c and len(c.upper()) == 1 and c.upper().lower() != c)
    )
