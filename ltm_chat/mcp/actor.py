"""Client names as the audit trail records them: `mcp:<client>`."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

PREFIX = "mcp:"
MAX_NAME = 64
UNKNOWN = "unknown-client"
_UNSAFE = re.compile(r"[^A-Za-z0-9._\- ]+")


def client_name(raw: Any) -> str:
    """A client's self-reported name (clientInfo.name) made safe to store and print: letters,
    digits, dot, dash, underscore and space, at most MAX_NAME characters."""
    if not isinstance(raw, str):
        return UNKNOWN
    name = " ".join(_UNSAFE.sub("-", raw).split()).strip("-")[:MAX_NAME].strip()
    return name or UNKNOWN


def actor_for(client: str) -> str:
    return PREFIX + client


def client_of(events: Iterable[dict[str, Any]]) -> str | None:
    """The client that first wrote a memory, from its audit events (any order): the actor of
    its oldest add/pending event when that is an MCP client, else None."""
    writes = [e for e in events if e.get("action") in ("add", "pending") and e.get("at")]
    if not writes:
        return None
    actor = str(min(writes, key=lambda e: e["at"]).get("actor") or "")
    return actor if actor.startswith(PREFIX) else None
