"""Saving a turn: the conversation on first need, the outbox row before the messages, and
the user's words' vector for search by meaning. Functions of a ChatSession, given it.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

log = logging.getLogger(__name__)


async def conversation_of(session: Any, first_text: str) -> str | None:
    """This chat's saved conversation, created on first need (None when nothing is saved)."""
    if session._history is None:
        return None
    if session.conversation_id is None:
        conv = await asyncio.to_thread(
            session._history.create,
            first_text,
            model=session.model,
            workspace=session.settings.workspace,
        )
        session.conversation_id, session.conversation_title = conv.id, conv.title
    return session.conversation_id


async def save_turn(
    session: Any,
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
    session.messages += [
        {"role": "user", "content": text},
        {"role": "assistant", "content": reply},
    ]
    if await conversation_of(session, text) is None:
        return None
    from ltm_chat.memory.model import new_id

    ids = [new_id(), new_id()]
    if unmined is not None and session._outbox is not None:
        from ltm_chat.chat.outbox import Unmined

        turn = Unmined(
            ids[-1],
            session.conversation_id,
            session.settings.user_id,
            session.settings.namespace,
            session.settings.workspace or "",
            session.model,
            unmined,
        )
        await asyncio.to_thread(
            session._outbox.put, turn, claimed_by=session._claim_token(), at=session.clock()
        )
    saved = await asyncio.to_thread(
        session._history.add_messages,
        session.conversation_id,
        [("user", text), (reply_role, reply)],
        session.model,
        ids,
    )
    await save_message_vector(session, saved[0])
    session._keep_for_resume()  # after the turn's last transcript write (the vector)
    return saved[-1].id


async def save_message_vector(session: Any, message: Any) -> None:
    """With memory on, the user's words are kept for conversation search by meaning (as a
    passage where the model tells them apart, else recall's vector); a failure only costs
    that."""
    memory = session.memory
    if not session.decision.enabled or memory is None or memory.embedder is None:
        return
    try:
        # e5: a "passage: " vector (conversation search, held-out top-3 78.1 -> 82.5 %).
        vector = await memory.document_vector(message.content)
        if vector is not None:
            await asyncio.to_thread(
                session._history.add_vectors, memory.embedder.name, [(message, vector)]
            )
    except Exception as exc:
        log.info("message vector not saved: %s", exc)
