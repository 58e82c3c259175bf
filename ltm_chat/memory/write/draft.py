"""A statement on its way in (`Draft`, with its provenance) and the checks every write makes on
what a caller hands in: the text (model.validate_text), the kind, the importance."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from ltm_chat.memory.model import KINDS, SENSITIVITIES, InvalidMemory

EXPLICIT_IMPORTANCE = 0.9  # "remember that …": the user said it matters
# Who wrote a memory in the audit trail, by its source (an unknown source names itself).
ACTORS = {"manual": "user", "explicit": "user", "extracted": "extraction", "import": "import"}


@dataclass
class Draft:
    """A statement on its way in, with its provenance."""

    text: str
    kind: str
    importance: float
    pinned: bool
    source: str
    conversation_id: str | None
    message_id: str | None
    status: str = "active"  # "pending": waits for review (policy.py)
    confidence: float = 1.0
    sensitivity: str = "normal"
    expires_at: datetime | None = None
    actor: str | None = None  # who, in the audit trail (None: from source)
    proposal: bool = False  # another tool's save: never changes an active memory unreviewed
    grounded: bool = True  # in the user's own words of the turn (policy.grounded)


def check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidMemory(f"unknown kind {kind!r}; use one of: {', '.join(KINDS)}")
    return kind


def check_sensitivity(sensitivity: str) -> str:
    if sensitivity not in SENSITIVITIES:
        raise InvalidMemory(f"sensitivity must be one of {', '.join(SENSITIVITIES)}")
    return sensitivity


def check_importance(importance: float) -> float:
    try:
        value = float(importance)
    except (TypeError, ValueError):
        raise InvalidMemory("importance must be a number between 0 and 1") from None
    if not 0.0 <= value <= 1.0:
        raise InvalidMemory("importance must be between 0 and 1")
    return value


def clean(text: str) -> str:
    from ltm_chat.memory.model import validate_text

    return validate_text(text)
