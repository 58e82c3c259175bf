"""The audit trail's table, `memory_events`: who did what, when, in which conversation; ids,
actions and counts only, never memory text. An audit hiccup never undoes the user's action."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime
from typing import Any

from ltm_chat.memory.model import StoreUnavailable, new_id
from ltm_chat.memory.storage.db import Database, sql_str
from ltm_chat.memory.storage.schema import events_schema

log = logging.getLogger(__name__)


class EventLog:
    """The `memory_events` table of one database (open() before use)."""

    def __init__(self, db: Database, clock: Callable[[], datetime]) -> None:
        self.db = db
        self.clock = clock
        self.table: Any = None

    def open(self) -> None:
        self.table = self.db.table("memory_events", events_schema())

    def log_event(
        self,
        user_id: str,
        action: str,
        *,
        memory_id: str | None = None,
        actor: str = "user",
        conversation_id: str | None = None,
        detail: dict[str, Any] | None = None,
        at: datetime | None = None,
    ) -> None:
        """Audit trail: ids, actions and counts only; never memory text."""
        row = {
            "id": new_id(),
            "memory_id": memory_id,
            "user_id": user_id,
            "action": action,
            "actor": actor,
            "at": at or self.clock(),
            "conversation_id": conversation_id,
            "detail": json.dumps(detail, sort_keys=True) if detail else None,
        }
        try:
            self.db.write(self.table, lambda t: t.add([row]), append=True)
        except StoreUnavailable:
            raise
        except Exception as exc:  # an audit hiccup must not undo the user's action
            log.warning("could not write audit event %s: %s", action, exc)

    def log_events(self, user_id: str, rows: list[dict[str, Any]]) -> None:
        """Several audit events in one write (an eviction's victims, one row each)."""
        if not rows:
            return
        at = self.clock()
        full = [
            {
                "id": new_id(),
                "memory_id": r.get("memory_id"),
                "user_id": user_id,
                "action": r["action"],
                "actor": r.get("actor", "user"),
                "at": r.get("at") or at,
                "conversation_id": r.get("conversation_id"),
                "detail": json.dumps(r["detail"], sort_keys=True) if r.get("detail") else None,
            }
            for r in rows
        ]
        try:
            self.db.write(self.table, lambda t: t.add(full), append=True)
        except StoreUnavailable:
            raise
        except Exception as exc:  # an audit hiccup must not undo the user's action
            log.warning("could not write %d audit events: %s", len(full), exc)

    def events(
        self, user_id: str, limit: int | None = None, memory_id: str | None = None
    ) -> list[dict[str, Any]]:
        """Audit events, newest first; with `memory_id` (a full id or a prefix), the events
        about that memory, including the recalls it entered."""
        where = f"user_id = {sql_str(user_id)}"
        if memory_id is not None:
            needle = sql_str("%" + memory_id.replace("'", "").replace("%", "") + "%")
            where += f" AND (starts_with(memory_id, {sql_str(memory_id)}) OR detail LIKE {needle})"
        rows = self.db.read(
            self.table, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        if memory_id is not None:
            rows = [r for r in rows if is_about(r, memory_id)]
        rows.sort(key=lambda r: r["at"], reverse=True)
        return rows[:limit] if limit else rows

    def recalls(self, user_id: str) -> list[tuple[datetime, frozenset[str]]]:
        """When each recall of this user's happened and which memories entered it, oldest
        first (curation counts the recalls that passed a memory over)."""
        where = f"user_id = {sql_str(user_id)} AND action = 'recall'"
        rows = self.db.read(
            self.table,
            lambda t: (
                t.search()
                .where(where, prefilter=True)
                .select(["at", "detail"])
                .limit(None)
                .to_list()
            ),
        )
        out = []
        for r in rows:
            try:
                ids = json.loads(r.get("detail") or "{}").get("ids") or []
            except (ValueError, AttributeError):
                ids = []
            out.append((r["at"], frozenset(i for i in ids if isinstance(i, str))))
        return sorted(out, key=lambda pair: pair[0])

    def last_event(self, user_id: str, action: str) -> dict[str, Any] | None:
        """The user's newest audit event of one action, or None."""
        where = f"user_id = {sql_str(user_id)} AND action = {sql_str(action)}"
        rows = self.db.read(
            self.table, lambda t: t.search().where(where, prefilter=True).limit(None).to_list()
        )
        return max(rows, key=lambda r: r["at"]) if rows else None


def is_about(event: dict[str, Any], memory_id: str) -> bool:
    """The event names the memory: as its subject, or among the ids in its detail."""
    if (event.get("memory_id") or "").startswith(memory_id):
        return True
    try:
        ids = json.loads(event.get("detail") or "{}").get("ids") or []
    except (ValueError, AttributeError):
        return False
    return any(isinstance(i, str) and i.startswith(memory_id) for i in ids)
