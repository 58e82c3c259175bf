"""The usage ledger: what memory costs, one row per recall or model call, counts only.

`usage.sqlite3` in the data directory (beside `db/`, also when the memories live on S3). It
holds numbers, model names and scope, never text or memory ids: it survives `forget` and
`clear` and reveals nothing they erased. SQLite because a TUI and an `ask` may write at once and
`memories stats` groups by day. Incognito never opens it (nothing is written).

Kinds: `recall` (prompt_tokens = the recalled block's tokens, with `latency_ms`, `recalled`,
`withheld`), `chat` (the chat call itself, block included), and the memory model calls
`extraction`, `consolidation`, `episode`.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path

LEDGER_FILE = "usage.sqlite3"
MEMORY_CALLS = ("extraction", "consolidation", "episode")
KINDS = ("recall", "chat", *MEMORY_CALLS)
BUSY_TIMEOUT = 5.0  # seconds a writer waits for another process's write

_SCHEMA = """
CREATE TABLE IF NOT EXISTS usage (
    at REAL NOT NULL,
    day TEXT NOT NULL,
    user_id TEXT NOT NULL,
    workspace TEXT NOT NULL,
    kind TEXT NOT NULL,
    model TEXT,
    prompt_tokens INTEGER NOT NULL DEFAULT 0,
    completion_tokens INTEGER NOT NULL DEFAULT 0,
    estimated INTEGER NOT NULL DEFAULT 0,
    cost REAL,
    recalled INTEGER,
    withheld INTEGER,
    latency_ms REAL
);
CREATE INDEX IF NOT EXISTS usage_day ON usage (day);
"""
_COLUMNS = (
    "at",
    "day",
    "user_id",
    "workspace",
    "kind",
    "model",
    "prompt_tokens",
    "completion_tokens",
    "estimated",
    "cost",
    "recalled",
    "withheld",
    "latency_ms",
)


@dataclass(frozen=True)
class Usage:
    """One recall or one model call. `estimated`: the tokens were counted here, the provider
    reported none (streamed chat, the recalled block). `cost` in US dollars, None when litellm
    does not know the model's price."""

    kind: str
    model: str | None
    prompt_tokens: int = 0
    completion_tokens: int = 0
    estimated: bool = False
    cost: float | None = None
    recalled: int | None = None
    withheld: int | None = None
    latency_ms: float | None = None

    @property
    def tokens(self) -> int:
        return self.prompt_tokens + self.completion_tokens


class UsageLedger:
    """The ledger file; every call opens its own short connection (thread- and process-safe)."""

    def __init__(self, path: Path) -> None:
        self.path = path

    @classmethod
    def in_dir(cls, data_dir: Path) -> UsageLedger:
        return cls(Path(data_dir) / LEDGER_FILE)

    @contextlib.contextmanager
    def _connect(self, *, create: bool) -> Iterator[sqlite3.Connection | None]:
        if not self.path.exists():
            if not create:
                yield None
                return
            from ltm_chat.config import ensure_private_dir

            ensure_private_dir(self.path.parent)
            # created 0600 before SQLite opens it: usage is personal data too
            os.close(os.open(self.path, os.O_WRONLY | os.O_CREAT, 0o600))
        conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT)
        try:
            # WAL: a write does not wait for readers, and NORMAL spares an fsync per row
            conn.execute("PRAGMA journal_mode=WAL")
            conn.execute("PRAGMA synchronous=NORMAL")
            with conn:
                conn.executescript(_SCHEMA)
            yield conn
        finally:
            conn.close()

    def add(self, usage: Usage, *, at: datetime, day: str, user_id: str, workspace: str) -> None:
        row = {"at": at.timestamp(), "day": day, "user_id": user_id, "workspace": workspace}
        row.update(asdict(usage))
        row["estimated"] = int(usage.estimated)
        with self._connect(create=True) as conn, conn:  # type: ignore[union-attr]
            conn.execute(
                f"INSERT INTO usage ({', '.join(_COLUMNS)}) "
                f"VALUES ({', '.join('?' for _ in _COLUMNS)})",
                [row[c] for c in _COLUMNS],
            )

    def rows(self, *, since_day: str | None = None, user_id: str | None = None) -> list[dict]:
        """The rows (oldest first) from `since_day` on, of `user_id` (every user when None)."""
        where, args = [], []
        if since_day is not None:
            where.append("day >= ?")
            args.append(since_day)
        if user_id is not None:
            where.append("user_id = ?")
            args.append(user_id)
        sql = f"SELECT {', '.join(_COLUMNS)} FROM usage"
        if where:
            sql += " WHERE " + " AND ".join(where)
        with self._connect(create=False) as conn:
            if conn is None:
                return []
            found = conn.execute(sql + " ORDER BY at", args).fetchall()
        return [dict(zip(_COLUMNS, r, strict=True)) for r in found]

    def memory_call_tokens(self, day: str) -> int:
        """Tokens the memory model calls (extraction, consolidation, episodes) spent on `day`,
        every user of this installation together (one bill): what the daily budget counts."""
        marks = ", ".join("?" for _ in MEMORY_CALLS)
        with self._connect(create=False) as conn:
            if conn is None:
                return 0
            (total,) = conn.execute(
                "SELECT COALESCE(SUM(prompt_tokens + completion_tokens), 0) FROM usage "
                f"WHERE day = ? AND kind IN ({marks})",
                [day, *MEMORY_CALLS],
            ).fetchone()
        return int(total)

    @property
    def size(self) -> int:
        try:
            return self.path.stat().st_size
        except OSError:
            return 0
