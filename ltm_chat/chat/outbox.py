"""The extraction outbox: table `extraction_outbox`, one row per finished turn not yet mined.

A turn's extraction is one LLM call after the reply; quitting, a kill or a crash right after the
reply used to lose it. The row (ids only, never text) is written before the turn's messages, so
a saved turn always has one; it is deleted once the extraction is done. Whoever mines a row
claims it first (under the database's write lock), so two processes never mine the same turn;
a claim whose owner is gone (its process ended, its session closed, or older than the lease) is
taken over by the next chat that starts.
"""

from __future__ import annotations

import contextlib
import json
import os
import socket
import uuid
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from ltm_chat.memory.storage.db import TIDY_KEEP, Database, sql_in, sql_str

TABLE = "extraction_outbox"
LEASE = timedelta(minutes=10)  # a claim older than this is abandoned (another machine's too)
TIDY_EVERY_VERSIONS = 100  # old versions of the outbox are dropped about this often
MAX_ATTEMPTS = 5  # failed extractions of one turn (a provider error) before it is dropped
_HOST = socket.gethostname()
_live_claims: set[str] = set()  # claim tokens of this process's open sessions


def new_claim_token() -> str:
    """This session's claim mark: host, process, and a nonce for the session itself."""
    token = f"{_HOST}:{os.getpid()}:{uuid.uuid4().hex[:12]}"
    _live_claims.add(token)
    return token


def drop_claim_token(token: str) -> None:
    """The session is gone: its unfinished claims are free for the next one (same process)."""
    _live_claims.discard(token)


def _claim_is_live(token: str | None, claimed_at: datetime | None, now: datetime) -> bool:
    if not token or claimed_at is None or now - claimed_at > LEASE:
        return False
    host, _, rest = token.partition(":")
    pid_text, _, _nonce = rest.partition(":")
    if host != _HOST or not pid_text.isdigit():
        return True  # another machine's claim: trusted until the lease runs out
    pid = int(pid_text)
    if pid == os.getpid():
        return token in _live_claims
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def outbox_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("message_id", pa.string(), nullable=False),  # the assistant's message
            pa.field("conversation_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("namespace", pa.string(), nullable=False),
            pa.field("workspace", pa.string(), nullable=False),
            pa.field("model", pa.string()),  # the chat model of the turn
            pa.field("recalled", pa.string(), nullable=False),  # JSON list of memory ids
            pa.field("created_at", ts, nullable=False),
            pa.field("claimed_by", pa.string()),
            pa.field("claimed_at", ts),
            pa.field("attempts", pa.int32(), nullable=False),
        ]
    )


@dataclass
class Unmined:
    """A turn waiting for its extraction."""

    message_id: str
    conversation_id: str
    user_id: str
    namespace: str = "chat"
    workspace: str = ""
    model: str | None = None
    recalled: list[str] = field(default_factory=list)
    attempts: int = 0

    @classmethod
    def from_row(cls, row: dict[str, Any]) -> Unmined:
        recalled: list[str] = []
        with contextlib.suppress(ValueError, TypeError):
            recalled = [str(i) for i in json.loads(row.get("recalled") or "[]")]
        return cls(
            row["message_id"],
            row["conversation_id"],
            row["user_id"],
            row["namespace"],
            row["workspace"],
            row.get("model"),
            recalled,
            int(row.get("attempts") or 0),
        )


class ExtractionOutbox:
    """The turns of one database that still wait for their extraction."""

    def __init__(self, db: Database):
        self.db = db
        self._tbl: Any = None

    def _table(self, create: bool) -> Any:
        if self._tbl is None and (create or self.db.has_table(TABLE)):
            self._tbl = self.db.table(TABLE, outbox_schema())
        if self._tbl is not None:
            self._tbl = self.db.current(self._tbl)
        return self._tbl

    def put(self, turn: Unmined, *, claimed_by: str, at: datetime) -> None:
        """Record a turn before its messages are written, claimed by the session mining it."""
        row = {
            "message_id": turn.message_id,
            "conversation_id": turn.conversation_id,
            "user_id": turn.user_id,
            "namespace": turn.namespace,
            "workspace": turn.workspace,
            "model": turn.model,
            "recalled": json.dumps(turn.recalled),
            "created_at": at,
            "claimed_by": claimed_by,
            "claimed_at": at,
            "attempts": 0,
        }
        self.db.write(self._table(create=True), lambda t: t.add([row]), append=True)

    def claim(self, token: str, now: datetime, limit: int = 20) -> list[Unmined]:
        """Take the turns nobody is mining (never claimed, or their claim is dead)."""
        if self._table(create=False) is None:
            return []
        with self.db.write_lock():  # read and mark as one step: no other process claims too
            rows = self.db.read(
                self._table(create=False),
                lambda t: t.search().limit(None).to_list(),
            )
            free = [
                r for r in rows if not _claim_is_live(r.get("claimed_by"), r.get("claimed_at"), now)
            ]
            free.sort(key=lambda r: r["created_at"])
            free = free[:limit]
            if not free:
                return []
            where = sql_in("message_id", [r["message_id"] for r in free])
            values = {"claimed_by": token, "claimed_at": now}
            self.db.write(self._table(create=False), lambda t: t.update(where=where, values=values))
        return [Unmined.from_row(r) for r in free]

    def done(self, message_id: str) -> None:
        """The turn is mined (or there is nothing left to mine): its row goes."""
        tbl = self._table(create=False)
        if tbl is None:
            return

        def run(t: Any) -> None:
            t.delete(f"message_id = {sql_str(message_id)}")
            # Two versions per turn (put, done): drop the old ones now and then, or a year of
            # chats leaves thousands of manifests behind (fragments are merged by db.write).
            if t.version % TIDY_EVERY_VERSIONS < 2:
                t.optimize(cleanup_older_than=TIDY_KEEP)

        self.db.write(tbl, run)

    def release(self, turn: Unmined, *, failed: bool = True) -> None:
        """The extraction failed: free the turn for a later try, or drop it after too many.
        `failed=False` (paused by the daily budget): freed without counting an attempt."""
        tbl = self._table(create=False)
        if tbl is None:
            return
        if failed and turn.attempts + 1 >= MAX_ATTEMPTS:
            self.done(turn.message_id)
            return
        where = f"message_id = {sql_str(turn.message_id)}"
        values: dict[str, Any] = {"claimed_by": None, "claimed_at": None}
        if failed:
            values["attempts"] = turn.attempts + 1
        self.db.write(tbl, lambda t: t.update(where=where, values=values))

    def count(self) -> int:
        tbl = self._table(create=False)
        return 0 if tbl is None else self.db.read(tbl, lambda t: t.count_rows())
