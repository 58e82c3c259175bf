"""Recall's ranking of one scope: candidates (candidates.py) fused into one score — cosine,
lexical and date match, conversation context — then tiers, then recall.rank's selection. And
the few recent query vectors a follow-up reuses. Moved out of service.py (issue #24); the
facade's `search` and `recall` call it with the store, the scope and the clock's "now".
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import TYPE_CHECKING, NamedTuple

from ltm_chat.memory.blas import one_blas_thread
from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.memory.retrieval import followup, recall, tiers, when_questions
from ltm_chat.memory.retrieval.candidates import recall_candidates
from ltm_chat.memory.retrieval.when import query_period

if TYPE_CHECKING:
    from ltm_chat.memory.storage.store import MemoryStore

HiddenKind = Callable[[str, bool], str | None]
RECENT_QUERIES = 4  # query vectors kept for the next turn's context (see RecentQueries)


class Scope(NamedTuple):
    """Whose memories, in which namespace and workspace, recall reads."""

    user_id: str
    namespace: str | None
    workspace: str | None


def rank_on_one_thread(
    store: MemoryStore,
    scope: Scope,
    now: datetime,
    query: str,
    qvec: list[float] | None,
    limit: int,
    weights: dict[str, float] | None = None,
    hidden_kind: HiddenKind | None = None,
    model: str | None = None,
) -> list[RecalledMemory]:
    """The memories recall gives for `query` in `scope` (BLAS on one thread, see blas.py).
    `hidden_kind(query, names_period)`: a kind this query does not recall (None: every kind).
    `model`: the embedder that made `qvec` (its own noise floor, recall.MODEL_MIN_SIMILARITY)."""
    with one_blas_thread():
        return _rank(store, scope, now, query, qvec, limit, weights, hidden_kind, model)


def _rank(
    store: MemoryStore,
    scope: Scope,
    now: datetime,
    query: str,
    qvec: list[float] | None,
    limit: int,
    weights: dict[str, float] | None,
    hidden_kind: HiddenKind | None,
    model: str | None = None,
) -> list[RecalledMemory]:
    import numpy as np

    k = max(24, 4 * limit)
    period = query_period(query, now)
    found = recall_candidates(
        store, scope.user_id, scope.namespace, scope.workspace, now, query, qvec, k, period, weights
    )
    pool: dict[str, tuple[Memory, float]] = {}
    chosen_on: dict[str, float] = {}
    if qvec is not None:
        # Hybrid: cosine, BM25 and dated candidates, each scored by cosine plus its lexical
        # and date match; the centred cosine picks which ones, the plain one is shown.
        # Its conversation's context (the best sibling's relevance) helps choose it too.
        candidates = [m for m in found.pool() if m.id in found.cosine]
        cosine = [found.cosine[m.id] for m in candidates]
        coverage = [found.coverage.get(m.id, 0.0) for m in candidates]
        dated = [m.id in found.in_period for m in candidates]
        centred = [found.centred.get(m.id, found.cosine[m.id]) for m in candidates]
        choice = recall.relevance(
            centred if recall.CENTRED_SELECTION else cosine, coverage, dated
        ) + recall.CONTEXT_WEIGHT * np.asarray([found.context.get(m.id, 0.0) for m in candidates])
        shown = recall.hybrid_similarity(cosine, coverage, dated)
        for m, sim, value in zip(candidates, shown, choice, strict=True):
            pool[m.id] = (m, float(sim))
            chosen_on[m.id] = float(value)
    else:
        for m, bm25 in found.lexical:
            sim = recall.lexical_similarity(query, m.text, bm25, weights)
            if m.id in found.in_period:
                sim = min(1.0, sim + recall.DATE_BOOST)
            pool[m.id] = (m, sim)
    hidden = hidden_kind(query, period is not None) if hidden_kind else None
    if hidden is not None:  # episodes: only when the message asks about the past
        pool = {k: v for k, v in pool.items() if v[0].kind != hidden}
    tiers.recallable(pool, chosen_on)
    floor = recall.MIN_SIMILARITY
    if qvec is not None:
        floor = recall.MODEL_MIN_SIMILARITY.get(model or "", floor)
    return recall.rank(
        list(pool.values()),
        now,
        limit=limit,
        min_similarity=floor,
        pinned=found.pinned,
        select_by=recall.SELECT_BY,
        relevance=chosen_on or None,
        vectors=found.vectors,
        diversity=when_questions.diversity_for(query, recall.DIVERSITY),
    )


Embed = Callable[[list[str]], Awaitable[list[list[float]] | None]]


class RecentQueries:
    """The last few query vectors by (embedder name, text): a follow-up's previous message was
    the query of the turn before, so its context costs no second embedding."""

    def __init__(self, keep: int = RECENT_QUERIES) -> None:
        self.keep = keep
        self._vectors: dict[tuple[str, str], list[float]] = {}

    async def vector(
        self, model: str, query: str, context: str | None, embed: Embed
    ) -> list[float] | None:
        """The query's vector, leaning towards the context's when there is one (followup.py);
        None when embedding failed."""
        texts = [query] if context is None else [query, context]
        known = {t: self._vectors.get((model, t)) for t in texts}
        missing = [t for t, v in known.items() if v is None]
        if missing:  # one call for both texts when neither was a recent query
            vectors = await embed(missing)
            if not vectors:
                return None
            known.update(zip(missing, vectors, strict=True))
        for t in texts:  # newest last; a few entries are enough for the turn after
            self._vectors.pop((model, t), None)
            self._vectors[(model, t)] = known[t]
        while len(self._vectors) > self.keep:
            self._vectors.pop(next(iter(self._vectors)))
        if context is not None:
            return followup.mixed_vector(known[query], known[context], followup.WEIGHT)
        return known[query]
