"""An e-mail address, then the password that logs in with it (secret_speech.py runs it): "my
PayPal: maria.lopez@example.com Sunset_Boulevard42", "Amazon - a.k.patel@example.com -
Diwali2019!", "Uber account, she let me use it: emma.w@example.com Uber2go!!".

A login is who and what proves it; an address says who, and a value no word, name or count is
(lower-case letters with a digit, and a symbol or capitals) right after it says what. The pair is read
only when it is set out as one: after a label's colon in its sentence, or with a mark or a
conjunction between the two ("- ", "/", "and"). "write to jane@example.com - Thanks!" (a word),
"contact: bob@example.com / Sales-Team" (no digit) give no password.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["address_password_spans"]

_FINDS = 20  # addresses read: a message names a few
_EMAIL_BEFORE = re.compile(r"[\w.+-]{1,64}\Z")
_EMAIL_AFTER = re.compile(r"@[\w-]{1,63}(?:\.[\w-]{1,63})+")
# between the address and the value: a mark, or a conjunction, or nothing but a space
_BETWEEN = re.compile(
    r"(?P<mark>[ \t]*[-–—/|:,;][ \t]*|[ \t]+(?:and|y|e|et|und|ja|og|och|en|и|i|a|ve|và|dan)[ \t]+"
    r"|[ \t]+ו-?)?(?(mark)|[ \t]+)(?P<v>\S{5,64})"
)
# a label's colon before the address in its sentence
_LABEL = re.compile(r":[ \t]*[^\n.!?:]{0,80}\Z")


def _strong(core: str) -> bool:
    """Letters with a digit, and a symbol or both cases: a chosen password, no name or word."""
    if not chosen_password(core) or not any(c.isdigit() for c in core):
        return False
    if not any(c.islower() for c in core):
        return False  # "REF-2024-118", "INV-0042": a reference is written in capitals
    symbol = any(not c.isalnum() for c in core)
    return symbol or (any(c.isupper() for c in core) and any(c.islower() for c in core))


def address_password_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password set out after an e-mail address."""
    if not chars.has("@"):
        return []
    found: list[tuple[str, int, int]] = []
    for at in capped_occurrences(text, "@", _FINDS):
        before = _EMAIL_BEFORE.search(text, max(0, at - 64), at)
        after = _EMAIL_AFTER.match(text, at)
        if before is None or after is None:
            continue
        start, end = before.start(), after.end()
        while end > at and text[end - 1] in ".-":
            end -= 1  # the sentence's full stop, not the address's
        pair = _BETWEEN.match(text, end)
        if pair is None:
            continue
        token = pair.group("v").rstrip(",;")
        lead = len(token) - len(token.lstrip("(\"'“«‘"))
        core = token_core(token)
        if "@" in core or not _strong(core):
            continue
        if not pair.group("mark") and not _LABEL.search(text, max(0, start - 80), start):
            continue  # a bare space between: only after a label ("my PayPal: … …")
        value_start = pair.start("v") + lead
        found.append(("spoken-password", value_start, value_start + len(core)))
    return found
