"""The inspector's engine calls, run as workers off the UI thread: they never touch widgets and
report back with messages (inspector_messages). Functions of the InspectorScreen, given it.
"""

from __future__ import annotations

import asyncio
import os
from collections.abc import Callable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from ltm_chat.memory.model import Memory, MemoryError_
from ltm_chat.tui.screens.inspector_confirm import ForgetSource
from ltm_chat.tui.screens.inspector_messages import (
    DetailLoaded,
    InspectorFailed,
    Opened,
    RowsLoaded,
    SearchDone,
    WriteDone,
)
from ltm_chat.tui.screens.inspector_undo import UndoStep
from ltm_chat.tui.screens.inspector_view import ALL_WORKSPACES
from ltm_chat.tui.widgets.memory_detail import MemoryDetails, Provenance

SEARCH_LIMIT = 50
SEARCH_DELAY = 0.25  # wait for typing to pause before embedding the query
LOG_LIMIT = 12  # the detail pane's audit trail: the latest events about the memory
DETAIL_DELAY = 0.06  # holding an arrow key must not queue a history query per row


class InspectorUnavailable(Exception):
    """The inspector cannot open the store here (e.g. an incognito session); `title` is what
    the inspector's header says it shows instead."""

    def __init__(self, message: str, title: str) -> None:
        super().__init__(message)
        self.title = title


def open_memory(source: Any) -> Any:
    """The LongTermMemory to inspect (blocking: call it in a thread).

    `source` is a LongTermMemory, a ChatSession (its open memory is reused; when memory is off
    the store is opened anyway: users can always see and erase what is kept), Settings, or a
    zero-argument callable returning a LongTermMemory.
    """
    if hasattr(source, "store") and hasattr(source, "search"):
        return source
    settings = getattr(source, "settings", None)
    if settings is not None:  # a chat session
        if getattr(source, "memory", None) is not None:
            return source.memory
        if settings.incognito:
            raise InspectorUnavailable(
                "Incognito: this session does not open the memory store. Run `ltm-chat inspect`.",
                "incognito: no memories are read or shown (run `ltm-chat inspect`)",
            )
        from ltm_chat.memory.service import open_long_term_memory

        return open_long_term_memory(settings, clock=getattr(source, "clock", None) or _utcnow)
    if hasattr(source, "paths"):  # Settings
        from ltm_chat.memory.service import open_long_term_memory

        return open_long_term_memory(source)
    return source()


def _utcnow() -> datetime:
    from ltm_chat.memory.model import utcnow

    return utcnow()


async def open_store(screen: Any) -> None:
    try:
        memory = await asyncio.to_thread(open_memory, screen.source)
        mode = await memory.mode()
        screen.post_message(Opened(memory, mode))
        rows = await memory.list(workspace=ALL_WORKSPACES, with_vectors=False)
    except InspectorUnavailable as exc:
        screen.post_message(InspectorFailed(str(exc), exc.title))
        return
    except MemoryError_ as exc:
        screen.post_message(InspectorFailed(str(exc)))
        return
    except Exception as exc:  # a broken store must not take the chat down with it
        screen.post_message(InspectorFailed(f"Could not open the memory store: {exc}"))
        return
    screen.post_message(RowsLoaded(rows, screen.focus_ids[0] if screen.focus_ids else None))
    await warm_embedder(memory)


async def warm_embedder(memory: Any) -> None:
    """Load the embedding model now, not on the first save or search (seconds for MiniLM)."""
    if memory.embedder is None:
        return
    try:
        await asyncio.to_thread(memory.embedder.embed, ["warm up"])
    except Exception:  # the first real embed reports the problem (and falls back to lexical)
        return


async def reload_rows(screen: Any, select_id: str | None) -> None:
    try:
        rows = await screen.memory.list(workspace=ALL_WORKSPACES, with_vectors=False)
    except Exception as exc:
        screen.post_message(InspectorFailed(f"Could not reload the memories: {exc}"))
        return
    screen.post_message(RowsLoaded(rows, select_id))
    if screen.semantic and screen.results_query:
        await search(screen, screen.results_query, delay=0)


async def search(screen: Any, query: str, delay: float = SEARCH_DELAY) -> None:
    await asyncio.sleep(delay)
    try:
        results = await screen.memory.search(query, limit=SEARCH_LIMIT) if query else []
    except Exception as exc:
        screen.post_message(InspectorFailed(f"Search failed: {exc}"))
        return
    screen.post_message(SearchDone(query, results))


