"""Instructions to the assistant as people write them, in any language and spelling.

Here: the families as rules over concepts and `addressed_instruction`; the concepts' lexicons
are the rule table instruction_words.py, the spelling folds instruction_fold.py.

poison.py reads English attack styles; this module reads what an instruction *does*, in the
languages people chat in: it tells the assistant to obey a trigger, to drop its rules, to give
away what it stores, claims authority over it, or smuggles data out through a link. A memory
states something about the user; none of these is one.

Each family is a co-occurrence of concepts, each concept a small multilingual lexicon (English,
German, French, Spanish, Portuguese, Italian, Dutch, Russian, Polish, Turkish, Chinese,
Japanese, Korean, Arabic, Hindi): a verb of control *and* what it controls. A word alone never
decides ("I reset my password", "my kid ignores the rules" stay).

Spelling tricks are undone first (`fold`, instruction_fold.py): leetspeak (`1gn0r3`), letters spaced or dotted
apart (`p r i n t`, `r.u.l.e.s`), Cyrillic and Greek look-alikes inside Latin text,
zero-width characters and mixed case. Every pattern is linear (bounded gaps, no nesting).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instruction_fold import fold
from ltm_chat.memory.screen.instruction_words import (
    _ADDRESSEE,
    _ASSISTANT,
    _AUTHORITY,
    _BYPASS,
    _CONTROLS,
    _GRANTS,
    _NEVER_REFUSE,
    _NO_LIMITS,
    _OBEY,
    _OBEY_STRONG,
    _REVEAL,
    _STANDING,
    _STORED,
    _TRIGGER,
)
from ltm_chat.memory.screen.required_literals import Gate, Presence

__all__ = ["FAMILIES", "addressed_instruction"]

FAMILIES = (
    "standing-order",
    "bypass-rules",
    "reveal-secrets",
    "claimed-authority",
    "exfiltration-link",
    "recall-spoof",
)

_I = re.IGNORECASE

_PLACEHOLDER = (
    r"(?:\{[^}\s]{1,40}\}|\[[A-Z_]{3,40}\]|<[a-z_ ]{3,40}>|\$[A-Za-z_]{3,40}|%s|%\([a-z_]+\)s)"
)
_EXFIL_URL = re.compile(
    r"(?:https?:)?//[^\s)\]]{1,200}?[?&/=]"
    + _PLACEHOLDER
    + r"|(?:https?:)?//[^\s)\]]{1,200}?[?&][\w-]{1,20}=(?:…|\.\.\.|\{|<|\[)",
    _I,
)
_MARKDOWN_IMAGE = re.compile(r"!\[[^\]\n]{0,100}\]\(\s*(?:https?:)?//", _I)
_DATA_WORDS = re.compile(
    r"[?&][\w-]{0,20}(?:data|chat|conv|conversation|history|memor|secret|password|token|key|"
    r"prompt|msg|message|q|d|k|c)=",
    _I,
)
# Lines that imitate the recalled block (`- [kind · 2026-01-01] text`, recall.py).
_RECALL_LINE = re.compile(
    r"\[\s*[\w -]{1,20}\s*[·•]\s*[^\]\n]{0,30}\]|\[\s*(?:preference|identity|project|decision|"
    r"event|fact|instruction|note|memory|pinned)\s*[|,:;-]\s*\d{4}-\d{1,2}-\d{1,2}\s*\]",
    _I,
)


class _Near:
    """Concept `first` and concept `second` in one sentence, within `window` characters.

    `first` (the rarer concept) is found in one pass; `second` is looked for only in the
    sentence around each hit. Patterns run on folded (lowered) text, so no IGNORECASE: a
    case-insensitive alternation would cost a case fold per character."""

    __slots__ = ("first", "gates", "second", "window")

    def __init__(self, first: str, second: str, window: int = 80) -> None:
        self.first, self.second = re.compile(first), re.compile(second)
        self.window = window
        # Both concepts must occur: the rule runs only on a text holding words of each.
        self.gates = (Gate(self.first), Gate(self.second))

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not all(gate.open(present) for gate in self.gates):
            return False
        for hits, m in enumerate(self.first.finditer(folded)):
            if hits >= _HIT_BUDGET:
                return False  # looked far enough: memories are 500 characters at most
            lo = max(0, m.start() - self.window)
            for end in _SENTENCE_END.finditer(folded, lo, m.start()):
                lo = end.end()
            hi = min(len(folded), m.end() + self.window)
            stop = _SENTENCE_END.search(folded, m.end(), hi)
            if self.second.search(folded, lo, stop.start() if stop else hi):
                return True
        return False


# A sentence ends at `.`, `!` or `?` before a space (`!sudo`, `v1.2` do not end one).
_SENTENCE_END = re.compile(r"[.!?](?=\s|$)|[。！？\n]")
# Concept hits looked at per text; a memory has a handful.
_HIT_BUDGET = 1000


class _One:
    __slots__ = ("gate", "pattern")

    def __init__(self, pattern: str) -> None:
        self.pattern = re.compile(pattern)
        self.gate = Gate(self.pattern)

    def search(self, folded: str, present: Presence | None = None) -> bool:
        if present is not None and not self.gate.open(present):
            return False
        return self.pattern.search(folded) is not None


_RULES: list[tuple[str, _Near | _One]] = [
    ("standing-order", _Near(_OBEY, _TRIGGER)),
    ("standing-order", _One(_NEVER_REFUSE)),
    ("standing-order", _Near(_OBEY_STRONG, _ASSISTANT, 40)),
    ("bypass-rules", _Near(_BYPASS, _CONTROLS, 60)),
    ("bypass-rules", _Near(_NO_LIMITS, _ADDRESSEE + "|" + _STANDING, 60)),
    ("reveal-secrets", _Near(_STORED, _REVEAL, 60)),
    ("claimed-authority", _Near(_AUTHORITY, _ASSISTANT, 40)),
]
# Claimed authority is an instruction when it grants something; "I'm a developer building an
# assistant" grants nothing.
_AUTHORITY_GRANTS = _Near(_AUTHORITY, _GRANTS + "|" + _BYPASS + "|" + _CONTROLS, 80)


_TEXT_GATES = {p: Gate(p) for p in (_RECALL_LINE, _EXFIL_URL, _MARKDOWN_IMAGE, _DATA_WORDS)}


def addressed_instruction(
    text: str,
    folded: str | None = None,
    present: Presence | None = None,
    in_folded: Presence | None = None,
) -> str | None:
    """The family of an instruction addressed to the assistant's behaviour, or None.
    `present`, `in_folded`: the literals of `text` and of `folded` when the caller has them."""
    present = present or Presence(text)

    def found(pattern: re.Pattern[str]) -> bool:
        return _TEXT_GATES[pattern].open(present) and pattern.search(text) is not None

    if found(_RECALL_LINE):
        return "recall-spoof"
    if found(_EXFIL_URL) or (found(_MARKDOWN_IMAGE) and found(_DATA_WORDS)):
        return "exfiltration-link"
    folded = fold(text) if folded is None else folded
    in_folded = in_folded or Presence(folded, lowered=True)  # fold() lowers
    for family, rule in _RULES:
        if not rule.search(folded, in_folded):
            continue
        if family == "claimed-authority" and not _AUTHORITY_GRANTS.search(folded, in_folded):
            continue
        return family
    return None
