"""The trust rules every MCP tool call passes, in front of the memory facade.

In order: the operator's veto (NODETOOL_MEMORY_ENABLED=0), a bound on calls in flight and on
writes per minute, incognito (read-only: nothing is written at all, not even an audit event or
a client's last-seen time), the client's permission, the workspace scope (global + the
client's workspace, one user). Writes take the path `ltm-chat memories add` takes (screens,
consolidation, expiry, cap); a client without `write` only proposes (the review queue). Every
write and every read that returns memories is an audit event by `mcp:<client>`.

No SDK import here: the server wires these methods to MCP tools.
"""

from __future__ import annotations

import asyncio
import logging
import os
import time
from collections import deque
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ltm_chat.mcp.actor import actor_for, client_name
from ltm_chat.mcp.permissions import Permissions, PermissionsError

if TYPE_CHECKING:
    from ltm_chat.config import Settings
    from ltm_chat.memory import LongTermMemory, Memory

log = logging.getLogger(__name__)

MAX_IN_FLIGHT = 32  # calls being served at once; more is a runaway client, answered "busy"
WRITES_PER_MINUTE = 60  # per client; LTM_CHAT_MCP_WRITES_PER_MINUTE overrides (bench)
MAX_QUERY_CHARS = 2_000
MAX_LIMIT = 50
MAX_WORKSPACE = 200
SAVE_IMPORTANCE = 0.9  # an explicit "remember this", as the chat's "remember that …"


class ToolRefused(Exception):
    """A refusal or failure the client's model reads as the tool's error message."""


def _writes_per_minute() -> int:
    raw = os.environ.get("LTM_CHAT_MCP_WRITES_PER_MINUTE", "")
    return int(raw) if raw.isdigit() and int(raw) > 0 else WRITES_PER_MINUTE


def memory_json(m: Memory) -> dict[str, Any]:
    """What a model needs of one memory (no vector, no owner)."""
    return {
        "id": m.id,
        "text": m.text,
        "kind": m.kind,
        "workspace": m.workspace,
        "created_at": m.created_at.isoformat(),
        "updated_at": m.updated_at.isoformat(),
        "importance": round(m.importance, 2),
        "pinned": m.pinned,
        "status": m.status,
        "expires_at": m.expires_at.isoformat() if m.expires_at else None,
    }


