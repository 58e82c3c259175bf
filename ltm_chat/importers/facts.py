"""A list of facts another assistant keeps about the user (what "list everything you remember
about me" answers, or its memory settings page): one fact per line or bullet. Headings, blank
lines and the assistant's own framing ("Here is what I remember:") are not facts."""

from __future__ import annotations

import re

_BULLET = re.compile(r"^\s*(?:[-*+•·–—]|\d{1,3}[.)]|\[[ xX]\])\s+")
_FRAMING = re.compile(
    r"^(?:here(?:'s| is| are)\b|sure\b|certainly\b|of course\b|these are\b).*:\s*$", re.I
)


def facts(text: str) -> list[tuple[int, str]]:
    """(line number, fact) for each line that states something."""
    out = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#") or set(line) <= set("-=*_ "):
            continue
        line = _BULLET.sub("", line, count=1).strip()
        line = line.strip("*_").strip()  # **bold** markers around a whole line
        if not line or _FRAMING.match(line):
            continue
        out.append((number, line))
    return out
