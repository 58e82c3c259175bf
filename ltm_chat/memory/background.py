"""The memory's background writes (recall's access bumps): started without waiting, tracked so
that shutdown and tests can wait for them, and a failure logged rather than lost."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable
from typing import Any

log = logging.getLogger(__name__)


class BackgroundTasks:
    """Tasks started off the critical path, kept until they finish."""

    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[Any]] = set()

    def spawn(self, coro: Awaitable[Any]) -> asyncio.Task[Any]:
        task = asyncio.ensure_future(coro)
        self._tasks.add(task)

        def done(t: asyncio.Task[Any]) -> None:
            self._tasks.discard(t)
            if not t.cancelled() and t.exception() is not None:
                log.warning("background memory write failed: %s", t.exception())

        task.add_done_callback(done)
        return task

    def __bool__(self) -> bool:
        return bool(self._tasks)

    async def wait(self, timeout: float | None = None) -> None:
        """Until every task started so far has finished (or `timeout` seconds)."""
        if self._tasks:
            await asyncio.wait(list(self._tasks), timeout=timeout)
