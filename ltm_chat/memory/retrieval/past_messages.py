"""Past messages on a when-question: which of them take a recalled memory's slot (#27).

"When did I go to the pottery workshop?" is answered by the date of the conversation in which
the event was told, and often by the words said then, which no memory keeps. The chat finds
the messages of other conversations that best match such a question (chat/past_messages.py);
this module decides, without a count or a margin to choose, which of them join the block: a
message takes a memory's slot only when it matches the question better than every recalled
memory (the memories do not tell the event as well as what was said), displacing the weakest.
Both sides are judged by one yardstick, uncapped: the cosine with the question's vector plus
recall.LEXICAL_BOOST x the share of the question's terms the text holds, each term weighted by
its rarity among the items compared (a name in every memory about that person tells none of
them apart). Every message found is judged (none cut first by a capped relevance). LoCoMo
temporal questions, held out (bench/locomo.py, families 16 and 19; RESULTS.md "#27 temporal
questions, session 19" and "session 20"): any@5 78.8 -> 80.3 (16) -> 81.6 (19), single-hop
back to recall's 69.0.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from ltm_chat.memory.retrieval.recall import LEXICAL_BOOST
from ltm_chat.memory.text import terms


@dataclass(frozen=True)
class PastMessage:
    """One message of an earlier conversation, with its relevance to the question (`relevance`
    capped at 1 for the floor; `raw` uncapped: cosine + LEXICAL_BOOST x term share; `cosine`
    with the question's vector, None in lexical mode)."""

    message_id: str
    conversation_id: str
    role: str
    at: datetime
    content: str
    relevance: float
    raw: float | None = None
    cosine: float | None = None


def coverage(query: str, text: str, weights: dict[str, float] | None = None) -> float:
    """The share of the question's terms (stemmed, no stop words) the text holds; with
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
    held = [set(terms(t)) for t in texts]
    n = len(held)
    out = {}
    for t in set(terms(query)):
        df = sum(t in h for h in held)
        out[t] = math.log(1 + (n - df + 0.5) / (df + 0.5))
    return out


def yardstick(
    cosine: float | None, query: str, text: str, weights: dict[str, float] | None
) -> float:
    """How well an item (memory or message) matches the question, the same for both: its
    cosine with the question's vector + LEXICAL_BOOST x the share of the question's terms it
    holds, uncapped (recall's similarity and a message's relevance are capped at 1, where e5's
    high cosines and a few shared words often sit, so capped values tie). `weights`: the
    terms' rarity among the items compared (`rarity`), else every term counts 1. Without a
    cosine (lexical mode) the share alone."""
    share = coverage(query, text, weights)
    return share if cosine is None else cosine + LEXICAL_BOOST * share


def displace(
    memories: list[Any],
    values: list[float],
    messages: list[PastMessage],
    rule: str = "best",
    limit: int | None = None,
) -> list[Any]:
    """The block's items (as many as `memories`): a past message takes a memory's slot only when
    it matches the question better (`values` and each message's `raw`, the same yardstick)
    than the memory it displaces, the weakest one left. rule "weaker": that is the only
    condition; "best" (the chat's): the message must also match better than every recalled
    memory. No count and no margin to choose. `limit`: the block's slots; those recall left
    empty are taken first, by messages that meet the same condition (displacing nothing)."""
    kept = sorted(range(len(memories)), key=lambda i: -values[i])  # strongest first
    best = max(values, default=float("-inf"))
    free = max(0, (limit or 0) - len(memories))
    taken: list[PastMessage] = []
    for p in sorted(messages, key=lambda p: -(p.raw if p.raw is not None else p.relevance)):
        score = p.raw if p.raw is not None else p.relevance
        if rule == "best" and score <= best:
            break
        if free:
            free -= 1
        elif not kept or score <= values[kept[-1]]:
            break
        else:
            kept.pop()
        taken.append(p)
    return [*(memories[i] for i in sorted(kept)), *taken]


def chosen(
    query: str,
    memories: list[Any],
    memory_cosines: list[float | None],
    messages: list[PastMessage],
    limit: int,
) -> tuple[list[Any], list[PastMessage]]:
    """The memories kept and the messages taken for `query` (rule "best", the terms weighted
    by their rarity among the memories and messages compared). `memories`: recall's result
    (RecalledMemory); `memory_cosines`: each one's cosine with the question's vector (None:
    lexical share only); `limit`: the block's slots (those recall left empty, messages may take)."""
    if not messages:
        return memories, []
    weights = rarity(query, [r.memory.text for r in memories] + [p.content for p in messages])
    values = [
        yardstick(c, query, r.memory.text, weights)
        for r, c in zip(memories, memory_cosines, strict=True)
    ]
    judged = [replace(p, raw=yardstick(p.cosine, query, p.content, weights)) for p in messages]
    items = displace(memories, values, judged, "best", limit)
    return (
        [i for i in items if not isinstance(i, PastMessage)],
        [i for i in items if isinstance(i, PastMessage)],
    )
