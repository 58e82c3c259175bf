"""Recompute every vector of one user with the active embedder (`memories reembed`)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import TYPE_CHECKING

from ltm_chat.memory.storage.db import crash_point
from ltm_chat.memory.storage.store import ALL_WORKSPACES

if TYPE_CHECKING:
    from ltm_chat.memory.embed import Embedder
    from ltm_chat.memory.storage.store import MemoryStore


async def reembed_all(
    store: MemoryStore,
    user_id: str,
    embedder: Embedder,
    progress: Callable[[int, int], None] | None = None,
    batch: int = 64,
) -> int:
    """Every row of `user_id` (all namespaces and workspaces) gets `embedder`'s vector, `batch`
    texts per call; returns how many rows hold one now. Resumable: rows that already have this
    embedder's vector (an earlier run stopped half-way: each batch is one write) are kept."""
    rows = await asyncio.to_thread(store.list, user_id, namespace=None, workspace=ALL_WORKSPACES)
    queue = [m for m in rows if m.embedding_model != embedder.name]
    if progress and len(rows) > len(queue):
        progress(len(rows) - len(queue), len(rows))
    embedded: set[str] = set()
    while queue:
        chunk, queue = queue[:batch], queue[batch:]
        size = store.dim
        vectors = await asyncio.to_thread(embedder.embed, [m.text for m in chunk])
        await asyncio.to_thread(
            store.set_vectors,
            user_id,
            {m.id: v for m, v in zip(chunk, vectors, strict=True)},
            embedder.name,
        )
        embedded.update(m.id for m in chunk)
        if store.dim != size:  # the column was rebuilt at the new size: no other vector is left
            waiting = {m.id for m in queue}
            queue += [m for m in rows if m.id not in embedded and m.id not in waiting]
        crash_point("reembed batch")  # test hook (db.py): a kill here must lose nothing
        if progress:
            progress(len(rows) - len(queue), len(rows))
    return len(rows)
