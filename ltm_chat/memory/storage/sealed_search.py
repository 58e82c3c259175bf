"""Lexical search over sealed rows: the full-text index holds only their sealed strings, so
the scope's sensitive rows are opened in memory and ranked there (never a plain index on disk).
"""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from ltm_chat.memory.storage.schema import row_to_memory
from ltm_chat.memory.storage.sealed import SENSITIVE, UNREADABLE
from ltm_chat.memory.storage.sealed_rows import sealed_filter

_LONG_AGO = datetime(1970, 1, 1, tzinfo=UTC)  # "now" for text_top: expiry is the caller's


def sensitive_text_matches(store: Any, query: str, where: str, k: int) -> list[tuple[Any, float]]:
    """BM25 over the scope's sealed rows, opened in memory (the full-text index holds only
    their sealed strings); rows as `text_search` returns them."""
    from ltm_chat.memory.storage.search_cache import ScopeSnapshot

    rows = store._query(f"{where} AND sensitivity = '{SENSITIVE}' AND {sealed_filter(True)}")
    if not rows:
        return []
    memories = [m for m in map(row_to_memory, rows) if m.text != UNREADABLE]
    if not memories:
        return []
    from dataclasses import replace

    import numpy as np

    # The caller's `where` decided which rows count (status, expiry): all of these are live.
    live = [replace(m, status="active", tier="hot", expires_at=None) for m in memories]
    snap = ScopeSnapshot("", None, None, 0, 1)
    snap.extend(live, np.zeros((len(memories), 1), dtype=np.float32))
    return [(memories[i], score) for i, score in snap.text_top(query, _LONG_AGO, k)]
