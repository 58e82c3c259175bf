"""End the process right after a TUI quits, without the interpreter's slow teardown.

Measured (issue #16): after a chat, interpreter shutdown spent 13–31 s in the garbage collector
tearing down litellm/lancedb/pyarrow objects, and a quit during loading waited for the import
thread. The app has already finished its own writes when it returns (the session's flush on
quit: transcript, access bumps); a database write still under way in a worker thread (an
extraction's) gets a short grace period (`db.wait_for_writes`), then `os._exit` ends the
process. Threads left then only import, warm the model or wait for the network: nothing to
lose (and a lance commit is atomic: a write cut short leaves the table as it was).
"""

from __future__ import annotations

import asyncio
import logging
import os
import sys
from typing import NoReturn

WRITE_GRACE_SECONDS = 0.5  # for a database write still under way in a worker thread


def own_event_loop() -> asyncio.AbstractEventLoop:
    """A loop for `App.run(loop=…)`: textual then runs it with `run_until_complete`, not
    `asyncio.run`, whose clean-up joins every worker thread (a quit during loading waited for
    the heavy-import thread to finish)."""
    loop = asyncio.new_event_loop()
    asyncio.set_event_loop(loop)
    return loop


def exit_now(code: int) -> NoReturn:
    """Let writes under way finish (briefly), flush stdio and logs, end the process at once."""
    if "ltm_chat.memory.storage.db" in sys.modules:  # no database opened: no write to wait for
        sys.modules["ltm_chat.memory.storage.db"].wait_for_writes(WRITE_GRACE_SECONDS)
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # closed or a broken pipe: nothing left to save
            pass
    os._exit(code)
