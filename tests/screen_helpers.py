"""One check for the screen's credential families: refused as a memory, and no piece of the
value left in the transcript's redacted text."""

from __future__ import annotations

from collections.abc import Iterable

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict


def assert_refused_and_hidden(text: str, pieces: Iterable[str]) -> None:
    """`text` is refused, and none of `pieces` (the value, its ends, its words) survives
    redaction."""
    assert screening_verdict(text) is not None, text
    redacted = redact_secrets(text)
    assert not [piece for piece in pieces if piece in redacted], redacted
