"""Conversation transcripts in the same LanceDB database (tables `conversations`, `messages`).

The recalled-memories block is never stored here: only what the user and the model said, with
each credential in it replaced by `[redacted: <rule>]` (the provider still got the original).
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from datetime import UTC, datetime
from typing import Any

from ltm_chat.chat.sealed_transcript import (
    finish_pending_seals,
    open_message_row,
    open_title_row,
    seal_message_row,
    seal_title_row,
)
from ltm_chat.memory.model import AmbiguousId, MemoryError_, new_id, utcnow
from ltm_chat.memory.storage.db import Database, sql_in, sql_str
from ltm_chat.text import safe_text

TITLE_CHARS = 60


def redact_secrets(text: str) -> str:
    """The credential rules, loaded on first use (a large module a listing does not need)."""
    from ltm_chat.memory.screen.redact import redact_secrets as redact

    return redact(text)


class ConversationNotFound(MemoryError_):
    def __init__(self, ref: str):
        super().__init__(f"no conversation with id {ref!r}")


@dataclass
class Conversation:
    id: str
    user_id: str
    title: str
    created_at: datetime
    updated_at: datetime
    model: str | None = None
    workspace: str = ""
    message_count: int | None = None  # counted on request by `list`; not a stored column

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["created_at"] = self.created_at.isoformat()
        out["updated_at"] = self.updated_at.isoformat()
        if self.message_count is None:  # not counted: leave it out rather than claim a number
            del out["message_count"]
        return out

    def row(self) -> dict[str, Any]:
        """The stored columns."""
        out = asdict(self)
        del out["message_count"]
        return out

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Conversation:
        row = open_title_row(row)  # a sensitive title is sealed at rest
        return cls(**{k: row[k] for k in cls.__dataclass_fields__ if k in row})


@dataclass
class Message:
    id: str
    conversation_id: str
    role: str
    content: str
    created_at: datetime
    model: str | None = None

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["created_at"] = self.created_at.isoformat()
        return out

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Message:
        row = open_message_row(row)  # a sensitive message is sealed at rest
        return cls(**{k: row[k] for k in cls.__dataclass_fields__})


def _conversations_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("title", pa.string(), nullable=False),
            pa.field("created_at", ts, nullable=False),
            pa.field("updated_at", ts, nullable=False),
            pa.field("model", pa.string()),
            pa.field("workspace", pa.string(), nullable=False),
        ]
    )


def _messages_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("conversation_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("role", pa.string(), nullable=False),
            pa.field("content", pa.string(), nullable=False),
            pa.field("created_at", ts, nullable=False),
            pa.field("model", pa.string()),
        ]
    )


def _message_vectors_schema(dim: int) -> Any:
    import pyarrow as pa

    return pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),  # the message's id
            pa.field("conversation_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("created_at", pa.timestamp("us", tz="UTC"), nullable=False),
            pa.field("embedding_model", pa.string(), nullable=False),
            pa.field("vector", pa.list_(pa.float32(), dim), nullable=False),
        ]
    )


MESSAGE_VECTORS = "message_vectors"


def make_title(text: str) -> str:
    """A conversation's title: its first user message on one line, cut at a word.

    Credentials are redacted before the cut, so no part of one survives in the title.
    """
    line = " ".join(redact_secrets(text).split())
    if len(line) <= TITLE_CHARS:
        return line or "Untitled"
    cut = line[:TITLE_CHARS].rsplit(" ", 1)[0]
    return cut + "…"


class ConversationStore:
    """One user's transcripts. Synchronous; callers run it in a thread."""

    def __init__(self, db: Database, user_id: str, clock=utcnow):
        self.db = db
        self.user_id = user_id
        self.clock = clock
        self._conv: Any = None
        self._msgs: Any = None

    def open(self) -> ConversationStore:
        if self._conv is None:
            self._conv = self.db.table("conversations", _conversations_schema())
            self._msgs = self.db.table("messages", _messages_schema())
            self.finish_pending_erasures()
            finish_pending_seals(self)  # a turn's sealing that a crash interrupted
        return self

    @property
    def _journal(self) -> Any:
        from ltm_chat.memory.storage.erasure import ErasureJournal

        return ErasureJournal(self.db)

    @property
    def messages_table(self) -> Any:
        self.open()
        return self._msgs

    def ensure_text_index(self, *, build: bool = True) -> bool:
        """Whether the full-text index over messages exists, building it first (on the first
        search) when `build`; rows written later are searched unindexed until the next build
        (erasure rebuilds it from the live rows). Incognito never builds: it writes nothing."""

        def indexed(t: Any) -> bool:
            return any("content" in (getattr(i, "columns", None) or []) for i in t.list_indices())

        if self.db.read(self.db.current(self.messages_table), indexed):
            return True
        if not build:
            return False
        from lancedb.index import FTS

        def create(t: Any) -> bool:
            if not indexed(t) and t.count_rows() > 0:
                t.create_index("content", config=FTS(), replace=True)
            return indexed(t)

        return self.db.write(self._msgs, create)

    def add_vectors(self, embedding_model: str, vectors: list[tuple[Message, list[float]]]) -> None:
        """Vectors of saved messages (the user's words, embedded once for recall anyway), for
        conversation search by meaning; erased with their conversation."""
        if not vectors:
            return
        table = self.db.table(MESSAGE_VECTORS, _message_vectors_schema(len(vectors[0][1])))
        rows = [
            {
                "id": m.id,
                "conversation_id": m.conversation_id,
                "user_id": self.user_id,
                "created_at": m.created_at,
                "embedding_model": embedding_model,
                "vector": v,
            }
            for m, v in vectors
        ]
        self.db.write(table, lambda t: t.add(rows))

    def conversations_by_id(self, ids: list[str]) -> dict[str, Conversation]:
        where = f"{self._owner()} AND {sql_in('id', ids)}"
        return {r["id"]: Conversation.from_row(r) for r in self._rows(self._conv, where)}

    def messages_by_id(self, ids: list[str]) -> dict[str, Message]:
        where = f"{self._owner()} AND {sql_in('id', ids)}"
        return {r["id"]: Message.from_row(r) for r in self._rows(self._msgs, where)}

    def stored_message_vectors(
        self, ids: list[str], embedding_model: str
    ) -> dict[str, list[float]]:
        """The vectors `embedding_model` made of these messages (the user's words, kept for
        conversation search), by id, in one read; a message without one is left out."""
        if not ids or MESSAGE_VECTORS not in self.db.table_names():
            return {}
        table = self.db.table(MESSAGE_VECTORS, None)
        clause = f"{self._owner()} AND {sql_in('id', ids)}"
        clause += f" AND embedding_model = {sql_str(embedding_model)}"
        rows = self.db.read(
            self.db.current(table),
            lambda t: (
                t.search()
                .where(clause, prefilter=True)
                .select(["id", "vector"])
                .limit(None)
                .to_list()
            ),
        )
        return {r["id"]: list(r["vector"]) for r in rows if r.get("vector") is not None}

    def nearest_messages(
        self, vector: list[float], embedding_model: str, where: str, k: int
    ) -> list[tuple[str, str, float, datetime]]:
        """(message id, conversation id, cosine, time) of the k messages nearest `vector`."""
        if MESSAGE_VECTORS not in self.db.table_names():
            return []
        table = self.db.table(MESSAGE_VECTORS, _message_vectors_schema(len(vector)))
        where += f" AND embedding_model = {sql_str(embedding_model)}"
        rows = self.db.read(
            self.db.current(table),
            lambda t: (
                t.search(vector, vector_column_name="vector")
                .distance_type("cosine")
                .where(where, prefilter=True)
                .select(["id", "conversation_id", "created_at", "_distance"])
                .limit(k)
                .to_list()
            ),
        )
        return [
            (r["id"], r["conversation_id"], 1.0 - float(r["_distance"]), r["created_at"])
            for r in rows
        ]

    def _owner(self) -> str:
        return f"user_id = {sql_str(self.user_id)}"

    def _rows(self, tbl: Any, where: str) -> list[dict]:
        self.open()
        self.db.merge_row_journal()  # a one-shot `ask` since this store opened (a listdir)
        return self.db.read(
            self.db.current(tbl),
            lambda t: t.search().where(where, prefilter=True).limit(None).to_list(),
        )

    def create(self, title: str, *, model: str | None = None, workspace: str = "") -> Conversation:
        self.open()
        now = self.clock()
        conv = Conversation(new_id(), self.user_id, make_title(title), now, now, model, workspace)
        row = seal_title_row(conv.row(), said=title)
        self.db.write(self._conv, lambda t: t.add([row]))
        return conv

    def add_messages(
        self,
        conversation_id: str,
        messages: list[tuple[str, str]],
        model: str | None,
        ids: list[str] | None = None,
    ) -> list[Message]:
        """Append (role, content) pairs in one write, so a turn is saved whole or not at all;
        `ids`: the messages' ids when the caller chose them first (the extraction outbox).

        What is stored (and returned) has each credential redacted.
        """
        self.open()
        now = self.clock()
        ids = ids or [new_id() for _ in messages]
        saved = [
            Message(i, conversation_id, role, redact_secrets(content), now, model)
            for i, (role, content) in zip(ids, messages, strict=True)
        ]
        rows = [seal_message_row({**asdict(m), "user_id": self.user_id}) for m in saved]
        self.db.write(self._msgs, lambda t: t.add(rows))
        where = f"{self._owner()} AND id = {sql_str(conversation_id)}"
        self.db.write(
            self._conv, lambda t: t.update(where=where, values={"updated_at": now, "model": model})
        )
        return saved

    def present(self, conversation_ids: list[str]) -> dict[str, datetime]:
        """Which of these conversations are stored, with when each was last active (an
        import skips them, or replaces one that grew since)."""
        if not conversation_ids:
            return {}
        where = f"{self._owner()} AND {sql_in('id', conversation_ids)}"
        self.open()
        rows = self.db.read(
            self.db.current(self._conv),
            lambda t: (
                t.search()
                .where(where, prefilter=True)
                .select(["id", "updated_at"])
                .limit(None)
                .to_arrow()
                .to_pylist()
            ),
        )
        return {r["id"]: r["updated_at"] for r in rows}

    def save_whole(
        self, batch: list[tuple[Conversation, list[Message]]], replace: set[str] = frozenset()
    ) -> None:
        """Store conversations made elsewhere (an import) with their own ids and dates, each
        credential redacted; those in `replace` (stored, and grown since) are erased first.
        The messages are written first and the conversations last, so a conversation is
        listed only once all its messages are stored; messages that a killed save left
        without their conversation are erased first. Killed anywhere, the same call again
        ends in the same state."""
        from ltm_chat.memory.storage.db import crash_point

        if not batch:
            return
        self.open()
        ids = [conv.id for conv, _ in batch]
        stale = sorted(set(self.message_counts(ids)) | set(replace))
        if stale:
            self.db.erase(self._msgs, f"{self._owner()} AND {sql_in('conversation_id', stale)}")
        if replace:  # messages first: a kill between leaves a stored, older, empty conversation
            if MESSAGE_VECTORS in self.db.table_names():
                where = f"{self._owner()} AND {sql_in('conversation_id', sorted(replace))}"
                self.db.erase(self.db.table(MESSAGE_VECTORS, None), where)
            self.db.erase(self._conv, f"{self._owner()} AND {sql_in('id', sorted(replace))}")
        msg_rows = [
            seal_message_row(
                {**asdict(m), "content": redact_secrets(m.content), "user_id": self.user_id}
            )
            for _, msgs in batch
            for m in msgs
        ]
        if msg_rows:
            self.db.write(self._msgs, lambda t: t.add(msg_rows), append=True)
        crash_point("import: messages written")
        conv_rows = [
            seal_title_row(
                {**conv.row(), "user_id": self.user_id, "title": make_title(conv.title)},
                said=conv.title,
            )
            for conv, _ in batch
        ]
        self.db.write(self._conv, lambda t: t.add(conv_rows), append=True)
        crash_point("import: conversations written")

    def list(self, limit: int | None = None, *, with_counts: bool = False) -> list[Conversation]:
        """Most recently active first; `with_counts` fills each one's `message_count`."""
        convs = [Conversation.from_row(r) for r in self._rows(self._conv, self._owner())]
        convs.sort(key=lambda c: c.updated_at, reverse=True)
        convs = convs[:limit] if limit else convs
        if with_counts:
            counts = self.message_counts([c.id for c in convs] if limit else None)
            for conv in convs:
                conv.message_count = counts.get(conv.id, 0)
        return convs

    def message_counts(self, conversation_ids: list[str] | None = None) -> dict[str, int]:
        """Messages per conversation (all of the user's, or those given), in one query that
        reads only the conversation_id column. A conversation without messages is absent."""
        import pyarrow.compute as pc

        where = self._owner()
        if conversation_ids is not None:
            where += f" AND {sql_in('conversation_id', conversation_ids)}"
        self.open()
        ids = self.db.read(
            self.db.current(self._msgs),
            lambda t: (
                t.search()
                .where(where, prefilter=True)
                .select(["conversation_id"])
                .limit(None)
                .to_arrow()
                .column("conversation_id")
            ),
        )
        return {row["values"]: row["counts"] for row in pc.value_counts(ids).to_pylist()}

    def get(self, ref: str) -> Conversation:
        """A conversation by id or unique id prefix, or "latest"."""
        if ref == "latest":
            convs = self.list(1)
            if not convs:
                raise ConversationNotFound(ref)
            return convs[0]
        matches = (
            [c for c in self.list() if c.id.startswith(ref.strip().lower())] if ref.strip() else []
        )
        exact = [c for c in matches if c.id == ref]
        if exact:
            return exact[0]
        if not matches:
            raise ConversationNotFound(ref)
        if len(matches) > 1:
            raise AmbiguousId(ref, len(matches), "conversations", sorted(c.id for c in matches))
        return matches[0]

    def messages(self, conversation_id: str) -> list[Message]:
        where = f"{self._owner()} AND conversation_id = {sql_str(conversation_id)}"
        msgs = [Message.from_row(r) for r in self._rows(self._msgs, where)]
        return sorted(msgs, key=lambda m: m.id)

    def messages_of(
        self, conversation_ids: list[str], role: str | None = None, chunk: int = 500
    ) -> dict[str, list[Message]]:
        """The messages of many conversations (of one `role`, if given), by conversation, in
        order: a few queries rather than one per conversation."""
        out: dict[str, list[Message]] = {c: [] for c in conversation_ids}
        for start in range(0, len(conversation_ids), chunk):
            where = f"{self._owner()} AND {sql_in('conversation_id', conversation_ids[start : start + chunk])}"
            if role is not None:
                where += f" AND role = {sql_str(role)}"
            for r in self._rows(self._msgs, where):
                out[r["conversation_id"]].append(Message.from_row(r))
        for msgs in out.values():
            msgs.sort(key=lambda m: m.id)
        return out

    def turn(self, conversation_id: str, message_id: str) -> list[dict[str, str]]:
        """The exchange that ended with assistant message `message_id`: the user's message
        before it and the reply, as chat messages; empty when it is gone (deleted)."""
        msgs = self.messages(conversation_id)
        at = next((n for n, m in enumerate(msgs) if m.id == message_id), None)
        if at is None:
            return []
        said = next((m for m in reversed(msgs[:at]) if m.role == "user"), None)
        turn = [said, msgs[at]] if said is not None else [msgs[at]]
        return [{"role": m.role, "content": m.content} for m in turn]

    def delete(self, ref: str) -> Conversation:
        """Real erasure of a conversation and its messages, crash-safe: the id is journaled
        first (erasure.py) and an interrupted erasure is finished by the next open."""
        from ltm_chat.memory.storage.erasure import CONVERSATION

        conv = self.get(ref)
        self.open()
        journal = self._journal
        with self.db.write_lock():
            journal.record(self.user_id, [conv.id], CONVERSATION, self.clock())
            self._erase(self.user_id, [conv.id], force=False)
            journal.finish(self.user_id, [conv.id], self.clock())
        return conv

    def _erase(self, user_id: str, conversation_ids: list[str], *, force: bool) -> None:
        owner = f"user_id = {sql_str(user_id)}"
        msgs, convs = self.db.current(self._msgs), self.db.current(self._conv)
        of_them = f"{owner} AND {sql_in('conversation_id', conversation_ids)}"
        if self.db.has_table(MESSAGE_VECTORS):  # the user's words' vectors go with them
            self.db.erase(self.db.table(MESSAGE_VECTORS, None), of_them, force=force)
        self.db.erase(msgs, of_them, force=force)
        self.db.erase(convs, f"{owner} AND {sql_in('id', conversation_ids)}", force=force)

    def finish_pending_erasures(self) -> int:
        """Redo every conversation erasure a crash interrupted (every step, even where the rows
        are gone already: their bytes may still sit in an old fragment)."""
        from ltm_chat.memory.model import StoreUnavailable

        journal = self._journal
        if not journal.pending(conversations=True):
            return 0
        try:
            with self.db.write_lock():
                pending = journal.pending(conversations=True)  # another process may be done
                for user_id, ids in pending.items():
                    self._erase(user_id, ids, force=True)
                    journal.finish(user_id, ids, self.clock())
        except StoreUnavailable as exc:  # read-only or a full disk: left for a writable open
            import logging

            logging.getLogger(__name__).warning(
                "an interrupted conversation erasure cannot be finished yet: %s", exc
            )
            return 0
        return sum(len(ids) for ids in pending.values())

    def erased(self, ref: str) -> str | None:
        """The full id of a conversation of this user that was erased (any prefix), else None."""
        return self._journal.erased(self.user_id, ref, conversations=True)

    def export(self, ref: str, fmt: str = "markdown") -> str:
        conv = self.get(ref)
        msgs = self.messages(conv.id)
        if fmt == "json":
            return json.dumps(
                {**conv.to_json(), "messages": [m.to_json() for m in msgs]},
                indent=2,
                ensure_ascii=False,
            )
        return to_markdown(conv, msgs)


def to_markdown(conv: Conversation, msgs: list[Message]) -> str:
    """The Markdown export (CLI and TUI alike), safe to `cat`: no control sequences survive,
    and no credential (the TUI exports what it shows, which is what was typed)."""
    model = safe_text(conv.model or "unknown model", multiline=False)
    lines = [
        f"# {safe_text(redact_secrets(conv.title), multiline=False)}",
        "",
        f"_{_utc(conv.created_at):%Y-%m-%d %H:%M} UTC · {model}_",
        "",
    ]
    for m, heading in zip(msgs, message_headings(conv, msgs), strict=True):
        lines += [f"## {heading}", "", safe_text(redact_secrets(m.content)), ""]
    return "\n".join(lines)


def message_headings(conv: Conversation, msgs: list[Message]) -> list[str]:
    """'User · 16:55' per message, in UTC like the conversation's header; the date is added
    where the day differs from the message before (or from the conversation's start)."""
    out, day = [], _utc(conv.created_at).date()
    for m in msgs:
        moment = _utc(m.created_at)
        when = f"{moment:%H:%M}" if moment.date() == day else f"{moment:%Y-%m-%d %H:%M}"
        out.append(f"{m.role.capitalize()} · {when}")
        day = moment.date()
    return out


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)
