"""Which memories recall considers: the candidates of one scope, from the store's in-process
snapshot when the scope is small (cosine and BM25 top-k, pinned rows, the dated ones, and the
rows their conversation's context lifts) or from LanceDB's indexes when it is big.

Moved out of storage/store.py (issue #24): the store keeps and patches the snapshot; choosing
from it is recall's business.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import Memory
from ltm_chat.memory.retrieval import recall
from ltm_chat.memory.retrieval.time_words import Period
from ltm_chat.memory.text import terms

if TYPE_CHECKING:
    from ltm_chat.memory.storage.search_cache import ScopeSnapshot
    from ltm_chat.memory.storage.store import MemoryStore


@dataclass
class Candidates:
    """What recall re-ranks: cosine and BM25 top-k, the pinned rows, and the cosine of every
    candidate when there was a query vector."""

    semantic: list[tuple[Memory, float]] = field(default_factory=list)
    lexical: list[tuple[Memory, float]] = field(default_factory=list)
    pinned: list[Memory] = field(default_factory=list)
    cosine: dict[str, float] = field(default_factory=dict)
    coverage: dict[str, float] = field(default_factory=dict)  # share of query terms matched
    centred: dict[str, float] = field(default_factory=dict)  # cosine without the users' mean
    in_period: set[str] = field(default_factory=set)  # created in the period the query names
    # Snapshot only: the other candidates (the dated ones, and the rows that their
    # conversation's context lifts most), and for every candidate its context (the best
    # relevance among the others of its conversation, see recall.CONTEXT_WEIGHT) and its unit
    # vector (for diversity).
    related: list[tuple[Memory, float]] = field(default_factory=list)
    context: dict[str, float] = field(default_factory=dict)
    vectors: dict[str, Any] = field(default_factory=dict)

    def pool(self) -> list[Memory]:
        """Every non-pinned candidate once, in the order found."""
        seen: dict[str, Memory] = {}
        for m, _ in self.semantic + self.lexical + self.related:
            seen.setdefault(m.id, m)
        return list(seen.values())


_pool_lock = threading.Lock()
_pool: Any = None


def _search_pool() -> Any:
    """Threads that run a recall's BM25 query beside its vector query (made on first use)."""
    global _pool
    with _pool_lock:
        if _pool is None:
            from concurrent.futures import ThreadPoolExecutor

            _pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="ltm-recall")
        return _pool


def _created_in(period: Period) -> str:
    return (
        f" AND created_at >= timestamp '{period.start.isoformat()}'"
        f" AND created_at < timestamp '{period.end.isoformat()}'"
    )


def recall_candidates(
    store: MemoryStore,
    user_id: str,
    namespace: str | None,
    workspace: str | None,
    now: datetime,
    query: str,
    vector: list[float] | None,
    k: int,
    period: Period | None = None,
    term_weights: dict[str, float] | None = None,
) -> Candidates:
    """Recall's candidates in one scope: from the snapshot when the scope is small, else
    from LanceDB (ANN index past ANN_MIN_ROWS, full-text index, pinned prefilter).
    With a `period`, the k nearest memories created in it are candidates too.
    `term_weights` (the query's terms and the previous message's, see followup.py) shape
    the snapshot's lexical match; LanceDB's full-text search uses the query alone."""
    snap = store.snapshots.get(user_id, namespace, workspace)
    if snap is None:
        where = store.scope_filter(user_id, namespace, workspace, now=now)
        pinned, units = store.snapshots.pinned_rows(user_id, namespace, workspace, now)
        return _lance_candidates(store, where, query, vector, k, period, pinned, units)
    with store.snapshots.lock:
        out = Candidates()
        index_sets = []
        if vector is not None:
            out.semantic = [(i, s) for i, s in snap.vector_top(vector, now, k)]
            index_sets.append(out.semantic)
        out.lexical = snap.text_top(query, now, k, term_weights)
        index_sets.append(out.lexical)
        pinned = snap.pinned(now)
        wanted = {i for hits in index_sets for i, _ in hits} | set(pinned)
        dated = set(snap.created_in(period.start, period.end, now)) if period else set()
        if dated and vector is not None:
            order = sorted(dated)
            sims = snap.cosines(order, vector)
            wanted |= {i for _, i in sorted(zip(sims, order, strict=True), reverse=True)[:k]}
        coverage = snap.coverage_all(query, term_weights)
        context: dict[int, float] = {}
        if vector is not None:
            context = _conversation_context(snap, wanted, vector, coverage, dated, now, k)
            wanted |= set(context)
            listed = {i for hits in index_sets for i, _ in hits} | set(pinned)
            out.related = [(i, 0.0) for i in sorted(wanted - listed)]
        copies = {i: replace(snap.rows[i]) for i in wanted}  # callers may keep or mutate them
        out.in_period = {copies[i].id for i in wanted & dated}
        if vector is not None:
            order = sorted(wanted)
            sims = snap.cosines(order, vector)
            out.cosine = {copies[i].id: sim for i, sim in zip(order, sims, strict=True)}
            centred = snap.centred(order, vector)
            out.centred = {copies[i].id: float(c) for i, c in zip(order, centred, strict=True)}
            out.context = {copies[i].id: context.get(i, 0.0) for i in order}
            out.vectors = {copies[i].id: snap.vectors[i] for i in order}
        out.coverage = {copies[i].id: float(coverage[i]) for i in wanted}
        out.semantic = [(copies[i], s) for i, s in out.semantic]
        out.lexical = [(copies[i], s) for i, s in out.lexical]
        out.related = [(copies[i], s) for i, s in out.related]
        out.pinned = [copies[i] for i in pinned]
        return out


