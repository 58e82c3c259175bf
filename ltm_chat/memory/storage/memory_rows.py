"""`memories list` and `memories pending` from a snapshot of the memories table (listing_snapshots.py).

`SnapshotMemories` answers the reads those commands make (`list`, `count`, `pending`,
`pending_count`, `short_ids`) with the same filters, order and counts as `MemoryStore`, over
the rows saved by the last full listing, and without importing lancedb or pyarrow.
"""

from __future__ import annotations

from dataclasses import fields
from datetime import datetime
from pathlib import Path
from typing import Any

from ltm_chat.memory.model import Memory, utcnow
from ltm_chat.memory.storage import listing_snapshots as snapshots
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.schema import ALL_WORKSPACES

NAME = "memories"
# Every stored column except the vector (a listing never shows one).
_OWN = object()  # the memory's own namespace, as LongTermMemory.list's default
COLUMNS = [f.name for f in fields(Memory) if f.name != "vector"]


def _root(settings: Any) -> Path | None:
    paths = settings.paths
    return Path(paths.db_uri).expanduser() if paths.db_is_local else None


def open_memory_snapshot(settings: Any) -> SnapshotMemories | None:
    """The user's memories as the last listing saw them, when the database has not changed
    since; else None (the caller opens the store)."""
    root = _root(settings)
    rows = snapshots.load(root, NAME) if root is not None else None
    if not isinstance(rows, list):
        return None
    try:
        for row in rows:  # a sealed text is opened in memory, as on the full path
            sealed_rows.open_memory_row(row)
        memories = [Memory(**row) for row in rows]
    except TypeError:  # columns this version does not know: read the tables instead
        return None
    return SnapshotMemories(memories, settings.user_id, settings.namespace)


def save_memory_snapshot(settings: Any, memory: Any) -> bool:
    """After a full listing: keep every row of the table (all users, no vectors) for the next
    one. Not in incognito, not for a database on object storage."""
    root = _root(settings)
    if root is None or getattr(settings, "incognito", False):
        return False
    store = memory.store
    store.db.voided_snapshots.discard(NAME)  # saved here: nothing for refresh_memory_snapshot
    taken = snapshots.signature(root, NAME)  # before the read: a change meanwhile voids the save
    rows = store._read(lambda t: t.search().select(COLUMNS).limit(None).to_list())
    return snapshots.save(root, NAME, [{k: r.get(k) for k in COLUMNS} for r in rows], taken)


def refresh_memory_snapshot(settings: Any, memory: Any) -> bool:
    """After a command's writes: the listing snapshot saved anew when one of them deleted it
    (someone lists here), so that the next `memories list` is not the cold one. One read of
    the table without vectors (~60 ms at 500 memories), under the same lock and signature."""
    if NAME not in memory.store.db.voided_snapshots:
        return False
    return save_memory_snapshot(settings, memory)


class SnapshotMemories:
    """The read side of `LongTermMemory` that the listing commands use, over snapshot rows."""

    recovered_erasures: set[str] = set()  # a snapshot exists only when none was pending

    def __init__(self, rows: list[Memory], user_id: str, namespace: str, clock: Any = utcnow):
        self.rows = [m for m in rows if m.user_id == user_id]  # every namespace: ids, as store
        self.user_id = user_id
        self.namespace = namespace
        self.clock = clock

    def _scope(self, m: Memory, namespace: str | None, workspace: str | None) -> bool:
        """MemoryStore.scope_filter (include_global), without `now`."""
        if namespace is not None and m.namespace != namespace:
            return False
        return workspace in (ALL_WORKSPACES, None) or m.workspace in (workspace, "")

    async def list(
        self,
        *,
        namespace: str | None | object = _OWN,
        workspace: str | None = ALL_WORKSPACES,
        kind: str | None = None,
        pinned: bool | None = None,
        status: str | None = None,
        limit: int | None = None,
        newest_first: bool = True,
        with_vectors: bool = True,
        expired: bool | None = None,
        now: datetime | None = None,
    ) -> list[Memory]:
        """MemoryStore.list's filters, order and limit (what the listing commands pass)."""
        namespace = self.namespace if namespace is _OWN else namespace
        moment = now or self.clock()
        out = []
        for m in self.rows:
            if not self._scope(m, namespace, workspace):
                continue
            if expired is not None:
                past = m.expires_at is not None and m.expires_at <= moment
                if past != expired:
                    continue
            if kind and m.kind != kind:
                continue
            if pinned is not None and m.pinned != pinned:
                continue
            if status == "active" and m.status not in (None, "active"):
                continue
            if status not in (None, "active") and m.status != status:
                continue
            out.append(m)
        out.sort(key=lambda m: (m.created_at, m.id), reverse=newest_first)
        return out[:limit] if limit is not None else out

    async def count(self, workspace: str | None = ALL_WORKSPACES, status: str | None = None) -> int:
        """MemoryStore.count: `status` is an equality (a row without one is not counted)."""
        return sum(
            1
            for m in self.rows
            if self._scope(m, self.namespace, workspace) and (status is None or m.status == status)
        )

    async def pending(self) -> list[Memory]:
        return await self.list(status="pending", newest_first=False, with_vectors=False)

    async def pending_count(self) -> int:
        return await self.count(ALL_WORKSPACES, status="pending")

    def short_ids(self, ids: list[str] | None = None) -> dict[str, str]:
        from ltm_chat.text import short_ids

        universe = [m.id for m in self.rows]
        return short_ids(universe if ids is None else ids, universe)
