"""The write path every statement takes: screened, consolidated with its neighbours (rules,
then one model call when there are near ones), then reinforce, supersede or add, with the cap
checked before a new row. `add`, `remember`, imports and the pending queue's activation."""

from __future__ import annotations

import asyncio
import contextvars
import logging
from collections.abc import Collection
from dataclasses import replace
from datetime import datetime
from typing import Any

from ltm_chat.memory.model import InvalidMemory, Memory, MemoryChange, new_id
from ltm_chat.memory.screen.vector_opinion import refusal, screen_vector, vector_verdict
from ltm_chat.memory.screen.verdict import screen_text
from ltm_chat.memory.write import consolidate, policy
from ltm_chat.memory.write.cap import Cap
from ltm_chat.memory.write.context import WriteContext
from ltm_chat.memory.write.draft import ACTORS, Draft, check_importance, check_kind, clean
from ltm_chat.memory.write.neighbours import Neighbours

log = logging.getLogger(__name__)

# The rows an add() wrote, by id, so that it need not read its new row back (a scan on S3).
_ADDED: contextvars.ContextVar[dict[str, Memory] | None] = contextvars.ContextVar(
    "ltm_chat_added", default=None
)


class Writer:
    """Stores statements for one user: one job, the way in."""

    def __init__(self, ctx: WriteContext, neighbours: Neighbours, cap: Cap) -> None:
        self.ctx = ctx
        self.store = ctx.store
        self.user_id = ctx.user_id
        self.neighbours = neighbours
        self.cap = cap

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
            await self.cap.enforce()
        return memory

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
        text = clean(text)
        screen_text(text)
        kind, importance = check_kind(kind), check_importance(importance)
        if expires_at is not None and expires_at <= self.ctx.clock():
            raise InvalidMemory("the expiry is in the past; nothing was stored")
        vectors = await self.ctx.embed([text])
        vector = vectors[0] if vectors else None
        screen_vector(vector, self.ctx.embedding_model, text)
        verdict = consolidate.Verdict(consolidate.DIFFERENT)
        if dedupe:
            neighbours = await asyncio.to_thread(self.neighbours, text, vector)
            neighbours = [(m, sim) for m, sim in neighbours if m.id not in apart]
            verdict = consolidate.classify(text, neighbours)
            if self.ctx.llm_json is not None and source == "explicit" and neighbours:
                verdicts, _ = await self.model_verdicts([(text, neighbours)], [verdict])
                verdict = verdicts[0]
        draft = Draft(
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
        change = await self.apply(
            verdict, draft, vector, created_at=created_at, workspace=workspace
        )
        changes = [change]
        if evict:
            changes.extend(await self.cap.enforce())
        return changes

    async def apply(
        self,
        verdict: consolidate.Verdict,
        d: Draft,
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

        actor = "model" if verdict.by == "model" else d.actor or ACTORS.get(d.source, d.source)
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
            verdict = await self.pending_verdict(d.text, vector)
            old = verdict.memory
        try:
            if verdict.relation == consolidate.SAME and old is not None:
                activation = self.activation(old, d)
                if activation is not None:
                    await self.activate(
                        old.id,
                        activation,
                        actor=actor,
                        confidence=(
                            max(old.confidence or 0.0, policy.PROMOTED_CONFIDENCE)
                            if activation == "promote"
                            else 1.0
                        ),
                    )
                m = await self.reinforce(
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
                m = await self.supersede(old, d, vector, actor=actor, reason=verdict.reason)
                return MemoryChange(
                    "superseded", m.id, m.text, old.text, version=m.version, reason=verdict.reason
                )
        except MemoryNotFound:
            log.info("consolidation target %s is gone; adding instead", old.id if old else "?")
        await self.cap.check_room()
        now = self.ctx.clock()
        memory = Memory(
            id=memory_id or new_id(),
            user_id=self.user_id,
            text=d.text,
            kind=d.kind,
            importance=d.importance,
            source=d.source,
            namespace=self.ctx.namespace,
            workspace=self.ctx.workspace if workspace is None else workspace,
            conversation_id=d.conversation_id,
            message_id=d.message_id,
            created_at=created_at or now,
            updated_at=now,
            pinned=d.pinned,
            embedding_model=self.ctx.embedding_model if vector is not None else None,
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
        await self.ctx.audit.event(
            "add" if action == "added" else "pending",
            memory.id,
            actor=d.actor or ACTORS.get(d.source, d.source),
            conversation_id=d.conversation_id,
        )
        return MemoryChange(action, memory.id, memory.text, version=1, reason=verdict.reason)

    async def pending_verdict(self, text: str, vector: list[float] | None) -> consolidate.Verdict:
        """The rules' verdict for `text` against the pending memories only."""
        near = await asyncio.to_thread(self.neighbours, text, vector, status="pending")
        return consolidate.classify(text, near)

    def activation(self, old: Memory, d: Draft) -> str | None:
        """How a pending memory restated by `d` becomes active: "accept" (explicit intent),
        "promote" (extraction saw it again in another conversation), or None (it waits)."""
        if old.status != "pending":
            return None
        if d.source != "extracted":
            return "accept" if d.status == "active" else None
        promoted = policy.promotes(self.ctx.review, old, d.conversation_id, d.grounded)
        return "promote" if promoted else None

    async def activate(
        self, memory_id: str, action: str, *, actor: str = "user", confidence: float = 1.0
    ) -> None:
        """A pending memory becomes active ("accept" or "promote"), with its audit event."""
        await asyncio.to_thread(
            self.store.set_fields,
            self.user_id,
            [memory_id],
            status="active",
            confidence=confidence,
            updated_at=self.ctx.clock(),
        )
        await self.ctx.audit.event(action, memory_id, actor=actor)

    async def supersede(
        self, old: Memory, d: Draft, vector: list[float] | None, *, actor: str, reason: str
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
            "embedding_model": self.ctx.embedding_model if vector is not None else None,
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
            now=self.ctx.clock(),
        )
        await self.ctx.audit.event(
            "supersede",
            m.id,
            actor=actor,
            conversation_id=d.conversation_id,
            detail={"version": m.version, "reason": reason},
        )
        return m

    async def reinforce(
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
            now=self.ctx.clock(),
        )
        await self.ctx.audit.event(
            "reinforce",
            m.id,
            actor=actor,
            conversation_id=conversation_id,
            detail={"version": updated.version, "reason": reason},
        )
        return updated

    async def model_verdicts(
        self,
        items: list[tuple[str, list[tuple[Memory, float | None]]]],
        rules: list[consolidate.Verdict],
    ) -> tuple[list[consolidate.Verdict], dict[str, int]]:
        """One model call for all candidates with neighbours; each verdict falls back to the
        rules when the answer is unusable, and a "same" never stands against a conflict.
        Also returns counted reasons (call failed, unusable decisions)."""
        asked = [(text, [m for m, _ in near]) for text, near in items]
        try:
            raw = await self.ctx.llm_json(consolidate.build_messages(asked))  # type: ignore[misc]
        except Exception as exc:  # the rules decide when the model cannot
            log.info("consolidation call failed, using the rules: %s", exc)
            return rules, {"model_failed": 1}
        decided, bad = consolidate.parse_decisions(raw, asked)
        verdicts = [
            consolidate.judge(decided.get(n), rule, text)
            for n, ((text, _), rule) in enumerate(zip(items, rules, strict=True))
        ]
        return verdicts, {"model_unusable": bad} if bad else {}

    def _prepare(self, items: list[Memory]) -> None:
        for m in items:
            m.text = clean(m.text)
            screen_text(m.text)
            check_kind(m.kind)
            check_importance(m.importance)
            m.user_id = self.user_id

    async def import_memories(
        self,
        items: list[Memory],
        *,
        actor: str = "import",
        refused: list[tuple[Memory, str]] | None = None,
    ) -> list[MemoryChange]:
        """Import prepared memories (ids and timestamps kept), each consolidated with what was
        stored before the import: a stored fact restated reinforces, a changed one supersedes,
        the rest is inserted in one write. Secrets are refused before anything is written; the
        ones only their vector gives away are left out into `refused` (memory, reason) when it
        is given, else refuse the whole import."""
        self._prepare(items)
        vectors = await self.ctx.embed([m.text for m in items]) or [None] * len(items)
        kept = []
        for m, v in zip(items, vectors, strict=True):
            if refused is None:
                screen_vector(v, self.ctx.embedding_model, m.text)
            elif verdict := vector_verdict(v, self.ctx.embedding_model, m.text):
                refused.append((m, refusal(verdict).reason))
                continue
            kept.append((m, v))
        items, vectors = [m for m, _ in kept], [v for _, v in kept]
        changes: list[MemoryChange] = []
        fresh: list[Memory] = []
        for m, v in zip(items, vectors, strict=True):
            m.vector = v
            m.embedding_model = self.ctx.embedding_model if v is not None else None
            neighbours = await asyncio.to_thread(self.neighbours, m.text, v, m.workspace)
            verdict = consolidate.classify(m.text, neighbours)
            if verdict.relation == consolidate.DIFFERENT or verdict.memory is None:
                fresh.append(m)
                continue
            draft = Draft(
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
            changes.append(await self.apply(verdict, draft, v))
        if fresh:
            await asyncio.to_thread(self.store.add, fresh)
            await self.ctx.audit.events(
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
        await self.ctx.audit.event(f"{actor}_many", None, actor=actor, detail={"count": len(items)})
        return changes

    async def add_many(self, items: list[Memory], *, actor: str = "import") -> list[Memory]:
        """Insert prepared memories as they are (import keeps ids and timestamps); secrets refused."""
        self._prepare(items)
        vectors = await self.ctx.embed([m.text for m in items])
        # before anything is written; lexical mode has no vectors, so nothing to screen
        for m, v in zip(items, vectors or [], strict=False):
            screen_vector(v, self.ctx.embedding_model, m.text)
        for m, v in zip(items, vectors or [None] * len(items), strict=True):
            m.vector = v
            m.embedding_model = self.ctx.embedding_model if v is not None else None
        await asyncio.to_thread(self.store.add, items)
        await self.ctx.audit.event(f"{actor}_many", None, actor=actor, detail={"count": len(items)})
        return items
