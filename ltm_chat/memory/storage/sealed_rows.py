"""The store's side of sealing: which rows are sealed, and the moves between plain and sealed.

A memory marked `sensitive` keeps its text sealed (sealed.py) in `memories.text` and in every
`memory_history` row about it. A memory that becomes sensitive (an edit, or a row an older
ltm-chat stored in plain text) is sealed as a new version, and then every older LanceDB version
that still holds its plain text is dropped (the erasure's rewrite + reindex + cleanup). That
scrub is journaled first (the erasure journal, action `seal`) and redone on the next open if a
crash stops it, so a kill at any step leaves no plain copy behind for long: the next open
finishes it before anything else reads the store.

What is not sealed: the vector (recall needs it; an embedding can hint at a topic but does not
give the text back), and the row's other fields (kind, dates, scope). The full-text index only
sees the sealed string; lexical search opens sensitive rows in memory instead.
"""

from __future__ import annotations

import logging
from typing import Any

from ltm_chat.memory.storage.erasure import SEAL as SEAL_ACTION
from ltm_chat.memory.storage.sealed import (
    HISTORY,
    MEMORIES,
    PREFIX,
    SENSITIVE,
    UNREADABLE,
    SealedUnreadable,
    Sealer,
    is_sealed,
    unreadable_ids,
)

log = logging.getLogger(__name__)

_sealer: Sealer | None = None


def sealer() -> Sealer:
    """The process's sealer (one memory key per user and machine)."""
    global _sealer
    if _sealer is None:
        _sealer = Sealer()
    return _sealer


def use_sealer(new: Sealer | None) -> None:
    """Replace the process's sealer (tests; `keys import-memory-key`)."""
    global _sealer
    _sealer = new


def sealed_filter(sealed: bool = True) -> str:
    test = f"starts_with(text, '{PREFIX}')"
    return test if sealed else f"NOT {test}"


# -- rows -----------------------------------------------------------------------------------
def open_memory_row(row: dict[str, Any]) -> None:
    if is_sealed(row.get("text")):
        row["text"] = sealer().open(row["text"], MEMORIES, row["id"], row["id"])


def seal_memory_row(row: dict[str, Any]) -> dict[str, Any]:
    if row.get("sensitivity") == SENSITIVE and not is_sealed(row.get("text")):
        row["text"] = sealer().seal(row["text"], MEMORIES, row["id"])
    return row


def open_texts(texts: list[Any], ids: list[str]) -> list[Any]:
    if not any(is_sealed(t) for t in texts):
        return texts
    s = sealer()
    return [
        s.open(t, MEMORIES, i, i) if is_sealed(t) else t for t, i in zip(texts, ids, strict=True)
    ]


def open_history_row(row: dict[str, Any]) -> dict[str, Any]:
    if is_sealed(row.get("text")):
        row["text"] = sealer().open(row["text"], HISTORY, row["id"], row.get("memory_id"))
    return row


def seal_history_row(row: dict[str, Any]) -> dict[str, Any]:
    if not is_sealed(row.get("text")):
        row["text"] = sealer().seal(row["text"], HISTORY, row["id"])
    return row


def check_readable(memory: Any) -> None:
    """A change must never write the placeholder over a sealed text it could not open."""
    if memory.text == UNREADABLE or memory.id in unreadable_ids():
        raise SealedUnreadable(
            f"memory {memory.id[:8]} is sensitive and unreadable here "
            f"({unreadable_ids().get(memory.id, 'its memory key is missing')}): it can be "
            "forgotten, not changed; bring the key back with `ltm-chat keys import-memory-key`"
        )


def seal_change(old: Any, new: dict[str, Any], entry: dict[str, Any] | None) -> bool:
    """Seal an edit's values and its history row as the memory's sensitivity says; True when
    the memory goes from plain to sealed (older versions then hold its plain text)."""
    check_readable(old)
    after = new.get("sensitivity", old.sensitivity)
    if entry is not None and SENSITIVE in (after, old.sensitivity):
        seal_history_row(entry)
    if after == SENSITIVE:
        new["text"] = sealer().seal(new.get("text", old.text), MEMORIES, old.id)
    elif old.sensitivity == SENSITIVE and "text" not in new:
        new["text"] = old.text  # marked normal: its text is plain again (a new version)
    return after == SENSITIVE and old.sensitivity != SENSITIVE


def set_row(store: Any, user_id: str, memory_id: str, values: dict[str, Any]) -> None:
    """`set_fields` of text or sensitivity on one row, without a history entry (a pending
    memory's text replaced before it is accepted), sealed as its sensitivity says."""
    from ltm_chat.memory.storage.db import sql_str

    with store.db.write_lock():
        old = store.get(user_id, memory_id)
        newly_sealed = seal_change(old, values, None)
        if newly_sealed:
            journal(store, user_id, [memory_id])
        where = f"user_id = {sql_str(user_id)} AND id = {sql_str(memory_id)}"
        store.db.write(store.mem, lambda t: t.update(where=where, values=values))
        if newly_sealed:
            after_sealing(store, user_id, [memory_id])


