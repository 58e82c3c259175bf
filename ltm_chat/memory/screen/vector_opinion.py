"""A second opinion on memory writes from the text's own vector (#22): two logistic regressions
over multilingual-e5-small's centred passage vector, "credential" and "instruction to the
assistant", for what the hand rules miss in other scripts and phrasings. Trained and measured by
bench/vector_classifier.py (our own corpora and MIT/Apache ones; numbers in bench/RESULTS.md).

Only for the embedder it was trained on, at its vector size: another embedder's vectors mean
something else, and lexical mode has none, so there the rules decide alone (logged once, with
the reason). It never finds spans: transcript redaction stays the rules'.
"""

from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

WEIGHTS = Path(__file__).parent / "data" / "vector_opinion.npz"
# Row order of the weights file, and the name each verdict carries (model.py words them).
VERDICTS = (("secret", "vector-credential"), ("instruction", "vector-instruction"))

_loaded: tuple[str, int, Any, Any] | None = None
_lock = threading.Lock()
_told: set[str] = set()  # skip reasons already logged


def _weights() -> tuple[str, int, Any, Any]:
    """(embedder name, vector size, weights with the bias last, cuts), read once."""
    global _loaded
    with _lock:
        if _loaded is None:
            import numpy as np

            with np.load(WEIGHTS) as data:
                _loaded = (
                    str(data["embedder"]),
                    int(data["dim"]),
                    data["weights"].astype(np.float32),
                    data["cuts"].astype(np.float32),
                )
        return _loaded


def skip_reason(model: str | None, size: int | None) -> str | None:
    """Why the vectors of `model` (None: lexical mode) get no second opinion, or None."""
    if model is None:
        return "lexical mode has no vectors: the rules screen memories alone"
    if size is None:
        return f"{model} gave no vector for this write: the rules screen it alone"
    trained_on, dim, _, _ = _weights()
    if model != trained_on:
        return f"the vector screen was trained on {trained_on}, not {model}: rules alone"
    if size != dim:
        return f"the vector screen expects {dim}-dimensional vectors, not {size}: rules alone"
    return None


def opinions(vector: list[float] | None, model: str | None) -> list[tuple[str, str]]:
    """Every verdict the text's vector reads as, ("secret", "vector-credential") and/or
    ("instruction", "vector-instruction"), from the vector alone; [] when none or there is no
    opinion to give."""
    reason = skip_reason(model, None if vector is None else len(vector))
    if reason is not None:
        if reason not in _told:
            _told.add(reason)
            log.info("%s", reason)
        return []
    import numpy as np

    _, _, weights, cuts = _weights()
    scores = weights[:, :-1] @ np.asarray(vector, dtype=np.float32) + weights[:, -1]
    probabilities = 1.0 / (1.0 + np.exp(-scores))
    return [v for v, p, cut in zip(VERDICTS, probabilities, cuts, strict=True) if p >= cut]


def vector_verdict(vector: list[float] | None, model: str | None) -> tuple[str, str] | None:
    """("secret", "vector-credential") or ("instruction", "vector-instruction") when the text's
    vector reads as one; None when it does not or there is no opinion to give."""
    found = opinions(vector, model)
    return found[0] if found else None


def refusal(verdict: tuple[str, str]) -> Exception:
    """The refusal a verdict makes (its `reason` is in the user's terms, never the text)."""
    from ltm_chat.memory.model import InstructionRefused, SecretRefused

    kind, name = verdict
    return SecretRefused(name) if kind == "secret" else InstructionRefused(name)


def screen_vector(vector: list[float] | None, model: str | None) -> None:
    """Refuse a write whose vector reads as a credential or an instruction (names the verdict,
    never the text); the rules' own screen ran before."""
    verdict = vector_verdict(vector, model)
    if verdict is not None:
        raise refusal(verdict)
