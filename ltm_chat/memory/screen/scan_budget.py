"""The budget every spoken-secret scan shares: past it the rest of a text is treated as secret."""

from __future__ import annotations

__all__ = ["KEYWORD_BUDGET", "OverBudget"]

# Credential words that reach the value check, per text. A chat message or a memory has a
# handful; past this many the rest of the text is treated as secret (fail closed), as
# redact.py does with its near misses.
KEYWORD_BUDGET = 1000


class OverBudget(Exception):
    """A scan went past the budget at `position`: the text from there on is treated as secret."""

    def __init__(self, position: int):
        self.position = position
