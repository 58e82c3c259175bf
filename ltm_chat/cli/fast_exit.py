"""End the process right after a TUI quits, without the interpreter's slow teardown.

Measured (issue #16): after a chat, interpreter shutdown spent 13–31 s in the garbage collector
tearing down litellm/lancedb/pyarrow objects, and a quit during loading waited for the import
thread. The app has already finished its own writes when it returns (the session's flush on
quit); a write still in a worker thread gets a short grace period, then `os._exit` ends the
process: an import or a model warm-up in a thread has nothing to lose.
"""

from __future__ import annotations

import logging
import os
import sys
import threading
import time
from typing import NoReturn

WRITE_GRACE_SECONDS = 0.3  # for a worker thread still writing (extraction's store write, …)


def exit_now(code: int) -> NoReturn:
    """Flush what Python buffers (stdio, log handlers), then end the process at once."""
    deadline = time.monotonic() + WRITE_GRACE_SECONDS
    for thread in threading.enumerate():
        if thread is threading.current_thread() or thread.daemon:
            continue
        thread.join(max(0.0, deadline - time.monotonic()))
    logging.shutdown()
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # closed or a broken pipe: nothing left to save
            pass
    os._exit(code)
