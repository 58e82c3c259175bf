"""Experiment (#27, not adopted): past messages for a question about the past, dated, beside memories.

Measured by bench/locomo.py (families 10-12, RESULTS.md "#27 past messages on when-questions,
session 10"); the chat does not use it, so it lives here, not in the package.

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

import asyncio
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.chat.transcript_search import scan_messages
from ltm_chat.memory.retrieval.recall import LEXICAL_BOOST
from ltm_chat.memory.storage.db import sql_str
from ltm_chat.memory.storage.sealed import PREFIX as SEALED_PREFIX
from ltm_chat.memory.text import terms

if TYPE_CHECKING:
    from ltm_chat.chat.history import ConversationStore, Message

# How many of the block's items past messages take (None: merged with memories by relevance).
RESERVED: int | None = 2
# Which messages bring past messages: "past" (the facade's asks_about_past: a when-question, a
# time word, "we talked / you said") or "when" (when-questions only).
GATE = "past"
# Candidates read by meaning and by words, each.
POOL = 20

EmbedDocuments = Callable[[list[str]], Awaitable[list[list[float]] | None]]


@dataclass(frozen=True)
class PastMessage:
    """One message of an earlier conversation, with its relevance to the question."""

    message_id: str
    conversation_id: str
    role: str
    at: datetime
    content: str
    relevance: float
    # cosine + LEXICAL_BOOST x coverage, uncapped (the yardstick `displace` compares memories by)
    raw: float | None = None


def wants_past_messages(memory: Any, query: str) -> bool:
    """Does this message get past messages (GATE)? `memory`: the memory facade."""
    from ltm_chat.memory.retrieval.when_questions import asks_when

    return asks_when(query) if GATE == "when" else asks_about_past(memory, query)


async def document_vectors(memory: Any, texts: list[str]) -> list[list[float]] | None:
    """The facade's `document_vector` for several texts in one call; None in lexical mode."""
    if memory.embedder is None or not hasattr(memory.embedder, "embed_query"):
        return [v for t in texts if (v := await memory.text_vector(t)) is not None] or None
    if await memory.vectors.stale_count():
        return None
    return await memory.vectors.embed(texts, write=False)


def asks_about_past(memory: Any, query: str) -> bool:
    """A when-question, a time word, or "we talked / you said / last time"."""
    from ltm_chat.memory.retrieval.when_questions import asks_when
    from ltm_chat.memory.write.episodes import asks_about_past as episodes_ask

    return asks_when(query) or episodes_ask(query, memory.period_of(query) is not None)


def similarity_floor(memory: Any) -> float:
    """Below this a recalled item is noise for the question (the embedder's own floor)."""
    from ltm_chat.memory.retrieval import recall

    name = memory.embedder.name if memory.embedder is not None else None
    return recall.MODEL_MIN_SIMILARITY.get(name, recall.MIN_SIMILARITY)


def _where(store: ConversationStore, exclude: str | None) -> str:
    where = f"user_id = {sql_str(store.user_id)}"
    if exclude:  # the current conversation is in the call already
        where += f" AND conversation_id != {sql_str(exclude)}"
    return where


def _by_words(store: ConversationStore, where: str, words: list[str], k: int, build: bool):
    """Ids of the k messages best matching `words` in the full-text index (none without it)."""
    if not words or not store.ensure_text_index(build=build):
        return []
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search(" ".join(words), query_type="fts")
            .where(where, prefilter=True)
            .select(["id"])
            .limit(k)
            .to_arrow()
            .to_pylist()
        ),
    )
    return [r["id"] for r in rows]


def _sealed_by_words(store: ConversationStore, where: str, words: list[str], k: int):
    """Sensitive messages are sealed at rest (the index holds only the sealed string): opened
    in memory, as conversation search does, and the k holding most of `words` kept."""
    if not words:
        return []
    found = scan_messages(store, f"{where} AND starts_with(content, '{SEALED_PREFIX}')", words)
    found.sort(key=lambda m: -m.score)
    return [m.message_id for m in found[:k]]


