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
import re
from collections.abc import AsyncIterator, Callable
from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any

from ltm_chat.chat.events import (
    Cancelled,
    ChatEvent,
    Delta,
    Done,
    ExplicitMemory,
    Failed,
    MemoryUpdated,
    RecallDone,
    ToolUsed,
)
from ltm_chat.chat.recall_policy import RecallPolicy, policy_for, withheld_note
from ltm_chat.chat.sealed_transcript import seal_taught_turn
from ltm_chat.config import Settings, write_state
from ltm_chat.gate import MemoryDecision, resolve_memory
from ltm_chat.memory.model import MemoryChange, MemoryError_, utcnow
from ltm_chat.memory.write.requests import find_requests, not_kept_notice
from ltm_chat.text import memories

if TYPE_CHECKING:
    from ltm_chat.memory import LongTermMemory

log = logging.getLogger(__name__)

EXPLICIT_FORGET_CONVERSATION = re.compile(
    r"^\s*(?:please\s+)?forget\s+(?:everything|all|what)\s+(?:from|you\s+learn(?:ed|t)\s+in|"
    r"(?:this|the)\s+(?:conversation|chat)\s+taught)"
    r"\s*(?:this\s+(?:conversation|chat))?\s*[.!]?\s*$",
    re.I,
)
EXPLICIT_FORGET = re.compile(
    r"^\s*(?:please\s+)?forget(?:\s+that\b|\s*:)\s*(?P<fact>.+)", re.I | re.S
)
NOTE = "note"  # a saved message's role for the app's own notice ("Remembered: …")
TOLD = ("Remembered: ", "Already known; reinforced: ", "Updated: ", "Not remembered: ")
CURATE_EVERY_SECONDS = 86_400  # the background curation runs at most once a day
FORGET_MIN_SIMILARITY = 0.45  # below this, "forget that …" names nothing we stored
EXTRACTION_TIMEOUT = 120.0
# Episodes: a conversation idle this long has ended; older ones than the lookback are left
# alone (a first start after an import must not summarise years of history).
EPISODE_IDLE = timedelta(minutes=30)
EPISODE_LOOKBACK = timedelta(days=14)
EPISODE_BACKLOG = 20
Listener = Callable[[MemoryUpdated], Any]


