"""Turkish writes a case or possessive ending after an apostrophe when the word is a name or an
abbreviation: "PIN'i 2244", "PUK'u 71920384", "Wi-Fi'ın şifresi". The noun with its ending is
still the noun; elsewhere a letter after an apostrophe marks a string in code (`'pin'`), so only
Turkish's own endings, then a space or a punctuation mark, count.
"""

from __future__ import annotations

import re

__all__ = ["turkish_suffix_end"]

# accusative, possessive, genitive, dative, locative, ablative, instrumental (vowel harmony)
_SUFFIX = re.compile(
    r"['’](?:[ıiuü]|s[ıiuü]|n[ıiuü]|y[ıiuü]|[ıiuü]n|n[ıiuü]n|[ıiuü]m|[ıiuü]m[ıiuü]z|y[ae]|[ae]|"
    r"[dt][ae]|[dt][ae]n|y?l[ae])(?=[ \t\n,.:;!?)]|\Z)"
)


def turkish_suffix_end(lowered: str, end: int) -> int | None:
    """Where the Turkish ending after an apostrophe at `end` stops, or None if there is none."""
    if not lowered.startswith(("'", "’"), end):
        return None
    m = _SUFFIX.match(lowered, end)
    return m.end() if m else None