async def load_detail(screen: Any, details: MemoryDetails) -> None:
    from ltm_chat.mcp.actor import client_of

    await asyncio.sleep(DETAIL_DELAY)
    m = details.memory
    try:
        details.history = await screen.memory.history(m.id)
        events = await screen.memory.log(m.id)  # all: the oldest names who saved it
        details.log, details.client = events[:LOG_LIMIT], client_of(events)
        if m.conversation_id:
            details.provenance = await asyncio.to_thread(
                partial(provenance, screen), m.conversation_id
            )
    except MemoryError_:
        details.history = details.history or []  # forgotten meanwhile; the reload follows
    screen.post_message(DetailLoaded(details))


def provenance(screen: Any, conversation_id: str) -> Provenance:
    from ltm_chat.chat.history import ConversationNotFound, ConversationStore

    if screen._conversations is None:
        screen._conversations = ConversationStore(
            screen.memory.database, screen.memory.user_id
        ).open()
    try:
        conv = screen._conversations.get(conversation_id)
    except ConversationNotFound:
        return Provenance(conversation_id)
    return Provenance(conv.id, conv.title, conv.created_at)


def write(
    screen: Any,
    op: Callable[[], Any],
    describe: Callable[[Any], tuple[str, str | None]],
    step: Callable[[Any], UndoStep | None] | None = None,
) -> None:
    """Run one engine write in a worker; report the outcome as a WriteDone (with how to
    undo it: `step` of the result) or a failure."""

    async def run() -> None:
        try:
            result = await op()
        except MemoryError_ as exc:
            screen.post_message(WriteDone(str(exc), None, "warning"))
            return
        except Exception as exc:
            screen.post_message(InspectorFailed(f"The change failed: {exc}"))
            return
        note, select_id = describe(result)
        screen.post_message(WriteDone(note, select_id, step=step(result) if step else None))

    screen.run_worker(run, group="write", exit_on_error=False)


async def undo_step(screen: Any, step: UndoStep) -> str:
    """Undo `step` if the memory is still as the action left it; the notice to show."""
    from ltm_chat.memory.model import InvalidMemory, MemoryNotFound, StaleVersion

    changed = InvalidMemory(
        f"Not undone: {step.what}. That memory changed since (another window or the chat); "
        "its Versions below keep every earlier one."
    )
    try:
        if step.undo == "erase":
            if (await screen.memory.get(step.memory_id)).version != step.version:
                raise changed
            await screen.memory.forget(step.memory_id)
            return f"Undone: {step.what}. It is erased."
        restored = await screen.memory.undo(step.memory_id, expected_version=step.version)
    except MemoryNotFound:
        raise InvalidMemory(f"Not undone: {step.what}. That memory was erased since.") from None
    except StaleVersion:
        raise changed from None
    return f"Undone: {step.what}. Restored version {step.version - 1}: {restored.text}"


def forget_source(screen: Any, m: Memory) -> tuple[ForgetSource | None, str]:
    """The saved conversation `m` was learned in (for the Forget dialog), or what to say."""
    if not m.conversation_id:
        return None, "It was not learned in a conversation, so there is nothing else to erase."
    p = provenance(screen, m.conversation_id)
    if p.title is None:
        return None, "The conversation it was learned in is already deleted."
    count = len(screen._conversations.messages(p.conversation_id))
    return ForgetSource(p.title, count), ""


async def erase_conversation(screen: Any, conversation_id: str | None) -> None:
    """Real erasure of a conversation; through the chat session when there is one, so that
    a chat showing it starts afresh instead of writing to a deleted conversation."""
    if not conversation_id:
        return
    delete = getattr(screen.source, "delete_conversation", None)
    if callable(delete):
        was_open = getattr(screen.source, "conversation_id", None) == conversation_id
        await delete(conversation_id)
        chat = getattr(screen.app, "chat_or_none", None)
        if was_open and chat is not None:
            await chat.clear_conversation()  # its messages are gone: do not show them
    else:
        await asyncio.to_thread(screen._conversations.delete, conversation_id)


def write_export(path: Path, memories: list[Memory]) -> None:
    """JSON Lines as `ltm-chat memories export` writes them, readable by its owner only."""
    from ltm_chat.memory.model import to_jsonl

    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(to_jsonl(memories))
