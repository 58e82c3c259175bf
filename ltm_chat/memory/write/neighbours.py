"""The stored memories a new statement is compared with (consolidation's neighbours): by vector
when there is one, and by BM25 with the lexical signals (also without vectors)."""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from ltm_chat.memory.model import Memory
from ltm_chat.memory.storage.db import sql_str
from ltm_chat.memory.write import consolidate

if TYPE_CHECKING:
    from ltm_chat.memory.storage.store import MemoryStore


class Neighbours:
    """Neighbour search over one user's memories (synchronous: run it in a thread)."""

    def __init__(self, store: MemoryStore, user_id: str, namespace: str, workspace: str) -> None:
        self.store = store
        self.user_id = user_id
        self.namespace = namespace
        self.workspace = workspace

    def __call__(
        self,
        text: str,
        vector: list[float] | None,
        workspace: str | None = None,
        status: str | None = None,
        *,
        namespace: str | None = None,
        before: datetime | None = None,
    ) -> list[tuple[Memory, float | None]]:
        """Stored memories close enough to compare with `text`, nearest first: cosine at least
        NEAR_COSINE, or (by BM25, also without vectors) the same subject by the lexical signals.
        Pending rows are neighbours too (a restated candidate joins its twin); `status` keeps
        one status only, `before` rows last changed before it only."""
        where = self.store.scope_filter(
            self.user_id,
            self.namespace if namespace is None else namespace,
            self.workspace if workspace is None else workspace,
        )
        if status is not None:
            where += f" AND status = {sql_str(status)}"
        if before is not None:
            where += f" AND updated_at < timestamp '{before.isoformat()}'"
        found: dict[str, tuple[Memory, float | None]] = {}
        if vector is not None:
            for m, sim in self.store.vector_search(vector, where, consolidate.MAX_NEIGHBOURS):
                if sim >= consolidate.NEAR_COSINE:
                    found[m.id] = (m, sim)
        for m, _ in self.store.text_search(text, where, 10):
            if m.id not in found and consolidate.lexically_near(text, m.text):
                found[m.id] = (m, cosine(vector, m.vector))
        ranked = sorted(found.values(), key=lambda p: -(p[1] if p[1] is not None else 0.0))
        return ranked[: consolidate.MAX_NEIGHBOURS + 2]


def cosine(a: list[float] | None, b: list[float] | None) -> float | None:
    if a is None or b is None or len(a) != len(b):
        return None
    return float(sum(x * y for x, y in zip(a, b, strict=True)))  # both L2-normalised
