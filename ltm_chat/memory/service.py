"""LongTermMemory: the async facade over store, embedder, recall and extraction (DESIGN.md §7)."""

from __future__ import annotations

import asyncio
import contextvars
import functools
import logging
from collections.abc import Awaitable, Callable, Collection
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ltm_chat.memory.background import BackgroundTasks
from ltm_chat.memory.curation import Curation
from ltm_chat.memory.embed import Embedder, EmbeddingError, resolve_embedder
from ltm_chat.memory.model import (
    KINDS,
    SENSITIVITIES,
    HistoryEntry,
    InvalidMemory,
    Memory,
    MemoryChange,
    MemoryError_,
    RecalledMemory,
    new_id,
    utcnow,
)
from ltm_chat.memory.reembed import reembed_all
from ltm_chat.memory.retrieval import followup, recall
from ltm_chat.memory.retrieval.ranking import RecentQueries, Scope, rank_on_one_thread
from ltm_chat.memory.retrieval.time_words import Period
from ltm_chat.memory.retrieval.time_words import resolve as resolve_period
from ltm_chat.memory.screen.verdict import screen_text, screening_verdict
from ltm_chat.memory.storage.db import Database, sql_str
from ltm_chat.memory.storage.sealed import UNREADABLE
from ltm_chat.memory.storage.store import ALL_WORKSPACES, MemoryStore
from ltm_chat.memory.write import consolidate, episodes, eviction, extract, policy
from ltm_chat.memory.write.expiry import proposed_expiry
from ltm_chat.memory.write.veto import operator_veto, writes

log = logging.getLogger(__name__)

# The rows an add() wrote, by id, so that it need not read its new row back (a scan on S3).
_ADDED: contextvars.ContextVar[dict[str, Memory] | None] = contextvars.ContextVar(
    "ltm_chat_added", default=None
)
# On object storage, rows over the cap are evicted this many at a time (see _evict).
REMOTE_EVICT_BATCH = 16
EXPLICIT_IMPORTANCE = 0.9
JsonLLM = Callable[[list[dict]], Awaitable[str]]


def _hidden_kind(query: str, names_period: bool) -> str | None:
    """Episodes are recalled only when the message asks about the past (episodes.py)."""
    return None if episodes.asks_about_past(query, names_period) else episodes.KIND


def _check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidMemory(f"unknown kind {kind!r}; use one of: {', '.join(KINDS)}")
    return kind


def _check_sensitivity(sensitivity: str) -> str:
    if sensitivity not in SENSITIVITIES:
        raise InvalidMemory(f"sensitivity must be one of {', '.join(SENSITIVITIES)}")
    return sensitivity


def _check_importance(importance: float) -> float:
    try:
        value = float(importance)
    except (TypeError, ValueError):
        raise InvalidMemory("importance must be a number between 0 and 1") from None
    if not 0.0 <= value <= 1.0:
        raise InvalidMemory("importance must be between 0 and 1")
    return value


