"""`llm`'s SQLite log (logs.db), read-only with the standard library.

llm 0.36 logs each exchange as a thread (`threads`) whose tip is a chain of content-addressed
`messages` (role, parent_hash) made of `parts` (text, or text borrowing `fragments`), with the
call's time and model on `turns`. Older versions wrote `conversations` and `responses` (one row
per prompt and reply); those are read too, for conversations that have no thread.
"""

from __future__ import annotations

import json
import os
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ltm_chat.importers.model import (
    BadExport,
    ImportedConversation,
    ImportedMessage,
    fill_dates,
    from_iso,
)

APP_DIR = "io.datasette.llm"


def default_path() -> Path:
    """Where `llm logs path` points: $LLM_USER_PATH/logs.db, else llm's user directory."""
    if os.environ.get("LLM_USER_PATH"):
        return Path(os.environ["LLM_USER_PATH"]).expanduser() / "logs.db"
    if sys.platform == "darwin":
        base = Path("~/Library/Application Support").expanduser()
    elif os.name == "nt":
        base = Path(os.environ.get("APPDATA") or Path("~").expanduser())
    else:
        base = Path(os.environ.get("XDG_CONFIG_HOME") or "~/.config").expanduser()
    return base / APP_DIR / "logs.db"


def connect(path: Path) -> sqlite3.Connection:
    """Open logs.db read-only (an llm writing at the same time is not disturbed)."""
    if not path.is_file():
        raise BadExport(path, "no such file (is `llm` installed and has it logged anything?)")
    try:
        db = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
        tables = {r[0] for r in db.execute("select name from sqlite_master where type='table'")}
    except sqlite3.DatabaseError as exc:
        raise BadExport(path, f"not an SQLite database ({exc})") from None
    if not ({"threads", "messages", "parts"} <= tables or "responses" in tables):
        raise BadExport(path, "not an llm logs.db (no threads or responses table)")
    db.row_factory = sqlite3.Row
    return db


def conversations(db: sqlite3.Connection, label: str) -> Iterator[ImportedConversation]:
    """Every thread, then every legacy conversation without a thread, oldest first."""
    tables = {r[0] for r in db.execute("select name from sqlite_master where type='table'")}
    seen: set[str] = set()
    try:
        if {"threads", "messages", "parts"} <= tables:
            for row in db.execute("select * from threads order by datetime_utc, id").fetchall():
                seen.add(row["id"])
                yield _thread(db, row, tables)
        if "responses" in tables:
            yield from _legacy(db, tables, seen)
    except sqlite3.DatabaseError as exc:
        raise BadExport(label, f"the database cannot be read ({exc})") from None


def _thread(db: sqlite3.Connection, thread: sqlite3.Row, tables: set[str]) -> ImportedConversation:
    chain = _chain(db, thread["tip_message_hash"])
    times, models = _turn_times(db, thread["id"], tables)
    messages = []
    for n, (hash_, role) in enumerate(chain):
        if role not in ("user", "assistant"):
            continue  # system prompts, tool results
        text = _text_of(db, hash_)
        if not text.strip():
            continue  # an assistant message that only called tools
        messages.append(
            ImportedMessage(
                source_id=f"{n}:{hash_}",
                role=role,
                text=text,
                created_at=times.get(hash_),
                model=models.get(hash_) if role == "assistant" else None,
            )
        )
    stamps = [m.created_at for m in messages if m.created_at]
    created = from_iso(thread["datetime_utc"]) or (min(stamps) if stamps else _EPOCH)
    created = min([created, *stamps])
    used = [m.model for m in messages if m.model]
    conv = ImportedConversation(
        source="llm",
        source_id=f"thread:{thread['id']}",
        title=_title(thread["name"], messages),
        created_at=created,
        updated_at=max(stamps) if stamps else created,
        model=used[-1] if used else None,
        messages=messages,
    )
    fill_dates(conv)
    return conv


