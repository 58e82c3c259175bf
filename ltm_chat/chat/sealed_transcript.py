"""Transcript text sealed at rest when it is sensitive (the write policy's local floor).

A message (or a conversation title, made from the first message) that the policy's local check
calls sensitive — health, money, beliefs, others' private lives — is stored sealed like a
sensitive memory's text (memory/storage/sealed.py): "remember that my blood type is O negative"
leaves its words in the transcript otherwise. The full-text index then holds only the sealed
string: conversation search finds such a message by meaning (its vector), not by its words.
"""

from __future__ import annotations

from typing import Any

from ltm_chat.memory.storage.erasure import SEAL_MESSAGES as SEAL_TURN
from ltm_chat.memory.storage.sealed import CONVERSATIONS, MESSAGES, is_sealed
from ltm_chat.memory.storage.sealed_rows import sealer


def is_sensitive(text: str) -> bool:
    from ltm_chat.memory.write.policy import sensitive_category

    return bool(text) and sensitive_category(text) is not None


def seal_message_row(row: dict[str, Any]) -> dict[str, Any]:
    content = row.get("content") or ""
    if not is_sealed(content) and is_sensitive(content):
        row["content"] = sealer().seal(content, MESSAGES, row["id"])
    return row


def open_message_row(row: dict[str, Any]) -> dict[str, Any]:
    if is_sealed(row.get("content")):
        row = dict(row)
        row["content"] = sealer().open(row["content"], MESSAGES, row["id"], f"message:{row['id']}")
    return row


def seal_title_row(row: dict[str, Any], said: str | None = None) -> dict[str, Any]:
    """`said`: the first message the title was cut from; sensitive words past the cut make the
    title sealed too (the title alone may not show why: "…take metformin for my…")."""
    title = row.get("title") or ""
    if not is_sealed(title) and (is_sensitive(title) or (said is not None and is_sensitive(said))):
        row["title"] = sealer().seal(title, CONVERSATIONS, row["id"])
    return row


def open_title_row(row: dict[str, Any]) -> dict[str, Any]:
    if is_sealed(row.get("title")):
        row = dict(row)
        row["title"] = sealer().open(
            row["title"], CONVERSATIONS, row["id"], f"conversation:{row['id']}"
        )
    return row


def seal_turn(history: Any, conversation_id: str, message_id: str) -> int:
    """Seal a saved turn (the user's message and the reply `message_id`) whose extraction
    stored a sensitive memory the local check did not see (the model labelled it), then drop
    the older versions that hold its plain words (journaled: a crash is finished at the next
    open). Returns how many messages were sealed now."""
    from ltm_chat.memory.storage.db import sql_in, sql_str

    msgs = history.messages(conversation_id)
    at = next((n for n, m in enumerate(msgs) if m.id == message_id), None)
    if at is None:
        return 0
    said = next((m for m in reversed(msgs[:at]) if m.role == "user"), None)
    ids = [m.id for m in (said, msgs[at]) if m is not None]
    db, owner = history.db, f"user_id = {sql_str(history.user_id)}"
    where = f"{owner} AND {sql_in('id', ids)} AND NOT starts_with(content, 'ltm-sealed:')"
    table = db.current(history.messages_table)
    rows = db.read(table, lambda t: t.search().where(where).limit(None).to_list())
    if not rows:
        return 0
    journal = history._journal
    with db.write_lock():
        journal.record(history.user_id, [conversation_id], SEAL_TURN, history.clock())
        for row in rows:
            value = sealer().seal(row["content"], MESSAGES, row["id"])
            db.write(
                table,
                lambda t, r=row, v=value: t.update(
                    where=f"id = {sql_str(r['id'])}", values={"content": v}
                ),
            )
        if said is not None and said.id in {r["id"] for r in rows}:
            _seal_title(history, conversation_id)
        scrub_transcripts(history)
        journal.finish(history.user_id, [conversation_id], history.clock())
    return len(rows)


def _seal_title(history: Any, conversation_id: str) -> None:
    """The title is the first message's words: sealed with it when it is that message."""
    from ltm_chat.memory.storage.db import sql_str

    db = history.db
    table = db.current(history._conv)
    where = f"id = {sql_str(conversation_id)} AND NOT starts_with(title, 'ltm-sealed:')"
    rows = db.read(table, lambda t: t.search().where(where).limit(None).to_list())
    for row in rows:
        value = sealer().seal(row["title"], CONVERSATIONS, row["id"])
        db.write(table, lambda t, v=value: t.update(where=where, values={"title": v}))


def scrub_transcripts(history: Any) -> None:
    """Rewrite messages and conversations, rebuild their indexes, drop older versions."""
    db = history.db
    db.erase(db.current(history.messages_table), "false", force=True)
    db.erase(db.current(history._conv), "false", force=True)


def finish_pending_seals(history: Any) -> None:
    """On open: finish the scrub of a turn sealing that a crash interrupted."""
    journal = history._journal
    pending = journal.pending(action=SEAL_TURN)
    if not pending:
        return
    with history.db.write_lock():
        scrub_transcripts(history)
        for user_id, ids in pending.items():
            journal.finish(user_id, ids, history.clock())


async def seal_taught_turn(
    memory: Any, history: Any, conversation_id: str | None, message_id: str | None
) -> None:
    """After a turn's extraction: when it stored a sensitive memory, the turn's words are
    sealed in the transcript too. A failure only leaves them as they were (logged)."""
    import asyncio
    import logging

    if history is None or memory is None or not conversation_id or not message_id:
        return
    try:
        taught = await memory.from_conversation(conversation_id)
        if any(m.message_id == message_id and m.sensitivity == "sensitive" for m in taught):
            await asyncio.to_thread(seal_turn, history, conversation_id, message_id)
    except Exception as exc:  # noqa: BLE001  (the chat goes on; the turn stays as saved)
        logging.getLogger(__name__).warning("could not seal a sensitive turn: %s", exc)
