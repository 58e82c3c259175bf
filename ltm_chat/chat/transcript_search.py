"""Search saved conversations: the words of a question over every message, its time words as a filter.

"What did we discuss about the boiler last week?" looks for "boiler" in messages written last
week (retrieval.time_words, in the user's zone); a question with time words and no topic
("what did we talk about yesterday?") lists that period's conversations. Matches come from a
full-text index on the messages (BM25, stemmed, stop words dropped); each conversation counts
once, by its best message, newest first among equals. The index is rebuilt from the live rows
whenever messages are erased (Database.erase), so a deleted conversation leaves no tokens.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.db import sql_in, sql_str
from ltm_chat.memory.recall import STOPWORDS
from ltm_chat.memory.retrieval.time_words import Period, resolve

if TYPE_CHECKING:
    from ltm_chat.chat.history import Conversation, ConversationStore

# Words that ask about a conversation rather than name its topic.
ASKING_WORDS = frozenset(
    "talk talked talking discuss discussed discussing discussion chat chatted chatting say said "
    "tell told mention mentioned conversation conversations remember ask asked us".split()
)
SNIPPET_CHARS = 160
# Messages read per conversation wanted: a long conversation can hold many of the best matches.
HITS_PER_RESULT = 20
RRF_K = 60


@dataclass
class ConversationHit:
    """One conversation that matches: its best message, cut to a snippet around the matches."""

    conversation: Conversation
    score: float
    message_id: str | None
    role: str | None
    at: datetime
    snippet: str
    # (start, end) of each matched word inside `snippet`.
    marks: list[tuple[int, int]] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        return {
            "conversation": self.conversation.to_json(),
            "score": round(self.score, 4),
            "message_id": self.message_id,
            "role": self.role,
            "at": self.at.isoformat(),
            "snippet": self.snippet,
            "marks": [list(m) for m in self.marks],
        }


@dataclass
class SearchResult:
    hits: list[ConversationHit]
    words: list[str]
    period: Period | None


def topic_words(query: str, period: Period | None) -> list[str]:
    """The query's own words: without its time expression, stop words or asking words."""
    if period is not None:
        query = query[: period.span[0]] + " " + query[period.span[1] :]
    words = re.findall(r"\w+", query.casefold())
    skip = STOPWORDS | ASKING_WORDS
    return list(dict.fromkeys(w for w in words if w not in skip and len(w) > 1))


def _word_pattern(words: list[str]) -> re.Pattern[str] | None:
    # A word matches its inflections too ("boilers" for "boiler"), as the stemmed index does.
    stems = sorted({w[: max(4, len(w) - 2)] if len(w) > 4 else w for w in words}, key=len)
    if not stems:
        return None
    return re.compile(r"\b(?:" + "|".join(map(re.escape, reversed(stems))) + r")\w*", re.I)


