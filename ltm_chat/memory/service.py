"""LongTermMemory: the async facade over store, embedder, recall and extraction (DESIGN.md §7)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from ltm_chat.memory import extract, recall
from ltm_chat.memory.db import Database
from ltm_chat.memory.embed import Embedder, EmbeddingError, resolve_embedder
from ltm_chat.memory.model import (
    KINDS,
    HistoryEntry,
    InstructionRefused,
    InvalidMemory,
    Memory,
    MemoryChange,
    RecalledMemory,
    SecretRefused,
    new_id,
    utcnow,
)
from ltm_chat.memory.search_cache import one_blas_thread
from ltm_chat.memory.store import ALL_WORKSPACES, MemoryStore
from ltm_chat.memory.when import query_period

log = logging.getLogger(__name__)

DUPLICATE_COSINE = 0.92
EXPLICIT_IMPORTANCE = 0.9
JsonLLM = Callable[[list[dict]], Awaitable[str]]


def screening_verdict(text: str) -> tuple[str, str] | None:
    """Why `text` must not be stored: ("secret", rule) or ("instruction", family); else None.

    The one screen every write path shares (add, edit, import, "remember that", extraction).
    """
    from ltm_chat.memory.poison import looks_like_instruction
    from ltm_chat.memory.redact import looks_like_secret

    if rule := looks_like_secret(text):
        return "secret", rule
    if family := looks_like_instruction(text):
        return "instruction", family
    return None


def screen_text(text: str) -> None:
    """Refuse a write that looks like a credential or an instruction (names the rule, never
    the text)."""
    verdict = screening_verdict(text)
    if verdict is None:
        return
    kind, name = verdict
    raise SecretRefused(name) if kind == "secret" else InstructionRefused(name)


# The former name (secrets only); it screens both now.
check_secret = screen_text


def _check_kind(kind: str) -> str:
    if kind not in KINDS:
        raise InvalidMemory(f"unknown kind {kind!r}; use one of: {', '.join(KINDS)}")
    return kind


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
    ):
        self.store = store
        self.user_id = user_id
        self.namespace = namespace
        self.workspace = workspace or ""
        self.embedder = embedder
        self.embedder_reason = embedder_reason
        self.llm_json = llm_json
        self.max_items = max_items
        self.clock = clock
        self._background: set[asyncio.Task[Any]] = set()
        self._stale: int | None = None
        self.embed_error: str | None = None  # why the last write got no vector (None: it did)
        self.evicted: list[MemoryChange] = []  # what the last write's eviction removed
        self.over_cap: int | None = None  # rows left above max_items after it (a lowered cap)

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
            return f"lexical ({stale} memories need `ltm-chat memories reembed`)"
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

    async def search(self, query: str, limit: int = recall.DEFAULT_LIMIT) -> list[RecalledMemory]:
        """Rank memories for `query` exactly as recall does, without touching access stats."""
        return await asyncio.to_thread(
            self._rank_sync, query, await self._query_vector(query), limit
        )

    async def _query_vector(self, query: str) -> list[float] | None:
        if self.embedder is None or await self.stale_count():
            return None
        vectors = await self._embed([query], write=False)
        return vectors[0] if vectors else None

    def _rank_sync(self, query: str, qvec: list[float] | None, limit: int) -> list[RecalledMemory]:
        with one_blas_thread():
            return self._rank_on_one_thread(query, qvec, limit)

    def _rank_on_one_thread(
        self, query: str, qvec: list[float] | None, limit: int
    ) -> list[RecalledMemory]:
        import numpy as np

        now = self.clock()
        k = max(24, 4 * limit)
        period = query_period(query, now)
        found = self.store.recall_candidates(
            self.user_id, self.namespace, self.workspace, now, query, qvec, k, period
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
            ) + recall.CONTEXT_WEIGHT * np.asarray(
                [found.context.get(m.id, 0.0) for m in candidates]
            )
            shown = recall.hybrid_similarity(cosine, coverage, dated)
            for m, sim, value in zip(candidates, shown, choice, strict=True):
                pool[m.id] = (m, float(sim))
                chosen_on[m.id] = float(value)
        else:
            for m, bm25 in found.lexical:
                sim = recall.lexical_similarity(query, m.text, bm25)
                if m.id in found.in_period:
                    sim = min(1.0, sim + recall.DATE_BOOST)
                pool[m.id] = (m, sim)
        return recall.rank(
            list(pool.values()), now, limit=limit, pinned=found.pinned,
            select_by=recall.SELECT_BY, relevance=chosen_on or None,
            vectors=found.vectors, diversity=recall.DIVERSITY,
        )  # fmt: skip

    async def recall(self, query: str, limit: int = recall.DEFAULT_LIMIT) -> list[RecalledMemory]:
        """Recall for a chat call; the access bump is written in the background."""
        found = await self.search(query, limit)
        if found:
            ids = [r.memory.id for r in found]
            self._spawn(asyncio.to_thread(self.store.bump_access, self.user_id, ids, self.clock()))
        return found

    def render(self, recalled: list[RecalledMemory]) -> str | None:
        return recall.render_block(recalled)

    # -- background work -------------------------------------------------------------------
    def _spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._background.add(task)

        def done(t: asyncio.Task[Any]) -> None:
            self._background.discard(t)
            if not t.cancelled() and t.exception() is not None:
                log.warning("background memory write failed: %s", t.exception())

        task.add_done_callback(done)
        return task

    async def wait_idle(self, timeout: float | None = None) -> None:
        """Wait for background writes (access bumps) to finish; for tests and shutdown."""
        if self._background:
            await asyncio.wait(list(self._background), timeout=timeout)

    # -- writes ----------------------------------------------------------------------------
    async def add(
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
    ) -> Memory:
        """Store one memory (refusing secrets); a near-duplicate reinforces the existing row."""
        text = _clean(text)
        screen_text(text)
        kind, importance = _check_kind(kind), _check_importance(importance)
        vectors = await self._embed([text])
        vector = vectors[0] if vectors else None
        if dedupe:
            twin = await asyncio.to_thread(self._find_duplicate, text, vector)
            if twin is not None:
                return await self._reinforce(twin, importance, pinned)
        now = self.clock()
        memory = Memory(
            id=new_id(), user_id=self.user_id, text=text, kind=kind, importance=importance,
            source=source, namespace=self.namespace,
            workspace=self.workspace if workspace is None else workspace,
            conversation_id=conversation_id, message_id=message_id,
            created_at=created_at or now, updated_at=now, pinned=pinned,
            embedding_model=self.embedding_model if vector is not None else None, vector=vector,
        )  # fmt: skip
        await asyncio.to_thread(self.store.add, [memory])
        await self._event("add", memory.id, actor=source, conversation_id=conversation_id)
        if evict:
            await self._evict(1, actor=source)
        return memory

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

    def _find_duplicate(self, text: str, vector: list[float] | None) -> Memory | None:
        where = self._scope()
        if vector is not None:
            for m, sim in self.store.vector_search(vector, where, 1):
                if sim >= DUPLICATE_COSINE:
                    return m
            return None
        target = extract.normalise_text(text)
        for m, _ in self.store.text_search(text, where, 10):
            if extract.normalise_text(m.text) == target:
                return m
        return None

    async def _reinforce(self, m: Memory, importance: float, pinned: bool = False) -> Memory:
        values: dict[str, Any] = {
            "importance": max(m.importance, importance, min(1.0, m.importance + 0.05)),
            "updated_at": self.clock(),
        }
        if pinned:
            values["pinned"] = True
        await asyncio.to_thread(self.store.set_fields, self.user_id, [m.id], **values)
        await self._event("reinforce", m.id, actor="extraction")
        return await self.get(m.id)

    async def update(
        self, memory_id: str, text: str, *, kind: str | None = None,
        importance: float | None = None, actor: str = "user",
    ) -> Memory:  # fmt: skip
        """Edit a memory's text (previous version kept in history); secrets refused."""
        full_id = await self.resolve_id(memory_id)
        text = _clean(text)
        screen_text(text)
        if kind is not None:
            _check_kind(kind)
        if importance is not None:
            importance = _check_importance(importance)
        vectors = await self._embed([text])
        updated = await asyncio.to_thread(
            self.store.update_text, self.user_id, full_id, text,
            vector=vectors[0] if vectors else None, embedding_model=self.embedding_model,
            actor=actor, kind=kind, importance=importance, now=self.clock(),
        )  # fmt: skip
        await self._event("edit", full_id, actor=actor)
        return updated

    async def undo(self, memory_id: str) -> Memory:
        """Restore the previous version of an edited memory."""
        full_id = await self.resolve_id(memory_id)
        entry = await asyncio.to_thread(self.store.pop_history, self.user_id, full_id)
        if entry is None:
            raise InvalidMemory("this memory has no earlier version to restore")
        vectors = await self._embed([entry.text])
        vector = vectors[0] if vectors else None
        await asyncio.to_thread(
            self.store.set_fields, self.user_id, [full_id], text=entry.text, version=entry.version,
            updated_at=self.clock(), vector=vector,
            embedding_model=self.embedding_model if vector is not None else None,
        )  # fmt: skip
        await self._event("undo", full_id)
        return await self.get(full_id)

    async def pin(self, memory_id: str, pinned: bool = True) -> Memory:
        full_id = await self.resolve_id(memory_id)
        await asyncio.to_thread(self.store.set_fields, self.user_id, [full_id], pinned=pinned)
        await self._event("pin" if pinned else "unpin", full_id)
        return await self.get(full_id)

    async def forget(self, memory_id: str | list[str]) -> int:
        """Real erasure: the rows, their history and the old versions holding them."""
        wanted = [memory_id] if isinstance(memory_id, str) else list(memory_id)
        ids = [await self.resolve_id(i) for i in wanted]
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self._event("forget", i)
        return removed

    async def clear(self, workspace: str | None = None) -> int:
        """Erase all of the user's memories in this namespace (or one workspace only)."""
        scope = ALL_WORKSPACES if workspace is None else workspace
        removed = await asyncio.to_thread(self.store.clear, self.user_id, self.namespace, scope)
        await self._event("clear", None, detail={"count": removed, "workspace": workspace})
        return removed

    # -- reads -----------------------------------------------------------------------------
    async def resolve_id(self, prefix: str) -> str:
        return await asyncio.to_thread(self.store.resolve_id, self.user_id, prefix)

    async def get(self, memory_id: str) -> Memory:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.get, self.user_id, full_id)

    async def list(self, **filters: Any) -> list[Memory]:
        """The user's memories; filters as MemoryStore.list (workspace="*" for every one)."""
        filters.setdefault("namespace", self.namespace)
        return await asyncio.to_thread(self.store.list, self.user_id, **filters)

    async def count(self, workspace: str | None = ALL_WORKSPACES) -> int:
        return await asyncio.to_thread(self.store.count, self.user_id, self.namespace, workspace)

    async def history(self, memory_id: str) -> list[HistoryEntry]:
        full_id = await self.resolve_id(memory_id)
        return await asyncio.to_thread(self.store.history, self.user_id, full_id)

    # -- reembed ---------------------------------------------------------------------------
    async def reembed(
        self, progress: Callable[[int, int], None] | None = None, batch: int = 64
    ) -> int:
        """Recompute every vector of this user with the active embedder."""
        if self.embedder is None:
            raise InvalidMemory("no embedder is configured: lexical mode has no vectors to rebuild")
        rows = await asyncio.to_thread(
            self.store.list, self.user_id, namespace=None, workspace=ALL_WORKSPACES
        )
        done = 0
        for start in range(0, len(rows), batch):
            chunk = rows[start : start + batch]
            vectors = await asyncio.to_thread(self.embedder.embed, [m.text for m in chunk])
            await asyncio.to_thread(
                self.store.set_vectors, self.user_id,
                {m.id: v for m, v in zip(chunk, vectors, strict=True)}, self.embedder.name,
            )  # fmt: skip
            done += len(chunk)
            if progress:
                progress(done, len(rows))
        self._stale = None
        await self._event("reembed", None, detail={"count": done})
        return done

    # -- extraction ------------------------------------------------------------------------
    async def remember_conversation(
        self, messages: list[dict], *, conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> list[MemoryChange]:  # fmt: skip
        """Mine a finished turn for durable facts about the user (DESIGN.md §5)."""
        if self.llm_json is None:
            return []
        turn = extract.render_turn(messages)
        if not turn.strip():
            return []
        related = [r.memory for r in await self.search(turn[-2000:], limit=8)]
        raw = await self.llm_json(extract.build_extraction_messages(turn, related))
        candidates, dropped = extract.parse_candidates(raw)
        changes: list[MemoryChange] = []
        counts = {"malformed": dropped, "secret": 0, "instruction": 0}
        for c in candidates:
            if verdict := screening_verdict(c.text):
                counts[verdict[0]] += 1  # silent drop, counted in the audit event
                continue
            try:
                changes.append(await self._apply_candidate(c, related, conversation_id, message_id))
            except InvalidMemory as exc:
                log.info("extraction candidate dropped: %s", exc)
                counts["malformed"] += 1
        await self._event(
            "extract", None, actor="extraction", conversation_id=conversation_id,
            detail={"kept": len(changes), "dropped": counts},
        )  # fmt: skip
        changes.extend(await self._evict(sum(c.action == "added" for c in changes)))
        return changes

    async def remember_statement(
        self, text: str, kind: str = "fact", *, importance: float = 0.7, actor: str = "model",
        conversation_id: str | None = None, message_id: str | None = None,
    ) -> list[MemoryChange]:  # fmt: skip
        """One statement through extraction's write path (a model's memory_save tool): the
        same filters (secrets, instructions), consolidation (a near-duplicate reinforces) and
        eviction. Raises SecretRefused / InvalidMemory with the reason."""
        from ltm_chat.memory.redact import looks_like_secret

        text = _clean(text)
        if rule := looks_like_secret(text):
            raise SecretRefused(rule)
        if extract.looks_like_instruction(text):
            raise InvalidMemory("it reads as an instruction to the assistant, not a fact about the user")  # fmt: skip
        candidate = extract.Candidate(text, _check_kind(kind), _check_importance(importance))
        change = await self._apply_candidate(candidate, [], conversation_id, message_id)
        await self._event(f"{actor}_save", change.memory_id, actor=actor,
                          conversation_id=conversation_id)  # fmt: skip
        return [change, *await self._evict()]

    async def _apply_candidate(
        self, c: extract.Candidate, related: list[Memory], conversation_id: str | None,
        message_id: str | None,
    ) -> MemoryChange:  # fmt: skip
        kind = c.kind if c.kind in KINDS else "fact"
        if c.replaces and 1 <= c.replaces <= len(related):
            old = related[c.replaces - 1]
            await self.update(
                old.id, c.text, kind=kind, importance=c.importance, actor="extraction"
            )
            return MemoryChange("superseded", old.id, c.text, old.text)
        vectors = await self._embed([_clean(c.text)])
        twin = await asyncio.to_thread(
            self._find_duplicate, _clean(c.text), vectors[0] if vectors else None
        )
        if twin is not None:
            await self._reinforce(twin, c.importance)
            return MemoryChange("reinforced", twin.id, twin.text)
        m = await self.add(
            c.text, kind, c.importance, source="extracted", conversation_id=conversation_id,
            message_id=message_id, dedupe=False, evict=False,
        )  # fmt: skip
        return MemoryChange("added", m.id, m.text)

    async def eviction_victims(
        self, adding: list[Memory] | None = None
    ) -> tuple[int, list[Memory]]:
        """(the user's row count with `adding`, the rows the cap would evict): the
        lowest-scored unpinned ones, among the stored rows and `adding` alike."""
        rows = await asyncio.to_thread(
            self.store.list, self.user_id, namespace=None, workspace=ALL_WORKSPACES,
            with_vectors=False,
        )  # fmt: skip
        rows += adding or []
        excess = len(rows) - self.max_items
        if self.max_items <= 0 or excess <= 0:
            return len(rows), []
        now = self.clock()
        unpinned = [m for m in rows if not m.pinned]
        unpinned.sort(key=lambda m: recall.score(m, 0.0, now).score)
        return len(rows), unpinned[:excess]

    async def evict(self, memory_ids: list[str], actor: str = "user") -> None:
        """Erase rows the cap evicts (real erasure, journaled as an eviction)."""
        await asyncio.to_thread(self.store.forget, self.user_id, memory_ids, "evict")
        await self._event("evict", None, actor=actor, detail={"count": len(memory_ids)})

    async def _evict(self, added: int | None = 1, actor: str = "extraction") -> list[MemoryChange]:
        """Above the cap, erase the lowest-scored unpinned rows of this user, but never more
        than the `added` rows of the write that went over it (None: all of the excess, which
        the caller has said). A store left over the cap (the cap was lowered) is reported in
        `over_cap`, never cut down silently."""
        self.over_cap = None
        total, victims = await self.eviction_victims()
        if added is not None and len(victims) > added:
            victims = victims[: max(0, added)]
        if victims:
            await self.evict([m.id for m in victims], actor=actor)
        if self.max_items > 0 and total - len(victims) > self.max_items:
            self.over_cap = total - len(victims)
        changes = [MemoryChange("evicted", m.id, m.text) for m in victims]
        self.evicted = changes
        return changes

    async def _event(self, action: str, memory_id: str | None, *, actor: str = "user",
                     conversation_id: str | None = None, detail: dict[str, Any] | None = None) -> None:  # fmt: skip
        await asyncio.to_thread(
            self.store.log_event, self.user_id, action, memory_id=memory_id, actor=actor,
            conversation_id=conversation_id, detail=detail, at=self.clock(),
        )  # fmt: skip


def _clean(text: str) -> str:
    from ltm_chat.memory.store import validate_text

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
        store, user_id=settings.user_id, namespace=settings.namespace,
        workspace=settings.workspace, embedder=embedder, embedder_reason=reason,
        llm_json=llm_json, max_items=settings.max_items, clock=clock,
    )  # fmt: skip


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
