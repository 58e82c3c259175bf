"""Store imported conversations: validated whole before anything is written, then written in
batches, idempotently (ids derived from the source's ids: present ones are skipped) and
resumably (a batch's messages are written before its conversations, and leftovers of a killed
batch are erased when it is written again: see ConversationStore.save_whole)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ltm_chat.importers.ledger import IMPORTED, Ledger
from ltm_chat.importers.model import ImportedConversation

BATCH_CONVERSATIONS = 200  # per write: few LanceDB versions, a small loss when killed
BATCH_MESSAGES = 4_000
Reader = Callable[[], Iterator[ImportedConversation]]
Progress = Callable[[int, int], None]


@dataclass
class Scanned:
    """One conversation as the scan saw it: what mining's filters and estimate need."""

    id: str
    created_at: datetime
    updated_at: datetime
    user_turns: int
    user_chars: int


@dataclass
class Summary:
    source: str
    label: str
    found: int = 0
    imported: int = 0
    updated: int = 0  # stored before, grown since: replaced by the export's newer version
    present: int = 0
    messages: int = 0
    refused: Counter[str] = field(default_factory=Counter)
    conversations: list[Scanned] = field(default_factory=list)  # importable ones, in order

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "file": self.label,
            "found": self.found,
            "imported": self.imported,
            "updated": self.updated,
            "already_present": self.present,
            "messages": self.messages,
            "refused": dict(self.refused),
        }


def scan(reader: Reader, source: str, label: str) -> Summary:
    """Read the whole export once without writing: a malformed one fails here (BadExport),
    before anything is stored; the counts serve --dry-run and the progress bar."""
    summary = Summary(source, label)
    seen: set[str] = set()
    for conv in reader():
        summary.found += 1
        reason = refusal(conv, seen)
        if reason:
            summary.refused[reason] += 1
            continue
        summary.messages += len(conv.messages)
        users = [m for m in conv.messages if m.role == "user"]
        summary.conversations.append(
            Scanned(
                conv.id,
                conv.created_at,
                conv.updated_at,
                len(users),
                sum(len(m.text) for m in users),
            )
        )
    return summary


def preview(store: Any, summary: Summary) -> Summary:
    """The counts `write` would reach, without writing (`store` None: nothing stored yet)."""
    stored = store.present([c.id for c in summary.conversations]) if store is not None else {}
    summary.updated = sum(_grown(c, stored) for c in summary.conversations)
    summary.present = len(stored) - summary.updated
    summary.imported = len(summary.conversations) - len(stored)
    return summary


def _grown(conv: Any, stored: dict[str, Any]) -> bool:
    """Stored before, and continued since (a newer export): replaced whole."""
    return conv.id in stored and conv.updated_at > stored[conv.id]


def refusal(conv: ImportedConversation, seen: set[str]) -> str | None:
    """Why a conversation is not imported: empty ones hold nothing to keep, and a conversation
    the export holds twice is imported once (`seen`: the ids met so far, updated)."""
    if not conv.messages:
        return "no messages"
    if conv.id in seen:
        return "twice in the export"
    seen.add(conv.id)
    return None


def write(
    reader: Reader,
    store: Any,
    ledger: Ledger,
    summary: Summary,
    *,
    workspace: str = "",
    progress: Progress | None = None,
) -> Summary:
    """Import every conversation the scan accepted that is not stored yet (or grew since)."""
    from ltm_chat.chat.history import Conversation, Message

    total = len(summary.conversations)
    done = 0
    pending: list[ImportedConversation] = []

    def flush() -> None:
        nonlocal done, pending
        if not pending:
            return
        stored = store.present([c.id for c in pending])
        fresh = [c for c in pending if c.id not in stored]
        grown = [c for c in pending if _grown(c, stored)]
        batch = [
            (_conversation(c, store.user_id, workspace, Conversation), _messages(c, Message))
            for c in fresh + grown
        ]
        store.save_whole(batch, replace={c.id for c in grown})
        ledger.record(IMPORTED, [c.id for c in pending])
        summary.imported += len(fresh)
        summary.updated += len(grown)
        summary.present += len(pending) - len(fresh) - len(grown)
        done += len(pending)
        if progress:
            progress(done, total)
        pending = []

    size, seen = 0, set()
    for conv in reader():
        if refusal(conv, seen):
            continue
        pending.append(conv)
        size += len(conv.messages)
        if len(pending) >= BATCH_CONVERSATIONS or size >= BATCH_MESSAGES:
            flush()
            size = 0
    flush()
    return summary


def _conversation(c: ImportedConversation, user_id: str, workspace: str, cls: Any) -> Any:
    return cls(c.id, user_id, c.title, c.created_at, c.updated_at, c.model, workspace)


def _messages(c: ImportedConversation, cls: Any) -> list[Any]:
    return [
        cls(c.message_id(n), c.id, m.role, m.text, m.created_at or c.created_at, m.model)
        for n, m in enumerate(c.messages)
    ]