def snippet(text: str, words: list[str]) -> tuple[str, list[tuple[int, int]]]:
    """About SNIPPET_CHARS of `text` on one line around its first match, with the matches."""
    line = " ".join(text.split())
    pattern = _word_pattern(words)
    first = pattern.search(line) if pattern else None
    start = 0 if first is None else max(0, first.start() - SNIPPET_CHARS // 3)
    if start:
        start = line.find(" ", start) + 1 or start
    cut = line[start : start + SNIPPET_CHARS]
    if start + SNIPPET_CHARS < len(line):
        cut = cut.rsplit(" ", 1)[0] + " …"
    if start:
        cut = "… " + cut
    marks = [m.span() for m in pattern.finditer(cut)] if pattern else []
    return cut, marks


def _where(store: ConversationStore, since: datetime | None, until: datetime | None) -> str:
    where = f"user_id = {sql_str(store.user_id)}"
    if since is not None:
        where += f" AND created_at >= timestamp '{since.isoformat()}'"
    if until is not None:
        where += f" AND created_at < timestamp '{until.isoformat()}'"
    return where


def search_conversations(
    store: ConversationStore,
    query: str,
    *,
    now: datetime,
    since: datetime | None = None,
    until: datetime | None = None,
    model: str | None = None,
    limit: int = 10,
    vector: list[float] | None = None,
    embedding_model: str | None = None,
) -> SearchResult:
    """The conversations that best match `query`, best first (newest first among equals).

    Time words in the query narrow the period unless `since`/`until` are given. With the
    query's `vector` (from `embedding_model`), messages near it in meaning count too.
    """
    period = resolve(query, now.astimezone())
    if period is not None and since is None and until is None:
        since, until = period.start, period.end
    words = topic_words(query, period)
    convs = {c.id: c for c in store.list()}
    if model:
        convs = {k: c for k, c in convs.items() if (c.model or "") == model}
    if not convs:
        return SearchResult([], words, period)
    where = _where(store, since, until)
    if not words:
        return SearchResult(_latest_in_period(store, where, convs, limit), words, period)
    lexical = _matching(store, where, words, convs, limit * 2)
    if vector is None or not embedding_model:
        return SearchResult(lexical[:limit], words, period)
    semantic = _nearest(store, where, vector, embedding_model, words, convs, limit * 2)
    return SearchResult(_fused(lexical, semantic, limit), words, period)


def _fused(
    lexical: list[ConversationHit], semantic: list[ConversationHit], limit: int
) -> list[ConversationHit]:
    """Reciprocal-rank fusion of the two rankings (k = 60, the usual constant): no score scale
    to reconcile between BM25 and cosine. A conversation shows its lexical match if it has one."""
    fused: dict[str, float] = {}
    shown: dict[str, ConversationHit] = {}
    for ranking in (semantic, lexical):
        for rank, hit in enumerate(ranking):
            cid = hit.conversation.id
            fused[cid] = fused.get(cid, 0.0) + 1.0 / (RRF_K + rank + 1)
            shown[cid] = hit
    order = sorted(fused, key=lambda cid: (-fused[cid], -shown[cid].at.timestamp()))
    out = []
    for cid in order[:limit]:
        hit = shown[cid]
        hit.score = fused[cid]
        out.append(hit)
    return out


def _nearest(
    store: ConversationStore, where: str, vector: list[float], embedding_model: str,
    words: list[str], convs: dict, limit: int,
) -> list[ConversationHit]:  # fmt: skip
    nearest = store.nearest_messages(vector, embedding_model, where, limit * HITS_PER_RESULT)
    best: dict[str, tuple[str, float]] = {}
    for message_id, cid, cosine in nearest:
        if cid in convs and (cid not in best or cosine > best[cid][1]):
            best[cid] = (message_id, cosine)
    ranked = sorted(best.items(), key=lambda item: -item[1][1])[:limit]
    if not ranked:
        return []
    rows = {
        r["id"]: r
        for r in store.db.read(
            store.db.current(store.messages_table),
            lambda t: (
                t.search()
                .where(sql_in("id", [mid for _, (mid, _) in ranked]), prefilter=True)
                .limit(None)
                .to_list()
            ),
        )
    }
    out = []
    for cid, (message_id, cosine) in ranked:
        row = rows.get(message_id)
        if row is None:
            continue
        text, marks = snippet(row["content"], words)
        out.append(
            ConversationHit(
                convs[cid], cosine, message_id, row["role"], row["created_at"], text, marks
            )
        )
    return out


def _matching(
    store: ConversationStore, where: str, words: list[str], convs: dict, limit: int
) -> list[ConversationHit]:
    store.ensure_text_index()
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search(" ".join(words), query_type="fts")
            .where(where, prefilter=True)
            .select(["id", "conversation_id", "role", "content", "created_at"])
            .limit(limit * HITS_PER_RESULT)
            .to_list()
        ),
    )
    best: dict[str, dict] = {}
    for row in rows:
        if row["conversation_id"] not in convs:
            continue
        held = best.get(row["conversation_id"])
        if held is None or float(row["_score"]) > float(held["_score"]):
            best[row["conversation_id"]] = row
    ranked = sorted(
        best.values(), key=lambda r: (-round(float(r["_score"]), 6), -r["created_at"].timestamp())
    )
    out = []
    for row in ranked[:limit]:
        text, marks = snippet(row["content"], words)
        out.append(
            ConversationHit(
                convs[row["conversation_id"]], float(row["_score"]), row["id"], row["role"],
                row["created_at"], text, marks,
            )
        )  # fmt: skip
    return out


def _latest_in_period(
    store: ConversationStore, where: str, convs: dict, limit: int
) -> list[ConversationHit]:
    """No topic: the conversations with messages in the period, newest first, by their first
    user message there."""
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search()
            .where(where + f" AND {sql_in('conversation_id', list(convs))}", prefilter=True)
            .select(["id", "conversation_id", "role", "content", "created_at"])
            .limit(None)
            .to_list()
        ),
    )
    first: dict[str, dict] = {}
    latest: dict[str, datetime] = {}
    for row in sorted(rows, key=lambda r: (r["created_at"], r["id"])):
        cid = row["conversation_id"]
        latest[cid] = row["created_at"]
        if cid not in first or (first[cid]["role"] != "user" and row["role"] == "user"):
            first[cid] = row
    order = sorted(first, key=lambda cid: latest[cid], reverse=True)[:limit]
    return [
        ConversationHit(
            convs[cid],
            0.0,
            first[cid]["id"],
            first[cid]["role"],
            latest[cid],
            snippet(first[cid]["content"], [])[0],
        )  # fmt: skip
        for cid in order
    ]
