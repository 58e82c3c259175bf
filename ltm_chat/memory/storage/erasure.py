"""The erasure journal: table `memory_erasures`, one row per memory (or conversation: action
`conversation`, the id in `memory_id`) being (or once) erased.

An erasure takes several LanceDB steps (delete, rewrite, reindex, cleanup, for two tables);
a crash between them would leave the text on disk while the row is gone. So the ids (never the
text) are recorded before the first step and marked finished after the last; the next open of
the store redoes every unfinished one. Finished rows stay as tombstones: a retry of `forget`
then learns that the memory is already gone instead of "no memory with id".
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from typing import Any

from ltm_chat.memory.storage.db import Database, crash_point, sql_in, sql_str

TABLE = "memory_erasures"
CONVERSATION = "conversation"  # the action of a transcript's erasure (the id: a conversation's)
SEAL = "seal"  # not an erasure: a scrub of the plain versions of memories just sealed
SEAL_MESSAGES = "seal-messages"  # nor this: the same for a transcript's turn


def _kind(conversations: bool, action: str | None) -> str:
    if action is not None:
        return f"action = {sql_str(action)}"
    if conversations:
        return f"action = {sql_str(CONVERSATION)}"
    return f"action NOT IN ({', '.join(map(sql_str, (CONVERSATION, SEAL, SEAL_MESSAGES)))})"


def erasures_schema() -> Any:
    import pyarrow as pa

    ts = pa.timestamp("us", tz="UTC")
    return pa.schema(
        [
            pa.field("memory_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("action", pa.string(), nullable=False),  # forget, clear, evict, conversation
            pa.field("requested_at", ts, nullable=False),
            pa.field("finished_at", ts),  # null: not finished (a crash), redo on the next open
        ]
    )


class ErasureJournal:
    """Pending and finished erasures of one database (ids, owners, actions, times)."""

    def __init__(self, db: Database):
        self.db = db
        self._tbl: Any = None

    def _table(self, create: bool) -> Any:
        if self._tbl is None and (create or self.db.has_table(TABLE)):
            self._tbl = self.db.table(TABLE, erasures_schema())
        if self._tbl is not None:
            self._tbl = self.db.current(self._tbl)
        return self._tbl

    def record(self, user_id: str, memory_ids: list[str], action: str, at: datetime) -> None:
        """Before the first step of an erasure (inside the caller's write lock)."""
        rows = [
            {
                "memory_id": i,
                "user_id": user_id,
                "action": action,
                "requested_at": at,
                "finished_at": None,
            }
            for i in memory_ids
        ]
        self.db.write(self._table(create=True), lambda t: t.add(rows))
        crash_point("record")

    def finish(self, user_id: str, memory_ids: Iterable[str], at: datetime) -> None:
        """After the last step: the erasure is complete (the rows stay as tombstones)."""
        where = (
            f"user_id = {sql_str(user_id)} AND finished_at IS NULL "
            f"AND {sql_in('memory_id', list(memory_ids))}"
        )
        values = {"finished_at": at}
        self.db.write(self._table(create=True), lambda t: t.update(where=where, values=values))
        crash_point("finish")

    def pending(
        self, *, conversations: bool = False, action: str | None = None
    ) -> dict[str, list[str]]:
        """Unfinished erasures: memory ids (or, with `conversations`, conversation ids; with
        `action`, that action's ids, e.g. a scrub after sealing) by owner (empty when none
        were ever recorded)."""
        tbl = self._table(create=False)
        if tbl is None:
            return {}
        kind = _kind(conversations, action)
        rows = self.db.read(
            tbl,
            lambda t: (
                t.search()
                .where(f"finished_at IS NULL AND {kind}", prefilter=True)
                .select(["memory_id", "user_id"])
                .limit(None)
                .to_list()
            ),
        )
        out: dict[str, list[str]] = {}
        for r in rows:
            ids = out.setdefault(r["user_id"], [])
            if r["memory_id"] not in ids:
                ids.append(r["memory_id"])
        return out

    def erased(self, user_id: str, prefix: str, *, conversations: bool = False) -> str | None:
        """The full id of a memory (or conversation) of `user_id` that was erased, given any
        prefix of it."""
        tbl = self._table(create=False)
        prefix = prefix.strip().lower()
        if tbl is None or not prefix or any(c not in "0123456789abcdef" for c in prefix):
            return None
        kind = _kind(conversations, None)
        where = (
            f"user_id = {sql_str(user_id)} AND {kind} AND starts_with(memory_id, {sql_str(prefix)})"
        )
        rows = self.db.read(
            tbl,
            lambda t: (
                t.search().where(where, prefilter=True).select(["memory_id"]).limit(None).to_list()
            ),
        )
        ids = {r["memory_id"] for r in rows}
        return next(iter(ids)) if len(ids) == 1 else None
