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
    todo = [m for m in rows if m.embedding_model != embedder.name]
    done = len(rows) - len(todo)
    if progress and done:
        progress(done, len(rows))
    for start in range(0, len(todo), batch):
        chunk = todo[start : start + batch]
        vectors = await asyncio.to_thread(embedder.embed, [m.text for m in chunk])
        await asyncio.to_thread(
            store.set_vectors,
            user_id,
            {m.id: v for m, v in zip(chunk, vectors, strict=True)},
            embedder.name,
        )
        done += len(chunk)
        crash_point("reembed batch")  # test hook (db.py): a kill here must lose nothing
        if progress:
            progress(done, len(rows))
    return done
