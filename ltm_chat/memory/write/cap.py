"""The cap (NODETOOL_MEMORY_MAX_ITEMS) enforced: refuse a row when every stored one is pinned,
and after a write erase the rows eviction.py picks. On object storage an eviction rewrites the
table, so rows over the cap go a batch at a time."""

from __future__ import annotations

import asyncio
from typing import TYPE_CHECKING

from ltm_chat.memory.model import Memory, MemoryChange
from ltm_chat.memory.storage.store import ALL_WORKSPACES
from ltm_chat.memory.write import eviction

if TYPE_CHECKING:
    from ltm_chat.memory.storage.audit import AuditTrail
    from ltm_chat.memory.storage.store import MemoryStore

# On object storage, rows over the cap are evicted this many at a time (see Cap.enforce).
REMOTE_EVICT_BATCH = 16


class Cap:
    """One user's cap; `evicted` and `over_cap` say what the last enforcement did."""

    def __init__(self, store: MemoryStore, audit: AuditTrail, user_id: str, max_items: int) -> None:
        self.store = store
        self.audit = audit
        self.user_id = user_id
        self.max_items = max_items
        self.evicted: list[MemoryChange] = []  # what the last write's eviction removed
        self.over_cap: int | None = None  # rows left above max_items after it (a lowered cap)

    async def victims(self, adding: list[Memory] | None = None) -> tuple[int, list[Memory]]:
        """(the user's row count with `adding`, the rows the cap would evict): the unpinned
        ones least used, then least recent, then least important (eviction.py), among the
        stored rows and `adding` alike."""
        rows = await asyncio.to_thread(
            self.store.list,
            self.user_id,
            namespace=None,
            workspace=ALL_WORKSPACES,
            with_vectors=False,
        )
        rows += adding or []
        return len(rows), eviction.victims(rows, self.max_items)

    async def check_room(self) -> None:
        """Refuse a new row when the cap is reached and every row is pinned (eviction.py)."""
        if self.max_items <= 0 or await asyncio.to_thread(self.store.total_rows) < self.max_items:
            return  # the table's row count (manifest, no scan) says there is room
        rows = await asyncio.to_thread(
            self.store.list,
            self.user_id,
            namespace=None,
            workspace=ALL_WORKSPACES,
            with_vectors=False,
        )
        eviction.check_room(rows, self.max_items)

    async def evict(self, memory_ids: list[str], actor: str = "user") -> None:
        """Erase rows the cap evicts (real erasure, journaled as an eviction)."""
        await asyncio.to_thread(self.store.forget, self.user_id, memory_ids, "evict")
        await self.audit.events(  # one event per memory: the audit trail says which went
            [
                {"action": "evict", "memory_id": i, "actor": "eviction", "detail": {"by": actor}}
                for i in memory_ids
            ]
        )

    async def enforce(self, added: int | None = 1, actor: str = "extraction") -> list[MemoryChange]:
        """Above the cap, erase the least-used unpinned rows of this user, but never more
        than the `added` rows of the write that went over it (None: all of the excess, which
        the caller has said). A store left over the cap (the cap was lowered) is reported in
        `over_cap`, never cut down silently."""
        self.over_cap = None
        excess = await self.excess() if self.max_items > 0 else 0
        if excess <= 0 or (not self.store.db.is_local and excess < REMOTE_EVICT_BATCH):
            self.evicted = []  # nothing over the cap, or not a batch yet (object storage)
            return []
        total, victims = await self.victims()
        if not self.store.db.is_local and added is not None:
            added = remote_eviction_share(len(victims), added)
        if added is not None and len(victims) > added:
            victims = victims[: max(0, added)]
        if victims:
            await self.evict([m.id for m in victims], actor=actor)
        left = total - len(victims) - self.max_items
        deferred = not self.store.db.is_local and left < REMOTE_EVICT_BATCH  # the next batch's
        if left > 0 and not deferred:
            self.over_cap = total - len(victims)
        changes = [MemoryChange("evicted", m.id, m.text) for m in victims]
        self.evicted = changes
        return changes

    async def excess(self) -> int:
        """How many rows the user has over the cap: the table's own row count (from its
        manifest, no scan) first, the user's rows only when the table holds more than the cap."""
        if await asyncio.to_thread(self.store.total_rows) <= self.max_items:
            return 0
        rows = await asyncio.to_thread(self.store.count, self.user_id, None, ALL_WORKSPACES)
        return rows - self.max_items


def remote_eviction_share(excess: int, added: int) -> int:
    """On object storage an eviction rewrites the table (~120 requests): the rows over the
    cap are evicted REMOTE_EVICT_BATCH at a time. Below a batch nothing is evicted yet; up to
    two batches all of them (what the adds since the last eviction owe); beyond that the cap
    was lowered, and as on disk a write evicts no more than it added."""
    if excess < REMOTE_EVICT_BATCH:
        return 0
    if excess < 2 * REMOTE_EVICT_BATCH:
        return excess
    return added
