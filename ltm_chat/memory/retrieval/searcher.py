"""Recall's read side for one user: rank memories for a message (with the previous message as
context, followup.py), say since when each changed fact holds (as_of.py), and the memories as
they were at a moment. No access stats change here: the facade's `recall` adds those."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.memory.retrieval import followup, recall
from ltm_chat.memory.retrieval.ranking import HiddenKind, Scope, rank_on_one_thread
from ltm_chat.memory.storage.sealed import UNREADABLE

if TYPE_CHECKING:
    from ltm_chat.memory.storage.reads import Reads
    from ltm_chat.memory.storage.store import MemoryStore

# The facade's query vector (cached per embedder and text), or None in lexical mode.
QueryVector = Callable[[str, str | None], Awaitable[list[float] | None]]


class Searcher:
    """Ranks one user's memories in one namespace and workspace scope."""

    def __init__(
        self,
        store: MemoryStore,
        reads: Reads,
        scope: Scope,
        clock: Callable[[], datetime],
        query_vector: QueryVector,
        hidden_kind: HiddenKind,
        model: str | None = None,
    ) -> None:
        self.store = store
        self.reads = reads
        self.scope = scope
        self.clock = clock
        self.query_vector = query_vector
        self.hidden_kind = hidden_kind  # a kind a query does not recall (episodes.py)
        self.model = model  # the embedder of the query vectors (its own floor, recall.py)

    async def search(
        self, query: str, limit: int = recall.DEFAULT_LIMIT, *, context: str | None = None
    ) -> list[RecalledMemory]:
        """Rank memories for `query` exactly as recall does, without touching access stats.
        `context` (the previous user message) only helps choose them, see followup.py."""
        context = followup.context_for(query, context)
        qvec = await self.query_vector(query, context)
        weights = None
        if context is not None:
            weight = followup.WEIGHT if qvec is not None else followup.LEXICAL_WEIGHT
            weights = followup.term_weights(query, context, weight)
        found = await asyncio.to_thread(
            rank_on_one_thread,
            self.store,
            self.scope,
            self.clock(),
            query,
            qvec,
            limit,
            weights,
            self.hidden_kind,
            self.model,
        )
        found = [r for r in found if r.memory.text != UNREADABLE]  # sealed, key missing
        return await self.with_since(found)

    async def with_since(self, found: list[RecalledMemory]) -> list[RecalledMemory]:
        """Each changed fact says since when it holds and what held before (as_of.py); one
        history read, only when a result has earlier versions."""
        from ltm_chat.memory.retrieval.as_of import since_note, supersession

        changed = [r.memory.id for r in found if r.memory.version > 1]
        if not changed:
            return found
        history = await self.reads.histories(changed)
        out = []
        for r in found:
            held = supersession(history.get(r.memory.id, []))
            out.append(replace(r, since=since_note(held)) if held else r)
        return out

    async def as_of(self, moment: datetime, **filters: Any) -> list[Memory]:
        """The memories as they were at `moment`: each one's text then (from its history),
        without those made later or expired by then; filters as `list`."""
        from ltm_chat.memory.retrieval.as_of import version_at

        memories = [m for m in await self.reads.list(**filters) if m.created_at <= moment]
        history = await self.reads.histories([m.id for m in memories if m.version > 1])
        then = (version_at(m, history.get(m.id, []), moment) for m in memories)
        return [m for m in then if m is not None]
