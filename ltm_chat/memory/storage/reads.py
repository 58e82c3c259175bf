"""One user's reads, async (each store call in a thread): ids and prefixes, one memory, lists
and counts, history, the audit trail, what one conversation taught, what has expired."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import HistoryEntry, Memory
from ltm_chat.memory.storage.store import ALL_WORKSPACES

if TYPE_CHECKING:
    from ltm_chat.memory.storage.store import MemoryStore


class Reads:
    """Reads of one user's memories in one namespace (the workspace is a filter)."""

    def __init__(
        self, store: MemoryStore, user_id: str, namespace: str, clock: Callable[[], datetime]
    ) -> None:
        self.store = store
        self.user_id = user_id
        self.namespace = namespace
        self.clock = clock

    def short_ids(self, ids: list[str] | None = None) -> dict[str, str]:
        """Each id (default: every id of the user) as its shortest prefix, at least 8
        characters, that no other memory of the user shares: how every view shows it, and a
        prefix every command accepts. Synchronous: one read of the id column."""
        from ltm_chat.text import short_ids

        universe = self.store.ids(self.user_id)
        return short_ids(universe if ids is None else ids, universe)

    async def resolve_id(self, prefix: str) -> str:
        return await asyncio.to_thread(self.store.resolve_id, self.user_id, prefix)

    async def get(self, memory_id: str) -> Memory:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.get, self.user_id, full_id)

    async def get_full(self, full_id: str) -> Memory:
        """One memory by its full id (no prefix lookup)."""
        return await asyncio.to_thread(self.store.get, self.user_id, full_id)

    async def list(self, **filters: Any) -> list[Memory]:
        """The user's memories; filters as MemoryStore.list (workspace="*" for every one;
        expired=False for those not past their expiry now, True for only those past it)."""
        filters.setdefault("namespace", self.namespace)
        if filters.get("expired") is not None:
            filters.setdefault("now", self.clock())
        return await asyncio.to_thread(self.store.list, self.user_id, **filters)

    async def count(self, workspace: str | None = ALL_WORKSPACES, status: str | None = None) -> int:
        return await asyncio.to_thread(
            self.store.count, self.user_id, self.namespace, workspace, status
        )

    async def log(self, memory_id: str | None = None, limit: int | None = None) -> list[dict]:
        """The audit trail, newest first: who did what, when, in which conversation (ids and
        actions only). With `memory_id` (any unique prefix, or the id of a memory since erased),
        the events about that memory and the recalls it entered."""
        from ltm_chat.memory.model import MemoryNotFound

        wanted = None
        if memory_id is not None:
            try:
                wanted = await self.resolve_id(memory_id)
            except MemoryNotFound:
                wanted = memory_id.strip().lower()  # erased or evicted: its events remain
                if not wanted or any(c not in "0123456789abcdef" for c in wanted):
                    raise
        return await asyncio.to_thread(self.store.events, self.user_id, limit, wanted)

    async def history(self, memory_id: str) -> list[HistoryEntry]:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.history, self.user_id, full_id)

    async def histories(self, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        """Earlier versions of several memories (one read), by id, oldest first."""
        return await asyncio.to_thread(self.store.histories, self.user_id, memory_ids)

    async def from_conversation(self, conversation_id: str) -> list[Memory]:
        """Every memory of this user whose provenance is the conversation (any status)."""
        return await asyncio.to_thread(self.store.from_conversation, self.user_id, conversation_id)

    async def expired(self) -> list[Memory]:
        """The user's memories whose expiry has passed (still on disk until curation)."""
        return await asyncio.to_thread(self.store.expired, self.user_id, self.clock())

    async def pending_count(self) -> int:
        return await asyncio.to_thread(
            self.store.count, self.user_id, self.namespace, ALL_WORKSPACES, status="pending"
        )

    async def erased_id(self, prefix: str) -> str | None:
        """The full id of this user's memory erased under `prefix`, or None."""
        return await asyncio.to_thread(self.store.erased_id, self.user_id, prefix)

    def history_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every earlier version of this user's memories, by memory id."""
        return self.store.history_rows(self.user_id)

    def ids_of_other_users(self, memory_ids: list[str]) -> set[str]:
        """Those of `memory_ids` already taken by another user's memories."""
        return self.store.ids_of_other_users(self.user_id, memory_ids)
