"""The engine's embedding step: vectors for texts, or None (lexical) with the reason kept; the
count of rows another model embedded (stale: recall goes lexical until `memories reembed`);
the mode line ("semantic (<model>)" or why lexical); and recall's query vectors, cached."""

from __future__ import annotations

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from ltm_chat.memory.embed import Embedder, EmbeddingError, query_vectors
from ltm_chat.memory.retrieval.ranking import RecentQueries

if TYPE_CHECKING:
    from ltm_chat.memory.storage.store import MemoryStore

log = logging.getLogger(__name__)


class Vectors:
    """One user's embedding step over one store (`embedder` None: lexical)."""

    def __init__(self, store: MemoryStore, user_id: str, embedder: Embedder | None) -> None:
        self.store = store
        self.user_id = user_id
        self.embedder = embedder
        self.stale: int | None = None  # cached stale_count (None: count again)
        self.error: str | None = None  # why the last embedding gave no vector (None: it did)
        # The last few query vectors (embedder name, text): a follow-up's previous message was
        # the query of the turn before, so its context costs no second embedding.
        self.recent_queries = RecentQueries()

    @property
    def model(self) -> str | None:
        return self.embedder.name if self.embedder else None

    async def stale_count(self) -> int:
        """Rows embedded by another model: they need `ltm-chat memories reembed`."""
        if self.stale is None:
            self.stale = await asyncio.to_thread(self.store.count_stale, self.user_id, self.model)
        return self.stale

    async def mode(self, count: Callable[[], Awaitable[int]]) -> str:
        """ "semantic (<model>)", "lexical", or lexical with the reason it degraded; `count`:
        the user's rows (a store of another vector size only matters when it holds some)."""
        if self.embedder is None:
            return "lexical"
        stale = await self.stale_count()
        if stale:
            from ltm_chat.text import memories

            verb = "needs" if stale == 1 else "need"
            return f"lexical ({memories(stale)} {verb} `ltm-chat memories reembed`)"
        size = getattr(self.embedder, "dim", None)
        if size and size != self.store.dim and await count():
            return (
                f"lexical ({self.embedder.name} makes {size}-dimensional vectors, the store "
                f"holds {self.store.dim}: run `ltm-chat memories reembed`)"
            )
        return f"semantic ({self.embedder.name})"

    async def embed(
        self, texts: list[str], *, write: bool = True, query: bool = False
    ) -> list[list[float]] | None:
        """Vectors for `texts` (as searches with `query`: e5's "query: "), or None (lexical)
        when there is no embedder or it failed; why is kept in `error`. A write may set a fresh
        store's vector size; a size the store cannot hold (it has vectors of another size) is
        None too."""
        self.error = None
        if self.embedder is None or not texts:
            return None
        try:
            embed = (
                functools.partial(query_vectors, self.embedder) if query else self.embedder.embed
            )
            vectors = await asyncio.to_thread(embed, texts)
        except EmbeddingError as exc:
            log.warning("%s; using lexical matching for this step", exc)
            self.error = str(exc)
            self.stale = None
            return None
        size = len(vectors[0]) if vectors else self.store.dim
        if size == self.store.dim:
            return vectors
        if write and await asyncio.to_thread(self.store.fit_dim, size):
            return vectors
        self.error = (
            f"{self.embedder.name} makes {size}-dimensional vectors but this store holds "
            f"{self.store.dim}-dimensional ones"
        )
        if write:
            log.warning("%s; stored without a vector", self.error)
            self.stale = None
        return None

    async def query_vector(self, query: str, context: str | None = None) -> list[float] | None:
        """Recall's vector for `query` (leaning towards `context`'s), or None in lexical mode."""
        if self.embedder is None or await self.stale_count():
            return None
        embed = functools.partial(self.embed, write=False, query=True)
        return await self.recent_queries.vector(self.embedder.name, query, context, embed)

    async def document_vector(self, text: str) -> list[float] | None:
        """The vector of `text` as something to be searched (a chat message kept for
        conversation search): e5's "passage: " one; an embedder without the query/passage
        split reuses recall's vector instead of embedding again. None in lexical mode."""
        if self.embedder is None or not hasattr(self.embedder, "embed_query"):
            return await self.query_vector(text)
        if await self.stale_count():
            return None
        vectors = await self.embed([text], write=False)
        return vectors[0] if vectors else None

    async def stored(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The vectors the store holds for these memories (made by this embedder), by id, in
        one read; {} in lexical mode."""
        if self.embedder is None or not memory_ids:
            return {}
        return await asyncio.to_thread(
            self.store.stored_vectors, self.user_id, memory_ids, self.embedder.name
        )
