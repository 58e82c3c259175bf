"""Past messages beside the recalled memories on a when-question (#27).

"When did I go to the pottery workshop?" is answered by the date of the conversation in which
it was told, often in words no memory kept. On a when-question (memory/retrieval/
when_questions.asks_when) the messages of other conversations that best match it are found by
meaning (the stored passage vectors of the user's messages) and by words (the transcripts'
full-text index, and sealed messages opened in memory as conversation search does; their
stored passage vectors read, only those without one, the model's replies, embedded on the spot,
in one call), none below the embedder's floor; every one of them is judged (none cut first by
the capped relevance, where e5's cosines plus a few shared words tie and the newest would win)
and one takes a recalled memory's slot only when it matches the question better than every
recalled memory (memory/retrieval/past_messages.chosen). A message taken must pass the memory
screen (a credential or an order to the assistant is not replayed in the system block), and
keep recall's limits (`in_scope`). The block shows each as `- [said · YYYY-MM-DD] …`.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ltm_chat.chat.sealed_transcript import is_sensitive
from ltm_chat.chat.transcript_search import scan_messages
from ltm_chat.memory.retrieval import recall
from ltm_chat.memory.retrieval.past_messages import PastMessage, chosen, coverage
from ltm_chat.memory.retrieval.when_questions import asks_when
from ltm_chat.memory.screen.verdict import screening_verdict
from ltm_chat.memory.storage.db import sql_str
from ltm_chat.memory.storage.sealed import PREFIX as SEALED_PREFIX
from ltm_chat.memory.text import terms

if TYPE_CHECKING:
    from ltm_chat.chat.history import ConversationStore, Message

log = logging.getLogger(__name__)

# Candidates read by meaning and by words, each.
POOL = 20

EmbedDocuments = Callable[[list[str]], Awaitable[list[list[float]] | None]]


async def document_vectors(memory: Any, texts: list[str]) -> list[list[float]] | None:
    """The facade's `document_vector` for several texts in one call; None in lexical mode."""
    if memory.embedder is None or not hasattr(memory.embedder, "embed_query"):
        return [v for t in texts if (v := await memory.text_vector(t)) is not None] or None
    if await memory.vectors.stale_count():
        return None
    return await memory.vectors.embed(texts, write=False)


async def memory_vectors(memory: Any, memories: list[Any]) -> list[list[float]] | None:
    """The vectors of recalled memories: those the store holds (one read, no embedding), and
    for a memory without one (stored without a vector, or by another model) its text embedded,
    all such in one call; None when one is missing and cannot be made (lexical mode)."""
    stored = await memory.stored_vectors([m.id for m in memories])
    missing = [m for m in memories if m.id not in stored]
    if missing:
        made = await document_vectors(memory, [m.text for m in missing])
        if not made or len(made) != len(missing):
            return None
        stored.update((m.id, v) for m, v in zip(missing, made, strict=True))
    return [stored[m.id] for m in memories]


def similarity_floor(memory: Any) -> float:
    """Below this a recalled item is noise for the question (the embedder's own floor)."""
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
    with a stored vector (found by meaning, or by words and read in one query; synchronous:
    run it in a thread)."""
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
    by_words = [i for i in ids if i not in cosines and i in found]
    if vector is not None and embedding_model and by_words:
        # The user's messages found by words have their passage vector stored already.
        stored = store.stored_message_vectors(by_words, embedding_model)
        for mid, v in stored.items():
            cosines[mid] = sum(a * b for a, b in zip(vector, v, strict=True))
    return [found[i] for i in ids if i in found and found[i].content.strip()], cosines


async def find_past_messages(
    store: ConversationStore,
    query: str,
    *,
    vector: list[float] | None,
    embedding_model: str | None,
    embed_documents: EmbedDocuments | None,
    exclude: str | None,
    floor: float,
    limit: int | None,
    pool: int = POOL,
    build_index: bool = True,
) -> list[PastMessage]:
    """The `limit` past messages most relevant to `query` (None: every one found), best first,
    none below `floor` (relevance: cosine + LEXICAL_BOOST x the share of the question's terms,
    capped at 1).

    `vector`: the question's (recall's) vector, None in lexical mode; `embed_documents`
    embeds, in one call, the messages found by words that have no stored vector (the model's
    replies)."""
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
    scored = judged(query, messages, cosines, lexical=vector is None, floor=floor)
    scored.sort(key=lambda p: (-p.relevance, -p.at.timestamp(), p.message_id))
    return scored[:limit]


def judged(
    query: str,
    messages: list[Message],
    cosines: dict[str, float],
    *,
    lexical: bool,
    floor: float,
) -> list[PastMessage]:
    """The messages as past messages for `query`, none below `floor`: relevance = cosine (from
    `cosines`, 0 without one; none in `lexical` mode) + LEXICAL_BOOST x the share of the
    question's terms, capped at 1; `raw` uncapped."""
    out = []
    for m in messages:
        share = coverage(query, m.content)
        cosine = None if lexical else cosines.get(m.id, 0.0)
        raw = share if cosine is None else cosine + recall.LEXICAL_BOOST * share
        value = min(1.0, max(0.0, raw))
        if value >= floor:
            out.append(
                PastMessage(
                    m.id, m.conversation_id, m.role, m.created_at, m.content, value, raw, cosine
                )
            )
    return out


