"""Which memories the cap (NODETOOL_MEMORY_MAX_ITEMS) evicts, and when it cannot make room.

What waits for review goes first: it is not a memory yet. Among the rest, survival is decided
by use (the tier curation gave it for use over time, then the recall count), then recency,
then importance (the seeds' guide: access frequency is the primary
criterion): a memory recalled three times outlives one never used, whatever importance
extraction stamped on them. Recency is the later of created_at and last_accessed_at, as in
recall. Pinned memories are never evicted; when every stored memory is pinned there is no room,
and the write is refused rather than evicting the very memory it adds.
"""

from __future__ import annotations

from ltm_chat.memory.model import InvalidMemory, Memory
from ltm_chat.memory.retrieval import tiers


def survival_key(m: Memory) -> tuple:
    """Lower keys are evicted first."""
    moments = [t for t in (m.created_at, m.last_accessed_at) if t is not None]
    latest = max(moments).timestamp() if moments else 0.0
    # A tier is use over time (retrieval/tiers.py): archived, then cold memories go first.
    return (m.status == "active", -tiers.rank(m.tier), m.retrieval_count or 0, latest, m.importance)


def victims(rows: list[Memory], max_items: int) -> list[Memory]:
    """The rows to evict so that `rows` fit the cap (0: no cap); never a pinned one."""
    excess = len(rows) - max_items
    if max_items <= 0 or excess <= 0:
        return []
    return sorted((m for m in rows if not m.pinned), key=survival_key)[:excess]


def check_room(rows: list[Memory], max_items: int) -> None:
    """Refuse a new memory when the cap is reached and every stored memory is pinned."""
    if max_items > 0 and len(rows) >= max_items and all(m.pinned for m in rows):
        raise InvalidMemory(
            f"the memory is full: all {len(rows)} memories are pinned and the cap is "
            f"{max_items} (NODETOOL_MEMORY_MAX_ITEMS); unpin or forget one, or raise the cap; "
            "nothing was stored"
        )
