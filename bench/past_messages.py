"""Experiment (#27): past messages for a question about the past, dated, beside memories.

Measured by bench/locomo.py (families 10-16, RESULTS.md "#27 past messages on when-questions,
session 10" and "#27 temporal questions, session 19"). Family 16 was adopted: its finding and
choosing live in the package (chat/past_messages.py, memory/retrieval/past_messages.py) and are
imported here; what stays here is what only the bench's other families use.

Memories are what extraction kept of a conversation; "when did I …?" is often answered by the
words said at the time, which no memory tells (LoCoMo: 19 of 33 temporal misses cite only
dialog turns no observation cites, bench/RESULTS.md, session 9). When a message asks about the
past (memory facade's `asks_about_past`: a when-question, a time word, "we talked / you said"),
the messages of other conversations that best match it share the recalled block's item budget
with the memories: found by meaning (the stored vectors of the user's messages) and by words
(the transcripts' full-text index; those without a stored vector are embedded on the spot), and
ranked by recall's relevance (cosine + LEXICAL_BOOST x the share of the question's terms).
"""

from __future__ import annotations

from typing import Any

from ltm_chat.chat.past_messages import (  # noqa: F401 - the bench's names for them
    candidates,
    document_vectors,
    find_past_messages,
    judged,
    similarity_floor,
)
from ltm_chat.memory.retrieval.past_messages import (  # noqa: F401
    PastMessage,
    chosen,
    coverage,
    displace,
    rarity,
)
from ltm_chat.memory.retrieval.recall import LEXICAL_BOOST

# How many of the block's items past messages take (None: merged with memories by relevance).
RESERVED: int | None = 2
# Which messages bring past messages: "past" (the facade's asks_about_past: a when-question, a
# time word, "we talked / you said") or "when" (when-questions only).
GATE = "past"


def wants_past_messages(memory: Any, query: str) -> bool:
    """Does this message get past messages (GATE)? `memory`: the memory facade."""
    from ltm_chat.memory.retrieval.when_questions import asks_when

    return asks_when(query) if GATE == "when" else asks_about_past(memory, query)


def asks_about_past(memory: Any, query: str) -> bool:
    """A when-question, a time word, or "we talked / you said / last time"."""
    from ltm_chat.memory.retrieval.when_questions import asks_when
    from ltm_chat.memory.write.episodes import asks_about_past as episodes_ask

    return asks_when(query) or episodes_ask(query, memory.period_of(query) is not None)


def combined(
    memories: list[Any], messages: list[PastMessage], limit: int, reserved: int | None = RESERVED
) -> list[Any]:
    """The block's items: with `reserved`, up to that many messages after the memories that
    fill the rest (memories: recall's result for `limit` - the messages taken); without it,
    memories (their `similarity`) and messages (their relevance) merged, best first."""
    if reserved is not None:
        taken = messages[: min(reserved, limit)]
        return [*memories[: limit - len(taken)], *taken]
    both = [(r.similarity, 0, i, r) for i, r in enumerate(memories)]
    both += [(p.relevance, 1, i, p) for i, p in enumerate(messages)]
    both.sort(key=lambda x: (-x[0], x[1], x[2]))
    return [item for *_, item in both[:limit]]


def yardstick(
    qvec: list[float] | None,
    vector: Any,
    query: str,
    text: str,
    weights: dict[str, float] | None = None,
) -> float:
    """How well an item (memory or message) matches the question, the same for both: its
    cosine with the question's vector + LEXICAL_BOOST x the share of the question's terms it
    holds, uncapped (recall's similarity and a message's relevance are capped at 1, where e5's
    high cosines and a few shared words often sit, so capped values tie). `weights`: the
    terms' rarity among the items compared (`rarity`), else every term counts 1."""
    share = coverage(query, text, weights)
    if qvec is None or vector is None:
        return share
    return sum(a * b for a, b in zip(qvec, vector, strict=True)) + LEXICAL_BOOST * share


async def widened(
    memory: Any,
    store: Any,
    query: str,
    vector: list[float] | None,
    embedding_model: str | None,
    found: list[PastMessage],
    recalled: list[Any],
    *,
    limit: int,
    floor: float,
    role: str | None = None,
    exclude: str | None = None,
) -> list[PastMessage]:
    """#27 session 20 (families 17-18): the past messages of `found` (the chat's candidates:
    the user's nearest by meaning, full-text hits) and every message of the conversations the
    `recalled` memories came from (`role` "user": only the user's, whose vectors are stored),
    judged alike (cosine + LEXICAL_BOOST x term share, capped at 1 for the floor and the
    order, as find_past_messages does), the `limit` best first. A message with no stored
    vector (a reply) has its text embedded, all such in one call."""
    import asyncio

    convs = list(
        dict.fromkeys(c for r in recalled if (c := r.memory.conversation_id) and c != exclude)
    )
    if not convs:
        return found[:limit]
    by_conv = await asyncio.to_thread(store.messages_of, convs, role)
    have = {p.message_id for p in found}
    msgs = [m for ms in by_conv.values() for m in ms if m.id not in have and m.content.strip()]
    cosines: dict[str, float] = {}
    if vector is not None and embedding_model and msgs:
        stored = await asyncio.to_thread(
            store.stored_message_vectors, [m.id for m in msgs], embedding_model
        )
        cosines = {i: sum(a * b for a, b in zip(vector, v, strict=True)) for i, v in stored.items()}
        missing = [m for m in msgs if m.id not in cosines]
        if missing:
            made = await document_vectors(memory, [m.content for m in missing])
            for m, v in zip(missing, made or [], strict=False):
                cosines[m.id] = sum(a * b for a, b in zip(vector, v, strict=True))
    out = [*found, *judged(query, msgs, cosines, lexical=vector is None, floor=floor)]
    out.sort(key=lambda p: (-p.relevance, -p.at.timestamp(), p.message_id))
    return out[:limit]