def seal_imported_history(store: Any, user_id: str, rows: list[dict[str, Any]]) -> list[dict]:
    """Restored earlier versions (an import), sealed for the memories that are sensitive;
    each gets its row id here (it is bound into its sealed text)."""
    from ltm_chat.memory.model import new_id
    from ltm_chat.memory.storage.db import sql_str

    where = f"user_id = {sql_str(user_id)} AND sensitivity = '{SENSITIVE}'"
    sensitive = {r["id"] for r in store._query(where, None, ["id"])}
    out = []
    for row in rows:
        row = {**row, "id": new_id()}  # fresh, as before: an export's ids may be in use
        out.append(seal_history_row(row) if row["memory_id"] in sensitive else row)
    return out


# -- plain to sealed ------------------------------------------------------------------------
def after_sealing(store: Any, user_id: str, memory_ids: list[str]) -> None:
    """After memories went from plain to sealed: seal their history rows, then drop every old
    version holding their plain text. The caller journaled the ids (`journal`) before the
    first write; this finishes the journal entry."""
    _seal_history_of(store, user_id, memory_ids)
    scrub(store)
    store.erasures.finish(user_id, memory_ids, store.clock())


def journal(store: Any, user_id: str, memory_ids: list[str]) -> None:
    store.erasures.record(user_id, memory_ids, SEAL_ACTION, store.clock())


def scrub(store: Any) -> None:
    """Rewrite both tables' live rows, rebuild their indexes and drop every older version."""
    from ltm_chat.memory.storage.indexes import rebuild_vector_index

    db = store.db
    db.erase(db.current(store.history_log.table), "false", force=True)
    db.erase(store.mem, "false", force=True, reindex=rebuild_vector_index)


def _seal_history_of(store: Any, user_id: str, memory_ids: list[str]) -> None:
    from ltm_chat.memory.storage.db import sql_in, sql_str

    if not memory_ids:
        return
    hist = store.db.current(store.history_log.table)
    where = (
        f"user_id = {sql_str(user_id)} AND {sql_in('memory_id', memory_ids)} "
        f"AND {sealed_filter(False)}"
    )
    rows = store.db.read(hist, lambda t: t.search().where(where).limit(None).to_list())
    for row in rows:
        sealed = sealer().seal(row["text"], HISTORY, row["id"])
        store.db.write(
            hist,
            lambda t, r=row, v=sealed: t.update(
                where=f"id = {sql_str(r['id'])}", values={"text": v}
            ),
        )


def seal_plain_rows(store: Any) -> int:
    """On open: finish any scrub a crash interrupted, and seal the sensitive rows an older
    ltm-chat stored in plain text. Never fails the open (a read-only store, a missing key:
    logged, tried again at the next open)."""
    from ltm_chat.memory.model import MemoryError_
    from ltm_chat.memory.storage.db import sql_str

    where = f"sensitivity = '{SENSITIVE}' AND {sealed_filter(False)}"
    # Two cheap questions first (~2 ms and ~5 ms at 10,000 rows): most opens stop here.
    any_plain = store.db.read(store.mem, lambda t: t.count_rows(where)) > 0
    pending = store.erasures.pending(action=SEAL_ACTION)
    if not any_plain and not pending:
        return 0
    plain = store.db.read(
        store.mem,
        lambda t: t.search().where(where).select(["id", "user_id", "text"]).limit(None).to_list(),
    )
    try:
        with store.db.write_lock():
            by_user: dict[str, list[str]] = {}
            for row in plain:
                by_user.setdefault(row["user_id"], []).append(row["id"])
            for user_id, ids in by_user.items():
                journal(store, user_id, ids)
            for row in plain:
                value = sealer().seal(row["text"], MEMORIES, row["id"])
                store.db.write(
                    store.mem,
                    lambda t, r=row, v=value: t.update(
                        where=f"id = {sql_str(r['id'])} AND {sealed_filter(False)}",
                        values={"text": v},
                    ),
                )
            for user_id, ids in pending.items():
                by_user.setdefault(user_id, []).extend(
                    i for i in ids if i not in by_user.get(user_id, [])
                )
            for user_id, ids in by_user.items():
                after_sealing(store, user_id, ids)
    except MemoryError_ as exc:
        log.warning("sensitive memories stored in plain text could not be sealed yet: %s", exc)
        return 0
    return len(plain)


def no_sealed_rows(store: Any) -> bool:
    """Whether nothing is sealed yet (a missing key may then be made without orphaning any):
    memories, their history, and the transcript's messages."""
    db = store.db
    checks = [(store.mem, "text"), (db.current(store.history_log.table), "text")]
    if db.has_table("messages"):
        checks.append((db.table("messages", None), "content"))
    for tbl, column in checks:
        where = f"starts_with({column}, '{PREFIX}')"
        if db.read(tbl, lambda t, w=where: t.count_rows(w)) > 0:
            return False
    return True
