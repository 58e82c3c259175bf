"""LongTermMemory: the async facade over store, embedder, recall and extraction (DESIGN.md §7)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any

from ltm_chat.memory.background import BackgroundTasks
from ltm_chat.memory.curation import Curation
from ltm_chat.memory.embed import Embedder, resolve_embedder
from ltm_chat.memory.model import (
    HistoryEntry,
    InvalidMemory,
    Memory,
    MemoryChange,
    MemoryError_,
    RecalledMemory,
    utcnow,
)
from ltm_chat.memory.reembed import reembed_all
from ltm_chat.memory.retrieval import recall
from ltm_chat.memory.retrieval.ranking import Scope
from ltm_chat.memory.retrieval.searcher import Searcher
from ltm_chat.memory.retrieval.time_words import Period
from ltm_chat.memory.retrieval.time_words import resolve as resolve_period
from ltm_chat.memory.storage.audit import AuditTrail
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.reads import Reads
from ltm_chat.memory.storage.store import ALL_WORKSPACES, MemoryStore
from ltm_chat.memory.vectors import Vectors
from ltm_chat.memory.write import episodes, policy
from ltm_chat.memory.write.cap import Cap
from ltm_chat.memory.write.changes import Changes
from ltm_chat.memory.write.context import JsonLLM, WriteContext
from ltm_chat.memory.write.learn import Learner
from ltm_chat.memory.write.neighbours import Neighbours
from ltm_chat.memory.write.veto import operator_veto, writes
from ltm_chat.memory.write.writer import Writer

log = logging.getLogger(__name__)


def _hidden_kind(query: str, names_period: bool) -> str | None:
    """Episodes are recalled only when the message asks about the past (episodes.py)."""
    return None if episodes.asks_about_past(query, names_period) else episodes.KIND


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
        self.clock = clock
        self.review = policy.check_review(review)
        self._background = BackgroundTasks()
        # The rooms this facade composes; each gets what it needs and never imports this module.
        self.audit = AuditTrail(store, user_id, clock)
        self.reads = Reads(store, user_id, namespace, clock)
        self.vectors = Vectors(store, user_id, embedder)
        ctx = WriteContext(
            store,
            self.audit,
            user_id,
            namespace,
            self.workspace,
            clock,
            self.review,
            self.vectors.embed,
            self.vectors.model,
            llm_json,
        )
        self.cap = Cap(store, self.audit, user_id, max_items)
        scope = Scope(user_id, namespace, self.workspace)
        self.searcher = Searcher(
            store,
            self.reads,
            scope,
            clock,
            self.vectors.query_vector,
            _hidden_kind,
            self.vectors.model,
        )
        self.writer = Writer(ctx, Neighbours(store, user_id, namespace, self.workspace), self.cap)
        self.changes = Changes(ctx, self.reads, self.writer)
        self.learner = Learner(
            ctx, self.writer, self.cap, self.reads, search=self.search, forget=self.forget
        )
        self.curation = Curation(
            store,
            self.audit,
            user_id=user_id,
            clock=clock,
            review=self.review,
            neighbours=self.writer.neighbours,
            activate=self.writer.activate,
        )

    # -- mode and embedding (vectors.py) ---------------------------------------------------
    @property
    def embedding_model(self) -> str | None:
        return self.vectors.model

    @property
    def embed_error(self) -> str | None:
        """Why the last write got no vector (None: it did)."""
        return self.vectors.error

    async def stale_count(self) -> int:
        """Rows embedded by another model: they need `ltm-chat memories reembed`."""
        return await self.vectors.stale_count()

    async def store_models(self) -> dict[str, int]:
        """Which embedding models made this user's stored vectors (name -> rows)."""
        from ltm_chat.memory.storage.embedding_models import embedding_models

        return await asyncio.to_thread(embedding_models, self.store, self.user_id)

    async def mode(self) -> str:
        """ "semantic (<model>)", "lexical", or lexical with the reason it degraded."""
        return await self.vectors.mode(lambda: self.count(ALL_WORKSPACES))

    # -- recall ----------------------------------------------------------------------------
    async def search(
        self, query: str, limit: int = recall.DEFAULT_LIMIT, *, context: str | None = None
    ) -> list[RecalledMemory]:
        """Rank memories for `query` exactly as recall does, without touching access stats
        (Searcher.search; `context`: the previous user message, followup.py)."""
        return await self.searcher.search(query, limit, context=context)

    def period_of(self, query: str) -> Period | None:
        """The period `query` names in the user's words ("last week"), unwidened; None if none."""
        return resolve_period(query, self.clock().astimezone())

    async def text_vector(self, text: str) -> list[float] | None:
        """The vector recall uses for `text` (no second embedding right after its recall), or
        None in lexical mode."""
        return await self.vectors.query_vector(text)

    async def document_vector(self, text: str) -> list[float] | None:
        """The vector of `text` as something searched (a chat message kept for conversation
        search): e5's passage vector, else the one recall uses; None in lexical mode."""
        return await self.vectors.document_vector(text)

    async def stored_vectors(self, memory_ids: list[str]) -> dict[str, list[float]]:
        """The vectors already stored for these memories by the current embedder (one read, no
        embedding), by id; a memory without one is left out; {} in lexical mode."""
        return await self.vectors.stored(memory_ids)

    async def histories(self, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        """Earlier versions of several memories (one read), by id, oldest first."""
        return await self.reads.histories(memory_ids)

    async def with_since(self, found: list[RecalledMemory]) -> list[RecalledMemory]:
        """Each changed fact says since when it holds and what held before (as_of.py)."""
        return await self.searcher.with_since(found)

    async def as_of(self, moment: datetime, **filters: Any) -> list[Memory]:
        """The memories as they were at `moment` (Searcher.as_of); filters as `list`."""
        return await self.searcher.as_of(moment, **filters)

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
        await self.audit.event(
            "recall", None, actor="chat", conversation_id=conversation_id, detail={"ids": ids}
        )

    def render(self, recalled: list[RecalledMemory], messages: Sequence[Any] = ()) -> str | None:
        """The `<recalled-memories>` block; `messages`: past messages on a when-question
        (retrieval/past_messages.py), each with the day it was said."""
        return recall.render_block(recalled, messages)

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

    # -- writes (write/writer.py, write/changes.py) ----------------------------------------
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
        """Store one memory, consolidated with what is stored (Writer.add): the memory the text
        now lives in. `options` are those of `remember`. Explicit intent: active at once."""
        return await self.writer.add(
            text, kind, importance, pinned, created_at, evict=evict, **options
        )

    @writes
    async def remember(
        self,
        text: str,
        kind: str = "fact",
        importance: float = 0.5,
        pinned: bool = False,
        created_at: datetime | None = None,
        **options: Any,
    ) -> list[MemoryChange]:
        """Store one statement and say what changed (Writer.remember, whose keyword options
        are source, workspace, conversation_id, message_id, dedupe, evict, status, confidence,
        sensitivity, expires_at, apart, actor, proposal, grounded)."""
        return await self.writer.remember(text, kind, importance, pinned, created_at, **options)

    @writes
    async def import_memories(
        self,
        items: list[Memory],
        *,
        actor: str = "import",
        refused: list[tuple[Memory, str]] | None = None,
    ) -> list[MemoryChange]:
        """Import prepared memories, each consolidated with what was stored before the import;
        with `refused`, the ones only their vector refuses are left out into it (memory, why)."""
        return await self.writer.import_memories(items, actor=actor, refused=refused)

    async def store_events(self, rows: list[dict[str, Any]]) -> None:
        await self.audit.events(rows)

    @writes
    async def add_many(self, items: list[Memory], *, actor: str = "import") -> list[Memory]:
        """Insert prepared memories as they are (import keeps ids and timestamps); secrets refused."""
        return await self.writer.add_many(items, actor=actor)

    @writes
    async def update(self, memory_id: str, text: str | None = None, **changes: Any) -> Memory:
        """Edit a memory as one new version (Changes.update: kind, importance, pinned,
        workspace, expires_at, expected_version, actor, sensitivity)."""
        return await self.changes.update(memory_id, text, **changes)

    @writes
    async def undo(self, memory_id: str, *, expected_version: int | None = None) -> Memory:
        """Undo the last change (Changes.undo)."""
        return await self.changes.undo(memory_id, expected_version=expected_version)

    @writes
    async def pin(
        self, memory_id: str, pinned: bool = True, *, expected_version: int | None = None
    ) -> Memory:
        return await self.changes.pin(memory_id, pinned, expected_version=expected_version)

    async def forget(self, memory_id: str | list[str], *, actor: str = "user") -> int:
        """Real erasure: the rows, their history and the old versions holding them."""
        return await self.changes.forget(memory_id, actor=actor)

    async def clear(self, workspace: str | None = None) -> int:
        """Erase all of the user's memories in this namespace (or one workspace only)."""
        return await self.changes.clear(workspace)

    # -- review queue ----------------------------------------------------------------------
    async def pending(self) -> list[Memory]:
        """Memories waiting for review (not recalled), oldest first."""
        return await self.list(status="pending", newest_first=False, with_vectors=False)

    async def pending_count(self) -> int:
        return await self.reads.pending_count()

    @writes
    async def accept(self, refs: list[str], text: str | None = None) -> list[Memory]:
        """Make pending memories active (Changes.accept)."""
        return await self.changes.accept(refs, text)

    async def reject(self, refs: list[str]) -> int:
        """Erase pending memories for real (as forget): a rejected text is not kept."""
        return await self.changes.reject(refs)

    # -- expiry, curation and provenance ---------------------------------------------------
    @writes
    async def set_expires(self, memory_id: str, moment: datetime | None) -> Memory:
        """Set (or, with None, clear) when a memory stops being true."""
        return await self.changes.set_expires(memory_id, moment)

    async def expired(self) -> list[Memory]:
        """The user's memories whose expiry has passed (still on disk until curation)."""
        return await self.reads.expired()

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
        return await self.changes.restore(memory_id)

    async def from_conversation(self, conversation_id: str) -> list[Memory]:
        """Every memory of this user whose provenance is the conversation (any status)."""
        return await self.reads.from_conversation(conversation_id)

    async def forget_conversation(self, conversation_id: str) -> int:
        """Real erasure of what one conversation taught (every memory it is the source of)."""
        return await self.changes.forget_conversation(conversation_id)

    # -- reads (storage/reads.py) ----------------------------------------------------------
    def short_ids(self, ids: list[str] | None = None) -> dict[str, str]:
        """Each id as its shortest unique prefix of at least 8 characters (Reads.short_ids)."""
        return self.reads.short_ids(ids)

    async def resolve_id(self, prefix: str) -> str:
        return await self.reads.resolve_id(prefix)

    async def get(self, memory_id: str) -> Memory:
        return await self.reads.get(memory_id)

    async def list(self, **filters: Any) -> list[Memory]:
        """The user's memories; filters as MemoryStore.list (Reads.list)."""
        return await self.reads.list(**filters)

    async def count(self, workspace: str | None = ALL_WORKSPACES, status: str | None = None) -> int:
        return await self.reads.count(workspace, status)

    async def log(self, memory_id: str | None = None, limit: int | None = None) -> list[dict]:
        """The audit trail, newest first (Reads.log)."""
        return await self.reads.log(memory_id, limit)

    async def history(self, memory_id: str) -> list[HistoryEntry]:
        return await self.reads.history(memory_id)

    # -- reembed ---------------------------------------------------------------------------
    @writes
    async def reembed(
        self, progress: Callable[[int, int], None] | None = None, batch: int = 64
    ) -> int:
        """Recompute every vector of this user with the active embedder."""
        if self.embedder is None:
            raise InvalidMemory("no embedder is configured: lexical mode has no vectors to rebuild")
        done = await reembed_all(self.store, self.user_id, self.embedder, progress, batch)
        self.vectors.stale = None
        await self.audit.event("reembed", None, detail={"count": done})
        return done

    # -- what conversations teach (write/learn.py) -----------------------------------------
    async def episode_conversations(self) -> dict[str, datetime]:
        """The conversations that have an episode, with when it was dated."""
        return await self.learner.episode_conversations()

    @writes
    async def write_episode(
        self, conversation_id: str, turns: list[tuple[str, str]], at: datetime
    ) -> MemoryChange | None:
        """Summarise one finished conversation as an `episode` (Learner.write_episode)."""
        return await self.learner.write_episode(conversation_id, turns, at)

    @writes
    async def remember_conversation(
        self, messages: list[dict], **options: Any
    ) -> list[MemoryChange]:
        """Mine a finished turn for durable facts about the user (Learner.remember_conversation:
        conversation_id, message_id, recalled, share_sensitive, imported)."""
        return await self.learner.remember_conversation(messages, **options)

    @writes
    async def remember_request(
        self,
        text: str | list[str],
        *,
        conversation_id: str | None = None,
        message_id: str | None = None,
    ) -> list[list[MemoryChange] | MemoryError_]:
        """A "remember that …" request, each statement stored at once (Learner.remember_request)."""
        return await self.learner.remember_request(
            text, conversation_id=conversation_id, message_id=message_id
        )

    @writes
    async def remember_statement(
        self, text: str, kind: str = "fact", **options: Any
    ) -> list[MemoryChange]:
        """One statement from the model's memory_save tool (Learner.remember_statement:
        importance, actor, conversation_id, message_id, intent, said)."""
        return await self.learner.remember_statement(text, kind, **options)

    async def propose(
        self, text: str, kind: str = "fact", importance: float = 0.5, **provenance: Any
    ) -> MemoryChange | None:
        """An imported statement for the review queue (Learner.propose)."""
        return await self.learner.propose(text, kind, importance, **provenance)

    # -- the cap (write/cap.py) ------------------------------------------------------------
    @property
    def max_items(self) -> int:
        return self.cap.max_items

    @max_items.setter
    def max_items(self, value: int) -> None:
        self.cap.max_items = value

    @property
    def evicted(self) -> list[MemoryChange]:
        """What the last write's eviction removed."""
        return self.cap.evicted

    @property
    def over_cap(self) -> int | None:
        """Rows left above max_items after the last write (a lowered cap), else None."""
        return self.cap.over_cap

    async def eviction_victims(
        self, adding: list[Memory] | None = None
    ) -> tuple[int, list[Memory]]:
        """(the user's row count with `adding`, the rows the cap would evict): Cap.victims."""
        return await self.cap.victims(adding)

    @writes  # only ever the consequence of a write (an import past the cap)
    async def evict(self, memory_ids: list[str], actor: str = "user") -> None:
        """Erase rows the cap evicts (real erasure, journaled as an eviction)."""
        await self.cap.evict(memory_ids, actor)

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
        await self.changes.set_provenance(
            memory_ids, conversation_id=conversation_id, message_id=message_id
        )

    async def erased_id(self, prefix: str) -> str | None:
        """The full id of this user's memory erased under `prefix`, or None."""
        return await self.reads.erased_id(prefix)

    def history_rows(self) -> dict[str, list[dict[str, Any]]]:
        """Every earlier version of this user's memories, by memory id."""
        return self.reads.history_rows()

    def ids_of_other_users(self, memory_ids: list[str]) -> set[str]:
        """Those of `memory_ids` already taken by another user's memories."""
        return self.reads.ids_of_other_users(memory_ids)

    @writes
    async def add_history(self, rows: list[dict[str, Any]]) -> None:
        """Append earlier versions (an import's history) to this user's memories."""
        await self.changes.add_history(rows)


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