class ChatSession:
    """One conversation: memory gate, recall, the streamed call, transcript, extraction."""

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Callable[[], datetime] = utcnow,
        embedder: Any = "auto",
    ):
        self.settings = settings
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
            self._spawn(self._mine_left_over())

    def _load_sync(self) -> None:
        # The database first (~1 s): the conversations list and the inspector need only it.
        if not self.incognito:  # incognito never opens (or creates) the database
            from ltm_chat.chat.history import ConversationStore
            from ltm_chat.chat.outbox import ExtractionOutbox
            from ltm_chat.memory.storage.db import Database

            self._db = Database.at(self.settings.paths)
            self._history = ConversationStore(self._db, self.settings.user_id, self.clock).open()
            self._outbox = ExtractionOutbox(self._db)
        from ltm_chat import llm

        llm.load_litellm()  # warm the import (~3 s) off the UI path
        try:
            self.model = llm.resolve_chat_model(self.settings, self.model).name
            self.model_error = None
        except llm.ProviderError as exc:
            self.model_error = str(exc)

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
        if self.conversation_id is not None and self._episodes_on():
            self._spawn(self._write_episodes([self.conversation_id]))

    def _episodes_on(self) -> bool:
        return (
            self.decision.enabled
            and self.memory is not None
            and not self.incognito
            and self._history is not None
            and self.memory.llm_json is not None
        )

    async def write_due_episodes(self) -> None:
        """Episodes for the recent conversations that ended or went idle without one (an ended
        conversation's episode that a quit cut short is written here, at the next start)."""
        await self.load()
        await self._open_memory_if_on()
        if not self._episodes_on():
            return
        now = self.clock()
        have = await self.memory.episode_conversations()
        convs = await asyncio.to_thread(self._history.list, EPISODE_BACKLOG)
        due = [
            c.id
            for c in convs
            if c.id != self.conversation_id
            and now - c.updated_at >= EPISODE_IDLE
            and now - c.updated_at <= EPISODE_LOOKBACK
            and (c.id not in have or have[c.id] < c.updated_at)
        ]
        await self._write_episodes(due)

    async def _write_episodes(self, conversation_ids: list[str]) -> None:
        for conversation_id in conversation_ids:
            try:
                conv = await asyncio.to_thread(self._history.get, conversation_id)
                msgs = await asyncio.to_thread(self._history.messages, conversation_id)
                turns = [(m.role, m.content) for m in msgs if m.role in ("user", "assistant")]
                change = await asyncio.wait_for(
                    self.memory.write_episode(conversation_id, turns, conv.updated_at),
                    EXTRACTION_TIMEOUT,
                )
            except Exception as exc:  # like extraction: logged, never shown as an error
                log.warning("episode of %s not written: %s", conversation_id, exc)
                continue
            if change is not None:
                await self._notify([change])

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
        msgs = _notes_as_notes(await asyncio.to_thread(self._history.messages, conv.id))
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
        from ltm_chat.config import read_state

        if not self.decision.enabled or self.memory is None or self.incognito:
            return None
        path = self.settings.paths.state_file
        last = read_state(path).get("last_curated")
        now = self.clock()
        if isinstance(last, int | float) and now.timestamp() - last < CURATE_EVERY_SECONDS:
            return None
        try:
            # Only rows new or changed since the last merge, against their neighbours: the
            # whole-store pass is `memories curate`'s (bench/RESULTS.md "Incremental merge").
            report = await self.memory.curate(full=False)
        except Exception as exc:
            log.warning("background curation failed: %s", exc)
            return None
        write_state(path, last_curated=now.timestamp())
        return report

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
        explicit = await self._explicit(text) if memory_on else self._not_kept(text)
        if explicit is not None:
            yield explicit
            if explicit.final:  # the message only asked to remember or forget
                return
        items, block, note, period = [], None, None, None
        policy = self.recall_policy()
        if memory_on and policy.name == "none":
            note = withheld_note(0, policy)
        elif memory_on:
            period = self.memory.period_of(text)
            try:
                items, withheld = await self.memory.recall_allowed(
                    text,
                    limit=self.settings.recall_limit,
                    conversation_id=self.conversation_id,
                    context=self._previous_user_message(),
                    allow=policy.allows,
                )
                block = self.memory.render(items)
                note = withheld_note(withheld, policy)
            except MemoryError_ as exc:
                note = f"recall failed: {exc}"
            if self.memory_mode.startswith("lexical ("):
                note = note or self.memory_mode
        yield RecallDone(
            items, block, memory_on, self.memory_mode, note, period.label() if period else None
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
        self._stream_task = asyncio.ensure_future(self._pump(call, queue, toolbox))
        parts: list[str] = []
        saved_by_model: list[str] = []
        try:
            while True:
                item = await queue.get()
                if item is _END:
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
        save = asyncio.ensure_future(self._save_turn(text, reply, unmined=unmined))
        self._writes.add(save)
        save.add_done_callback(self._writes.discard)
        message_id = await asyncio.shield(save)
        if saved_by_model and self.memory is not None:  # provenance: the message it came from
            await self.memory.set_provenance(
                saved_by_model, conversation_id=self.conversation_id, message_id=message_id
            )
        yield Done(reply, message_id, self.conversation_id)
        if memory_on:
            turn = [{"role": "user", "content": text}, {"role": "assistant", "content": reply}]
            self._spawn(self._extract(turn, self.conversation_id, message_id, recalled))

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
            conversation=lambda: self._conversation(said),
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
        return [
            {
                "id": h.conversation.id,
                "title": h.conversation.title,
                "date": h.at.astimezone().strftime("%Y-%m-%d %H:%M"),
                "excerpt": h.snippet,
            }
            for h in found.hits
        ]

    async def _pump(
        self, call: list[dict[str, Any]], queue: asyncio.Queue[Any], toolbox: Any = None
    ) -> None:
        from ltm_chat import llm

        try:
            resolved = await asyncio.to_thread(llm.resolve_chat_model, self.settings, self.model)
            if toolbox is None:
                async for delta in llm.stream_chat(call, resolved):
                    queue.put_nowait(delta)
            else:
                await self._tool_rounds(list(call), queue, toolbox, resolved)
            queue.put_nowait(_END)
        except asyncio.CancelledError as exc:
            queue.put_nowait(exc)
            raise
        except Exception as exc:  # delivered to the consumer as an event
            queue.put_nowait(exc)

    async def _tool_rounds(
        self, call: list[dict[str, Any]], queue: asyncio.Queue[Any], toolbox: Any, resolved: Any
    ) -> None:
        """Stream with the memory tools offered, run the calls, send the results back; at most
        MAX_ROUNDS rounds, then one call without tools so that the model answers."""
        from ltm_chat import llm
        from ltm_chat.chat.tools import MAX_CALLS_PER_ROUND, MAX_ROUNDS, TOOL_SPECS

        for round_number in range(MAX_ROUNDS + 1):
            offer = TOOL_SPECS if round_number < MAX_ROUNDS else None
            calls: list[Any] = []
            text: list[str] = []
            try:
                async for item in llm.stream_chat_turn(call, resolved, tools=offer):
                    if isinstance(item, str):
                        text.append(item)
                        queue.put_nowait(item)
                    elif offer:
                        calls = item
            except llm.ProviderError as exc:
                if offer and round_number == 0 and not text and exc.kind == "bad_request":
                    self.tools_unavailable = str(exc)  # e.g. "does not support tools"
                    queue.put_nowait(ToolUsed("memory tools are unavailable with this model"))
                    async for delta in llm.stream_chat(call, resolved):
                        queue.put_nowait(delta)
                    return
                raise
            if not calls:
                return
            call.append(
                {
                    "role": "assistant",
                    "content": "".join(text) or None,
                    "tool_calls": [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {"name": c.name, "arguments": c.arguments},
                        }
                        for c in calls
                    ],
                }
            )
            for n, c in enumerate(calls):
                if n < MAX_CALLS_PER_ROUND:
                    outcome = await toolbox.run(c.name, c.arguments)
                else:
                    outcome = toolbox.too_many(c.name)
                queue.put_nowait(ToolUsed(outcome.line, outcome.changes))
                call.append({"role": "tool", "tool_call_id": c.id, "content": outcome.result})

    def _previous_user_message(self) -> str | None:
        """This conversation's last user message (recall's context for a follow-up)."""
        return next((m["content"] for m in reversed(self.messages) if m["role"] == "user"), None)

    async def _conversation(self, first_text: str) -> str | None:
        """This chat's saved conversation, created on first need (None when nothing is saved)."""
        if self._history is None:
            return None
        if self.conversation_id is None:
            conv = await asyncio.to_thread(
                self._history.create,
                first_text,
                model=self.model,
                workspace=self.settings.workspace,
            )
            self.conversation_id, self.conversation_title = conv.id, conv.title
        return self.conversation_id

    async def _save_turn(
        self,
        text: str,
        reply: str,
        *,
        unmined: list[str] | None = None,
        reply_role: str = "assistant",
    ) -> str | None:
        """Save the exchange; with `unmined` (the ids recalled into it), the turn is put in
        the extraction outbox first, claimed by this session, so that it is mined even if the
        process ends before its extraction does. `reply_role` NOTE for the app's own answer
        (it comes back as a notice)."""
        self.messages += [
            {"role": "user", "content": text},
            {"role": "assistant", "content": reply},
        ]
        if await self._conversation(text) is None:
            return None
        from ltm_chat.memory.model import new_id

        ids = [new_id(), new_id()]
        if unmined is not None and self._outbox is not None:
            from ltm_chat.chat.outbox import Unmined

            turn = Unmined(
                ids[-1],
                self.conversation_id,
                self.settings.user_id,
                self.settings.namespace,
                self.settings.workspace or "",
                self.model,
                unmined,
            )
            await asyncio.to_thread(
                self._outbox.put, turn, claimed_by=self._claim_token(), at=self.clock()
            )
        saved = await asyncio.to_thread(
            self._history.add_messages,
            self.conversation_id,
            [("user", text), (reply_role, reply)],
            self.model,
            ids,
        )
        await self._save_message_vector(saved[0])
        return saved[-1].id

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

    async def _save_message_vector(self, message: Any) -> None:
        """With memory on, the user's words (embedded for recall already) are kept for
        conversation search by meaning; a failure only costs that."""
        memory = self.memory
        if not self.decision.enabled or memory is None or memory.embedder is None:
            return
        try:
            vector = await memory.text_vector(message.content)
            if vector is not None:
                await asyncio.to_thread(
                    self._history.add_vectors, memory.embedder.name, [(message, vector)]
                )
        except Exception as exc:
            log.info("message vector not saved: %s", exc)

    # -- memory ----------------------------------------------------------------------------
    async def _explicit(self, text: str) -> ExplicitMemory | None:
        """ "remember that …" stores at once; "forget that …" erases the best match;
        "forget everything from this conversation" erases what this conversation taught."""
        if EXPLICIT_FORGET_CONVERSATION.match(text):
            if self.conversation_id is None:
                return ExplicitMemory([], "This conversation has taught nothing yet.")
            taught = await self.memory.from_conversation(self.conversation_id)
            await self.memory.forget_conversation(self.conversation_id)
            changes = [MemoryChange("forgotten", m.id, m.text) for m in taught]
            if changes:
                await self._notify(changes)
            return ExplicitMemory(
                changes, f"Forgotten: {memories(len(changes))} this conversation taught."
            )
        asked = find_requests(text)
        if asked.asked:
            opens = self.conversation_id is None
            # the memories' provenance: a first message that only asks to remember still
            # opens the conversation, so "learned in" and forget-by-chat name it
            opened = await self._conversation(text) if opens else None
            # each request, and each independent statement in it, is its own memory
            outcomes = await self.memory.remember_request(
                [_sentence(fact) for fact in asked.facts], conversation_id=self.conversation_id
            )
            changes = [c for o in outcomes if isinstance(o, list) for c in o]
            told = "\n".join(_told(o) for o in outcomes)
            if asked.rest:  # it says more: the model answers, extraction mines the rest
                if changes:
                    await self._notify(changes)
                return ExplicitMemory(changes, told, final=False)
            if changes:  # the exchange is part of the conversation the memories came from
                await self._save_turn(text, told, reply_role=NOTE)
                await self._notify(changes)
            elif opened is not None:  # nothing kept: no conversation to be the source of
                await asyncio.to_thread(self._history.delete, opened)
                await self.new_conversation()
            return ExplicitMemory(changes, told)
        if m := EXPLICIT_FORGET.match(text):
            fact = m.group("fact").strip()
            found = await self.memory.search(fact, limit=1)
            best = next((r for r in found if r.similarity >= FORGET_MIN_SIMILARITY), None)
            if best is None:
                return ExplicitMemory(
                    [], f"Nothing stored matches “{fact}”; nothing was forgotten."
                )
            await self.memory.forget(best.memory.id)
            change = MemoryChange("forgotten", best.memory.id, best.memory.text)
            await self._notify([change])
            return ExplicitMemory([change], f"Forgotten: {best.memory.text}")
        return None

    def _not_kept(self, text: str) -> ExplicitMemory | None:
        """With memory off, a "remember that …" is still sent to the model (it may ask more),
        but the user is told here that nothing was kept: a model would say "I'll remember"."""
        if not find_requests(text).asked:
            return None
        return ExplicitMemory([], not_kept_notice(self.decision), final=False)

    async def _extraction_call(self, messages: list[dict], model: str | None = None) -> str:
        from ltm_chat import llm

        name = self.settings.extraction_model or model or self.model
        resolved = await asyncio.to_thread(llm.resolve_chat_model, self.settings, name)
        return await llm.complete_json(messages, resolved)

    async def _extract(
        self,
        turn: list[dict],
        conversation_id: str | None,
        message_id: str | None,
        recalled: list[Any] | None = None,
        memory: Any = None,
    ) -> None:
        memory = memory or self.memory
        try:
            changes = await asyncio.wait_for(
                memory.remember_conversation(
                    turn,
                    conversation_id=conversation_id,
                    message_id=message_id,
                    recalled=recalled,
                    share_sensitive=self.recall_policy(self.settings.extraction_model).name
                    == "all",
                ),
                EXTRACTION_TIMEOUT,
            )
        except Exception as exc:  # fire-and-forget: logged, never shown as an error
            log.warning("memory extraction failed: %s", exc)
            await self._outbox_step("release", message_id)  # tried again by a later start
            return
        await self._outbox_step("done", message_id)
        await seal_taught_turn(memory, self._history, conversation_id, message_id)
        if changes and memory.user_id == self.settings.user_id:
            await self._notify(changes)

    async def _outbox_step(self, step: str, message_id: str | None, turn: Any = None) -> None:
        """Mark an outbox row mined ("done") or free it again ("release"); a failure here
        only means the turn is looked at again by a later start."""
        if self._outbox is None or message_id is None:
            return
        try:
            if step == "done":
                await asyncio.to_thread(self._outbox.done, message_id)
            else:
                from ltm_chat.chat.outbox import Unmined

                turn = turn or Unmined(message_id, "", self.settings.user_id)
                await asyncio.to_thread(self._outbox.release, turn)
        except Exception as exc:
            log.warning("could not update the extraction outbox: %s", exc)

    async def _mine_left_over(self) -> None:
        """Mine the turns an earlier session saved but did not get to (a quit, a kill, a
        crash right after a reply): claimed first, so that no other process mines them too."""
        try:
            if not await asyncio.to_thread(self._outbox.count):
                return
            turns = await asyncio.to_thread(self._outbox.claim, self._claim_token(), self.clock())
        except Exception as exc:
            log.warning("could not read the extraction outbox: %s", exc)
            return
        for turn in turns:
            try:
                await self._mine_one(turn)
            except Exception as exc:
                log.warning("a left-over extraction failed: %s", exc, exc_info=True)
                await self._outbox_step("release", turn.message_id, turn)

    async def _mine_one(self, turn: Any) -> None:
        from ltm_chat.chat.history import ConversationStore

        history = await asyncio.to_thread(
            ConversationStore(self._db, turn.user_id, self.clock).open
        )
        said = await asyncio.to_thread(history.turn, turn.conversation_id, turn.message_id)
        memory = await self._memory_of(turn)
        taught = await memory.from_conversation(turn.conversation_id)
        if not said or any(m.message_id == turn.message_id for m in taught):
            await self._outbox_step("done", turn.message_id)  # deleted since, or mined already
            return
        recalled = []
        for memory_id in turn.recalled:
            with contextlib.suppress(Exception):  # forgotten since: nothing to reinforce
                recalled.append(await memory.get(memory_id))
        try:
            changes = await asyncio.wait_for(
                memory.remember_conversation(
                    said,
                    conversation_id=turn.conversation_id,
                    message_id=turn.message_id,
                    recalled=recalled,
                    share_sensitive=self.recall_policy(
                        self.settings.extraction_model or turn.model
                    ).name
                    == "all",
                ),
                EXTRACTION_TIMEOUT,
            )
        except Exception as exc:
            log.warning("a left-over extraction failed: %s", exc)
            await self._outbox_step("release", turn.message_id, turn)
            return
        await self._outbox_step("done", turn.message_id)
        await seal_taught_turn(memory, history, turn.conversation_id, turn.message_id)
        if changes and turn.user_id == self.settings.user_id:
            await self._notify(changes, memory)

    async def _memory_of(self, turn: Any) -> Any:
        """The memory a left-over turn was said to: its user, namespace and workspace."""
        mine = self.memory
        if mine is not None and (mine.user_id, mine.namespace, mine.workspace) == (
            turn.user_id,
            turn.namespace,
            turn.workspace,
        ):
            return mine
        from ltm_chat.memory.service import open_long_term_memory

        settings = self.settings.with_(
            user_id=turn.user_id, namespace=turn.namespace, workspace=turn.workspace
        )

        async def extraction_call(messages: list[dict]) -> str:
            return await self._extraction_call(messages, turn.model)

        return await asyncio.to_thread(
            open_long_term_memory,
            settings,
            embedder=mine.embedder if mine is not None else self._embedder,
            llm_json=extraction_call,
            clock=self.clock,
            database=self._db,
        )

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
        finished = await self.wait_for_background(timeout)
        if not finished:
            for task in list(self._background):
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        self._let_go_of_claims()


