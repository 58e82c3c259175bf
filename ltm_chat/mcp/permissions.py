"""What each MCP client may do, and what it has done: `mcp_clients.json` in the data directory.

    {"clients": {"claude-code": {"allow": ["read", "propose"], "first_seen": "…",
                                 "last_seen": "…", "reads": 3, "writes": 1}}}

Several servers (one per client window) share the file: every change is a read-modify-write
under an exclusive lock, written to a temporary file and renamed over the old one, so that a
crash never leaves half a file and no count is lost.
"""

from __future__ import annotations

import contextlib
import fcntl
import json
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

FILE_NAME = "mcp_clients.json"
PERMISSIONS = ("read", "propose", "write", "forget")
DEFAULT_ALLOW = ("read", "propose")
MEANINGS = {
    "read": "search, list and read memories, and the profile and recent resources",
    "propose": "save memories into the review queue (`ltm-chat memories pending`): nothing "
    "is recalled until you accept it",
    "write": "save and update memories at once, as `ltm-chat memories add` and `edit` do "
    "(the same screens for secrets and instructions, consolidation, expiry and cap)",
    "forget": "erase memories for real (never granted unless you allow it)",
}


class PermissionsError(Exception):
    """The permissions file cannot be read or written; names the file and the problem."""


@dataclass
class ClientRecord:
    name: str
    allow: tuple[str, ...] = DEFAULT_ALLOW
    first_seen: str | None = None
    last_seen: str | None = None
    reads: int = 0
    writes: int = 0
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "allow": list(self.allow),
            "first_seen": self.first_seen,
            "last_seen": self.last_seen,
            "reads": self.reads,
            "writes": self.writes,
        }


def check_permission(value: str) -> str:
    perm = value.strip().lower()
    if perm not in PERMISSIONS:
        raise ValueError(f"{value!r} is not a permission; use one of: {', '.join(PERMISSIONS)}")
    return perm


class Permissions:
    """The clients file of one data directory."""

    def __init__(self, data_dir: Path, *, read_only: bool = False):
        self.path = Path(data_dir) / FILE_NAME
        self.read_only = read_only  # incognito: nothing is ever written

    # -- reading ---------------------------------------------------------------------------
    def _load(self) -> dict[str, dict[str, Any]]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return {}
        except OSError as exc:
            raise PermissionsError(f"cannot read {self.path}: {exc.strerror}") from None
        try:
            data = json.loads(raw) if raw.strip() else {}
        except ValueError as exc:
            raise PermissionsError(
                f"{self.path} is not valid JSON ({exc.msg}, line {exc.lineno}); fix it or "
                "delete it (every client then starts again with read + propose)"
            ) from None
        clients = data.get("clients", {}) if isinstance(data, dict) else None
        if not isinstance(clients, dict):
            raise PermissionsError(f"{self.path}: key 'clients' must be a table of clients")
        for name, entry in clients.items():
            self._check_entry(name, entry)
        return clients

    def _check_entry(self, name: str, entry: Any) -> None:
        where = f"{self.path}: clients.{name}"
        if not isinstance(entry, dict):
            raise PermissionsError(f"{where} must be an object")
        allow = entry.get("allow", list(DEFAULT_ALLOW))
        if not isinstance(allow, list) or any(p not in PERMISSIONS for p in allow):
            raise PermissionsError(
                f"{where}.allow must be a list of {', '.join(PERMISSIONS)}; got {allow!r}"
            )
        for key in ("reads", "writes"):
            if not isinstance(entry.get(key, 0), int):
                raise PermissionsError(f"{where}.{key} must be a whole number")

    @staticmethod
    def _record(name: str, entry: dict[str, Any] | None) -> ClientRecord:
        entry = entry or {}
        return ClientRecord(
            name=name,
            allow=tuple(p for p in PERMISSIONS if p in entry.get("allow", DEFAULT_ALLOW)),
            first_seen=entry.get("first_seen"),
            last_seen=entry.get("last_seen"),
            reads=entry.get("reads", 0),
            writes=entry.get("writes", 0),
        )

    def clients(self) -> list[ClientRecord]:
        """Every client seen or configured, most recently seen first."""
        records = [self._record(n, e) for n, e in self._load().items()]
        return sorted(records, key=lambda r: (r.last_seen or "", r.name), reverse=True)

    def get(self, name: str) -> ClientRecord:
        """A client's record; a client never seen has the defaults."""
        return self._record(name, self._load().get(name))

    # -- writing ---------------------------------------------------------------------------
    @contextlib.contextmanager
    def _locked(self) -> Iterator[dict[str, dict[str, Any]]]:
        """The clients, for changing; written back atomically when the block ends."""
        from ltm_chat.config import ensure_private_dir

        ensure_private_dir(self.path.parent)
        lock = os.open(self.path.with_suffix(".lock"), os.O_RDWR | os.O_CREAT, 0o600)
        try:
            fcntl.flock(lock, fcntl.LOCK_EX)
            clients = self._load()
            yield clients
            tmp = self.path.with_suffix(f".tmp{os.getpid()}")
            fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as fh:
                json.dump({"clients": clients}, fh, indent=2, sort_keys=True)
                fh.flush()
                os.fsync(fh.fileno())
            os.replace(tmp, self.path)
        finally:
            os.close(lock)  # closing releases the lock

    def _change(self, name: str, fn: Callable[[dict[str, Any]], None]) -> ClientRecord:
        if self.read_only:
            return self.get(name)
        with self._locked() as clients:
            entry = clients.setdefault(name, {"allow": list(DEFAULT_ALLOW)})
            fn(entry)
        return self._record(name, entry)

    def seen(self, name: str, *, reads: int = 0, writes: int = 0) -> ClientRecord:
        """Count a client's call (first/last seen, reads, writes); nothing under incognito."""
        now = datetime.now(UTC).isoformat(timespec="seconds")

        def touch(entry: dict[str, Any]) -> None:
            entry.setdefault("first_seen", now)
            entry["last_seen"] = now
            entry["reads"] = entry.get("reads", 0) + reads
            entry["writes"] = entry.get("writes", 0) + writes

        return self._change(name, touch)

    def set(self, name: str, permission: str, allowed: bool) -> ClientRecord:
        """Grant or withdraw one permission (a client not seen yet is added)."""
        permission = check_permission(permission)

        def apply(entry: dict[str, Any]) -> None:
            allow = set(entry.get("allow", DEFAULT_ALLOW))
            (allow.add if allowed else allow.discard)(permission)
            entry["allow"] = [p for p in PERMISSIONS if p in allow]

        return self._change(name, apply)
