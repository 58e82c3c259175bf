"""Earlier versions of memories, table `memory_history`: each change's old values, who made it
and what kind of change it was (edit, supersede, reinforce, undo...)."""

from __future__ import annotations

from typing import Any

from ltm_chat.memory.model import HistoryEntry, new_id
from ltm_chat.memory.storage import sealed_rows
from ltm_chat.memory.storage.db import Database, sql_in, sql_str
from ltm_chat.memory.storage.schema import history_extra_fields, history_schema


class HistoryLog:
    """The `memory_history` table of one database (open() before use)."""

    def __init__(self, db: Database) -> None:
        self.db = db
        self.table: Any = None

    def open(self) -> None:
        """Open (or create) the table; add the columns an older one lacks (read as null)."""
        self.table = self.db.table("memory_history", history_schema())
        missing = [f for f in history_extra_fields() if f.name not in self.table.schema.names]
        if not missing:
            return
        import pyarrow as pa

        def run(t: Any) -> None:
            have = set(t.schema.names)  # another process may have migrated meanwhile
            todo = [f for f in missing if f.name not in have]
            if todo:
                t.add_columns(pa.schema(todo))

        self.db.write(self.table, run)
        self.table = self.db.reopen(self.table)

    def record(self, entry: dict[str, Any]) -> None:
        """Append one earlier version (a change's old values), before the row changes."""
        self.db.write(self.table, lambda t: t.add([entry]), append=True)

    def unrecord(self, entry_id: str) -> None:
        """Take back an entry whose change lost a compare-and-swap race."""
        self.db.erase(self.table, f"id = {sql_str(entry_id)}")

    def history(self, user_id: str, memory_id: str) -> list[HistoryEntry]:
        """Earlier versions, oldest first (rows from an older schema read None for new fields)."""
        return self.histories(user_id, [memory_id]).get(memory_id, [])

    def histories(self, user_id: str, memory_ids: list[str]) -> dict[str, list[HistoryEntry]]:
        """Earlier versions of several memories in one read, by memory id, oldest first."""
        if not memory_ids:
            return {}
        where = f"user_id = {sql_str(user_id)} AND {sql_in('memory_id', memory_ids)}"
        rows = self.db.read(
            self.table, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        extra = ("kind", "importance", *(f.name for f in history_extra_fields()))
        out: dict[str, list[HistoryEntry]] = {}
        for r in sorted(rows, key=lambda r: (r["memory_id"], r["version"], r["changed_at"])):
            sealed_rows.open_history_row(r)
            entry = HistoryEntry(
                r["id"],
                r["memory_id"],
                r["version"],
                r["text"],
                r["changed_at"],
                r["actor"],
                **{k: r.get(k) for k in extra},
            )
            out.setdefault(r["memory_id"], []).append(entry)
        return out

    def history_rows(self, user_id: str) -> dict[str, list[dict[str, Any]]]:
        """Every previous version of the user's memories, by memory id, oldest first (one read,
        for exports)."""
        where = f"user_id = {sql_str(user_id)}"
        rows = self.db.read(
            self.table, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        out: dict[str, list[dict[str, Any]]] = {}
        for r in sorted(rows, key=lambda r: (r["memory_id"], r["version"])):
            sealed_rows.open_history_row(r)
            out.setdefault(r["memory_id"], []).append(r)
        return out

    def add_history(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        """Restore previous versions (import): memory_id, version, text, kind, importance,
        changed_at, actor; ids (unless given: a sealed text is bound to its row's id) and
        owner are stamped here."""
        if not rows:
            return
        entries = [{**r, "id": r.get("id") or new_id(), "user_id": user_id} for r in rows]
        self.db.write(self.table, lambda t: t.add(entries), append=True)