class Gateway:
    """One server's memory for its clients: opened lazily, shared by every connection."""

    def __init__(
        self, settings: Settings, *, incognito: bool = False, workspace: str | None = None
    ):
        self.settings = settings
        self.incognito = incognito
        self.workspace_flag = workspace
        self.permissions = Permissions(settings.paths.data_dir, read_only=incognito)
        self._memories: dict[str, LongTermMemory] = {}
        self._embedder: Any = "auto"
        self._open_lock = asyncio.Lock()
        self._write_lock = asyncio.Lock()  # one write at a time in this process
        self._in_flight = 0
        self._writes: dict[str, deque[float]] = {}

    # -- the gate --------------------------------------------------------------------------
    def veto(self) -> str | None:
        """The operator's veto, as the message every tool answers with, or None."""
        from ltm_chat.gate import resolve_memory

        decision = resolve_memory(False, self.settings.memory_env, True)
        if decision.operator_veto:
            return (
                f"memory is disabled by the operator (NODETOOL_MEMORY_ENABLED="
                f"{self.settings.memory_env}); nothing was read or stored"
            )
        return None

    def _allowed(self, client: str, permission: str) -> None:
        try:
            record = self.permissions.get(client)
        except PermissionsError as exc:
            raise ToolRefused(str(exc)) from None
        if permission == "save":
            if {"write", "propose"} & set(record.allow):
                return
            permission = "propose"
        if permission not in record.allow:
            raise ToolRefused(
                f"the user has not allowed the client {client!r} to {permission} memories "
                f"(it may: {', '.join(record.allow) or 'nothing'}); the user can grant it with "
                f"`ltm-chat mcp allow '{client}' {permission}`"
            )

    def _rate(self, client: str) -> None:
        limit = _writes_per_minute()
        now = time.monotonic()
        stamps = self._writes.setdefault(client, deque())
        while stamps and now - stamps[0] > 60:
            stamps.popleft()
        if len(stamps) >= limit:
            raise ToolRefused(
                f"too many writes: at most {limit} a minute per client; nothing was stored, "
                "retry later"
            )
        stamps.append(now)

    async def call(
        self, client: Any, permission: str, workspace: str, fn: Any, *, write: bool = False
    ) -> Any:
        """Run `fn(memory, actor)` for `client` when the rules allow it; every refusal and
        every engine error becomes a ToolRefused with a short message."""
        if (vetoed := self.veto()) is not None:
            raise ToolRefused(vetoed)
        name = client_name(client)
        if write and self.incognito:
            raise ToolRefused(
                "this memory server runs with --incognito: it is read-only and nothing was stored"
            )
        if self._in_flight >= MAX_IN_FLIGHT:
            raise ToolRefused(
                f"busy: {MAX_IN_FLIGHT} calls are already being served; retry in a moment"
            )
        self._allowed(name, permission)
        if write:
            self._rate(name)
        self._in_flight += 1
        try:
            memory = await self.memory(workspace)
            if write:
                async with self._write_lock:
                    result = await fn(memory, actor_for(name))
            else:
                result = await fn(memory, actor_for(name))
            self._count(name, write)
            return result
        except ToolRefused:
            raise
        except Exception as exc:  # noqa: BLE001  (the one place engine errors become messages)
            raise ToolRefused(self._describe(exc)) from None
        finally:
            self._in_flight -= 1

    def _count(self, client: str, write: bool) -> None:
        try:
            self.permissions.seen(client, reads=0 if write else 1, writes=1 if write else 0)
        except (OSError, PermissionsError) as exc:  # the count only informs `mcp clients`
            log.warning("could not record the client's call: %s", exc)

    @staticmethod
    def _describe(exc: BaseException) -> str:
        from ltm_chat.memory import EmbeddingError, MemoryError_

        if isinstance(exc, MemoryError_ | EmbeddingError | ValueError):
            return str(exc)
        log.exception("memory tool failed")
        return f"the memory store failed ({type(exc).__name__}); nothing was changed"

    # -- the memory ------------------------------------------------------------------------
    def workspace_for(self, roots: list[str] | None) -> str:
        """--workspace, else the project of the client's first root folder, named as
        `workspace = "auto"` names it (its git origin as host/path, else the folder's name;
        so the chat and the tool share one workspace), else the configured default."""
        if self.workspace_flag is not None:
            return self.workspace_flag
        from urllib.parse import unquote, urlparse

        from ltm_chat.workspace import auto_workspace

        for uri in roots or []:
            parsed = urlparse(uri)
            if parsed.scheme == "file" and parsed.path:
                name = auto_workspace(Path(unquote(parsed.path)))
                if name and name.isprintable():
                    return name[:MAX_WORKSPACE]
        return self.settings.workspace

    def _stored(self) -> bool:
        paths = self.settings.paths
        return (
            not paths.db_is_local or (Path(paths.db_uri).expanduser() / "memories.lance").exists()
        )

    async def memory(self, workspace: str) -> LongTermMemory | None:
        """The memory scoped to `workspace` (global + it), opened on first use (LanceDB and
        the embedder load here, never before `initialize` is answered). None under incognito
        when nothing was ever stored: opening would create the database."""
        if workspace in self._memories:
            return self._memories[workspace]
        if self.incognito and not self._stored():
            return None
        async with self._open_lock:
            if workspace not in self._memories:
                self._memories[workspace] = await asyncio.to_thread(self._open, workspace)
        return self._memories[workspace]

    def _open(self, workspace: str) -> LongTermMemory:
        from ltm_chat.memory import open_long_term_memory

        memory = open_long_term_memory(
            self.settings.with_(workspace=workspace), embedder=self._embedder
        )
        self._embedder = memory.embedder  # loaded once, shared by every workspace
        return memory

    async def audit(
        self, memory: LongTermMemory, action: str, actor: str, ids: list[str], tool: str
    ) -> None:
        """One audit event for a read that returned memories (ids only); none under
        incognito, which writes nothing."""
        if self.incognito or not ids:
            return
        await memory.store_events(
            [{"action": action, "actor": actor, "detail": {"ids": ids, "tool": tool}}]
        )

    @staticmethod
    def now() -> datetime:
        return datetime.now(UTC)