def in_scope(
    history: Any, found: list[PastMessage], workspace: str | None, sensitive: bool
) -> list[PastMessage]:
    """The messages recall may send, by its own limits: those of global conversations or of
    the current `workspace` (recall reads global + current), and, for a model that may not see
    sensitive memories (`sensitive` False), none the write policy calls sensitive (such a
    message is sealed at rest; its opened words would reach that model otherwise)."""
    scopes = {"", workspace or ""}
    ids = list({p.conversation_id for p in found})
    convs = history.conversations_by_id(ids) if ids else {}
    kept = [p for p in found if p.conversation_id in convs]
    kept = [p for p in kept if (convs[p.conversation_id].workspace or "") in scopes]
    return kept if sensitive else [p for p in kept if not is_sensitive(p.content)]


async def with_past_messages(
    memory: Any,
    history: ConversationStore | None,
    query: str,
    items: list[Any],
    *,
    limit: int,
    exclude: str | None,
    read_only: bool = False,
    workspace: str | None = None,
    sensitive: bool = True,
) -> tuple[list[Any], list[PastMessage]]:
    """Recall's `items` and the past messages that take some of their slots, for a
    when-question; any other message (or no transcripts) gets `items` unchanged and no
    messages. A failure only costs the messages. `workspace` and `sensitive` are recall's own
    limits (`in_scope`)."""
    if not hasattr(history, "nearest_messages") or limit <= 0 or not asks_when(query):
        return items, []
    try:
        vector = await memory.text_vector(query)  # recall's, cached: no second embedding
        found = await find_past_messages(
            history,
            query,
            vector=vector,
            embedding_model=memory.embedder.name if memory.embedder is not None else None,
            embed_documents=lambda texts: document_vectors(memory, texts),
            exclude=exclude,
            floor=similarity_floor(memory),
            limit=None,  # every candidate judged by rule 16 (#27 family 19)
            build_index=not read_only,
        )
        found = await asyncio.to_thread(in_scope, history, found, workspace, sensitive)
        if not found:
            return items, []
        cosines: list[float | None] = [None] * len(items)
        if vector is not None and items:
            made = await memory_vectors(memory, [r.memory for r in items])
            if made:
                cosines = [sum(a * b for a, b in zip(vector, v, strict=True)) for v in made]
            else:  # no memory vectors: judge every item by its words alone
                cosines = [None] * len(items)
                found = [replace(p, cosine=None) for p in found]
        pinned = [i for i, r in enumerate(items) if r.memory.pinned]  # never displaced
        free = [i for i in range(len(items)) if i not in pinned]
        while True:
            kept, taken = chosen(
                query,
                [items[i] for i in free],
                [cosines[i] for i in free],
                found,
                limit - len(pinned),
            )
            # The block is a system message: a message taken must pass the memory screen, as
            # a memory did at its write (only those taken are screened: a few, not every one).
            refused = {p.message_id for p in taken if screening_verdict(p.content)}
            if not refused:
                break
            found = [p for p in found if p.message_id not in refused]
        kept_ids = {id(r) for r in kept}
        return [r for i, r in enumerate(items) if i in pinned or id(r) in kept_ids], taken
    except Exception as exc:  # noqa: BLE001 - the memories alone are still a good answer
        log.info("past messages not read: %s", exc)
        return items, []
