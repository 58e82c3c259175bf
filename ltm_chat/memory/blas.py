"""One BLAS thread for the engine's matrix products (the encoder's and recall's)."""

from __future__ import annotations

import contextlib
from typing import Any

_blas_controller: Any = None


def one_blas_thread() -> Any:
    """Run matrix products on one BLAS thread: on a busy machine OpenBLAS's worker threads
    spin-wait, so a 10k x 384 product takes ~30 ms at p95 instead of ~1 ms, and even a 40 x 40
    Gram matrix costs 10x its single-thread time. Entering the limit costs ~3 µs."""
    global _blas_controller
    try:
        import threadpoolctl
    except ImportError:  # not installed without the `local` extra: threads as numpy likes
        return contextlib.nullcontext()
    if _blas_controller is None:
        _blas_controller = threadpoolctl.ThreadpoolController()
    return _blas_controller.limit(limits=1, user_api="blas")
