"""Where each similarity threshold sits in each model's own score distribution (issue #30).

    python bench/e5_thresholds.py [PATH]

The thresholds were set for all-MiniLM-L6-v2. For each one, its percentile among MiniLM's
scores of the same kind on LoCoMo — question-memory cosines for the recall cut-offs
(MIN_SIMILARITY, FORGET_MIN_SIMILARITY), memory-memory cosines for consolidation (NEAR_COSINE,
PARAPHRASE_COSINE) — and the multilingual-e5-small (centred, as stored) score at that same
percentile: the threshold that means the same for e5. Derived on the tuning conversations
(sha256 of the sample id, first byte even), checked on the others: what share of e5's scores
the derived value lets through there, beside MiniLM's share at its own threshold.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))

import locomo  # noqa: E402

DEFAULT = Path("/work/shared/data/locomo-dev/locomo-dev.json")


def part(sample: dict) -> str:
    digest = hashlib.sha256(sample["sample_id"].encode()).digest()
    return "tune" if digest[0] % 2 == 0 else "held-out"


def scores(embedder, samples: list[dict]) -> tuple[np.ndarray, np.ndarray]:
    """(question-memory cosines, memory-memory cosines) pooled over the conversations."""
    qm, mm = [], []
    for sample in samples:
        facts = [f for f, _, _ in locomo.observations(sample)]
        questions = [q for q, _, _ in locomo.questions(sample)]
        p = np.asarray(embedder.embed(facts), dtype=np.float32)
        q = np.asarray(embedder.embed_query(questions), dtype=np.float32)
        qm.append((q @ p.T).ravel())
        mm.append((p @ p.T)[np.triu_indices(len(p), 1)])
        embedder.save()
    return np.concatenate(qm), np.concatenate(mm)


def main() -> None:
    from ltm_chat.chat.session import FORGET_MIN_SIMILARITY
    from ltm_chat.memory.embed import E5Embedder, LocalEmbedder
    from ltm_chat.memory.retrieval.recall import MIN_SIMILARITY
    from ltm_chat.memory.write.consolidate import NEAR_COSINE, PARAPHRASE_COSINE

    path = Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT
    samples = json.loads(path.read_text())
    locomo.CACHE = True
    models = {
        "minilm": locomo.MemoEmbedder(LocalEmbedder()),
        "e5": locomo.MemoEmbedder(E5Embedder()),
    }
    halves = {h: [s for s in samples if part(s) == h] for h in ("tune", "held-out")}
    print("tune:", [s["sample_id"] for s in halves["tune"]])
    got = {(m, h): scores(e, halves[h]) for m, e in models.items() for h in halves}
    thresholds = [
        ("MIN_SIMILARITY", MIN_SIMILARITY, 0),
        ("FORGET_MIN_SIMILARITY", FORGET_MIN_SIMILARITY, 0),
        ("NEAR_COSINE", NEAR_COSINE, 1),
        ("PARAPHRASE_COSINE", PARAPHRASE_COSINE, 1),
    ]
    print(
        "\n| threshold | MiniLM value | MiniLM share at or above, tune / held-out | "
        "e5 value at the same share (tune) | e5 share at or above it, tune / held-out | "
        "e5 share at or above the MiniLM value, held-out |"
    )
    print("|---|---:|---:|---:|---:|---:|")
    for name, value, kind in thresholds:
        ml_t, ml_h = got[("minilm", "tune")][kind], got[("minilm", "held-out")][kind]
        e5_t, e5_h = got[("e5", "tune")][kind], got[("e5", "held-out")][kind]
        share = float(np.mean(ml_t >= value))
        derived = float(np.quantile(e5_t, 1 - share))
        print(
            f"| {name} | {value:.2f} | {100 * share:.3f} / {100 * np.mean(ml_h >= value):.3f} % | "
            f"{derived:.3f} | {100 * np.mean(e5_t >= derived):.3f} / "
            f"{100 * np.mean(e5_h >= derived):.3f} % | {100 * np.mean(e5_h >= value):.3f} % |"
        )


if __name__ == "__main__":
    main()
