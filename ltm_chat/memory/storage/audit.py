"""One user's audit trail as the async engine writes it: ids, actions and counts, never text.

The one place the facade, the write path and curation log an event (store.log_event runs in a
thread; the moment is the engine's clock, so a test's frozen clock dates the event too).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ltm_chat.memory.storage.store import MemoryStore


class AuditTrail:
    """Audit events of one user, dated by the engine's clock."""

    def __init__(self, store: MemoryStore, user_id: str, clock: Callable[[], datetime]) -> None:
        self.store = store
        self.user_id = user_id
        self.clock = clock

    async def event(
        self,
        action: str,
        memory_id: str | None,
        *,
        actor: str = "user",
        conversation_id: str | None = None,
        detail: dict[str, Any] | None = None,
    ) -> None:
        await asyncio.to_thread(
            self.store.log_event,
            self.user_id,
            action,
            memory_id=memory_id,
            actor=actor,
            conversation_id=conversation_id,
            detail=detail,
            at=self.clock(),
        )

    async def events(self, rows: list[dict[str, Any]]) -> None:
        """Several events in one write (each row: action, memory_id, actor, detail...)."""
        await asyncio.to_thread(self.store.log_events, self.user_id, rows)
