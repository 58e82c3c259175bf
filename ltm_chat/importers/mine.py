"""Mine imported conversations for facts about the user: the chat's own extraction (same
prompt, screens, write policy and consolidation) over their user turns, every fact into the
review queue with source "import" and the conversation and message it came from.

`plan` says what a run will cost before it starts (calls, estimated input tokens, the price
when litellm knows the model's); `run` mines conversation by conversation and records each one
in the ledger, so that a run stopped halfway resumes where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from ltm_chat.importers.ledger import MINED, Ledger

CHUNK_CHARS = 8_000  # user text per extraction call: within extract.MAX_TURN_CHARS, with room
CHARS_PER_TOKEN = 4  # the usual estimate for English text; the plan says it is an estimate
RELATED_CHARS = 8 * 120  # the stored memories the prompt lists (at most 8, short)


def mined_key(conversation: Any) -> str:
    """What the ledger records once a conversation is mined: its id at its last activity, so
    a conversation continued since (a newer export) is mined again (known facts reinforce)."""
    return f"{conversation.id}@{conversation.updated_at.timestamp():.6f}"


@dataclass
class Chunk:
    key: str  # the conversation's mined_key
    conversation_id: str
    message_id: str  # the first user message of the passage: the facts' provenance
    messages: list[dict[str, str]]


@dataclass
class Plan:
    model: str
    conversations: list[str] = field(default_factory=list)
    turns: int = 0
    calls: int = 0
    input_tokens: int = 0
    cost: float | None = None


def select(
    store: Any,
    ledger: Ledger,
    *,
    among: list[str] | None = None,
    since: datetime | None = None,
    limit: int | None = None,
    conversation: str | None = None,
    again: bool = False,
) -> list[Any]:
    """The imported conversations to mine (newest first): those of `among` (this import) or
    every imported one, not mined yet unless `again`, narrowed by the filters."""
    if conversation is not None:
        return [store.get(conversation)]
    imported = ledger.ids("imported") if among is None else set(among)
    done = set() if again else ledger.ids(MINED)
    convs = [c for c in store.list() if c.id in imported and mined_key(c) not in done]
    if since is not None:
        convs = [c for c in convs if c.created_at >= since]
    convs.sort(key=lambda c: c.created_at, reverse=True)
    return convs[:limit] if limit else convs


def chunks(key: str, conversation_id: str, messages: list[Any]) -> list[Chunk]:
    """The user turns, grouped into passages of at most CHUNK_CHARS (a longer turn alone)."""
    out: list[Chunk] = []
    for m in messages:
        if m.role != "user" or not m.content.strip():
            continue
        text = m.content[: CHUNK_CHARS * 2]
        last = out[-1] if out else None
        size = sum(len(x["content"]) for x in last.messages) if last else 0
        if last is None or size + len(text) > CHUNK_CHARS:
            out.append(Chunk(key, conversation_id, m.id, []))
        out[-1].messages.append({"role": "user", "content": text})
    return out


def plan(store: Any, conversations: list[Any], model: str) -> tuple[Plan, list[Chunk]]:
    from datetime import date

    from ltm_chat.memory.write.extract import build_extraction_messages

    overhead = sum(
        len(m["content"]) for m in build_extraction_messages("", [], today=date.today().isoformat())
    )
    result = Plan(model)
    work: list[Chunk] = []
    said = store.messages_of([c.id for c in conversations], role="user")
    for conv in conversations:
        parts = chunks(mined_key(conv), conv.id, said[conv.id])
        if not parts:
            continue
        result.conversations.append(conv.id)
        result.turns += sum(len(p.messages) for p in parts)
        result.calls += len(parts)
        chars = sum(len(x["content"]) + 6 for p in parts for x in p.messages)
        result.input_tokens += (chars + len(parts) * (overhead + RELATED_CHARS)) // CHARS_PER_TOKEN
        work.extend(parts)
    result.cost = price(model, result.input_tokens)
    return result, work


def price(model: str, tokens: int) -> float | None:
    """What `tokens` input tokens cost on `model`, when litellm's price list knows it."""
    from ltm_chat import llm

    litellm = llm.load_litellm()
    try:
        cost, _ = litellm.cost_per_token(model=model, prompt_tokens=tokens, completion_tokens=0)
    except Exception:  # noqa: BLE001  (an unknown model: no price to show)
        return None
    return float(cost) if cost else None


async def run(
    memory: Any,
    ledger: Ledger,
    work: list[Chunk],
    progress: Callable[[int, int], None] | None = None,
    *,
    share_sensitive: bool = False,
) -> dict[str, int]:
    """Mine each passage; a conversation is recorded as mined once all its passages are.
    `share_sensitive`: the model may see sensitive stored memories (its recall policy)."""
    counts = {"calls": 0, "pending": 0, "reinforced": 0, "evicted": 0, "conversations": 0}
    for n, chunk in enumerate(work):
        changes = await memory.remember_conversation(
            chunk.messages,
            conversation_id=chunk.conversation_id,
            message_id=chunk.message_id,
            imported=True,
            share_sensitive=share_sensitive,
        )
        counts["calls"] += 1
        for c in changes:
            if c.action in counts:
                counts[c.action] += 1
        last = n + 1 == len(work) or work[n + 1].key != chunk.key
        if last:
            ledger.record(MINED, [chunk.key])
            counts["conversations"] += 1
        if progress:
            progress(n + 1, len(work))
    return counts
