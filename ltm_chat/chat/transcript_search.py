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
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import TYPE_CHECKING, Any

from ltm_chat.memory.retrieval.time_words import Period, resolve
from ltm_chat.memory.storage.db import sql_str
from ltm_chat.memory.storage.sealed import PREFIX as SEALED_PREFIX
from ltm_chat.memory.text import CONTENT_STOPWORDS

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
    skip = CONTENT_STOPWORDS | ASKING_WORDS
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


def _where(
    store: ConversationStore, since: datetime | None, until: datetime | None, model: str | None
) -> str:
    where = f"user_id = {sql_str(store.user_id)}"
    if since is not None:
        where += f" AND created_at >= timestamp '{since.isoformat()}'"
    if until is not None:
        where += f" AND created_at < timestamp '{until.isoformat()}'"
    if model:
        where += f" AND model = {sql_str(model)}"
    return where


@dataclass
class _Match:
    """A conversation's best message for one ranking."""

    conversation_id: str
    message_id: str
    score: float
    at: datetime


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
    read_only: bool = False,
) -> SearchResult:
    """The conversations that best match `query`, best first (newest first among equals).

    Time words in the query narrow the period unless `since`/`until` are given. With the
    query's `vector` (from `embedding_model`), messages near it in meaning count too.
    `read_only` (incognito): no index is built; without one the messages are scanned.
    """
    period = resolve(query, now.astimezone())
    if period is not None and since is None and until is None:
        since, until = period.start, period.end
    words = topic_words(query, period)
    where = _where(store, since, until, model)
    if not words:
        ranked = _latest_in_period(store, where, limit)
    else:
        ranked = _matching(store, where, words, limit * 2, read_only)
        if vector is not None and embedding_model:
            semantic = _nearest(store, where, vector, embedding_model, limit * 2)
            ranked = _fused(ranked, semantic)
    return SearchResult(_hits(store, ranked[:limit], words), words, period)


def _best_per_conversation(matches: list[_Match], limit: int) -> list[_Match]:
    best: dict[str, _Match] = {}
    for m in matches:
        if m.conversation_id not in best or m.score > best[m.conversation_id].score:
            best[m.conversation_id] = m
    return sorted(best.values(), key=lambda m: (-round(m.score, 6), -m.at.timestamp()))[:limit]


def _scanned(store: ConversationStore, where: str, words: list[str], limit: int) -> list[_Match]:
    """Without the index (incognito builds none): every message read, scored by how many of
    the words it holds; slower, and writes nothing."""
    return _best_per_conversation(scan_messages(store, where, words), limit)


def scan_messages(store: ConversationStore, where: str, words: list[str]) -> list[_Match]:
    from ltm_chat.chat.sealed_transcript import open_message_row

    pattern = _word_pattern(words)
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search()
            .where(where, prefilter=True)
            .select(["id", "conversation_id", "created_at", "content"])
            .limit(None)
            .to_arrow()
            .to_pylist()
        ),
    )
    matches = []
    for r in map(open_message_row, rows):
        found = (
            {m.group(0).casefold()[:5] for m in pattern.finditer(r["content"])}
            if pattern
            else set()
        )
        if found:
            matches.append(
                _Match(r["conversation_id"], r["id"], float(len(found)), r["created_at"])
            )
    return matches


def _matching(
    store: ConversationStore, where: str, words: list[str], limit: int, read_only: bool = False
) -> list[_Match]:
    if not store.ensure_text_index(build=not read_only):
        return _scanned(store, where, words, limit)
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search(" ".join(words), query_type="fts")
            .where(where, prefilter=True)
            .select(["id", "conversation_id", "created_at", "_score"])
            .limit(limit * HITS_PER_RESULT)
            .to_arrow()
            .to_pylist()
        ),
    )
    matches = [
        _Match(r["conversation_id"], r["id"], float(r["_score"]), r["created_at"]) for r in rows
    ]
    # Sealed (sensitive) messages: the index holds only their sealed strings; opened in memory.
    matches += scan_messages(store, f"{where} AND starts_with(content, '{SEALED_PREFIX}')", words)
    return _best_per_conversation(matches, limit)


def _nearest(
    store: ConversationStore, where: str, vector: list[float], embedding_model: str, limit: int
) -> list[_Match]:
    nearest = store.nearest_messages(vector, embedding_model, where, limit * HITS_PER_RESULT)
    matches = [_Match(cid, mid, cosine, at) for mid, cid, cosine, at in nearest]
    return _best_per_conversation(matches, limit)


def _fused(lexical: list[_Match], semantic: list[_Match]) -> list[_Match]:
    """Reciprocal-rank fusion of the two rankings (k = 60, the usual constant): no score scale
    to reconcile between BM25 and cosine. A conversation shows its lexical match if it has one."""
    fused: dict[str, float] = {}
    shown: dict[str, _Match] = {}
    for ranking in (semantic, lexical):
        for rank, m in enumerate(ranking):
            fused[m.conversation_id] = fused.get(m.conversation_id, 0.0) + 1.0 / (RRF_K + rank + 1)
            shown[m.conversation_id] = m
    order = sorted(fused, key=lambda cid: (-fused[cid], -shown[cid].at.timestamp()))
    return [replace(shown[cid], score=fused[cid]) for cid in order]


def _latest_in_period(store: ConversationStore, where: str, limit: int) -> list[_Match]:
    """No topic: the conversations with messages in the period, newest first, each shown by
    its first user message there."""
    rows = store.db.read(
        store.db.current(store.messages_table),
        lambda t: (
            t.search()
            .where(where, prefilter=True)
            .select(["id", "conversation_id", "role", "created_at"])
            .limit(None)
            .to_arrow()
            .to_pylist()
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
    return [_Match(cid, first[cid]["id"], 0.0, latest[cid]) for cid in order]


def _hits(
    store: ConversationStore, ranked: list[_Match], words: list[str]
) -> list[ConversationHit]:
    """The chosen matches with their conversations and snippets (two reads, whatever the size
    of the history)."""
    if not ranked:
        return []
    convs = store.conversations_by_id([m.conversation_id for m in ranked])
    messages = store.messages_by_id([m.message_id for m in ranked])
    out = []
    for m in ranked:
        conv, message = convs.get(m.conversation_id), messages.get(m.message_id)
        if conv is None or message is None:  # erased between the two reads
            continue
        text, marks = snippet(message.content, words)
        out.append(ConversationHit(conv, m.score, m.message_id, message.role, m.at, text, marks))
    return out
