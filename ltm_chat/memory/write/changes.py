"""A user's changes to stored memories, each a new version or a real erasure with its audit
event: edit, undo, pin, expiry, restore, the review queue (accept, reject), forget and clear,
provenance and an import's history."""

from __future__ import annotations

import asyncio
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.model import InvalidMemory, Memory
from ltm_chat.memory.screen.vector_opinion import screen_vector
from ltm_chat.memory.screen.verdict import screen_text
from ltm_chat.memory.storage.store import ALL_WORKSPACES
from ltm_chat.memory.write import policy
from ltm_chat.memory.write.context import WriteContext
from ltm_chat.memory.write.draft import check_importance, check_kind, check_sensitivity, clean
from ltm_chat.memory.write.writer import Writer

if TYPE_CHECKING:
    from ltm_chat.memory.storage.reads import Reads

_UNDONE_FIELDS = (
    "text",
    "kind",
    "importance",
    "pinned",
    "workspace",
    "expires_at",
    "source",
    "conversation_id",
    "message_id",
)


class Changes:
    """Edits and erasures of one user's stored memories (ids: any unique prefix)."""

    def __init__(self, ctx: WriteContext, reads: Reads, writer: Writer) -> None:
        self.ctx = ctx
        self.store = ctx.store
        self.user_id = ctx.user_id
        self.reads = reads
        self.writer = writer

    async def _vector_values(self, text: str) -> dict[str, Any]:
        vectors = await self.ctx.embed([text])
        screen_vector(vectors[0] if vectors else None, self.ctx.embedding_model, text)
        return {
            "vector": vectors[0] if vectors else None,
            "embedding_model": self.ctx.embedding_model if vectors else None,
        }

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
        full_id = await self.reads.resolve_id(memory_id)
        values: dict[str, Any] = {}
        if text is not None:
            text = clean(text)
            screen_text(text)
            values.update(text=text, **await self._vector_values(text))
        if kind is not None:
            values["kind"] = check_kind(kind)
        if importance is not None:
            values["importance"] = check_importance(importance)
        if pinned is not None:
            values["pinned"] = bool(pinned)
        if workspace is not None:
            values["workspace"] = workspace
        if expires_at != "keep":
            values["expires_at"] = expires_at
        if sensitivity is not None:
            values["sensitivity"] = check_sensitivity(sensitivity)
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
            now=self.ctx.clock(),
        )
        await self.ctx.audit.event(
            "edit",
            full_id,
            actor=actor,
            detail={"version": updated.version, "fields": sorted(values)},
        )
        return updated

    async def undo(self, memory_id: str, *, expected_version: int | None = None) -> Memory:
        """Undo the last change: a new version with the values before it (every field history
        recorded). Undoing again steps further back, past the changes already undone."""
        full_id = await self.reads.resolve_id(memory_id)
        current = await self.reads.get_full(full_id)
        entries = {e.version: e for e in await self.reads.history(full_id)}
        point = current.version
        while (e := entries.get(point - 1)) is not None and e.action == "undo" and e.restores:
            point = e.restores  # that change was itself an undo: step past what it undid
        target = entries.get(point - 1)
        if target is None:
            raise InvalidMemory("this memory has no earlier change to undo")
        values: dict[str, Any] = {}
        known = target.action is not None  # an old-schema row recorded text, kind, importance
        for name in _UNDONE_FIELDS:
            value = getattr(target, name)
            if (value is not None or known) and value != getattr(current, name):
                values[name] = value
        if "text" in values:
            values.update(await self._vector_values(target.text))
        updated = await asyncio.to_thread(
            self.store.change,
            self.user_id,
            full_id,
            values,
            actor="user",
            action="undo",
            expected_version=current.version if expected_version is None else expected_version,
            restores=target.version,
            now=self.ctx.clock(),
        )
        await self.ctx.audit.event(
            "undo", full_id, detail={"version": updated.version, "restores": target.version}
        )
        return updated

    async def pin(
        self, memory_id: str, pinned: bool = True, *, expected_version: int | None = None
    ) -> Memory:
        full_id = await self.reads.resolve_id(memory_id)
        current = await self.reads.get_full(full_id)
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
            now=self.ctx.clock(),
        )
        await self.ctx.audit.event(
            "pin" if pinned else "unpin", full_id, detail={"version": m.version}
        )
        return m

    async def forget(self, memory_id: str | list[str], *, actor: str = "user") -> int:
        """Real erasure: the rows, their history and the old versions holding them."""
        wanted = [memory_id] if isinstance(memory_id, str) else list(memory_id)
        ids = [await self.reads.resolve_id(i) for i in wanted]
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self.ctx.audit.event("forget", i, actor=actor)
        return removed

    async def clear(self, workspace: str | None = None) -> int:
        """Erase all of the user's memories in this namespace (or one workspace only)."""
        scope = ALL_WORKSPACES if workspace is None else workspace
        removed = await asyncio.to_thread(self.store.clear, self.user_id, self.ctx.namespace, scope)
        await self.ctx.audit.event("clear", None, detail={"count": removed, "workspace": workspace})
        return removed

    async def forget_conversation(self, conversation_id: str) -> int:
        """Real erasure of what one conversation taught (every memory it is the source of)."""
        ids = [m.id for m in await self.reads.from_conversation(conversation_id)]
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids) if ids else 0
        await self.ctx.audit.event(
            "forget_conversation", None, conversation_id=conversation_id, detail={"count": removed}
        )
        return removed

    async def _pending_ids(self, refs: list[str]) -> list[str]:
        """Full ids of the given pending memories; nothing changes when one is not pending."""
        ids = [await self.reads.resolve_id(r) for r in refs]
        for ref, full_id in zip(refs, ids, strict=True):
            m = await self.reads.get_full(full_id)
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
            text = clean(text)
            screen_text(text)
            vectors = await self.ctx.embed([text])
            vector = vectors[0] if vectors else None
            screen_vector(vector, self.ctx.embedding_model, text)
            await asyncio.to_thread(
                self.store.set_fields,
                self.user_id,
                ids,
                text=text,
                vector=vector,
                embedding_model=self.ctx.embedding_model if vector is not None else None,
                sensitivity=policy.sensitivity(text),
            )
        for full_id in ids:
            await self.writer.activate(full_id, "accept")
        return [await self.reads.get(i) for i in ids]

    async def reject(self, refs: list[str]) -> int:
        """Erase pending memories for real (as forget): a rejected text is not kept."""
        ids = await self._pending_ids(refs)
        removed = await asyncio.to_thread(self.store.forget, self.user_id, ids)
        for i in ids:
            await self.ctx.audit.event("reject", i)
        return removed

    async def set_expires(self, memory_id: str, moment: datetime | None) -> Memory:
        """Set (or, with None, clear) when a memory stops being true."""
        full_id = await self.reads.resolve_id(memory_id)
        if moment is not None and moment <= self.ctx.clock():
            raise InvalidMemory("the expiry is in the past; nothing was changed")
        await asyncio.to_thread(self.store.set_fields, self.user_id, [full_id], expires_at=moment)
        await self.ctx.audit.event("expires", full_id)
        return await self.reads.get(full_id)

    async def restore(self, memory_id: str) -> Memory:
        """Bring a demoted (warm, cold or archived) memory back to hot."""
        full_id = await self.reads.resolve_id(memory_id)
        await asyncio.to_thread(self.store.set_fields, self.user_id, [full_id], tier="hot")
        await self.ctx.audit.event("restore", full_id)
        return await self.reads.get(full_id)

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

    async def add_history(self, rows: list[dict[str, Any]]) -> None:
        """Append earlier versions (an import's history) to this user's memories."""
        await asyncio.to_thread(self.store.add_history, self.user_id, rows)
