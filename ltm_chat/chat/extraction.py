"""Background extraction of a turn, and the outbox hand-off that lets it survive a quit.

A turn is in the extraction outbox (outbox.py) before its messages are saved; it is marked done
once mined, or released to be mined by a later start. Functions of a ChatSession, given it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Any

from ltm_chat.chat.sealed_transcript import seal_taught_turn

log = logging.getLogger(__name__)

EXTRACTION_TIMEOUT = 120.0


async def extract(
    session: Any,
    turn: list[dict],
    conversation_id: str | None,
    message_id: str | None,
    recalled: list[Any] | None = None,
    memory: Any = None,
) -> None:
    memory = memory or session.memory
    if await budget_pauses(session, message_id):
        return
    try:
        changes = await asyncio.wait_for(
            memory.remember_conversation(
                turn,
                conversation_id=conversation_id,
                message_id=message_id,
                recalled=recalled,
                share_sensitive=session.recall_policy(session.settings.extraction_model).name
                == "all",
            ),
            EXTRACTION_TIMEOUT,
        )
    except Exception as exc:  # fire-and-forget: logged, never shown as an error
        log.warning("memory extraction failed: %s", exc)
        await outbox_step(session, "release", message_id)  # tried again by a later start
        return
    await outbox_step(session, "done", message_id)
    await seal_taught_turn(memory, session._history, conversation_id, message_id)
    if changes and memory.user_id == session.settings.user_id:
        await session._notify(changes)
    if session.usage.paused_some:  # the budget allows again (a new day): the waiting turns
        session.usage.paused_some = False
        session._spawn(mine_left_over(session))


async def budget_pauses(session: Any, message_id: str | None, turn: Any = None) -> bool:
    """The daily token budget is spent (usage_meter.py): the turn waits in the outbox."""
    if not await asyncio.to_thread(session.usage.budget_spent):
        return False
    session.usage.paused_some = True
    await outbox_step(session, "pause", message_id, turn)
    return True


async def outbox_step(session: Any, step: str, message_id: str | None, turn: Any = None) -> None:
    """Mark an outbox row mined ("done") or free it again ("release", or "pause" without
    counting a failed attempt); a failure here only means a later start looks at it again."""
    if session._outbox is None or message_id is None:
        return
    try:
        if step == "done":
            await asyncio.to_thread(session._outbox.done, message_id)
        else:
            from ltm_chat.chat.outbox import Unmined

            turn = turn or Unmined(message_id, "", session.settings.user_id)
            await asyncio.to_thread(session._outbox.release, turn, failed=step != "pause")
    except Exception as exc:
        log.warning("could not update the extraction outbox: %s", exc)


async def mine_left_over(session: Any) -> None:
    """Mine the turns an earlier session saved but did not get to (a quit, a kill, a
    crash right after a reply): claimed first, so that no other process mines them too."""
    try:
        if not await asyncio.to_thread(session._outbox.count):
            return
        turns = await asyncio.to_thread(
            session._outbox.claim, session._claim_token(), session.clock()
        )
    except Exception as exc:
        log.warning("could not read the extraction outbox: %s", exc)
        return
    for turn in turns:
        if await budget_pauses(session, turn.message_id, turn):
            continue
        try:
            await mine_one(session, turn)
        except Exception as exc:
            log.warning("a left-over extraction failed: %s", exc, exc_info=True)
            await outbox_step(session, "release", turn.message_id, turn)


async def mine_one(session: Any, turn: Any) -> None:
    from ltm_chat.chat.history import ConversationStore

    history = await asyncio.to_thread(
        ConversationStore(session._db, turn.user_id, session.clock).open
    )
    said = await asyncio.to_thread(history.turn, turn.conversation_id, turn.message_id)
    memory = await memory_of(session, turn)
    taught = await memory.from_conversation(turn.conversation_id)
    if not said or any(m.message_id == turn.message_id for m in taught):
        await outbox_step(session, "done", turn.message_id)  # deleted since, or mined already
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
                share_sensitive=session.recall_policy(
                    session.settings.extraction_model or turn.model
                ).name
                == "all",
            ),
            EXTRACTION_TIMEOUT,
        )
    except Exception as exc:
        log.warning("a left-over extraction failed: %s", exc)
        await outbox_step(session, "release", turn.message_id, turn)
        return
    await outbox_step(session, "done", turn.message_id)
    await seal_taught_turn(memory, history, turn.conversation_id, turn.message_id)
    if changes and turn.user_id == session.settings.user_id:
        await session._notify(changes, memory)


async def memory_of(session: Any, turn: Any) -> Any:
    """The memory a left-over turn was said to: its user, namespace and workspace."""
    mine = session.memory
    if mine is not None and (mine.user_id, mine.namespace, mine.workspace) == (
        turn.user_id,
        turn.namespace,
        turn.workspace,
    ):
        return mine
    from ltm_chat.memory.service import open_long_term_memory

    settings = session.settings.with_(
        user_id=turn.user_id, namespace=turn.namespace, workspace=turn.workspace
    )

    async def extraction_call(messages: list[dict]) -> str:
        return await session._extraction_call(messages, turn.model)

    return await asyncio.to_thread(
        open_long_term_memory,
        settings,
        embedder=mine.embedder if mine is not None else session._embedder,
        llm_json=extraction_call,
        clock=session.clock,
        database=session._db,
    )
