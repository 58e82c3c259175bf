"""Versions of a memory: every change is a compare-and-swap edit that makes version N+1 and
sends the old values to memory_history first (history.py); a lost race raises StaleVersion
naming who made the current version."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from ltm_chat.memory.model import Memory, StaleVersion, new_id, validate_text
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.db import Database, sql_str
from ltm_chat.memory.storage.history import HistoryLog


class VersionedStore(Protocol):
    """What a versioned edit needs of the store (store.MemoryStore passes itself)."""

    db: Database
    clock: Callable[[], datetime]
    history_log: HistoryLog

    @property
    def mem(self) -> Any: ...

    def open(self) -> Any: ...

    def get(self, user_id: str, memory_id: str) -> Memory: ...


def update_text(
    store: VersionedStore,
    user_id: str,
    memory_id: str,
    text: str,
    *,
    vector: list[float] | None,
    embedding_model: str | None,
    actor: str,
    kind: str | None = None,
    importance: float | None = None,
    now: datetime | None = None,
    expected_version: int | None = None,
) -> Memory:
    """Edit a memory's text; the previous version goes to memory_history first."""
    values: dict[str, Any] = {
        "text": validate_text(text),
        "vector": vector,
        "embedding_model": embedding_model if vector is not None else None,
    }
    if kind is not None:
        values["kind"] = kind
    if importance is not None:
        values["importance"] = float(importance)
    return change(
        store, user_id, memory_id, values, actor=actor, now=now, expected_version=expected_version
    )


def change(
    store: VersionedStore,
    user_id: str,
    memory_id: str,
    values: dict[str, Any] | Callable[[Memory], dict],
    *,
    actor: str,
    action: str = "edit",
    expected_version: int | None = None,
    restores: int | None = None,
    now: datetime | None = None,
) -> Memory:
    """A compare-and-swap edit: the new version is `version + 1`, the old values go to
    memory_history first. With `expected_version`, a row that moved on raises StaleVersion
    and nothing is written. `values` may be a function of the current row (computed under
    the lock, so increments cannot lose each other).

    Local databases: the whole read-check-write runs under the data dir's write lock, which
    every ltm-chat writer takes, so no other edit can land in between. Object storage has no
    lock: the update is conditional on `version = N` and counts the rows it changed; lance
    refuses the second of two commits that rewrite the same row, our retry re-evaluates the
    condition, and a loser deletes the history row it wrote."""
    store.open()
    now = now or store.clock()
    with store.db.write_lock():
        old = store.get(user_id, memory_id)
        if expected_version is not None and old.version != expected_version:
            raise stale(store, user_id, old, expected_version)
        new = dict(values(old) if callable(values) else values)
        if "text" in new:
            new["text"] = validate_text(new["text"])
        entry = {
            "id": new_id(),
            "memory_id": old.id,
            "user_id": user_id,
            "version": old.version,
            "text": old.text,
            "kind": old.kind,
            "importance": old.importance,
            "changed_at": now,
            "actor": actor,
            "pinned": old.pinned,
            "workspace": old.workspace,
            "expires_at": old.expires_at,
            "source": old.source,
            "conversation_id": old.conversation_id,
            "message_id": old.message_id,
            "action": action,
            "restores": restores,
        }
        newly_sealed = sealed_rows.seal_change(old, new, entry)
        if newly_sealed:  # its plain text is in older versions: journal their scrub first
            sealed_rows.journal(store, user_id, [old.id])
        store.history_log.record(entry)
        new.update(updated_at=now, version=old.version + 1)
        where = (
            f"user_id = {sql_str(user_id)} AND id = {sql_str(memory_id)}"
            f" AND version = {int(old.version)}"
        )
        result = store.db.write(store.mem, lambda t: t.update(where=where, values=new))
        if getattr(result, "rows_updated", 1) != 1:
            store.history_log.unrecord(entry["id"])
            raise stale(store, user_id, store.get(user_id, memory_id), old.version)
        if newly_sealed:
            sealed_rows.after_sealing(store, user_id, [old.id])
    return store.get(user_id, memory_id)


def stale(store: VersionedStore, user_id: str, current: Memory, expected: int) -> StaleVersion:
    """The error for an edit based on `expected`, naming who made the current version."""
    made = [
        e
        for e in store.history_log.history(user_id, current.id)
        if e.version == current.version - 1
    ]
    by = made[-1].actor if made else current.source
    return StaleVersion(current.id, expected, current.version, by, current.updated_at)
