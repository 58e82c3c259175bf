"""Recall's in-process snapshots of a scope's rows (search_cache.ScopeSnapshot), one per
(user, namespace, workspace) at a table version, and the scope's pinned rows: our own writes
patch them under one lock, another writer's commit drops them."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import Any, Protocol

from ltm_chat.memory.model import Memory
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.indexes import ANN_MIN_ROWS
from ltm_chat.memory.storage.schema import ALL_WORKSPACES, FIELDS
from ltm_chat.memory.storage.search_cache import ScopeSnapshot

# Up to this many rows in a scope, recall searches an in-process snapshot (search_cache.py):
# one version check instead of three LanceDB queries of ~5 ms each.
SNAPSHOT_MAX_ROWS = ANN_MIN_ROWS


class SnapshotSource(Protocol):
    """What the snapshots need of the store (store.MemoryStore passes itself)."""

    db: Database
    dim: int

    @property
    def mem(self) -> Any: ...

    def scope_filter(
        self, user_id: str, namespace: str | None, workspace: str | None, **more: Any
    ) -> str: ...

    def pinned(self, where: str) -> list[Memory]: ...


class SnapshotCache:
    """The snapshots and pinned rows of one store's `memories` table, by scope."""

    def __init__(self, store: SnapshotSource) -> None:
        self.store = store
        self.scopes: dict[tuple, ScopeSnapshot | int] = {}  # int: too big at that version
        self.lock = threading.Lock()  # held while reading a snapshot; our writes patch under it
        self.writes_patching = 0  # own writes between their commit and their snapshot patch
        # scope -> (version, its pinned rows, their unit vectors by id: converted once per
        # version, not at every recall; ~2.5 ms for 100 pinned rows)
        self.pinned_cache: dict[tuple, tuple[int, list[Memory], dict[str, Any]]] = {}

    def _read_table(self, fn: Callable[[Any], Any]) -> Any:
        return self.store.db.read(self.store.mem, fn)

    def get(
        self, user_id: str, namespace: str | None, workspace: str | None
    ) -> ScopeSnapshot | None:
        """The scope's snapshot at the table's current version (None: too big, use LanceDB)."""
        key = (user_id, namespace, workspace)
        version = self._read_table(lambda t: t.version)
        with self.lock:
            cached = self.scopes.get(key)
            patching = self.writes_patching
        # Newer than the version just read is current too: a background write of ours (recall's
        # access bump) patched it while this read was under way. Older while such a write is
        # between its commit and its patch: it is the state before that write, and the patch
        # brings it up to date. Reloading would cost a scan of the scope (~1 s at 10,000 rows).
        if isinstance(cached, ScopeSnapshot) and (cached.version >= version or patching):
            return cached
        if isinstance(cached, int) and cached == version:
            return None
        where = self.store.scope_filter(user_id, namespace, workspace)
        if self._read_table(lambda t: t.count_rows(where)) > SNAPSHOT_MAX_ROWS:
            with self.lock:
                self.scopes[key] = version
            return None
        snap = self._load(key, where)
        with self.lock:
            self.scopes[key] = snap
        return snap

    def _load(self, key: tuple, where: str) -> ScopeSnapshot:

        def run(t: Any) -> tuple[int, Any]:
            version = t.version
            return version, t.search().where(where, prefilter=True).limit(None).to_arrow()

        version, table = self._read_table(run)
        user_id, namespace, workspace = key
        spaces = None if workspace in (None, ALL_WORKSPACES) else {workspace, ""}
        snap = ScopeSnapshot(user_id, namespace, spaces, version, self.store.dim)
        columns = {name: table.column(name).to_pylist() for name in FIELDS}
        columns["text"] = sealed_rows.open_texts(columns["text"], columns["id"])
        memories = [
            Memory(**{name: columns[name][i] for name in FIELDS}) for i in range(table.num_rows)
        ]
        vectors = _vector_matrix(table.column("vector"), table.num_rows, self.store.dim)
        snap.extend(memories, vectors)
        return snap

    @contextlib.contextmanager
    def patching(self) -> Iterator[None]:
        """A write of ours that will patch the snapshots is under way (see get)."""
        with self.lock:
            self.writes_patching += 1
        try:
            yield
        finally:
            with self.lock:
                self.writes_patching -= 1

    def after_own_write(
        self,
        before: int,
        after: int,
        patch: Callable[[ScopeSnapshot], None],
        same_rows: bool = False,
    ) -> None:
        """Keep snapshots that were current before our write current after it; drop others.
        `same_rows`: the write changed no row's scope, so a scope too big for a snapshot stays
        too big (no count of it, ~5-15 ms at 100k rows, on the next recall)."""
        with self.lock:
            for key, snap in list(self.scopes.items()):
                # after > before + 1: another writer's commit landed in between (object
                # storage appends rebase on it), which the patch would not hold.
                if isinstance(snap, ScopeSnapshot) and snap.version == before == after - 1:
                    patch(snap)
                    snap.version = after
                elif same_rows and isinstance(snap, int) and snap == before == after - 1:
                    self.scopes[key] = after
                else:
                    del self.scopes[key]

    def pinned_rows(
        self, user_id: str, namespace: str | None, workspace: str | None, now: datetime
    ) -> tuple[list[Memory], dict[str, Any]]:
        """The scope's live pinned rows and their unit vectors by id, kept per table version
        (a query costs ~14 ms at 100k rows; recall's own access bumps carry the cache to the
        next version)."""
        import numpy as np

        key = (user_id, namespace, workspace)
        version = self._read_table(lambda t: t.version)
        with self.lock:
            cached = self.pinned_cache.get(key)
        if cached is None or cached[0] != version:
            rows = self.store.pinned(self.store.scope_filter(user_id, namespace, workspace))
            units = {}
            for m in rows:
                if m.vector is not None:
                    v = np.asarray(m.vector, dtype=np.float32)
                    units[m.id] = v / (float(np.linalg.norm(v)) or 1.0)
            cached = (version, rows, units)
            with self.lock:
                self.pinned_cache[key] = cached
        live = [
            m
            for m in cached[1]
            if (m.expires_at is None or m.expires_at > now)
            and m.status in (None, "active")
            and m.tier != "archived"
        ]
        return live, cached[2]

    def bump_pinned(self, before: int, after: int, memory_ids: list[str], at: datetime) -> None:
        """Recall's access bump (table version `before` -> `after`) on the cached pinned rows."""
        with self.lock:
            for key, (version, rows, units) in list(self.pinned_cache.items()):
                if version == before:
                    for m in rows:
                        if m.id in memory_ids:
                            m.last_accessed_at = at
                            m.retrieval_count = (m.retrieval_count or 0) + 1
                    self.pinned_cache[key] = (after, rows, units)


def _vector_matrix(column: Any, rows: int, dim: int) -> Any:
    """The vector column as a (rows, dim) float32 matrix; rows without a vector are zeros."""
    import numpy as np

    vectors = np.zeros((rows, dim), dtype=np.float32)
    col = column.combine_chunks()
    if not len(col) or col.type.list_size != dim:
        return vectors
    valid = np.asarray(col.is_valid().to_pylist(), dtype=bool)
    if valid.any():
        # `.values` keeps a slot for every entry, null or not (`flatten()` drops the nulls):
        # the rows line up.
        values = col.values.slice(col.offset * dim, rows * dim)
        flat = values.to_numpy(zero_copy_only=False).astype(np.float32)
        vectors = np.nan_to_num(flat.reshape(rows, dim))
        vectors[~valid] = 0.0
    return vectors


def extend_snapshot(snap: ScopeSnapshot, items: list[Memory], dim: int) -> None:
    import numpy as np

    mine = [m for m in items if snap.matches(m)]
    vectors = np.zeros((len(mine), dim), dtype=np.float32)
    for row, m in enumerate(mine):
        if m.vector is not None:
            vectors[row] = m.vector
    snap.extend(mine, vectors)
