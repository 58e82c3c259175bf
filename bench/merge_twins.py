"""Does the daily run's vector search find the rows the merge calls one statement?

    python bench/merge_twins.py

The daily run (`curate(full=False)`) compares a new row with vectors only with its k nearest
older rows of cosine at least NEAR_COSINE (all-MiniLM-L6-v2); the full pass compares every row. For every pair of texts `consolidate.duplicate_groups` puts in one
group (a keeper and a row stating the same thing), in two sources — the hand-written
consolidation cases (both sides of every case, bench/consolidation_cases.py) and the LoCoMo dev
observations (per conversation), and the cases' texts each restated five ways — this counts how often the keeper is among the row's
k nearest other texts above NEAR_COSINE, i.e. found by the daily run, for k = MAX_NEIGHBOURS
(the write path's) and k = 10 (its BM25 candidates), on two halves split by a hash of the
keeper's text before any figure was read. NEAR_COSINE is the write path's (bench/RESULTS.md
"Consolidation").
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
LOCOMO = Path("/work/shared/data/locomo-dev/locomo-dev.json")


def half(text: str) -> str:
    """The pair's half, fixed before any figure was read: sha1 of the keeper's text."""
    return "held-out" if hashlib.sha1(text.encode()).digest()[0] % 2 else "tune"


def found_share(texts: list[str], embedder, k: int) -> dict[str, list[int]]:
    """Per half: [pairs found by the daily run's search with k neighbours, pairs]."""
    import numpy as np

    from ltm_chat.memory.model import Memory
    from ltm_chat.memory.write import consolidate

    texts = list(dict.fromkeys(texts))  # one row per distinct text
    rows = [Memory(id=f"{n:06d}", user_id="u", text=t) for n, t in enumerate(texts)]
    groups = consolidate.duplicate_groups(rows)
    out = {"tune": [0, 0], "held-out": [0, 0]}
    if not groups:
        return out
    vectors = np.asarray(embedder.embed(texts), dtype=np.float32)
    for keeper, *others in groups:
        counts = out[half(keeper.text)]
        kept = int(keeper.id)
        for m in others:
            i = int(m.id)
            sims = vectors @ vectors[i]
            sims[i] = -1.0  # not itself
            for other in others:  # the other new rows: compared anyway, not searched
                if other is not m:
                    sims[int(other.id)] = -1.0
            top = np.argsort(-sims)[:k]
            counts[1] += 1
            counts[0] += int(kept in top and sims[kept] >= consolidate.NEAR_COSINE)
    return out


def restated(text: str) -> list[str]:
    """Forms of a text that say exactly what it says (what a second window might store)."""
    out = [text.rstrip(".") + ".", text.lower(), text.upper()]
    if text.startswith("User "):
        out += ["The user " + text[5:], "User still " + text[5:]]
    return out


def main() -> None:
    from bench.consolidation_cases import CASES
    from ltm_chat.memory.embed import LocalEmbedder
    from ltm_chat.memory.write import consolidate

    embedder = LocalEmbedder()
    stored = list(dict.fromkeys(t for case in CASES for t in case[:2]))
    sources = [
        ("consolidation cases (both sides)", [stored]),
        (
            'the same, each text also restated 5 ways (period, lower/upper case, "The user", '
            '"still")',
            [stored + [v for t in stored for v in restated(t)]],
        ),
    ]
    if LOCOMO.exists():
        samples = json.loads(LOCOMO.read_text())
        sources.append(
            (
                "LoCoMo dev observations, per conversation",
                [
                    [
                        fact
                        for obs in s["observation"].values()
                        for facts in obs.values()
                        for fact, _ in facts
                    ]
                    for s in samples
                ],
            )
        )
    ks = [consolidate.MAX_NEIGHBOURS, 10]
    print(
        "| texts | half | pairs the merge calls one statement | "
        + " | ".join(f"found, k = {k}" for k in ks)
        + " |\n|---|---|---:|"
        + "---:|" * len(ks)
    )
    for name, sets in sources:
        got = {k: {"tune": [0, 0], "held-out": [0, 0]} for k in ks}
        for texts in sets:
            for k in ks:
                for part, (f, t) in found_share(texts, embedder, k).items():
                    got[k][part][0] += f
                    got[k][part][1] += t
        for part in ("tune", "held-out"):
            total = got[ks[0]][part][1]
            print(
                f"| {name} | {part} | {total} | "
                + " | ".join(str(got[k][part][0]) for k in ks)
                + " |"
            )


if __name__ == "__main__":
    main()