def candidates(
    store: ConversationStore,
    query: str,
    *,
    vector: list[float] | None,
    embedding_model: str | None,
    exclude: str | None,
    pool: int = POOL,
    build_index: bool = True,
) -> tuple[list[Message], dict[str, float]]:
    """The messages near `query` in meaning or sharing its words, and the cosines of those
    found by meaning (synchronous: run it in a thread)."""
    where = _where(store, exclude)
    cosines: dict[str, float] = {}
    if vector is not None and embedding_model:
        near = store.nearest_messages(vector, embedding_model, where, pool)
        cosines = {mid: cosine for mid, _cid, cosine, _at in near}
    words = list(dict.fromkeys(terms(query)))
    ids = list(
        dict.fromkeys(
            [
                *cosines,
                *_by_words(store, where, words, pool, build_index),
                *_sealed_by_words(store, where, words, pool),
            ]
        )
    )
    if not ids:
        return [], cosines
    found = store.messages_by_id(ids)
    return [found[i] for i in ids if i in found and found[i].content.strip()], cosines


def coverage(query: str, text: str, weights: dict[str, float] | None = None) -> float:
    """The share of the question's terms (stemmed, no stop words) the message holds; with
    `weights` (term -> weight, see `rarity`), each term counted at its weight."""
    wanted = set(terms(query))
    if weights is not None:
        total = sum(weights.get(t, 0.0) for t in wanted)
        have = set(terms(text))
        return sum(weights.get(t, 0.0) for t in wanted & have) / total if total else 0.0
    return len(wanted & set(terms(text))) / len(wanted) if wanted else 0.0


def rarity(query: str, texts: list[str]) -> dict[str, float]:
    """Each of the question's terms weighted by its rarity among `texts` (the items compared),
    with the IDF recall's coverage uses (search_cache.coverage_all): a term every item holds
    (a name in each memory about that person) tells none of them apart and weighs ~0."""
    import math

    held = [set(terms(t)) for t in texts]
    n = len(held)
    return {
        t: math.log(1 + (n - (df := sum(t in h for h in held)) + 0.5) / (df + 0.5))
        for t in set(terms(query))
    }


async def find_past_messages(
    store: ConversationStore,
    query: str,
    *,
    vector: list[float] | None,
    embedding_model: str | None,
    embed_documents: EmbedDocuments | None,
    exclude: str | None,
    floor: float,
    limit: int,
    pool: int = POOL,
    build_index: bool = True,
) -> list[PastMessage]:
    """The `limit` past messages most relevant to `query`, best first, none below `floor`.

    `vector`: the question's (recall's) vector, None in lexical mode; `embed_documents`
    embeds the messages found by words that have no stored vector (the model's replies)."""
    messages, cosines = await asyncio.to_thread(
        candidates,
        store,
        query,
        vector=vector,
        embedding_model=embedding_model,
        exclude=exclude,
        pool=pool,
        build_index=build_index,
    )
    missing = [m for m in messages if m.id not in cosines]
    if vector is not None and missing and embed_documents is not None:
        made = await embed_documents([m.content for m in missing])
        for m, v in zip(missing, made or [], strict=False):
            cosines[m.id] = sum(a * b for a, b in zip(vector, v, strict=True))
    lexical_only = vector is None
    scored = []
    for m in messages:
        share = coverage(query, m.content)
        raw = share if lexical_only else cosines.get(m.id, 0.0) + LEXICAL_BOOST * share
        value = min(1.0, max(0.0, raw))
        if value >= floor:
            scored.append(
                PastMessage(m.id, m.conversation_id, m.role, m.created_at, m.content, value, raw)
            )
    scored.sort(key=lambda p: (-p.relevance, -p.at.timestamp(), p.message_id))
    return scored[:limit]


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


def displace(
    memories: list[Any], values: list[float], messages: list[PastMessage], rule: str
) -> list[Any]:
    """The block's items (as many as `memories`): a past message takes a memory's slot only when
    it matches the question better (`yardstick`) than the memory it displaces, the weakest one
    left. `values`: the memories' yardsticks. rule "weaker": that is the only condition;
    "best": the message must also match better than every recalled memory (the memories lack
    the event). No count and no margin to choose."""
    kept = sorted(range(len(memories)), key=lambda i: -values[i])  # strongest first
    best = max(values, default=float("-inf"))
    taken: list[PastMessage] = []
    for p in sorted(messages, key=lambda p: -(p.raw if p.raw is not None else p.relevance)):
        score = p.raw if p.raw is not None else p.relevance
        if not kept or score <= values[kept[-1]] or (rule == "best" and score <= best):
            break
        kept.pop()
        taken.append(p)
    return [*(memories[i] for i in sorted(kept)), *taken]
