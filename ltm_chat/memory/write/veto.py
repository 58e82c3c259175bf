"""The operator's hard veto on memory writes (DESIGN.md §3, row 2).

`NODETOOL_MEMORY_ENABLED` set to a falsy value turns memory off for chats and no toggle can
override it. The engine enforces it on every write path, not the callers: add, edit, pin,
import, accept, undo, reembed, curation's merge, the model's tools and extraction all raise
MemoryVetoed. Reading and erasing (list, search, forget, clear, reject) stay possible: a user
can always see and remove what is stored.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from ltm_chat.memory.model import MemoryVetoed

T = TypeVar("T")


def operator_veto(settings: Any) -> str | None:
    """The raw NODETOOL_MEMORY_ENABLED value when it vetoes memory, else None."""
    from ltm_chat.gate import parse_env_flag

    raw = getattr(settings, "memory_env", None)
    return raw if parse_env_flag(raw).value is False else None


def writes(method: Callable[..., Awaitable[T]]) -> Callable[..., Awaitable[T]]:
    """Mark a LongTermMemory method as a write: refused (nothing done) under the veto."""

    @functools.wraps(method)
    async def guarded(self: Any, *args: Any, **kwargs: Any) -> T:
        if getattr(self, "vetoed", None) is not None:
            raise MemoryVetoed(self.vetoed)
        return await method(self, *args, **kwargs)

    return guarded