_END = object()


def _warm_up(embedder: Any) -> None:
    try:
        embedder.embed(["warm-up"])
    except Exception as exc:  # recall will report it if the embedder stays broken
        log.info("embedder warm-up failed: %s", exc)


def _notes_as_notes(msgs: list[Any]) -> list[Any]:
    """Saved messages with the app's notices as notes: conversations saved before notes had a
    role of their own stored the answer to "remember that …" as the assistant's (it is one when
    every line is a `_told` line; the model was never asked)."""
    from dataclasses import replace

    out = list(msgs)
    for i in range(1, len(out)):
        asked, answer = out[i - 1], out[i]
        if (
            answer.role == "assistant"
            and asked.role == "user"
            and find_requests(asked.content).asked
            and all(line.startswith(TOLD) for line in answer.content.splitlines())
        ):
            out[i] = replace(answer, role=NOTE)
    return out


def _told(outcome: list[MemoryChange] | MemoryError_) -> str:
    """One line of the reply to "remember that …": what became of one statement."""
    if isinstance(outcome, MemoryError_):
        return f"Not remembered: {outcome}"
    first = outcome[0]
    verb = {"reinforced": "Already known; reinforced", "superseded": "Updated"}.get(
        first.action, "Remembered"
    )
    told = f"{verb}: {first.text}"
    if first.previous_text:
        told += f" (was: {first.previous_text})"
    return told


def _sentence(fact: str) -> str:
    fact = " ".join(fact.split()).rstrip()
    return fact[:1].upper() + fact[1:]
