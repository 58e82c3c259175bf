"""Tiers: what is never used sinks (hot -> warm -> cold -> archived) instead of being deleted.

Curation (`ltm-chat memories curate`) stores each active memory's tier from its worth now:
`0.4·recency + 0.3·use + 0.2·importance + 0.1·confidence`, where recency is recall's (30-day
half-life from the later of created / last recalled) and use is `log(1+count)` scaled so that 20
recalls count fully. An unused, freshly learnt memory (importance 0.5, confidence 0.7) is worth
0.57: hot; a month unrecalled it is warm, two months cold; every recall lifts it again.
Time alone sinks a memory to cold at most: archived also needs an importance below an ordinary
fact's (0.5), what extraction itself judged trivial, so a fact said once a year ago ("my
daughter is called Ana") stays findable. Pinned memories and what the user stated explicitly
never decay out. And time away is not disuse: a memory only sinks once 20 recalls (FULL_USE)
have passed it over since it was learnt or last recalled, so a user back from three months
away finds everything as they left it, and a store nobody has asked anything stays hot.

Recall: warm and cold compete with a small handicap (cold twice warm's), so the tier orders
memories of about the same relevance and a clearly relevant old one still wins; archived never
(still listed and searchable in the inspector, restorable with one key). Eviction takes
archived, then cold.
"""

from __future__ import annotations

import math
from bisect import bisect_right
from collections.abc import Iterable
from datetime import datetime

from ltm_chat.memory.model import Memory
from ltm_chat.memory.retrieval.recall import recency

TIERS = ("hot", "warm", "cold", "archived")
# The lowest worth of each tier; below the last one a memory is archived.
HOT_FROM, WARM_FROM, COLD_FROM = 0.55, 0.35, 0.25
FULL_USE = 20
# What a warm / cold memory's relevance gives up in recall: a tie-breaker among memories of
# about the same relevance, not a filter (recall's score already weighs recency; 0.1 / 0.2
# cost LoCoMo 4.4 any@5 once curated, where nothing is ever recalled and age is all a tier is).
WARM_HANDICAP = 0.02
COLD_HANDICAP = 0.04
# Below an ordinary fact's importance (extraction's default): trivial enough to archive.
ARCHIVE_BELOW_IMPORTANCE = 0.5
_KEPT_BY_USER = {"explicit", "manual"}


def worth(m: Memory, now: datetime) -> float:
    use = min(1.0, math.log1p(m.retrieval_count or 0) / math.log1p(FULL_USE))
    confidence = 1.0 if m.confidence is None else m.confidence
    return 0.4 * recency(m, now) + 0.3 * use + 0.2 * m.importance + 0.1 * confidence


class PassedOver:
    """How many recalls passed each memory over (it was not among what they chose) since it
    was learnt or last recalled: the evidence that it is unused, which its age alone is not."""

    def __init__(self, recalls: Iterable[tuple[datetime, Iterable[str]]]):
        self._times: list[datetime] = []
        self._chosen: dict[str, list[datetime]] = {}
        for at, ids in sorted(recalls, key=lambda pair: pair[0]):
            self._times.append(at)
            for memory_id in ids:
                self._chosen.setdefault(memory_id, []).append(at)

    def __call__(self, m: Memory) -> int:
        since = max(t for t in (m.created_at, m.last_accessed_at) if t is not None)
        after = len(self._times) - bisect_right(self._times, since)
        return after - sum(1 for at in self._chosen.get(m.id, ()) if at > since)


def tier_of(m: Memory, now: datetime, passed_over: int) -> str:
    """The tier a memory belongs in now, after `passed_over` recalls chose other memories."""
    if m.pinned or m.source in _KEPT_BY_USER or passed_over < FULL_USE:
        return "hot"
    value = worth(m, now)
    if value >= HOT_FROM:
        return "hot"
    if value >= WARM_FROM:
        return "warm"
    if value >= COLD_FROM or m.importance >= ARCHIVE_BELOW_IMPORTANCE:
        return "cold"
    return "archived"


def rank(tier: str | None) -> int:
    """0 for hot (or no tier yet) .. 3 for archived: eviction takes the highest first."""
    return TIERS.index(tier) if tier in TIERS else 0


def recallable(pool: dict[str, tuple[Memory, float]], chosen_on: dict[str, float]) -> None:
    """Apply the tiers to recall's candidates in place: archived out, warm and cold
    handicapped (both the shown similarity and the choice value)."""
    for key, (m, sim) in list(pool.items()):
        if m.tier == "archived":
            del pool[key]
            chosen_on.pop(key, None)
            continue
        handicap = _HANDICAPS.get(m.tier or "hot", 0.0) if not m.pinned else 0.0
        if handicap:
            pool[key] = (m, max(0.0, sim - handicap))
            if key in chosen_on:
                chosen_on[key] -= handicap


_HANDICAPS = {"warm": WARM_HANDICAP, "cold": COLD_HANDICAP}
