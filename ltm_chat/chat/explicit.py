"""A chat's own requests, "remember that …" and "forget that …": done at once, told in a note.

Functions of a ChatSession's turn (session.py), given the session.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

from ltm_chat.chat.events import ExplicitMemory
from ltm_chat.chat.transcript import conversation_of, save_turn
from ltm_chat.memory.model import MemoryChange, MemoryError_
from ltm_chat.memory.write.requests import find_requests, not_kept_notice
from ltm_chat.text import memories

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
FORGET_MIN_SIMILARITY = 0.45  # below this, "forget that …" names nothing we stored


async def explicit_request(session: Any, text: str) -> ExplicitMemory | None:
    """ "remember that …" stores at once; "forget that …" erases the best match;
    "forget everything from this conversation" erases what this conversation taught."""
    if EXPLICIT_FORGET_CONVERSATION.match(text):
        if session.conversation_id is None:
            return ExplicitMemory([], "This conversation has taught nothing yet.")
        taught = await session.memory.from_conversation(session.conversation_id)
        await session.memory.forget_conversation(session.conversation_id)
        changes = [MemoryChange("forgotten", m.id, m.text) for m in taught]
        if changes:
            await session._notify(changes)
        return ExplicitMemory(
            changes, f"Forgotten: {memories(len(changes))} this conversation taught."
        )
    asked = find_requests(text)
    if asked.asked:
        opens = session.conversation_id is None
        # the memories' provenance: a first message that only asks to remember still
        # opens the conversation, so "learned in" and forget-by-chat name it
        opened = await conversation_of(session, text) if opens else None
        # each request, and each independent statement in it, is its own memory
        outcomes = await session.memory.remember_request(
            [_sentence(fact) for fact in asked.facts], conversation_id=session.conversation_id
        )
        changes = [c for o in outcomes if isinstance(o, list) for c in o]
        told = "\n".join(_told(o) for o in outcomes)
        if asked.rest:  # it says more: the model answers, extraction mines the rest
            if changes:
                await session._notify(changes)
            return ExplicitMemory(changes, told, final=False)
        if changes:  # the exchange is part of the conversation the memories came from
            await save_turn(session, text, told, reply_role=NOTE)
            await session._notify(changes)
        elif opened is not None:  # nothing kept: no conversation to be the source of
            await asyncio.to_thread(session._history.delete, opened)
            await session.new_conversation()
        return ExplicitMemory(changes, told)
    if m := EXPLICIT_FORGET.match(text):
        fact = m.group("fact").strip()
        found = await session.memory.search(fact, limit=1)
        best = next((r for r in found if r.similarity >= FORGET_MIN_SIMILARITY), None)
        if best is None:
            return ExplicitMemory([], f"Nothing stored matches “{fact}”; nothing was forgotten.")
        await session.memory.forget(best.memory.id)
        change = MemoryChange("forgotten", best.memory.id, best.memory.text)
        await session._notify([change])
        return ExplicitMemory([change], f"Forgotten: {best.memory.text}")
    return None


def not_kept(session: Any, text: str) -> ExplicitMemory | None:
    """With memory off, a "remember that …" is still sent to the model (it may ask more),
    but the user is told here that nothing was kept: a model would say "I'll remember"."""
    if not find_requests(text).asked:
        return None
    return ExplicitMemory([], not_kept_notice(session.decision), final=False)


def notes_as_notes(msgs: list[Any]) -> list[Any]:
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