def _conversation_context(
    snap: ScopeSnapshot,
    found: set[int],
    vector: list[float],
    coverage: Any,
    dated: set[int],
    now: datetime,
    k: int,
) -> dict[int, float]:
    """Context (the best relevance among the other rows of its conversation) of the found
    rows and of the k rows of their conversations that it helps most: a memory the query
    alone would not find, told in the same chat as one it does find."""
    import numpy as np

    live = snap.live(now)
    rows = sorted(i for i in snap.with_conversations(found) if i in found or live[i])
    in_period = [i in dated for i in rows]
    relevance = recall.relevance(snap.centred(rows, vector), coverage[rows], in_period)
    context = snap.best_sibling(rows, relevance)
    is_found = np.asarray([i in found for i in rows], dtype=bool)
    gain = np.where(is_found, -np.inf, relevance + recall.CONTEXT_WEIGHT * context)
    added = {int(n) for n in np.argsort(-gain, kind="stable")[:k] if np.isfinite(gain[n])}
    return {
        i: float(c)
        for n, (i, c) in enumerate(zip(rows, context, strict=True))
        if i in found or n in added
    }


def _lance_candidates(
    store: MemoryStore,
    where: str,
    query: str,
    vector: list[float] | None,
    k: int,
    period: Period | None = None,
    pinned_rows: list[Memory] | None = None,
    pinned_units: dict[str, Any] | None = None,
) -> Candidates:
    import numpy as np

    # The BM25 query runs beside the vector one (LanceDB works outside the GIL): at 100k
    # rows each costs ~15-30 ms, one after the other they were most of recall's time.
    lexical = _search_pool().submit(store.text_search, query, where, k)
    out = Candidates()
    out.pinned = store.pinned(where) if pinned_rows is None else [replace(m) for m in pinned_rows]
    try:
        if vector is not None:
            out.semantic = store.vector_search(vector, where, k)
            if period is not None:
                out.semantic += store.vector_search(vector, where + _created_in(period), k)
    finally:
        out.lexical = lexical.result()
    if vector is not None:
        q = np.asarray(vector, dtype=np.float32)
        q /= float(np.linalg.norm(q)) or 1.0
        # Each row's unit vector once (a list of 384 floats costs ~10 us to convert); the
        # pinned rows' come with their cache.
        units = dict(pinned_units or {})
        for m, _ in out.semantic + out.lexical + [(p, 0.0) for p in out.pinned]:
            if m.vector is not None and m.id not in units:
                v = np.asarray(m.vector, dtype=np.float32)
                units[m.id] = v / (float(np.linalg.norm(v)) or 1.0)
        for m, _ in out.lexical + [(p, 0.0) for p in out.pinned]:
            if m.id in units:
                out.cosine[m.id] = float(units[m.id] @ q)
        out.cosine.update({m.id: sim for m, sim in out.semantic})
        # No corpus mean at this size (it would cost a full scan): plain cosine, and no
        # conversation context (it would need every row's relevance).
        out.centred = dict(out.cosine)
        out.vectors = {m.id: units[m.id] for m, _ in out.semantic + out.lexical if m.id in units}
    if period is not None:
        every = out.semantic + out.lexical + [(p, 0.0) for p in out.pinned]
        out.in_period = {m.id for m, _ in every if period.holds(m.created_at)}
    wanted = set(terms(query))
    for m, _ in out.semantic + out.lexical:
        # No document frequencies here: every query term counts the same.
        if wanted:
            out.coverage[m.id] = len(wanted & set(terms(m.text))) / len(wanted)
    return out
