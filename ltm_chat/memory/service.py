"""LongTermMemory: the async facade over store, embedder, recall and extraction (DESIGN.md §7)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Any

from ltm_chat.memory import extract, policy, recall, tiers
from ltm_chat.memory.db import Database
from ltm_chat.memory.embed import Embedder, EmbeddingError, resolve_embedder
from ltm_chat.memory.expiry import proposed_expiry
from ltm_chat.memory.model import (
    KINDS,
    HistoryEntry,
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
CURATE_BATCH = 2_000  # ids per tier update: one filter of a few thousand ids stays quick
EXPLICIT_IMPORTANCE = 0.9
JsonLLM = Callable[[list[dict]], Awaitable[str]]


def check_secret(text: str) -> None:
    """Refuse a write whose text looks like a credential (names the rule, never the text)."""
    from ltm_chat.memory.redact import looks_like_secret

    rule = looks_like_secret(text)
    if rule:
        raise SecretRefused(rule)


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
        review: str = policy.DEFAULT_REVIEW,
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
        self.review = policy.check_review(review)
        self._background: set[asyncio.Task[Any]] = set()
        self._stale: int | None = None

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
        return f"semantic ({self.embedder.name})"

    # -- embedding -------------------------------------------------------------------------
    async def _embed(self, texts: list[str]) -> list[list[float]] | None:
        """Vectors for `texts`, or None (lexical) when there is no embedder or it failed."""
        if self.embedder is None or not texts:
            return None
        try:
            return await asyncio.to_thread(self.embedder.embed, texts)
        except EmbeddingError as exc:
            log.warning("%s; using lexical matching for this step", exc)
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
        vectors = await self._embed([query])
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
        tiers.recallable(pool, chosen_on, recall.MIN_SIMILARITY)
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
        status: str = "active",
        confidence: float = 1.0,
        sensitivity: str | None = None,
        expires_at: datetime | None = None,
    ) -> Memory:
        """Store one memory (refusing secrets); a near-duplicate reinforces the existing row.
        Called as is, this is explicit intent: active at once, a pending twin is accepted."""
        text = _clean(text)
        check_secret(text)
        kind, importance = _check_kind(kind), _check_importance(importance)
        if expires_at is not None and expires_at <= self.clock():
            raise InvalidMemory("the expiry is in the past; nothing was stored")
        vectors = await self._embed([text])
        vector = vectors[0] if vectors else None
        if dedupe:
            twin = await asyncio.to_thread(self._find_duplicate, text, vector)
            if twin is not None:
                if status == "active" and twin.status == "pending":
                    await self._activate(twin.id, "accept", actor=source)
                if expires_at is not None:
                    await self.set_expires(twin.id, expires_at)
                return await self._reinforce(twin, importance, pinned)
        now = self.clock()
        memory = Memory(
            id=new_id(), user_id=self.user_id, text=text, kind=kind, importance=importance,
            source=source, namespace=self.namespace,
            workspace=self.workspace if workspace is None else workspace,
            conversation_id=conversation_id, message_id=message_id,
            created_at=created_at or now, updated_at=now, pinned=pinned,
            embedding_model=self.embedding_model if vector is not None else None, vector=vector,
            status=status, confidence=confidence, expires_at=expires_at,
            sensitivity=sensitivity or policy.sensitivity(text),
        )  # fmt: skip
        await asyncio.to_thread(self.store.add, [memory])
        await self._event(
            "add" if status == "active" else "pending", memory.id, actor=source,
            conversation_id=conversation_id,
        )  # fmt: skip
        if evict:
            await self._evict()
        return memory

    async def add_many(self, items: list[Memory], *, actor: str = "import") -> list[Memory]:
        """Insert prepared memories as they are (import keeps ids and timestamps); secrets refused."""
        for m in items:
            m.text = _clean(m.text)
            check_secret(m.text)
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
        check_secret(text)
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

    async def accept(self, refs: list[str], text: str | None = None) -> list[Memory]:
        """Make pending memories active (explicit intent); provenance stays. With `text` (one
        id), the pending text is replaced first, without a history entry: it was never a memory."""
        ids = await self._pending_ids(refs)
        if text is not None:
            if len(ids) != 1:
                raise InvalidMemory("edit-then-accept takes exactly one id")
            text = _clean(text)
            check_secret(text)
            vectors = await self._embed([text])
            vector = vectors[0] if vectors else None
            await asyncio.to_thread(
                self.store.set_fields, self.user_id, ids, text=text, vector=vector,
                embedding_model=self.embedding_model if vector is not None else None,
                sensitivity=policy.sensitivity(text),
            )  # fmt: skip
        for full_id in ids:
            await self._activate(full_id, "accept")
        return [await self.get(i) for i in ids]

    async def _activate(self, memory_id: str, action: str, *, actor: str = "user",
                        confidence: float = 1.0) -> None:  # fmt: skip
        await asyncio.to_thread(
            self.store.set_fields, self.user_id, [memory_id], status="active",
            confidence=confidence, updated_at=self.clock(),
        )  # fmt: skip
        await self._event(action, memory_id, actor=actor)

    async def reject(self, refs: list[str]) -> int:
        """Erase pending memories for real (as forget): a rejected text is not kept."""
        ids = await self._pending_ids(refs)
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self._event("reject", i)
        return removed

    # -- expiry and provenance -------------------------------------------------------------
    async def set_expires(self, memory_id: str, moment: datetime | None) -> Memory:
        """Set (or, with None, clear) when a memory stops being true."""
        full_id = await self.resolve_id(memory_id)
        if moment is not None and moment <= self.clock():
            raise InvalidMemory("the expiry is in the past; nothing was changed")
        await asyncio.to_thread(
            self.store.set_fields, self.user_id, [full_id], expires_at=moment
        )
        await self._event("expires", full_id)
        return await self.get(full_id)

    async def expired(self) -> list[Memory]:
        """The user's memories whose expiry has passed (still on disk until curation)."""
        return await asyncio.to_thread(self.store.expired, self.user_id, self.clock())

    async def purge_expired(self, dry_run: bool = False) -> list[Memory]:
        """Curation's expiry step: erase expired memories for real (as forget)."""
        found = await self.expired()
        if found and not dry_run:
            await asyncio.to_thread(self.store.forget, self.user_id, [m.id for m in found])
            await self._event("purge_expired", None, actor="curation",
                              detail={"count": len(found)})  # fmt: skip
        return found

    async def curate(
        self, dry_run: bool = False, progress: Callable[[str, int, int], None] | None = None
    ) -> dict[str, Any]:
        """The curation job: erase expired memories, then store every active memory's tier
        (tiers.py). Safe to rerun after a crash: each step starts from what is on disk."""
        expired = await self.purge_expired(dry_run=dry_run)
        if progress:
            progress("expiry", 1, 1)
        rows = await asyncio.to_thread(
            self.store.list, self.user_id, namespace=None, workspace=ALL_WORKSPACES,
            status="active", with_vectors=False,
        )  # fmt: skip
        gone = {m.id for m in expired}
        now = self.clock()
        moves: dict[str, list[Memory]] = {}
        for m in rows:
            if m.id in gone:
                continue
            new = tiers.tier_of(m, now)
            if new != (m.tier or "hot"):
                moves.setdefault(new, []).append(m)
        done, total = 0, sum(len(v) for v in moves.values())
        if not dry_run:
            for tier, members in moves.items():
                for start in range(0, len(members), CURATE_BATCH):
                    chunk = [m.id for m in members[start : start + CURATE_BATCH]]
                    await asyncio.to_thread(self.store.set_fields, self.user_id, chunk, tier=tier)
                    done += len(chunk)
                    if progress:
                        progress("tiers", done, total)
            await self._event("curate", None, actor="curation", detail={
                "expired": len(expired), **{t: len(v) for t, v in moves.items()}})  # fmt: skip
        return {
            "dry_run": dry_run,
            "expired": expired,
            "moved": {m.id: (m.tier or "hot", t) for t, ms in moves.items() for m in ms},
            "texts": {m.id: m.text for ms in moves.values() for m in ms},
        }

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
        await self._event("forget_conversation", None, conversation_id=conversation_id,
                          detail={"count": removed})  # fmt: skip
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
        message_id: str | None = None, recalled: list[Memory] | None = None,
    ) -> list[MemoryChange]:  # fmt: skip
        """Mine a finished turn for durable facts about the user (DESIGN.md §5). The write
        policy (policy.py) decides what becomes active and what waits for review; what was
        `recalled` into this turn's call is reinforced at most, never learnt again."""
        if self.llm_json is None:
            return []
        turn = extract.render_turn(messages)
        if not turn.strip():
            return []
        related = [r.memory for r in await self.search(turn[-2000:], limit=8)]
        now = self.clock()
        raw = await self.llm_json(
            extract.build_extraction_messages(turn, related, today=now.date().isoformat())
        )
        candidates, dropped = extract.parse_candidates(raw)
        changes: list[MemoryChange] = []
        counts = {"malformed": dropped, "secret": 0, "instruction": 0, "expired": 0}
        said = " ".join(
            extract._content_text(m.get("content")) for m in messages
            if isinstance(m, dict) and m.get("role") == "user"
        )  # fmt: skip
        for c in candidates:
            from ltm_chat.memory.redact import looks_like_secret

            if looks_like_secret(c.text):
                counts["secret"] += 1
                continue
            if extract.looks_like_instruction(c.text):
                counts["instruction"] += 1
                continue
            expires_at, usable = proposed_expiry(c.expires, now)
            if not usable:  # already over, or a date nobody can read: not worth keeping
                counts["expired"] += 1
                continue
            source = policy.restated(c.text, recalled or [], said)
            if source is not None:
                await self._reinforce(source, c.importance)
                changes.append(MemoryChange("reinforced", source.id, source.text))
                continue
            try:
                changes.append(
                    await self._apply_candidate(c, related, conversation_id, message_id, expires_at)
                )
            except InvalidMemory as exc:
                log.info("extraction candidate dropped: %s", exc)
                counts["malformed"] += 1
        await self._event(
            "extract", None, actor="extraction", conversation_id=conversation_id,
            detail={"kept": len(changes), "dropped": counts},
        )  # fmt: skip
        changes.extend(await self._evict())
        return changes

    async def _apply_candidate(
        self, c: extract.Candidate, related: list[Memory], conversation_id: str | None,
        message_id: str | None, expires_at: datetime | None = None,
    ) -> MemoryChange:  # fmt: skip
        kind = c.kind if c.kind in KINDS else "fact"
        verdict = policy.judge(self.review, c.text, c.sensitivity, c.confidence)
        # A sensitive update never overwrites a memory on its own: it waits for review instead.
        if c.replaces and 1 <= c.replaces <= len(related) and verdict.sensitivity == "normal":
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
            if policy.promotes(self.review, twin, conversation_id):
                await self._activate(twin.id, "promote", actor="extraction",
                                     confidence=max(twin.confidence or 0.0,
                                                    policy.PROMOTED_CONFIDENCE))  # fmt: skip
                await self._reinforce(twin, c.importance)
                return MemoryChange("promoted", twin.id, twin.text)
            await self._reinforce(twin, c.importance)
            return MemoryChange("reinforced", twin.id, twin.text)
        m = await self.add(
            c.text, kind, c.importance, source="extracted", conversation_id=conversation_id,
            message_id=message_id, dedupe=False, evict=False, status=verdict.status,
            confidence=verdict.confidence, sensitivity=verdict.sensitivity, expires_at=expires_at,
        )  # fmt: skip
        return MemoryChange("added" if m.status == "active" else "pending", m.id, m.text)

    async def _evict(self) -> list[MemoryChange]:
        """Above the cap, erase the lowest-scored unpinned rows of this user."""
        if self.max_items <= 0:
            return []
        rows = await asyncio.to_thread(
            self.store.list, self.user_id, namespace=None, workspace=ALL_WORKSPACES
        )
        excess = len(rows) - self.max_items
        if excess <= 0:
            return []
        now = self.clock()
        unpinned = [m for m in rows if not m.pinned]
        # What waits for review goes first, then archived, cold and warm, then the lowest score.
        unpinned.sort(
            key=lambda m: (
                m.status == "active", -tiers.rank(m.tier), recall.score(m, 0.0, now).score
            )
        )
        victims = unpinned[:excess]
        await asyncio.to_thread(self.store.forget, self.user_id, [m.id for m in victims])
        await self._event("evict", None, actor="extraction", detail={"count": len(victims)})
        return [MemoryChange("evicted", m.id, m.text) for m in victims]

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
    store = MemoryStore(database or Database(settings.paths.db_uri), dim=dim, clock=clock).open()
    return LongTermMemory(
        store, user_id=settings.user_id, namespace=settings.namespace,
        workspace=settings.workspace, embedder=embedder, embedder_reason=reason,
        llm_json=llm_json, max_items=settings.max_items, clock=clock,
        review=getattr(settings, "memory_review", policy.DEFAULT_REVIEW),
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