def _chain(db: sqlite3.Connection, tip: str | None) -> list[tuple[str, str]]:
    """(hash, role) from the root to `tip`."""
    out, seen = [], set()
    while tip and tip not in seen:
        seen.add(tip)
        row = db.execute(
            "select hash, parent_hash, role from messages where hash = ?", [tip]
        ).fetchone()
        if row is None:
            break
        out.append((row["hash"], row["role"]))
        tip = row["parent_hash"]
    out.reverse()
    return out


def _turn_times(db: sqlite3.Connection, thread_id: str, tables: set[str]) -> tuple[dict, dict]:
    """Each message's time and model: those of the turn (call) that added it."""
    times: dict[str, Any] = {}
    models: dict[str, str] = {}
    if "turns" not in tables:
        return times, models
    rows = db.execute(
        "select tip_message_hash, model, datetime_utc from turns "
        "where thread_id = ? order by datetime_utc",
        [thread_id],
    ).fetchall()
    for turn in rows:  # oldest first: a turn's new messages are those no earlier turn had
        moment = from_iso(turn["datetime_utc"])
        for hash_, _role in reversed(_chain(db, turn["tip_message_hash"])):
            if hash_ in times:
                break
            times[hash_] = moment
            if turn["model"]:
                models.setdefault(hash_, turn["model"])
    return times, models


def _text_of(db: sqlite3.Connection, message_hash: str) -> str:
    texts = []
    for part in db.execute(
        "select type, text, payload from parts where message_hash = ? order by position",
        [message_hash],
    ):
        if part["type"] != "text":
            continue
        if part["text"] is not None:
            texts.append(part["text"])
            continue
        payload = json.loads(part["payload"] or "{}")
        texts.append(_decode(db, payload))
    return "\n\n".join(t for t in texts if t)


def _decode(db: sqlite3.Connection, payload: dict[str, Any]) -> str:
    """A text part that borrows fragments (`text_ref`: literals and fragment ids)."""
    if isinstance(payload.get("text"), str):
        return payload["text"]
    out = []
    for piece in payload.get("text_ref") or []:
        if "literal" in piece:
            out.append(str(piece["literal"]))
        elif "fragment" in piece:
            row = db.execute(
                "select content from fragments where id = ?", [piece["fragment"]]
            ).fetchone()
            out.append(row["content"] if row else "")
    return "".join(out)


def _legacy(
    db: sqlite3.Connection, tables: set[str], seen: set[str]
) -> Iterator[ImportedConversation]:
    names: dict[str, Any] = {}
    if "conversations" in tables:
        names = {r["id"]: r["name"] for r in db.execute("select id, name from conversations")}
    ids = [
        r[0]
        for r in db.execute(
            "select conversation_id from responses group by conversation_id "
            "order by min(datetime_utc)"
        )
    ]
    for conv_id in ids:
        if conv_id in seen:
            continue
        rows = db.execute(
            "select id, model, prompt, response, datetime_utc from responses "
            "where conversation_id is ? order by datetime_utc, id",
            [conv_id],
        ).fetchall()
        messages = []
        for r in rows:
            moment = from_iso(r["datetime_utc"])
            if (r["prompt"] or "").strip():
                messages.append(ImportedMessage(f"{r['id']}:prompt", "user", r["prompt"], moment))
            if (r["response"] or "").strip():
                messages.append(
                    ImportedMessage(
                        f"{r['id']}:response", "assistant", r["response"], moment, r["model"]
                    )
                )
        stamps = [m.created_at for m in messages if m.created_at]
        created = min(stamps) if stamps else _EPOCH
        models = [m.model for m in messages if m.model]
        conv = ImportedConversation(
            source="llm",
            source_id=f"conversation:{conv_id or rows[0]['id']}",
            title=_title(names.get(conv_id), messages),
            created_at=created,
            updated_at=max(stamps) if stamps else created,
            model=models[-1] if models else None,
            messages=messages,
        )
        fill_dates(conv)
        yield conv


def _title(name: Any, messages: list[ImportedMessage]) -> str:
    if isinstance(name, str) and name.strip():
        return " ".join(name.split())
    first = next((m.text for m in messages if m.role == "user"), "")
    return " ".join(first.split())[:60] or "Untitled"


_EPOCH = from_iso("1970-01-01T00:00:00+00:00")