class LongTermMemory:
    """One user's memory in one namespace and workspace scope."""

    def __init__(
        self,
        store: MemoryStore,
        *,
        user_id: str,
        namespace: str = "chat",
        workspace: str = "",
        embedder: Embedder | None = None,
        embedder_reason: str = "",
        llm_json: JsonLLM | None = None,
        max_items: int = 500,
        clock: Callable[[], datetime] = utcnow,
        review: str = policy.DEFAULT_REVIEW,
        vetoed: str | None = None,
    ):
        self.store = store
        self.vetoed = vetoed  # the operator's veto (veto.py): every write refused
        self.user_id = user_id
        self.namespace = namespace
        self.workspace = workspace or ""
        self.embedder = embedder
        self.embedder_reason = embedder_reason
        self.llm_json = llm_json
        self.max_items = max_items
        self.clock = clock
        self.review = policy.check_review(review)
        self._background = BackgroundTasks()
        self._stale: int | None = None
        # The last few query vectors (embedder name, text): a follow-up's previous message was
        # the query of the turn before, so its context costs no second embedding.
        self._recent_queries = RecentQueries()
        self.embed_error: str | None = None  # why the last write got no vector (None: it did)
        self.evicted: list[MemoryChange] = []  # what the last write's eviction removed
        self.over_cap: int | None = None  # rows left above max_items after it (a lowered cap)
        self.curation = Curation(
            store,
            user_id=user_id,
            clock=clock,
            review=self.review,
            neighbours=self._neighbours,
            activate=self._activate,
        )

    # -- mode ------------------------------------------------------------------------------
    @property
    def embedding_model(self) -> str | None:
        return self.embedder.name if self.embedder else None

    async def stale_count(self) -> int:
        """Rows embedded by another model: they need `ltm-chat memories reembed`."""
        if self._stale is None:
            self._stale = await asyncio.to_thread(
                self.store.count_stale, self.user_id, self.embedding_model
            )
        return self._stale

    async def mode(self) -> str:
        """ "semantic (<model>)", "lexical", or lexical with the reason it degraded."""
        if self.embedder is None:
            return "lexical"
        stale = await self.stale_count()
        if stale:
            from ltm_chat.text import memories

            verb = "needs" if stale == 1 else "need"
            return f"lexical ({memories(stale)} {verb} `ltm-chat memories reembed`)"
        size = getattr(self.embedder, "dim", None)
        if size and size != self.store.dim and await self.count(ALL_WORKSPACES):
            return (
                f"lexical ({self.embedder.name} makes {size}-dimensional vectors, the store "
                f"holds {self.store.dim}: run `ltm-chat memories reembed`)"
            )
        return f"semantic ({self.embedder.name})"

    # -- embedding -------------------------------------------------------------------------
    async def _embed(self, texts: list[str], *, write: bool = True) -> list[list[float]] | None:
        """Vectors for `texts`, or None (lexical) when there is no embedder or it failed; why
        is kept in `embed_error`. A write may set a fresh store's vector size; a size the
        store cannot hold (it has vectors of another size) is None too."""
        self.embed_error = None
        if self.embedder is None or not texts:
            return None
        try:
            vectors = await asyncio.to_thread(self.embedder.embed, texts)
        except EmbeddingError as exc:
            log.warning("%s; using lexical matching for this step", exc)
            self.embed_error = str(exc)
            self._stale = None
            return None
        size = len(vectors[0]) if vectors else self.store.dim
        if size == self.store.dim:
            return vectors
        if write and await asyncio.to_thread(self.store.fit_dim, size):
            return vectors
        self.embed_error = (
            f"{self.embedder.name} makes {size}-dimensional vectors but this store holds "
            f"{self.store.dim}-dimensional ones"
        )
        if write:
            log.warning("%s; stored without a vector", self.embed_error)
            self._stale = None
        return None

    # -- recall ----------------------------------------------------------------------------
    def _scope(self, now: datetime | None = None) -> str:
        return self.store.scope_filter(self.user_id, self.namespace, self.workspace, now=now)

    async def search(
        self, query: str, limit: int = recall.DEFAULT_LIMIT, *, context: str | None = None
    ) -> list[RecalledMemory]:
        """Rank memories for `query` exactly as recall does, without touching access stats.
        `context` (the previous user message) only helps choose them, see followup.py."""
        context = followup.context_for(query, context)
        qvec = await self._query_vector(query, context)
        weights = None
        if context is not None:
            weight = followup.WEIGHT if qvec is not None else followup.LEXICAL_WEIGHT
            weights = followup.term_weights(query, context, weight)
        found = await asyncio.to_thread(
            rank_on_one_thread,
            self.store,
            self._scope_key(),
            self.clock(),
            query,
            qvec,
            limit,
            weights,
            _hidden_kind,
        )
        found = [r for r in found if r.memory.text != UNREADABLE]  # sealed, key missing
        return await self.with_since(found)

    def period_of(self, query: str) -> Period | None:
        """The period `query` names in the user's words ("last week"), unwidened; None if none."""
        return resolve_period(query, self.clock().astimezone())

    async def text_vector(self, text: str) -> list[float] | None:
        """The vector recall uses for `text` (no second embedding right after its recall), or
        None in lexical mode."""
        return await self._query_vector(text)

    async def _query_vector(self, query: str, context: str | None = None) -> list[float] | None:
        if self.embedder is None or await self.stale_count():
            return None
        embed = functools.partial(self._embed, write=False)
        return await self._recent_queries.vector(self.embedder.name, query, context, embed)

    def _scope_key(self) -> Scope:
        return Scope(self.user_id, self.namespace, self.workspace)

    async def histories(self, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        """Earlier versions of several memories (one read), by id, oldest first."""
        return await asyncio.to_thread(self.store.histories, self.user_id, memory_ids)

    async def with_since(self, found: list[RecalledMemory]) -> list[RecalledMemory]:
        """Each changed fact says since when it holds and what held before (as_of.py); one
        history read, only when a result has earlier versions."""
        from ltm_chat.memory.retrieval.as_of import since_note, supersession

        changed = [r.memory.id for r in found if r.memory.version > 1]
        if not changed:
            return found
        history = await self.histories(changed)
        out = []
        for r in found:
            held = supersession(history.get(r.memory.id, []))
            out.append(replace(r, since=since_note(held)) if held else r)
        return out

    async def as_of(self, moment: datetime, **filters: Any) -> list[Memory]:
        """The memories as they were at `moment`: each one's text then (from its history),
        without those made later or expired by then; filters as `list`."""
        from ltm_chat.memory.retrieval.as_of import version_at

        memories = [m for m in await self.list(**filters) if m.created_at <= moment]
        history = await self.histories([m.id for m in memories if m.version > 1])
        then = (version_at(m, history.get(m.id, []), moment) for m in memories)
        return [m for m in then if m is not None]

    async def recall_allowed(
        self,
        query: str,
        limit: int = recall.DEFAULT_LIMIT,
        *,
        conversation_id: str | None = None,
        context: str | None = None,
        allow: Callable[[Memory], bool] | None = None,
    ) -> tuple[list[RecalledMemory], int]:
        """`recall`, keeping only what `allow` lets this model see (a model's recall policy);
        returns the kept ones and how many were withheld. Withheld ones are not counted as used."""
        found = await self.search(query, limit, context=context)
        kept = [r for r in found if allow is None or allow(r.memory)]
        found, withheld = kept, len(found) - len(kept)
        if found and self.vetoed is None:  # under the veto not even the access stats change
            ids = [r.memory.id for r in found]
            self._spawn(self._after_recall(ids, conversation_id))
        return found, withheld

    async def recall(
        self,
        query: str,
        limit: int = recall.DEFAULT_LIMIT,
        *,
        conversation_id: str | None = None,
        context: str | None = None,
    ) -> list[RecalledMemory]:
        """Recall for a chat call; the access bump is written in the background. `context`:
        the conversation's previous user message (see `search`)."""
        found, _ = await self.recall_allowed(
            query, limit, conversation_id=conversation_id, context=context
        )
        return found

    async def _after_recall(self, ids: list[str], conversation_id: str | None) -> None:
        """Off the critical path: the access bump, then one audit event naming what entered
        the call (ids only)."""
        await asyncio.to_thread(self.store.bump_access, self.user_id, ids, self.clock())
        await self._event(
            "recall", None, actor="chat", conversation_id=conversation_id, detail={"ids": ids}
        )

    def render(self, recalled: list[RecalledMemory]) -> str | None:
        return recall.render_block(recalled)

    # -- background work -------------------------------------------------------------------
    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        return self._background.spawn(coro)

    @property
    def busy(self) -> bool:
        """Background writes (access bumps) still running."""
        return bool(self._background)

    async def wait_idle(self, timeout: float | None = None) -> None:
        """Wait for background writes (access bumps) to finish; for tests and shutdown."""
        await self._background.wait(timeout)

    # -- writes ----------------------------------------------------------------------------
    @writes
    async def add(
        self,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        pinned: bool = False,
        created_at: datetime | None = None,
        *,
        evict: bool = True,
        **options: Any,
    ) -> Memory:
        """Store one memory (refusing secrets), consolidated with what is stored: the memory the
        text now lives in (a reinforced or superseded one keeps its id). `options` are those of
        `remember`, which also says what changed. Called as is, this is explicit intent: active
        at once, a pending twin is accepted."""
        added: dict[str, Memory] = {}
        token = _ADDED.set(added)
        try:
            changes = await self.remember(
                text, kind, importance, pinned, created_at, evict=False, **options
            )
        finally:
            _ADDED.reset(token)
        # A new row is the one just written (no read back: a scan on S3); a reinforced or
        # superseded one is read by its full id (no prefix lookup).
        memory = added.get(changes[0].memory_id)
        if memory is None:
            memory = await asyncio.to_thread(self.store.get, self.user_id, changes[0].memory_id)
        if evict:
            await self._evict()
        return memory

    @writes
    async def remember(
        self,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        pinned: bool = False,
        created_at: datetime | None = None,
        *,
        source: str = "manual",
        workspace: str | None = None,
        conversation_id: str | None = None,
        message_id: str | None = None,
        dedupe: bool = True,
        evict: bool = True,
        status: str = "active",
        confidence: float = 1.0,
        sensitivity: str | None = None,
        expires_at: datetime | None = None,
        apart: Collection[str] = (),
        actor: str | None = None,
        proposal: bool = False,
        grounded: bool = True,
    ) -> list[MemoryChange]:
        """Store one statement and say what changed: first the statement's own change (added,
        pending, reinforced, promoted or superseded), then any evictions it caused. Memories
        whose id is in `apart` are never its neighbours (the other statements of one request:
        said together, neither repeats nor updates the other). `actor` names who wrote it in
        the audit trail (default: from `source`); a pending `proposal` (another tool's save)
        never rewrites an active memory on its own: a change to one waits for review.
        `grounded`: an extracted statement is in the user's own words (only such a one
        promotes a pending twin)."""
        text = _clean(text)
        screen_text(text)
        kind, importance = _check_kind(kind), _check_importance(importance)
        if expires_at is not None and expires_at <= self.clock():
            raise InvalidMemory("the expiry is in the past; nothing was stored")
        vectors = await self._embed([text])
        vector = vectors[0] if vectors else None
        verdict = consolidate.Verdict(consolidate.DIFFERENT)
        if dedupe:
            neighbours = await asyncio.to_thread(self._neighbours, text, vector)
            neighbours = [(m, sim) for m, sim in neighbours if m.id not in apart]
            verdict = consolidate.classify(text, neighbours)
            if self.llm_json is not None and source == "explicit" and neighbours:
                verdicts, _ = await self._model_verdicts([(text, neighbours)], [verdict])
                verdict = verdicts[0]
        draft = _Draft(
            text,
            kind,
            importance,
            pinned,
            source,
            conversation_id,
            message_id,
            status,
            confidence,
            sensitivity or policy.sensitivity(text),
            expires_at,
            actor,
            proposal,
            grounded,
        )
        change = await self._apply(
            verdict, draft, vector, created_at=created_at, workspace=workspace
        )
        changes = [change]
        if evict:
            changes.extend(await self._evict())
        return changes

    async def _apply(
        self,
        verdict: consolidate.Verdict,
        d: _Draft,
        vector: list[float] | None,
        *,
        created_at: datetime | None = None,
        workspace: str | None = None,
        memory_id: str | None = None,
    ) -> MemoryChange:
        """Carry out one verdict: reinforce (promoting or accepting a pending memory restated),
        supersede or add. A stored memory that went away meanwhile (forgotten by another
        window) turns a reinforce/supersede into an add."""
        from ltm_chat.memory.model import MemoryNotFound

        actor = "model" if verdict.by == "model" else d.actor or _ACTORS.get(d.source, d.source)
        old = verdict.memory
        if (
            old is not None
            and old.status == "active"
            and d.status == "pending"
            and (d.sensitivity == "sensitive" or d.proposal)
            and verdict.relation == consolidate.UPDATE
        ):
            # A sensitive change never rewrites an active memory on its own: it waits, in the
            # pending row that already holds it if there is one (one fact, one row).
            verdict = await self._pending_verdict(d.text, vector)
            old = verdict.memory
        try:
            if verdict.relation == consolidate.SAME and old is not None:
                activation = self._activation(old, d)
                if activation is not None:
                    await self._activate(
                        old.id,
                        activation,
                        actor=actor,
                        confidence=(
                            max(old.confidence or 0.0, policy.PROMOTED_CONFIDENCE)
                            if activation == "promote"
                            else 1.0
                        ),
                    )
                m = await self._reinforce(
                    old,
                    d.importance,
                    d.pinned,
                    actor=actor,
                    conversation_id=d.conversation_id,
                    reason=verdict.reason,
                    expires_at=d.expires_at,
                )
                action = "promoted" if activation == "promote" else "reinforced"
                return MemoryChange(action, m.id, m.text, version=m.version, reason=verdict.reason)
            if verdict.relation == consolidate.UPDATE and old is not None:
                m = await self._supersede(old, d, vector, actor=actor, reason=verdict.reason)
                return MemoryChange(
                    "superseded", m.id, m.text, old.text, version=m.version, reason=verdict.reason
                )
        except MemoryNotFound:
            log.info("consolidation target %s is gone; adding instead", old.id if old else "?")
        await self._check_room()
        now = self.clock()
        memory = Memory(
            id=memory_id or new_id(),
            user_id=self.user_id,
            text=d.text,
            kind=d.kind,
            importance=d.importance,
            source=d.source,
            namespace=self.namespace,
            workspace=self.workspace if workspace is None else workspace,
            conversation_id=d.conversation_id,
            message_id=d.message_id,
            created_at=created_at or now,
            updated_at=now,
            pinned=d.pinned,
            embedding_model=self.embedding_model if vector is not None else None,
            vector=vector,
            status=d.status,
            confidence=d.confidence,
            sensitivity=d.sensitivity,
            expires_at=d.expires_at,
        )
        await asyncio.to_thread(self.store.add, [memory])
        if (added := _ADDED.get()) is not None:
            added[memory.id] = replace(memory)
        action = "added" if d.status == "active" else "pending"
        await self._event(
            "add" if action == "added" else "pending",
            memory.id,
            actor=d.actor or _ACTORS.get(d.source, d.source),
            conversation_id=d.conversation_id,
        )
        return MemoryChange(action, memory.id, memory.text, version=1, reason=verdict.reason)

    async def _pending_verdict(self, text: str, vector: list[float] | None) -> consolidate.Verdict:
        """The rules' verdict for `text` against the pending memories only."""
        near = await asyncio.to_thread(self._neighbours, text, vector, status="pending")
        return consolidate.classify(text, near)

    def _activation(self, old: Memory, d: _Draft) -> str | None:
        """How a pending memory restated by `d` becomes active: "accept" (explicit intent),
        "promote" (extraction saw it again in another conversation), or None (it waits)."""
        if old.status != "pending":
            return None
        if d.source != "extracted":
            return "accept" if d.status == "active" else None
        promoted = policy.promotes(self.review, old, d.conversation_id, d.grounded)
        return "promote" if promoted else None

    async def _supersede(
        self, old: Memory, d: _Draft, vector: list[float] | None, *, actor: str, reason: str
    ) -> Memory:
        """The stored memory takes the new statement; its old values and provenance go to
        history, the new provenance (source, conversation, message) is the row's."""
        values: dict[str, Any] = {
            "text": d.text,
            "kind": d.kind,
            "importance": max(old.importance, d.importance),
            "source": d.source,
            "conversation_id": d.conversation_id,
            "message_id": d.message_id,
            "vector": vector,
            "embedding_model": self.embedding_model if vector is not None else None,
            "sensitivity": d.sensitivity,
        }
        if d.pinned:
            values["pinned"] = True
        if d.status == "active":  # explicit intent (or "auto") makes a pending memory active
            values["status"] = "active"
        if d.expires_at is not None:
            values["expires_at"] = d.expires_at
        m = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            old.id,
            values,
            actor=actor,
            action="supersede",
            now=self.clock(),
        )
        await self._event(
            "supersede",
            m.id,
            actor=actor,
            conversation_id=d.conversation_id,
            detail={"version": m.version, "reason": reason},
        )
        return m

    @writes
    async def import_memories(
        self, items: list[Memory], *, actor: str = "import"
    ) -> list[MemoryChange]:
        """Import prepared memories (ids and timestamps kept), each consolidated with what was
        stored before the import: a stored fact restated reinforces, a changed one supersedes,
        the rest is inserted in one write. Secrets are refused before anything is written."""
        for m in items:
            m.text = _clean(m.text)
            screen_text(m.text)
            _check_kind(m.kind)
            _check_importance(m.importance)
            m.user_id = self.user_id
        vectors = await self._embed([m.text for m in items]) or [None] * len(items)
        changes: list[MemoryChange] = []
        fresh: list[Memory] = []
        for m, v in zip(items, vectors, strict=True):
            m.vector = v
            m.embedding_model = self.embedding_model if v is not None else None
            neighbours = await asyncio.to_thread(self._neighbours, m.text, v, m.workspace)
            verdict = consolidate.classify(m.text, neighbours)
            if verdict.relation == consolidate.DIFFERENT or verdict.memory is None:
                fresh.append(m)
                continue
            draft = _Draft(
                m.text,
                m.kind,
                m.importance,
                m.pinned,
                m.source,
                m.conversation_id,
                m.message_id,
                m.status,
                m.confidence,
                m.sensitivity,
                m.expires_at,
            )
            changes.append(await self._apply(verdict, draft, v))
        if fresh:
            await asyncio.to_thread(self.store.add, fresh)
            await self.store_events(
                [
                    {
                        "action": "add",
                        "memory_id": m.id,
                        "actor": actor,
                        "conversation_id": m.conversation_id,
                    }
                    for m in fresh
                ]
            )
        changes = [MemoryChange("added", m.id, m.text, version=m.version) for m in fresh] + changes
        await self._event(f"{actor}_many", None, actor=actor, detail={"count": len(items)})
        return changes

    async def store_events(self, rows: list[dict[str, Any]]) -> None:
        await asyncio.to_thread(self.store.log_events, self.user_id, rows)

    @writes
    async def add_many(self, items: list[Memory], *, actor: str = "import") -> list[Memory]:
        """Insert prepared memories as they are (import keeps ids and timestamps); secrets refused."""
        for m in items:
            m.text = _clean(m.text)
            screen_text(m.text)
            _check_kind(m.kind)
            _check_importance(m.importance)
            m.user_id = self.user_id
        vectors = await self._embed([m.text for m in items])
        for m, v in zip(items, vectors or [None] * len(items), strict=True):
            m.vector = v
            m.embedding_model = self.embedding_model if v is not None else None
        await asyncio.to_thread(self.store.add, items)
        await self._event(f"{actor}_many", None, actor=actor, detail={"count": len(items)})
        return items

    def _neighbours(
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
                found[m.id] = (m, _cosine(vector, m.vector))
        ranked = sorted(found.values(), key=lambda p: -(p[1] if p[1] is not None else 0.0))
        return ranked[: consolidate.MAX_NEIGHBOURS + 2]

    async def _model_verdicts(
        self,
        items: list[tuple[str, list[tuple[Memory, float | None]]]],
        rules: list[consolidate.Verdict],
    ) -> tuple[list[consolidate.Verdict], dict[str, int]]:
        """One model call for all candidates with neighbours; each verdict falls back to the
        rules when the answer is unusable, and a "same" never stands against a conflict.
        Also returns counted reasons (call failed, unusable decisions)."""
        asked = [(text, [m for m, _ in near]) for text, near in items]
        try:
            raw = await self.llm_json(consolidate.build_messages(asked))  # type: ignore[misc]
        except Exception as exc:  # the rules decide when the model cannot
            log.info("consolidation call failed, using the rules: %s", exc)
            return rules, {"model_failed": 1}
        decided, bad = consolidate.parse_decisions(raw, asked)
        verdicts = [
            consolidate.judge(decided.get(n), rule, text)
            for n, ((text, _), rule) in enumerate(zip(items, rules, strict=True))
        ]
        return verdicts, {"model_unusable": bad} if bad else {}

    async def _reinforce(
        self,
        m: Memory,
        importance: float,
        pinned: bool = False,
        *,
        actor: str = "extraction",
        conversation_id: str | None = None,
        reason: str = "",
        expires_at: datetime | None = None,
    ) -> Memory:
        """The same fact again: a little more important (a new version; history keeps the old),
        with the new expiry when the restatement gives one."""

        def values(current: Memory) -> dict[str, Any]:
            out: dict[str, Any] = {
                "importance": max(
                    current.importance, importance, min(1.0, current.importance + 0.05)
                )
            }
            if pinned:
                out["pinned"] = True
            if expires_at is not None:
                out["expires_at"] = expires_at
            return out

        updated = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            m.id,
            values,
            actor=actor,
            action="reinforce",
            now=self.clock(),
        )
        await self._event(
            "reinforce",
            m.id,
            actor=actor,
            conversation_id=conversation_id,
            detail={"version": updated.version, "reason": reason},
        )
        return updated

    @writes
    async def update(
        self,
        memory_id: str,
        text: str | None = None,
        *,
        kind: str | None = None,
        importance: float | None = None,
        pinned: bool | None = None,
        workspace: str | None = None,
        expires_at: datetime | None | str = "keep",
        expected_version: int | None = None,
        actor: str = "user",
        sensitivity: str | None = None,
    ) -> Memory:
        """Edit what a user can change (text, kind, importance, pinned, workspace, expiry,
        sensitivity) as one new version; the previous values go to history. With
        `expected_version` the edit is a compare-and-swap: StaleVersion if the memory moved on
        meanwhile. New text the write policy calls sensitive makes the memory sensitive (its
        text is then sealed at rest); only an explicit `sensitivity` lowers it."""
        full_id = await self.resolve_id(memory_id)
        values: dict[str, Any] = {}
        if text is not None:
            text = _clean(text)
            screen_text(text)
            vectors = await self._embed([text])
            values.update(
                text=text,
                vector=vectors[0] if vectors else None,
                embedding_model=self.embedding_model if vectors else None,
            )
        if kind is not None:
            values["kind"] = _check_kind(kind)
        if importance is not None:
            values["importance"] = _check_importance(importance)
        if pinned is not None:
            values["pinned"] = bool(pinned)
        if workspace is not None:
            values["workspace"] = workspace
        if expires_at != "keep":
            values["expires_at"] = expires_at
        if sensitivity is not None:
            values["sensitivity"] = _check_sensitivity(sensitivity)
        elif text is not None and policy.sensitivity(text) == "sensitive":
            values["sensitivity"] = "sensitive"
        if not values:
            raise InvalidMemory("nothing to change")
        updated = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            full_id,
            values,
            actor=actor,
            expected_version=expected_version,
            now=self.clock(),
        )
        await self._event(
            "edit",
            full_id,
            actor=actor,
            detail={"version": updated.version, "fields": sorted(values)},
        )
        return updated

    @writes
    async def undo(self, memory_id: str, *, expected_version: int | None = None) -> Memory:
        """Undo the last change: a new version with the values before it (every field history
        recorded). Undoing again steps further back, past the changes already undone."""
        full_id = await self.resolve_id(memory_id)
        current = await asyncio.to_thread(self.store.get, self.user_id, full_id)
        entries = {e.version: e for e in await self.history(full_id)}
        point = current.version
        while (e := entries.get(point - 1)) is not None and e.action == "undo" and e.restores:
            point = e.restores  # that change was itself an undo: step past what it undid
        target = entries.get(point - 1)
        if target is None:
            raise InvalidMemory("this memory has no earlier change to undo")
        values: dict[str, Any] = {}
        known = target.action is not None  # an old-schema row recorded text, kind, importance
        for name in (
            "text",
            "kind",
            "importance",
            "pinned",
            "workspace",
            "expires_at",
            "source",
            "conversation_id",
            "message_id",
        ):
            value = getattr(target, name)
            if (value is not None or known) and value != getattr(current, name):
                values[name] = value
        if "text" in values:
            vectors = await self._embed([target.text])
            values["vector"] = vectors[0] if vectors else None
            values["embedding_model"] = self.embedding_model if vectors else None
        updated = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            full_id,
            values,
            actor="user",
            action="undo",
            expected_version=current.version if expected_version is None else expected_version,
            restores=target.version,
            now=self.clock(),
        )
        await self._event(
            "undo", full_id, detail={"version": updated.version, "restores": target.version}
        )
        return updated

    @writes
    async def pin(
        self, memory_id: str, pinned: bool = True, *, expected_version: int | None = None
    ) -> Memory:
        full_id = await self.resolve_id(memory_id)
        current = await asyncio.to_thread(self.store.get, self.user_id, full_id)
        if current.pinned == pinned and expected_version in (None, current.version):
            return current  # already so: no new version
        m = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            full_id,
            {"pinned": pinned},
            actor="user",
            action="pin" if pinned else "unpin",
            expected_version=expected_version,
            now=self.clock(),
        )
        await self._event("pin" if pinned else "unpin", full_id, detail={"version": m.version})
        return m

    async def forget(self, memory_id: str | list[str], *, actor: str = "user") -> int:
        """Real erasure: the rows, their history and the old versions holding them."""
        wanted = [memory_id] if isinstance(memory_id, str) else list(memory_id)
        ids = [await self.resolve_id(i) for i in wanted]
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self._event("forget", i, actor=actor)
        return removed

    async def clear(self, workspace: str | None = None) -> int:
        """Erase all of the user's memories in this namespace (or one workspace only)."""
        scope = ALL_WORKSPACES if workspace is None else workspace
        removed = await asyncio.to_thread(self.store.clear, self.user_id, self.namespace, scope)
        await self._event("clear", None, detail={"count": removed, "workspace": workspace})
        return removed

    # -- review queue ----------------------------------------------------------------------
    async def pending(self) -> list[Memory]:
        """Memories waiting for review (not recalled), oldest first."""
        return await self.list(status="pending", newest_first=False, with_vectors=False)

    async def pending_count(self) -> int:
        return await asyncio.to_thread(
            self.store.count, self.user_id, self.namespace, ALL_WORKSPACES, status="pending"
        )

    async def _pending_ids(self, refs: list[str]) -> list[str]:
        """Full ids of the given pending memories; nothing changes when one is not pending."""
        ids = [await self.resolve_id(r) for r in refs]
        for ref, full_id in zip(refs, ids, strict=True):
            m = await asyncio.to_thread(self.store.get, self.user_id, full_id)
            if m.status != "pending":
                raise InvalidMemory(f"memory {ref} is not waiting for review; nothing was changed")
        return ids

    @writes
    async def accept(self, refs: list[str], text: str | None = None) -> list[Memory]:
        """Make pending memories active (explicit intent); provenance stays. With `text` (one
        id), the pending text is replaced first, without a history entry: it was never a memory."""
        ids = await self._pending_ids(refs)
        if text is not None:
            if len(ids) != 1:
                raise InvalidMemory("edit-then-accept takes exactly one id")
            text = _clean(text)
            screen_text(text)
            vectors = await self._embed([text])
            vector = vectors[0] if vectors else None
            await asyncio.to_thread(
                self.store.set_fields,
                self.user_id,
                ids,
                text=text,
                vector=vector,
                embedding_model=self.embedding_model if vector is not None else None,
                sensitivity=policy.sensitivity(text),
            )
        for full_id in ids:
            await self._activate(full_id, "accept")
        return [await self.get(i) for i in ids]

    async def _activate(
        self, memory_id: str, action: str, *, actor: str = "user", confidence: float = 1.0
    ) -> None:
        await asyncio.to_thread(
            self.store.set_fields,
            self.user_id,
            [memory_id],
            status="active",
            confidence=confidence,
            updated_at=self.clock(),
        )
        await self._event(action, memory_id, actor=actor)

    async def reject(self, refs: list[str]) -> int:
        """Erase pending memories for real (as forget): a rejected text is not kept."""
        ids = await self._pending_ids(refs)
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self._event("reject", i)
        return removed

    # -- expiry and provenance -------------------------------------------------------------
    @writes
    async def set_expires(self, memory_id: str, moment: datetime | None) -> Memory:
        """Set (or, with None, clear) when a memory stops being true."""
        full_id = await self.resolve_id(memory_id)
        if moment is not None and moment <= self.clock():
            raise InvalidMemory("the expiry is in the past; nothing was changed")
        await asyncio.to_thread(self.store.set_fields, self.user_id, [full_id], expires_at=moment)
        await self._event("expires", full_id)
        return await self.get(full_id)

    async def expired(self) -> list[Memory]:
        """The user's memories whose expiry has passed (still on disk until curation)."""
        return await asyncio.to_thread(self.store.expired, self.user_id, self.clock())

    async def purge_expired(self, dry_run: bool = False) -> list[Memory]:
        """Curation's expiry step: erase expired memories for real (as forget)."""
        return await self.curation.purge_expired(dry_run=dry_run)

    @writes
    async def consolidate_store(
        self, dry_run: bool = False, *, full: bool = True
    ) -> list[list[Memory]]:
        """Curation's consolidation step (curation.Curation.consolidate_store)."""
        return await self.curation.consolidate_store(dry_run=dry_run, full=full)

    @writes
    async def curate(
        self,
        dry_run: bool = False,
        progress: Callable[[str, int, int], None] | None = None,
        merge: bool = True,
        full: bool = True,
    ) -> dict[str, Any]:
        """The curation job: expiry, merges, tiers (curation.Curation.curate)."""
        return await self.curation.curate(
            dry_run=dry_run, progress=progress, merge=merge, full=full
        )

    @writes
    async def restore(self, memory_id: str) -> Memory:
        """Bring a demoted (warm, cold or archived) memory back to hot."""
        full_id = await self.resolve_id(memory_id)
        await asyncio.to_thread(self.store.set_fields, self.user_id, [full_id], tier="hot")
        await self._event("restore", full_id)
        return await self.get(full_id)

    async def from_conversation(self, conversation_id: str) -> list[Memory]:
        """Every memory of this user whose provenance is the conversation (any status)."""
        return await asyncio.to_thread(self.store.from_conversation, self.user_id, conversation_id)

    async def forget_conversation(self, conversation_id: str) -> int:
        """Real erasure of what one conversation taught (every memory it is the source of)."""
        ids = [m.id for m in await self.from_conversation(conversation_id)]
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids) if ids else 0
        await self._event(
            "forget_conversation", None, conversation_id=conversation_id, detail={"count": removed}
        )
        return removed

    # -- reads -----------------------------------------------------------------------------
    def short_ids(self, ids: list[str] | None = None) -> dict[str, str]:
        """Each id (default: every id of the user) as its shortest prefix, at least 8
        characters, that no other memory of the user shares: how every view shows it, and a
        prefix every command accepts. Synchronous: one read of the id column."""
        from ltm_chat.text import short_ids

        universe = self.store.ids(self.user_id)
        return short_ids(universe if ids is None else ids, universe)

    async def resolve_id(self, prefix: str) -> str:
        return await asyncio.to_thread(self.store.resolve_id, self.user_id, prefix)

    async def get(self, memory_id: str) -> Memory:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.get, self.user_id, full_id)

    async def list(self, **filters: Any) -> list[Memory]:
        """The user's memories; filters as MemoryStore.list (workspace="*" for every one;
        expired=False for those not past their expiry now, True for only those past it)."""
        filters.setdefault("namespace", self.namespace)
        if filters.get("expired") is not None:
            filters.setdefault("now", self.clock())
        return await asyncio.to_thread(self.store.list, self.user_id, **filters)

    async def count(self, workspace: str | None = ALL_WORKSPACES, status: str | None = None) -> int:
        return await asyncio.to_thread(
            self.store.count, self.user_id, self.namespace, workspace, status
        )

    async def log(self, memory_id: str | None = None, limit: int | None = None) -> list[dict]:
        """The audit trail, newest first: who did what, when, in which conversation (ids and
        actions only). With `memory_id` (any unique prefix, or the id of a memory since erased),
        the events about that memory and the recalls it entered."""
        from ltm_chat.memory.model import MemoryNotFound

        wanted = None
        if memory_id is not None:
            try:
                wanted = await self.resolve_id(memory_id)
            except MemoryNotFound:
                wanted = memory_id.strip().lower()  # erased or evicted: its events remain
                if not wanted or any(c not in "0123456789abcdef" for c in wanted):
                    raise
        return await asyncio.to_thread(self.store.events, self.user_id, limit, wanted)

    async def history(self, memory_id: str) -> list[HistoryEntry]:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.history, self.user_id, full_id)

    # -- reembed ---------------------------------------------------------------------------
    @writes
    async def reembed(
        self, progress: Callable[[int, int], None] | None = None, batch: int = 64
    ) -> int:
        """Recompute every vector of this user with the active embedder."""
        if self.embedder is None:
            raise InvalidMemory("no embedder is configured: lexical mode has no vectors to rebuild")
        done = await reembed_all(self.store, self.user_id, self.embedder, progress, batch)
        self._stale = None
        await self._event("reembed", None, detail={"count": done})
        return done

    # -- episodes --------------------------------------------------------------------------
    async def episode_conversations(self) -> dict[str, datetime]:
        """The conversations that have an episode, with when it was dated."""
        rows = await self.list(kind=episodes.KIND, workspace=ALL_WORKSPACES, with_vectors=False)
        return {m.conversation_id: m.created_at for m in rows if m.conversation_id}

    @writes
    async def write_episode(
        self, conversation_id: str, turns: list[tuple[str, str]], at: datetime
    ) -> MemoryChange | None:
        """Summarise one finished conversation (see write/episodes.py) as an `episode` dated
        `at`, screened like any write; a sensitive one waits for review. None when there is no
        model, nothing worth keeping, or the summary was refused."""
        if self.llm_json is None or not episodes.worth_an_episode(turns):
            return None
        summary = episodes.parse_summary(await self.llm_json(episodes.build_messages(turns)))
        if summary is None:
            return None
        if verdict := screening_verdict(summary):
            log.info("episode of %s not kept: %s", conversation_id, verdict[0])
            return None
        old = [
            m.id
            for m in await self.list(
                kind=episodes.KIND, workspace=ALL_WORKSPACES, with_vectors=False
            )
            if m.conversation_id == conversation_id
        ]
        if old:  # the conversation went on since: its new summary replaces the old one
            await self.forget(old)
        label = policy.sensitivity(summary)
        changes = await self.remember(
            summary,
            episodes.KIND,
            0.5,
            created_at=at,
            source="extraction",
            conversation_id=conversation_id,
            dedupe=False,
            sensitivity=label,
            status="pending" if label == "sensitive" else "active",
        )
        return changes[0]

    # -- extraction ------------------------------------------------------------------------
    @writes
    async def remember_conversation(
        self,
        messages: list[dict],
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
        recalled: list[Memory] | None = None,
        share_sensitive: bool = True,
        imported: bool = False,
    ) -> list[MemoryChange]:
        """Mine a finished turn for durable facts about the user (DESIGN.md §5), each one
        consolidated with what is stored (one model call judges those with near neighbours).
        The write policy (policy.py) decides what becomes active and what waits for review;
        what was `recalled` into this turn's call is reinforced at most, never learnt again.
        `imported` (another assistant's history): every new fact waits for review, source
        "import", and never rewrites a stored memory."""
        if self.llm_json is None:
            return []
        turn = extract.render_turn(messages)
        if not turn.strip():
            return []
        related = [r.memory for r in await self.search(turn[-2000:], limit=8)]
        if not share_sensitive:  # the extraction model may not see sensitive memories
            related = [m for m in related if m.sensitivity != "sensitive"]
        now = self.clock()
        raw = await self.llm_json(
            extract.build_extraction_messages(turn, related, today=now.date().isoformat())
        )
        candidates, dropped = extract.parse_candidates(raw)
        counts: dict[str, int] = {"malformed": dropped, "secret": 0, "instruction": 0, "expired": 0}
        said = " ".join(
            extract.content_text(m.get("content"))
            for m in messages
            if isinstance(m, dict) and m.get("role") == "user"
        )
        changes: list[MemoryChange] = []
        kept: list[extract.Candidate] = []
        expiries: list[datetime | None] = []
        for c in candidates:
            try:
                c.text = _clean(c.text)
            except InvalidMemory:
                counts["malformed"] += 1
                continue
            if verdict := screening_verdict(c.text):
                counts[verdict[0]] += 1  # silent drop, counted in the audit event
                continue
            expires_at, usable = proposed_expiry(c.expires, now)
            if not usable:  # already over, or a date nobody can read: not worth keeping
                counts["expired"] += 1
                continue
            # The recall block echoed back is neither learnt nor reinforced (it would climb to
            # importance 1.0 by being recalled); a correction of it (`replaces`) goes on.
            if c.replaces is None and policy.restated(c.text, recalled or [], said):
                counts["recalled"] = counts.get("recalled", 0) + 1
                continue
            kept.append(c)
            expiries.append(expires_at)
        vectors = await self._embed([c.text for c in kept]) or [None] * len(kept)
        near = [
            await asyncio.to_thread(self._neighbours, c.text, v)
            for c, v in zip(kept, vectors, strict=True)
        ]
        verdicts = [consolidate.classify(c.text, n) for c, n in zip(kept, near, strict=True)]
        for n, c in enumerate(kept):  # the extractor's own "replaces" is the model's judgement
            hint = self._replaces_hint(c, related, counts)
            if hint is not None:
                verdicts[n] = consolidate.judge(hint, verdicts[n], c.text)
        asked = [n for n, c in enumerate(kept) if near[n]]
        if asked:
            judged, why = await self._model_verdicts(
                [(kept[n].text, near[n]) for n in asked], [verdicts[n] for n in asked]
            )
            for n, v in zip(asked, judged, strict=True):
                verdicts[n] = v
            for key, value in why.items():
                counts[key] = counts.get(key, 0) + value
        for c, v, verdict, expires_at in zip(kept, vectors, verdicts, expiries, strict=True):
            kind = c.kind if c.kind in KINDS else "fact"
            judged = policy.judge(self.review, c.text, c.sensitivity, c.confidence)
            if imported:  # reviewed by the user before it counts; an update waits beside
                draft = _Draft(
                    c.text,
                    kind,
                    c.importance,
                    False,
                    "import",
                    conversation_id,
                    message_id,
                    "pending",
                    judged.confidence,
                    judged.sensitivity,
                    expires_at,
                )
                if verdict.relation == consolidate.UPDATE:
                    verdict = consolidate.Verdict(consolidate.DIFFERENT)
            elif policy.explicit_intent(said, c.text):  # "… please remember that I'm vegan."
                draft = _Draft(
                    c.text,
                    kind,
                    max(c.importance, EXPLICIT_IMPORTANCE),
                    False,
                    "explicit",
                    conversation_id,
                    message_id,
                    "active",
                    1.0,
                    judged.sensitivity,
                    expires_at,
                )
            else:
                draft = _Draft(
                    c.text,
                    kind,
                    c.importance,
                    False,
                    "extracted",
                    conversation_id,
                    message_id,
                    judged.status,
                    judged.confidence,
                    judged.sensitivity,
                    expires_at,
                    grounded=policy.grounded(c.text, said),
                )
            try:
                changes.append(await self._apply(verdict, draft, v))
            except InvalidMemory as exc:
                log.info("extraction candidate dropped: %s", exc)
                counts["malformed"] += 1
        await self._event(
            "extract",
            None,
            actor="extraction",
            conversation_id=conversation_id,
            detail={"kept": len(changes), "dropped": counts},
        )
        changes.extend(await self._evict(sum(c.action in ("added", "pending") for c in changes)))
        return changes

    @writes
    async def remember_request(
        self,
        text: str | list[str],
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> list[list[MemoryChange] | MemoryError_]:
        """A "remember that …" request (or several: a list, requests.find_requests): each
        independent statement it conjoins (clauses.split_statements: "I live in Lisbon and I
        prefer short answers" is two) stored at once as its own memory, explicit intent,
        through `remember` (same screen, consolidation, eviction). One outcome per statement,
        in order: its changes (its own change first), or the error that refused it; a refused
        one never stops the others."""
        from ltm_chat.memory.write.clauses import split_statements

        outcomes: list[list[MemoryChange] | MemoryError_] = []
        written: set[str] = set()
        seen: set[str] = set()
        texts = [text] if isinstance(text, str) else text
        parts = [p for t in texts for p in split_statements(t) or [t]]  # none: `remember` says why
        for part in parts:
            if extract.normalise_text(part) in seen:
                continue  # said twice in one breath: one memory
            seen.add(extract.normalise_text(part))
            try:
                changes = await self.remember(
                    part,
                    kind="fact",
                    importance=EXPLICIT_IMPORTANCE,
                    source="explicit",
                    conversation_id=conversation_id,
                    message_id=message_id,
                    apart=written,
                )
            except MemoryError_ as exc:
                outcomes.append(exc)
                continue
            written.add(changes[0].memory_id)
            outcomes.append(changes)
        return outcomes

    @writes
    async def remember_statement(
        self,
        text: str,
        kind: str = "fact",
        *,
        importance: float = 0.7,
        actor: str = "model",
        conversation_id: str | None = None,
        message_id: str | None = None,
        intent: bool = False,
        said: str | None = None,
    ) -> list[MemoryChange]:
        """One statement from the model's memory_save tool, through the write path every
        statement takes: the same screen (secrets, instructions), consolidation and eviction.
        With `intent` (the user asked for it in this turn, policy.explicit_intent) it stores as
        "remember that …" does; without, the write policy decides as for extraction (sensitive
        or incidental: pending; `said`, the user's words, decides whether it may promote a
        pending twin). Raises SecretRefused / InstructionRefused / InvalidMemory."""
        if intent:
            options: dict[str, Any] = {"source": "explicit"}
            importance = max(importance, EXPLICIT_IMPORTANCE)
        else:
            judged = policy.judge(self.review, _clean(text), None, None)
            options = {
                "source": "extracted",
                "status": judged.status,
                "confidence": judged.confidence,
                "sensitivity": judged.sensitivity,
                "grounded": said is not None and policy.grounded(text, said),
            }
        changes = await self.remember(
            text,
            _check_kind(kind),
            importance,
            conversation_id=conversation_id,
            message_id=message_id,
            **options,
        )
        await self._event(
            f"{actor}_save", changes[0].memory_id, actor=actor, conversation_id=conversation_id
        )
        return changes

    async def propose(
        self,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> MemoryChange | None:
        """An imported statement (another assistant's memory) for the review queue: screened
        like every write (SecretRefused / InstructionRefused / InvalidMemory), stored pending
        with source "import" and its sensitivity marked; None when the same statement is
        already stored (nothing changes: a second import adds nothing)."""
        text = _clean(text)
        screen_text(text)
        kind, importance = _check_kind(kind), _check_importance(importance)
        vectors = await self._embed([text])
        vector = vectors[0] if vectors else None
        near = await asyncio.to_thread(self._neighbours, text, vector)
        if consolidate.classify(text, near).relation == consolidate.SAME:
            return None
        judged = policy.judge(self.review, text, None, None)
        draft = _Draft(
            text,
            kind,
            importance,
            False,
            "import",
            conversation_id,
            message_id,
            "pending",
            judged.confidence,
            judged.sensitivity,
            None,
        )
        return await self._apply(consolidate.Verdict(consolidate.DIFFERENT), draft, vector)

    def _replaces_hint(
        self, c: extract.Candidate, related: list[Memory], counts: dict[str, int]
    ) -> consolidate.Verdict | None:
        """The extractor's `replaces`, as a verdict, when it names a listed memory of this
        user and scope (a number outside the list is dropped and counted)."""
        if c.replaces is None:
            return None
        if not 1 <= c.replaces <= len(related):
            counts["bad_replaces"] = counts.get("bad_replaces", 0) + 1
            return None
        old = related[c.replaces - 1]
        if old.user_id != self.user_id or old.workspace not in ("", self.workspace):
            counts["bad_replaces"] = counts.get("bad_replaces", 0) + 1
            return None
        relation, reason = consolidate.compare(c.text, old.text)
        if relation == consolidate.SAME and reason == "same_words":
            return consolidate.Verdict(consolidate.SAME, old, reason)
        return consolidate.Verdict(consolidate.UPDATE, old, "replaces", "model")

    async def eviction_victims(
        self, adding: list[Memory] | None = None
    ) -> tuple[int, list[Memory]]:
        """(the user's row count with `adding`, the rows the cap would evict): the unpinned
        ones least used, then least recent, then least important (eviction.py), among the
        stored rows and `adding` alike."""
        rows = await asyncio.to_thread(
            self.store.list,
            self.user_id,
            namespace=None,
            workspace=ALL_WORKSPACES,
            with_vectors=False,
        )
        rows += adding or []
        return len(rows), eviction.victims(rows, self.max_items)

    async def _check_room(self) -> None:
        """Refuse a new row when the cap is reached and every row is pinned (eviction.py)."""
        if self.max_items <= 0 or await asyncio.to_thread(self.store.total_rows) < self.max_items:
            return  # the table's row count (manifest, no scan) says there is room
        rows = await asyncio.to_thread(
            self.store.list,
            self.user_id,
            namespace=None,
            workspace=ALL_WORKSPACES,
            with_vectors=False,
        )
        eviction.check_room(rows, self.max_items)

    @writes  # only ever the consequence of a write (an import past the cap)
    async def evict(self, memory_ids: list[str], actor: str = "user") -> None:
        """Erase rows the cap evicts (real erasure, journaled as an eviction)."""
        await asyncio.to_thread(self.store.forget, self.user_id, memory_ids, "evict")
        await self.store_events(  # one event per memory: the audit trail says which went
            [
                {"action": "evict", "memory_id": i, "actor": "eviction", "detail": {"by": actor}}
                for i in memory_ids
            ]
        )

    async def _evict(self, added: int | None = 1, actor: str = "extraction") -> list[MemoryChange]:
        """Above the cap, erase the least-used unpinned rows of this user, but never more
        than the `added` rows of the write that went over it (None: all of the excess, which
        the caller has said). A store left over the cap (the cap was lowered) is reported in
        `over_cap`, never cut down silently."""
        self.over_cap = None
        excess = await self._excess() if self.max_items > 0 else 0
        if excess <= 0 or (not self.store.db.is_local and excess < REMOTE_EVICT_BATCH):
            self.evicted = []  # nothing over the cap, or not a batch yet (object storage)
            return []
        total, victims = await self.eviction_victims()
        if not self.store.db.is_local and added is not None:
            added = self._remote_eviction_share(len(victims), added)
        if added is not None and len(victims) > added:
            victims = victims[: max(0, added)]
        if victims:
            await self.evict([m.id for m in victims], actor=actor)
        left = total - len(victims) - self.max_items
        deferred = not self.store.db.is_local and left < REMOTE_EVICT_BATCH  # the next batch's
        if left > 0 and not deferred:
            self.over_cap = total - len(victims)
        changes = [MemoryChange("evicted", m.id, m.text) for m in victims]
        self.evicted = changes
        return changes

    async def _excess(self) -> int:
        """How many rows the user has over the cap: the table's own row count (from its
        manifest, no scan) first, the user's rows only when the table holds more than the cap."""
        if await asyncio.to_thread(self.store.total_rows) <= self.max_items:
            return 0
        rows = await asyncio.to_thread(self.store.count, self.user_id, None, ALL_WORKSPACES)
        return rows - self.max_items

    @staticmethod
    def _remote_eviction_share(excess: int, added: int) -> int:
        """On object storage an eviction rewrites the table (~120 requests): the rows over the
        cap are evicted REMOTE_EVICT_BATCH at a time. Below a batch nothing is evicted yet; up to
        two batches all of them (what the adds since the last eviction owe); beyond that the cap
        was lowered, and as on disk a write evicts no more than it added."""
        if excess < REMOTE_EVICT_BATCH:
            return 0
        if excess < 2 * REMOTE_EVICT_BATCH:
            return excess
        return added

    # The few store reads and writes the CLI, the TUI and the chat engine need: they use these,
    # never `.store`, so the storage room can change beneath them.
    @property
    def database(self) -> Database:
        """The database this memory lives in (conversations are kept beside the memories)."""
        return self.store.db

    @property
    def recovered_erasures(self) -> set[str]:
        """Ids whose interrupted erasure opening this memory finished."""
        return self.store.recovered

    @writes
    async def set_provenance(
        self, memory_ids: list[str], *, conversation_id: str | None, message_id: str | None
    ) -> None:
        """Record the message the given memories were learned from."""
        await asyncio.to_thread(
            self.store.set_fields,
            self.user_id,
            memory_ids,
            conversation_id=conversation_id,
            message_id=message_id,
        )

    async def erased_id(self, prefix: str) -> str | None:
        """The full id of this user's memory erased under `prefix`, or None."""
        return await asyncio.to_thread(self.store.erased_id, self.user_id, prefix)

    def history_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every earlier version of this user's memories, by memory id."""
        return self.store.history_rows(self.user_id)

    def ids_of_other_users(self, memory_ids: list[str]) -> set[str]:
        """Those of `memory_ids` already taken by another user's memories."""
        return self.store.ids_of_other_users(self.user_id, memory_ids)

    @writes
    async def add_history(self, rows: list[dict[str, Any]]) -> None:
        """Append earlier versions (an import's history) to this user's memories."""
        await asyncio.to_thread(self.store.add_history, self.user_id, rows)

    async def _event(
        self,
        action: str,
        memory_id: str | None,
        *,
        actor: str = "user",
        conversation_id: str | None = None,
        detail: dict[str, Any] | None = None,
    ) -> None:
        await asyncio.to_thread(
            self.store.log_event,
            self.user_id,
            action,
            memory_id=memory_id,
            actor=actor,
            conversation_id=conversation_id,
            detail=detail,
            at=self.clock(),
        )


_ACTORS = {"manual": "user", "explicit": "user", "extracted": "extraction", "import": "import"}


@dataclass
class _Draft:
    """A statement on its way in, with its provenance."""

    text: str
    kind: str
    importance: float
    pinned: bool
    source: str
    conversation_id: str | None
    message_id: str | None
    status: str = "active"  # "pending": waits for review (policy.py)
    confidence: float = 1.0
    sensitivity: str = "normal"
    expires_at: datetime | None = None
    actor: str | None = None  # who, in the audit trail (None: from source)
    proposal: bool = False  # another tool's save: never changes an active memory unreviewed
    grounded: bool = True  # in the user's own words of the turn (policy.grounded)


def _cosine(a: list[float] | None, b: list[float] | None) -> float | None:
    if a is None or b is None or len(a) != len(b):
        return None
    return float(sum(x * y for x, y in zip(a, b, strict=True)))  # both L2-normalised


def _clean(text: str) -> str:
    from ltm_chat.memory.model import validate_text

    return validate_text(text)


def open_long_term_memory(
    settings: Any,
    *,
    embedder: Embedder | None | str = "auto",
    llm_json: JsonLLM | None = None,
    clock: Callable[[], datetime] = utcnow,
    database: Database | None = None,
) -> LongTermMemory:
    """Open the user's memory regardless of the on/off gate (the CLI and inspector need it:
    a user can always see and erase what is stored)."""
    reason = "given"
    if embedder == "auto":
        embedder, reason = resolve_embedder(settings)
    dim = getattr(embedder, "dim", None)
    store = MemoryStore(database or Database.at(settings.paths), dim=dim, clock=clock).open()
    return LongTermMemory(
        store,
        user_id=settings.user_id,
        namespace=settings.namespace,
        workspace=settings.workspace,
        embedder=embedder,
        embedder_reason=reason,
        llm_json=llm_json,
        max_items=settings.max_items,
        clock=clock,
        review=getattr(settings, "memory_review", policy.DEFAULT_REVIEW),
        vetoed=operator_veto(settings),
    )


def create_default_long_term_memory(
    user_id: str | None = None,
    namespace: str = "chat",
    workspace_id: str | None = None,
    enabled: bool | None = None,
    settings: Any = None,
    **kwargs: Any,
) -> LongTermMemory | None:
    """The memory for a chat, or None when the gate (DESIGN.md §3) says memory is off."""
    from ltm_chat.config import load_settings
    from ltm_chat.gate import resolve_memory

    settings = settings or load_settings()
    changes: dict[str, Any] = {"namespace": namespace}
    if user_id:
        changes["user_id"] = user_id
    if workspace_id is not None:
        changes["workspace"] = workspace_id
    settings = settings.with_(**changes)
    toggle = enabled if enabled is not None else settings.memory_toggle
    if not resolve_memory(settings.incognito, settings.memory_env, toggle).enabled:
        return None
    return open_long_term_memory(settings, **kwargs)
