"""What a ChatSession does in the background besides extraction: the episode of a
conversation that ended, and the daily curation. Functions of a ChatSession, given it.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import timedelta
from typing import Any

from ltm_chat.chat.extraction import EXTRACTION_TIMEOUT
from ltm_chat.config import write_state

log = logging.getLogger(__name__)

# Episodes: a conversation idle this long has ended; older ones than the lookback are left
# alone (a first start after an import must not summarise years of history).
EPISODE_IDLE = timedelta(minutes=30)
EPISODE_LOOKBACK = timedelta(days=14)
EPISODE_BACKLOG = 20
CURATE_EVERY_SECONDS = 86_400  # the background curation runs at most once a day


async def write_episodes(session: Any, conversation_ids: list[str]) -> None:
    for conversation_id in conversation_ids:
        if await asyncio.to_thread(session.usage.budget_spent):
            return  # a memory model call too: written at a later start
        try:
            conv = await asyncio.to_thread(session._history.get, conversation_id)
            msgs = await asyncio.to_thread(session._history.messages, conversation_id)
            turns = [(m.role, m.content) for m in msgs if m.role in ("user", "assistant")]
            change = await asyncio.wait_for(
                session.memory.write_episode(conversation_id, turns, conv.updated_at),
                EXTRACTION_TIMEOUT,
            )
        except Exception as exc:  # like extraction: logged, never shown as an error
            log.warning("episode of %s not written: %s", conversation_id, exc)
            continue
        if change is not None:
            await session._notify([change])


def episodes_on(session: Any) -> bool:
    return (
        session.decision.enabled
        and session.memory is not None
        and not session.incognito
        and session._history is not None
        and session.memory.llm_json is not None
    )


async def write_due_episodes(session: Any) -> None:
    """Episodes for the recent conversations that ended or went idle without one (an ended
    conversation's episode that a quit cut short is written here, at the next start)."""
    await session.load()
    await session._open_memory_if_on()
    if not episodes_on(session):
        return
    now = session.clock()
    have = await session.memory.episode_conversations()
    convs = await asyncio.to_thread(session._history.list, EPISODE_BACKLOG)
    due = [
        c.id
        for c in convs
        if c.id != session.conversation_id
        and now - c.updated_at >= EPISODE_IDLE
        and now - c.updated_at <= EPISODE_LOOKBACK
        and (c.id not in have or have[c.id] < c.updated_at)
    ]
    await write_episodes(session, due)


async def curate_if_due(session: Any) -> dict[str, Any] | None:
    """Run curation (expiry purge, the merge of what is new since the last merge, tiers)
    when memory is on and the last run is a day old; None when not due. Failures are
    logged, never shown."""
    from ltm_chat.config import read_state

    if not session.decision.enabled or session.memory is None or session.incognito:
        return None
    path = session.settings.paths.state_file
    last = read_state(path).get("last_curated")
    now = session.clock()
    if isinstance(last, int | float) and now.timestamp() - last < CURATE_EVERY_SECONDS:
        return None
    try:
        # Only rows new or changed since the last merge, against their neighbours: the
        # whole-store pass is `memories curate`'s (bench/RESULTS.md "Incremental merge").
        report = await session.memory.curate(full=False)
    except Exception as exc:
        log.warning("background curation failed: %s", exc)
        return None
    write_state(path, last_curated=now.timestamp())
    return report
