"""ChatSession: one conversation's turn loop — recall -> stream -> persist -> extract.

API (stable; the TUI and `ask` code against it):
    session = ChatSession(settings)
    await session.load()                 # opens the store/embedder (heavy); call off the UI path
    session.decision                     # MemoryDecision (gate.py) for the chip
    session.memory_mode                  # "semantic (local:all-MiniLM-L6-v2)" | "lexical" | "off"
    session.model                        # resolved model name or None
    session.set_memory_toggle(True)      # -> MemoryDecision; persisted unless incognito
    session.set_model("openai/gpt-4o")
    session.add_listener(cb)             # cb(MemoryUpdated) from background extraction
    session.confirm_forget = ask_user    # async (Memory) -> bool, for the model's memory_forget
    async for ev in session.send(text):  # RecallDone, (Delta | ToolUsed)*, Done | Failed |
        ...                              # Cancelled, or ExplicitMemory
    await session.new_conversation()
    await session.resume(conversation_id or "latest")  # -> its saved Messages (with times);
                                         # the session goes on with its model unless -m named one
    await session.list_conversations()   # Conversations, newest first, with message_count
    await session.delete_conversation(conversation_id)
    await session.forget_memories_from(conversation_id)  # erase what that conversation taught
    await session.wait_for_background(timeout=10)
    await session.flush(timeout=0.8)     # on quit: stop the reply, finish the writes, drop extraction

A turn's extraction survives a quit, a kill or a crash: the turn is put in the extraction outbox
(outbox.py) before its messages are saved, and `load()` mines, in the background, every turn an
earlier session left unmined (claimed first, so never twice).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.chat import background
from ltm_chat.chat.background import episodes_on, write_episodes
from ltm_chat.chat.events import (
    Cancelled,
    ChatEvent,
    Delta,
    Done,
    Failed,
    MemoryUpdated,
    RecallDone,
    ToolUsed,
)
from ltm_chat.chat.explicit import NOTE, explicit_request, not_kept, notes_as_notes
from ltm_chat.chat.extraction import extract, mine_left_over
from ltm_chat.chat.past_messages import with_past_messages
from ltm_chat.chat.recall_policy import (
    WITHHELD_FROM_MODEL,
    RecallPolicy,
    policy_for,
    withheld_note,
)
from ltm_chat.chat.streaming import END, pump
from ltm_chat.chat.transcript import conversation_of, save_turn
from ltm_chat.chat.usage_meter import UsageMeter, metered_json_call
from ltm_chat.config import Settings, write_state
from ltm_chat.gate import MemoryDecision, resolve_memory
from ltm_chat.memory.model import MemoryChange, MemoryError_, utcnow

if TYPE_CHECKING:
    from ltm_chat.memory import LongTermMemory

log = logging.getLogger(__name__)

Listener = Callable[[MemoryUpdated], Any]


class ChatSession:
    """One conversation: memory gate, recall, the streamed call, transcript, extraction."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Callable[[], datetime] = utcnow,
        embedder: Any = "auto",
        one_shot: bool = False,
    ):
        self.settings = settings
        # one question, then exit (`ask`): with memory off, the transcript is journalled
        self.one_shot = one_shot
        # A lasting chat (the TUI) keeps `conversations list` quick after each turn (~0.1 s in a
        # worker thread, resume_keeping.py); a one-question `ask` leaves that to the listing.
        self.keeps_conversation_listing = False
        self.clock = clock
        self._embedder = embedder
        self.toggle: bool | None = settings.memory_toggle
        self.messages: list[dict[str, str]] = []
        self.conversation_id: str | None = None
        self.conversation_title: str | None = None
        self.memory: LongTermMemory | None = None  # opened when memory is on
        self.memory_mode = "off"
        self.model: str | None = settings.model
        self.model_error: str | None = None
        self.model_notice: str | None = None  # why a resumed conversation's model is not used
        self._db: Any = None
        self._history: Any = None
        self._outbox: Any = None  # turns not yet mined (outbox.py); None in incognito
        self._claim: str | None = None  # this session's claim mark on outbox rows
        self._listeners: list[Listener] = []
        self._background: set[asyncio.Task[Any]] = set()
        self._writes: set[asyncio.Task[Any]] = set()  # transcript saves, finished even on quit
        self._stream_task: asyncio.Task[Any] | None = None
        self._loaded = False
        # memory tools (chat/tools.py): the UI's confirmation for a model's forget
        self.confirm_forget: Callable[[Any], Any] | None = None
        self.tools_unavailable: str | None = None  # why the model refused tools, once seen
        self.usage = UsageMeter.for_session(settings, clock)  # what memory costs (no-op incognito)

    # -- state -------------------------------------------------------------------------------
    @property
    def incognito(self) -> bool:
        return self.settings.incognito

    @property
    def decision(self) -> MemoryDecision:
        return resolve_memory(self.incognito, self.settings.memory_env, self.toggle)

    @property
    def loaded(self) -> bool:
        return self._loaded

    def add_listener(self, callback: Listener) -> None:
        self._listeners.append(callback)

    async def load(self) -> None:
        """Open the database and the memory (heavy imports); safe to call twice."""
        if self._loaded:
            return
        await asyncio.to_thread(self._load_sync)
        await self._open_memory_if_on()
        self._loaded = True
        if self._outbox is not None and not self.decision.operator_veto:
            self._spawn(mine_left_over(self))

    def _load_sync(self) -> None:
        # The database first (~1 s): the conversations list and the inspector need only it.
        if not self.incognito and self._journalled():
            from ltm_chat.chat.journal_history import JournalHistory

            self._history = JournalHistory(
                self.settings.paths.db_uri, self.settings.user_id, self.clock
            )
        elif not self.incognito:  # incognito never opens (or creates) the database
            from ltm_chat.chat.history import ConversationStore
            from ltm_chat.chat.outbox import ExtractionOutbox
            from ltm_chat.memory.storage.db import Database

            self._db = Database.at(self.settings.paths)
            self._history = ConversationStore(self._db, self.settings.user_id, self.clock).open()
            self._outbox = ExtractionOutbox(self._db)
        from ltm_chat import llm

        if llm.needs_litellm(self.settings, self.model):  # the direct route needs none
            llm.load_litellm()  # warm the import (~3 s) off the UI path
        try:
            self.model = llm.resolve_chat_model(self.settings, self.model).name
            self.model_error = None
        except llm.ProviderError as exc:
            self.model_error = str(exc)

    def _journalled(self) -> bool:
        """A one-shot question with memory off only writes its turn: no lancedb for that."""
        if not self.one_shot or self.decision.enabled:
            return False
        from ltm_chat.chat.journal_history import usable

        return usable(self.settings.paths)

    async def _open_memory_if_on(self) -> None:
        if not self.decision.enabled:
            self.memory_mode = "off"
            return
        if self.memory is None:
            from ltm_chat.memory.service import open_long_term_memory

            self.memory = await asyncio.to_thread(
                open_long_term_memory,
                self.settings,
                embedder=self._embedder,
                llm_json=self._extraction_call,
                clock=self.clock,
                database=self._db,
            )
            if self.memory.embedder is not None:  # load the model now, not at the first recall
                self._spawn(asyncio.to_thread(_warm_up, self.memory.embedder))
            self._spawn(asyncio.to_thread(self.usage.warm))  # the tokenizer, likewise
        self.memory_mode = await self.memory.mode()

    def set_memory_toggle(self, on: bool) -> MemoryDecision:
        """Flip the session toggle (DESIGN.md §3); persisted unless incognito. Under an
        operator veto or incognito nothing changes and the returned decision says why."""
        current = self.decision
        if current.incognito or current.operator_veto:
            return current
        self.toggle = on
        write_state(self.settings.paths.state_file, memory_toggle=on)
        if not on:
            self.memory_mode = "off"
        return self.decision

    def set_model(self, name: str) -> None:
        """Switch model mid-conversation; persisted unless incognito."""
        self.model = name.strip()
        self.model_error = None
        if not self.incognito:
            write_state(self.settings.paths.state_file, model=self.model)

    # -- conversations ---------------------------------------------------------------------
    async def new_conversation(self) -> None:
        self._end_conversation()
        self.messages = []
        self.conversation_id = None
        self.conversation_title = None

    def _end_conversation(self) -> None:
        """The open conversation ends: its episode is written in the background."""
        if self.conversation_id is not None and episodes_on(self):
            self._spawn(write_episodes(self, [self.conversation_id]))

    async def write_due_episodes(self) -> None:
        """Episodes for the recent conversations that ended or went idle without one (an ended
        conversation's episode that a quit cut short is written here, at the next start)."""
        await background.write_due_episodes(self)

    async def resume(self, ref: str = "latest") -> list[Any]:
        """Load an earlier conversation (id, id prefix or "latest"); returns its saved
        messages (history.Message: role — user, assistant, or note for the app's own notices —
        content, created_at, model), oldest first. The conversation goes on with the model it
        last used, unless one was named with -m (`settings.model_from_flag`)."""
        await self.load()
        if self._history is None:
            return []
        conv = await asyncio.to_thread(self._history.get, ref)
        if conv.id != self.conversation_id:
            self._end_conversation()
        msgs = notes_as_notes(await asyncio.to_thread(self._history.messages, conv.id))
        self.conversation_id, self.conversation_title = conv.id, conv.title
        # A note answered its request: the model sees it as that turn's reply, as it did then.
        self.messages = [
            {"role": "assistant" if m.role == NOTE else m.role, "content": m.content} for m in msgs
        ]
        await self._adopt_model(conv.model)
        return msgs

    async def _adopt_model(self, name: str | None) -> None:
        """Go on with a resumed conversation's model (not when -m named one); if it cannot be
        used here, keep the current one and say why in `model_notice`."""
        self.model_notice = None
        if not name or name == self.model or self.settings.model_from_flag:
            return
        from ltm_chat import llm

        try:
            resolved = await asyncio.to_thread(llm.resolve_chat_model, self.settings, name)
        except llm.ProviderError as exc:
            self.model_notice = f"This conversation used {name}, not available here ({exc}); "
            self.model_notice += f"going on with {self.model or 'no model'}."
            return
        self.model, self.model_error = resolved.name, None

    async def list_conversations(self, limit: int | None = 50) -> list[Any]:
        """Saved conversations, most recently active first, each with its message_count."""
        await self.load()
        if self._history is None:
            return []
        return await asyncio.to_thread(self._history.list, limit, with_counts=True)

    async def delete_conversation(self, ref: str) -> Any:
        """Erase a saved conversation and its messages (real erasure); if it is the open one,
        the next message starts a new conversation. Returns the deleted Conversation."""
        await self.load()
        if self._history is None:
            raise MemoryError_("incognito: no conversations are saved")
        conv = await asyncio.to_thread(self._history.delete, ref)
        if conv.id == self.conversation_id:
            await self.new_conversation()
        return conv

    async def _memory_for_erasure(self) -> Any:
        """The memory even when it is off: a user can always see and erase what is kept."""
        await self.load()
        if self.memory is not None:
            return self.memory
        if self.incognito:
            raise MemoryError_("incognito: the memory store is not opened")
        from ltm_chat.memory.service import open_long_term_memory

        return await asyncio.to_thread(
            open_long_term_memory,
            self.settings,
            embedder=None,
            clock=self.clock,
            database=self._db,
        )

    async def curate_if_due(self) -> dict[str, Any] | None:
        """Run curation (expiry purge, the merge of what is new since the last merge, tiers)
        when memory is on and the last run is a day old; None when not due. Failures are
        logged, never shown."""
        return await background.curate_if_due(self)

    async def memories_from(self, conversation_id: str) -> list[Any]:
        """The memories a conversation taught (any status)."""
        return await (await self._memory_for_erasure()).from_conversation(conversation_id)

    async def forget_memories_from(self, conversation_id: str) -> int:
        """Real erasure of every memory whose provenance is the conversation."""
        return await (await self._memory_for_erasure()).forget_conversation(conversation_id)

    def export(self, fmt: str = "markdown") -> str:
        """The current conversation as Markdown or JSON text (works in incognito too).

        Credentials are redacted as in the stored transcript: an export is a file on disk too.
        """
        from ltm_chat.memory.screen.redact import redact_secrets

        messages = [{**m, "content": redact_secrets(m["content"])} for m in self.messages]
        if fmt == "json":
            import json

            return json.dumps({"title": self.conversation_title, "messages": messages}, indent=2)
        lines = [f"# {self.conversation_title or 'Conversation'}", ""]
        for m in messages:
            lines += [f"## {m['role'].capitalize()}", "", m["content"], ""]
        return "\n".join(lines)

    # -- a turn ----------------------------------------------------------------------------
    def cancel(self) -> None:
        """Stop the reply being streamed; `send` then yields Cancelled and saves nothing."""
        if self._stream_task is not None and not self._stream_task.done():
            self._stream_task.cancel()

    async def send(self, text: str) -> AsyncIterator[ChatEvent]:
        """Run one turn, yielding events (see ltm_chat.chat.events)."""
        await self.load()
        await self._open_memory_if_on()
        memory_on = self.decision.enabled and self.memory is not None
        explicit = await explicit_request(self, text) if memory_on else not_kept(self, text)
        if explicit is not None:
            yield explicit
            if explicit.final:  # the message only asked to remember or forget
                return
        items, block, note, period = [], None, None, None
        cost: dict[str, Any] = {}  # the block's tokens and recall's time (usage_meter.py)
        policy = self.recall_policy()
        if memory_on and policy.name == "none":
            note = withheld_note(0, policy)
        elif memory_on:
            period = self.memory.period_of(text)
            started = time.perf_counter()
            try:
                items, withheld = await self.memory.recall_allowed(
                    text,
                    limit=self.settings.recall_limit,
                    conversation_id=self.conversation_id,
                    context=self._previous_user_message(),
                    allow=policy.allows,
                )
                items, past = await with_past_messages(
                    self.memory,
                    self._history,
                    text,
                    items,
                    limit=self.settings.recall_limit,
                    exclude=self.conversation_id,
                    workspace=self.settings.workspace,
                    sensitive=policy.name == "all",
                )
                cost["messages"] = past
                block = self.memory.render(items, past)
                note = withheld_note(withheld, policy)
                took = time.perf_counter() - started
                cost["recall_ms"] = took * 1000
                cost["block_tokens"] = await asyncio.to_thread(
                    self.usage.recall, block, len(items), withheld, took, self.model
                )
            except MemoryError_ as exc:
                note = f"recall failed: {exc}"
            if self.memory_mode.startswith("lexical ("):
                note = note or self.memory_mode
        if memory_on:
            cost["budget_note"] = await asyncio.to_thread(self.usage.pause_notice)
        yield RecallDone(
            items,
            block,
            memory_on,
            self.memory_mode,
            note,
            period.label() if period else None,
            **cost,
        )

        if self.model_error or not self.model:
            yield Failed(self.model_error or "no model configured", "no_model", text)
            return
        call = list(self.messages)
        if block:
            call.append({"role": "system", "content": block})  # this call only, never saved
        call.append({"role": "user", "content": text})

        queue: asyncio.Queue[Any] = asyncio.Queue()
        toolbox = self._toolbox(text) if memory_on else None
        self._stream_task = asyncio.ensure_future(pump(self, call, queue, toolbox))
        parts: list[str] = []
        saved_by_model: list[str] = []
        try:
            while True:
                item = await queue.get()
                if item is END:
                    break
                if isinstance(item, BaseException):
                    from ltm_chat import llm

                    if isinstance(item, asyncio.CancelledError):
                        yield Cancelled(text)
                    elif isinstance(item, llm.ProviderError):
                        yield Failed(str(item), item.kind, text)
                    else:
                        log.exception("unexpected error during a chat call", exc_info=item)
                        yield Failed(f"unexpected error: {item}", "unknown", text)
                    return
                if isinstance(item, ToolUsed):
                    saved_by_model += [
                        c.memory_id for c in item.changes if c.action in ("added", "pending")
                    ]
                    if item.changes:
                        await self._notify(item.changes)
                    yield item
                    continue
                parts.append(item)
                yield Delta(item)
        finally:
            if not self._stream_task.done():  # the consumer went away: stop the HTTP stream
                self._stream_task.cancel()
            self._stream_task = None

        reply = "".join(parts)
        recalled = [r.memory for r in items]  # reinforced at most, never learnt again
        unmined = [m.id for m in recalled] if memory_on else None
        # Shielded and tracked: a quit (which cancels this turn) still lets flush() finish it.
        save = asyncio.ensure_future(save_turn(self, text, reply, unmined=unmined))
        self._writes.add(save)
        save.add_done_callback(self._writes.discard)
        message_id = await asyncio.shield(save)
        if saved_by_model and self.memory is not None:  # provenance: the message it came from
            await self.memory.set_provenance(
                saved_by_model, conversation_id=self.conversation_id, message_id=message_id
            )
        yield Done(reply, message_id, self.conversation_id)
        # the chat call's tokens, with memory on or off (the cost without memory too)
        record = asyncio.ensure_future(asyncio.to_thread(self.usage.chat, call, reply, self.model))
        self._writes.add(record)
        record.add_done_callback(self._writes.discard)
        if memory_on:
            turn = [{"role": "user", "content": text}, {"role": "assistant", "content": reply}]
            self._spawn(extract(self, turn, self.conversation_id, message_id, recalled))

    def _keep_for_resume(self) -> None:
        """The latest conversation kept for the next `--continue` (resume_keeping.py), in a
        worker thread; finished before a quit or an `ask` ends, like the transcript save."""
        from ltm_chat.chat.resume_keeping import keep_after_turn

        if getattr(self._history, "db", None) is None:
            return  # none (incognito), or the journalled one-shot: it keeps its own
        keep = asyncio.ensure_future(asyncio.to_thread(keep_after_turn, self))
        self._writes.add(keep)
        keep.add_done_callback(self._writes.discard)

    def recall_policy(self, model: str | None = None) -> RecallPolicy:
        """What the chat model (or `model`) may see of memory (chat.recall_policy)."""
        return policy_for(self.settings, model or self.model)

    def _toolbox(self, said: str) -> Any:
        """The memory tools for this turn, when the user opted in (never in incognito); `said`
        (the user's words in this turn) is what decides whether a save is explicit."""
        if not self.settings.model_tools or self.incognito or self.tools_unavailable:
            return None
        from ltm_chat.chat.tools import MemoryToolbox

        return MemoryToolbox(
            self.memory,
            confirm_forget=self.confirm_forget,
            allow=self.recall_policy().allows,
            conversation=lambda: conversation_of(self, said),
            said=said,
            search_conversations=self.search_conversations if self._history else None,
        )

    async def search_conversations(self, query: str, limit: int = 5) -> list[dict]:
        """Past conversations for `query` (words, meaning, time words), as plain data."""
        from ltm_chat.chat.transcript_search import search_conversations

        if self._history is None:
            return []
        memory = self.memory
        vector = await memory.text_vector(query) if memory is not None else None
        model = memory.embedder.name if vector is not None and memory.embedder else None
        found = await asyncio.to_thread(
            search_conversations,
            self._history,
            query,
            now=self.clock(),
            limit=limit,
            vector=vector,
            embedding_model=model,
        )
        from ltm_chat.chat.sealed_transcript import is_sensitive

        # A model that may not see sensitive memories gets a marker in place of sensitive words.
        everything = self.recall_policy().name == "all"

        def shown(text: str) -> str:
            return text if everything or not is_sensitive(text or "") else WITHHELD_FROM_MODEL

        return [
            {
                "id": h.conversation.id,
                "title": shown(h.conversation.title),
                "date": h.at.astimezone().strftime("%Y-%m-%d %H:%M"),
                "excerpt": shown(h.snippet),
            }
            for h in found.hits
        ]

    def _previous_user_message(self) -> str | None:
        """This conversation's last user message (recall's context for a follow-up)."""
        return next((m["content"] for m in reversed(self.messages) if m["role"] == "user"), None)

    def _claim_token(self) -> str:
        if self._claim is None:
            from ltm_chat.chat.outbox import new_claim_token

            self._claim = new_claim_token()
        return self._claim

    def _let_go_of_claims(self) -> None:
        """This session mines nothing more: what it claimed and did not finish is free."""
        if self._claim is not None:
            from ltm_chat.chat.outbox import drop_claim_token

            drop_claim_token(self._claim)

    # -- memory ----------------------------------------------------------------------------

    async def _extraction_call(self, messages: list[dict], model: str | None = None) -> str:
        from ltm_chat import llm

        name = self.settings.extraction_model or model or self.model
        resolved = await asyncio.to_thread(llm.resolve_chat_model, self.settings, name)
        return await metered_json_call(self.usage, messages, resolved)

    async def _notify(self, changes: list[MemoryChange], memory: Any = None) -> None:
        try:  # the notice says how many wait for review
            waiting = await (memory or self.memory).pending_count()
        except Exception as exc:
            log.info("could not count pending memories: %s", exc)
            waiting = 0
        event = MemoryUpdated(changes, pending=waiting)
        for callback in list(self._listeners):
            try:
                callback(event)
            except Exception:
                log.exception("memory listener failed")

    def _spawn(self, coro: Any) -> None:
        task = asyncio.ensure_future(coro)
        self._background.add(task)
        task.add_done_callback(self._background.discard)

    async def wait_for_background(self, timeout: float | None = 10) -> bool:
        """Wait for extraction and access bumps; True when everything finished in time."""
        pending = list(self._background)
        if pending:
            _done, still = await asyncio.wait(pending, timeout=timeout)
            if still:
                return False
        if self.memory is not None:
            await self.memory.wait_idle(timeout)
        return True

    async def flush(self, timeout: float = 0.8) -> bool:
        """Before quitting: stop the reply, cancel extraction (an LLM call that cannot finish
        in time), and finish the writes under way (transcript, access bumps). True if in time."""
        self.cancel()
        for task in list(self._background):
            task.cancel()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        if self._writes:
            await asyncio.wait(list(self._writes), timeout=timeout)
        if self.memory is not None:
            await self.memory.wait_idle(max(0.0, deadline - loop.time()))
        self._let_go_of_claims()  # the outbox keeps the cancelled extraction for the next start
        return not self._writes and not (self.memory is not None and self.memory.busy)

    @property
    def background_busy(self) -> bool:
        """Extraction (this turn's or a left-over one's) or access bumps still under way."""
        return bool(self._background) or (self.memory is not None and self.memory.busy)

    async def close(self, timeout: float = 5) -> None:
        if self._writes:  # the transcript and the usage record: scheduled, so never dropped
            await asyncio.wait(list(self._writes), timeout=timeout)
        finished = await self.wait_for_background(timeout)
        if not finished:
            for task in list(self._background):
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        self._let_go_of_claims()


def _warm_up(embedder: Any) -> None:
    try:
        embedder.embed(["warm-up"])
    except Exception as exc:  # recall will report it if the embedder stays broken
        log.info("embedder warm-up failed: %s", exc)
