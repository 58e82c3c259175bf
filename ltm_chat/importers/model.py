"""What every importer produces: conversations and messages in ltm-chat's terms, with the
source's own ids (from which ltm-chat's ids are derived, so a second import adds nothing)."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from ltm_chat.memory.model import MemoryError_

SOURCES = ("chatgpt", "claude", "llm")


class BadExport(MemoryError_):
    """An export that cannot be imported: one line naming the file and what is wrong."""

    def __init__(self, path: Path | str, what: str):
        super().__init__(f"{path}: {what}; nothing was imported")


@dataclass
class ImportedMessage:
    source_id: str
    role: str  # "user" or "assistant"
    text: str
    created_at: datetime | None = None
    model: str | None = None


@dataclass
class ImportedConversation:
    source: str  # chatgpt | claude | llm
    source_id: str
    title: str
    created_at: datetime
    updated_at: datetime
    model: str | None = None
    messages: list[ImportedMessage] = field(default_factory=list)

    @property
    def id(self) -> str:
        """ltm-chat's id: the creation time (so lists sort as the chat's own ids do) and a hash
        of the source's id (so the same conversation always gets the same id)."""
        return f"{_micros(self.created_at):013x}{_digest(self.source, self.source_id)[:6]}"

    def message_id(self, position: int) -> str:
        """Sorts in transcript order (the store orders messages by id)."""
        base = _micros(self.created_at) + position
        return f"{base:013x}{_digest(self.source, self.source_id, str(position))[:6]}"

    @property
    def user_turns(self) -> int:
        return sum(m.role == "user" for m in self.messages)


def _micros(moment: datetime) -> int:
    return max(0, int(moment.timestamp() * 1_000_000))


def _digest(*parts: str) -> str:
    return hashlib.sha256("\x1f".join(parts).encode("utf-8", "surrogatepass")).hexdigest()


def from_epoch(value: object) -> datetime | None:
    """A Unix timestamp (ChatGPT's create_time) as an aware UTC datetime; None when absent."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    try:
        return datetime.fromtimestamp(float(value), UTC)
    except (OverflowError, OSError, ValueError):
        return None


def from_iso(value: object) -> datetime | None:
    """An ISO 8601 timestamp (Claude's, llm's) as an aware UTC datetime; None when unreadable."""
    if not isinstance(value, str) or not value.strip():
        return None
    try:
        moment = datetime.fromisoformat(value.strip().replace("Z", "+00:00"))
    except ValueError:
        return None
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def fill_dates(conv: ImportedConversation) -> None:
    """Messages without a time take the one before them (or the conversation's start)."""
    last = conv.created_at
    for m in conv.messages:
        if m.created_at is None:
            m.created_at = last
        last = m.created_at
