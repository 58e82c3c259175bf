"""`conversations list` from a snapshot (memory/storage/listing_snapshots.py): the conversations
table's rows and each conversation's message count, as the last full listing read them, used
while the database is unchanged, so that a listing does not import lancedb."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ltm_chat.chat.history import Conversation, ConversationStore
from ltm_chat.memory.storage import listing_snapshots as snapshots
from ltm_chat.memory.storage import row_journal

NAME = "conversations"


def _root(settings: Any) -> Path | None:
    paths = settings.paths
    return Path(paths.db_uri).expanduser() if paths.db_is_local else None


def open_conversation_snapshot(settings: Any) -> SnapshotConversations | None:
    """The user's conversations as the last listing saw them, when nothing changed since."""
    root = _root(settings)
    if root is None:
        return None
    journal = row_journal.pending(root)
    content = snapshots.load(root, NAME, journal_read=True)
    waiting = row_journal.waiting_rows(root)
    # A merge between the two reads would show its rows twice or not at all: full path then.
    if not isinstance(content, dict) or waiting is None or row_journal.pending(root) != journal:
        return None
    try:
        rows = {r["id"]: r for r in content["rows"]}
        counts = dict(content["counts"])
        # An `ask --no-memory` turn waits in the row journal: its conversation row as it
        # stands after the turn, and its new messages (ids never in a table yet).
        rows.update((r["id"], r) for r in waiting.get("conversations", []))
        for message in waiting.get("messages", []):
            counts[message["conversation_id"]] = counts.get(message["conversation_id"], 0) + 1
        convs = [Conversation.from_row(r) for r in rows.values()]
    except (KeyError, TypeError, ValueError):
        return None
    return SnapshotConversations([c for c in convs if c.user_id == settings.user_id], counts)


def save_conversation_snapshot(settings: Any, store: ConversationStore) -> bool:
    """After a full listing: keep every conversation row and the message counts (no message
    text). Not in incognito, not for a database on object storage."""
    root = _root(settings)
    if root is None or getattr(settings, "incognito", False):
        return False
    taken = snapshots.signature(root, NAME)  # before the reads: a change meanwhile voids the save
    rows = store._rows(store._conv, "true")
    columns = list(Conversation.__dataclass_fields__)
    content = {
        "rows": [{k: r[k] for k in columns if k in r} for r in rows],
        "counts": _message_counts(store),
    }
    return snapshots.save(root, NAME, content, taken)


def _message_counts(store: ConversationStore) -> dict[str, int]:
    """Messages per conversation, every user's (ids are unique), reading one column."""
    import pyarrow.compute as pc

    ids = store.db.read(
        store.db.current(store._msgs),
        lambda t: (
            t.search().select(["conversation_id"]).limit(None).to_arrow().column("conversation_id")
        ),
    )
    return {row["values"]: row["counts"] for row in pc.value_counts(ids).to_pylist()}


class SnapshotConversations:
    """ConversationStore.list over snapshot rows (same order, same counts)."""

    def __init__(self, convs: list[Conversation], counts: dict[str, int]):
        self._convs = convs
        self._counts = counts

    def list(self, limit: int | None = None, *, with_counts: bool = False) -> list[Conversation]:
        convs = sorted(self._convs, key=lambda c: c.updated_at, reverse=True)
        convs = convs[:limit] if limit else convs
        if with_counts:
            for conv in convs:
                conv.message_count = self._counts.get(conv.id, 0)
        return convs
