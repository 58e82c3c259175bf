"""Consolidation thresholds: NEAR_COSINE (which stored memories are compared at all) and
PARAPHRASE_COSINE (when different ordinary words are still one fact), checked on data the
choice was not made on.

Data: the hand-written cases (bench/consolidation_cases.py) split by a hash of the pair, and
real "different" pairs from LoCoMo: in one session's observation list of one speaker every
line is a separate fact, so each observation and its nearest sibling (by cosine) is a hard
pair that must NOT be merged; split by conversation (sample id). Both splits are fixed before
any threshold is looked at; the choice is made on the tuning half, the held-out half is
reported beside it.

    HF_HUB_OFFLINE=1 .venv/bin/python bench/consolidation.py [--locomo PATH] [--embedder e5]
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.consolidation_cases import CASES, FRESH  # noqa: E402
from ltm_chat.memory.embed import (
    E5Embedder,  # noqa: E402
    LocalEmbedder,  # noqa: E402
)
from ltm_chat.memory.write import consolidate  # noqa: E402

LOCOMO = Path("/work/shared/data/locomo-dev/locomo-dev.json")
GATES = [0.60, 0.65, 0.70, 0.75, 0.80, 0.85, 0.90]
PARAPHRASES = [0.80, 0.85, 0.88, 0.90, 0.92, 0.95, 1.01]


def half(key: str) -> str:
    return "tune" if int(hashlib.sha1(key.encode()).hexdigest(), 16) % 2 == 0 else "held-out"


def predict(new: str, old: str, cosine: float, gate: float) -> str:
    if cosine < gate and not consolidate.lexically_near(new, old):
        return consolidate.DIFFERENT
    return consolidate.compare(new, old, cosine)[0]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--locomo", type=Path, default=LOCOMO)
    ap.add_argument("--embedder", choices=("minilm", "e5"), default="minilm")
    args = ap.parse_args()
    emb = LocalEmbedder() if args.embedder == "minilm" else E5Embedder()
    print(f"embedder: {emb.name}")

    def vec(texts: list[str]) -> np.ndarray:
        return np.asarray(emb.embed(texts), dtype=np.float32)

    news, olds = vec([c[0] for c in CASES]), vec([c[1] for c in CASES])
    cos = (news * olds).sum(1)
    cases = [
        (n, o, r, float(c), half(n + "|" + o)) for (n, o, r), c in zip(CASES, cos, strict=True)
    ]

    # LoCoMo: nearest sibling within one speaker's list of one session (one embedding batch).
    lists: list[tuple[list[str], str]] = []
    for sample in json.loads(args.locomo.read_text()):
        for session in sample["observation"].values():
            for lines in session.values():
                texts = [line[0] for line in lines if isinstance(line, list) and line]
                if len(texts) >= 2:
                    lists.append((texts, half(sample["sample_id"])))
    every = vec([t for texts, _ in lists for t in texts])
    hard: list[tuple[str, str, float, str]] = []
    start = 0
    for texts, split in lists:
        v = every[start : start + len(texts)]
        start += len(texts)
        sims = v @ v.T
        np.fill_diagonal(sims, -1)
        for i, t in enumerate(texts):
            j = int(sims[i].argmax())
            hard.append((t, texts[j], float(sims[i, j]), split))

    print(
        f"cases: {len(cases)} ({sum(c[4] == 'tune' for c in cases)} tune), "
        f"LoCoMo hard different pairs: {len(hard)} ({sum(h[3] == 'tune' for h in hard)} tune)"
    )
    by = {r: [c[3] for c in cases if c[2] == r] for r in ("same", "update", "different")}
    for r, values in by.items():
        q = np.percentile(values, [0, 10, 50, 90, 100]).round(3)
        print(f"  cosine of {r:9s} cases: min/p10/median/p90/max {q.tolist()}")
    q = np.percentile([h[2] for h in hard], [10, 50, 90, 99]).round(3)
    print(f"  cosine of LoCoMo nearest siblings: p10/median/p90/p99 {q.tolist()}")

    def table(rows_for, label: str, grid: list[float], apply) -> None:
        print(f"\n{label}")
        print(
            "  value | split    | cases correct | same->not same | not same->same | "
            "LoCoMo merged (same/update)"
        )
        for value in grid:
            for split in ("tune", "held-out"):
                apply(value)
                sub = [c for c in cases if c[4] == split]
                pred = [predict(n, o, c, rows_for(value)) for n, o, _, c, _ in sub]
                ok = sum(p == c[2] for p, c in zip(pred, sub, strict=True))
                missed_same = sum(
                    p != "same" and c[2] == "same" for p, c in zip(pred, sub, strict=True)
                )
                false_same = sum(
                    p == "same" and c[2] != "same" for p, c in zip(pred, sub, strict=True)
                )
                hs = [h for h in hard if h[3] == split]
                hp = [predict(n, o, c, rows_for(value)) for n, o, c, _ in hs]
                merged_same = sum(p == "same" for p in hp) / len(hs)
                merged_upd = sum(p == "update" for p in hp) / len(hs)
                print(
                    f"  {value:5.2f} | {split:8s} | {ok:3d}/{len(sub):3d} {ok / len(sub):6.1%} | "
                    f"{missed_same:3d} | {false_same:3d} | "
                    f"{merged_same:5.1%} / {merged_upd:5.1%}"
                )

    keep = consolidate.PARAPHRASE_COSINE
    table(
        lambda v: v, f"NEAR_COSINE (PARAPHRASE_COSINE fixed at {keep:.2f})", GATES, lambda v: None
    )

    def set_para(v: float) -> None:
        consolidate.PARAPHRASE_COSINE = v

    gate = consolidate.NEAR_COSINE
    table(
        lambda v: gate,
        f"PARAPHRASE_COSINE (NEAR_COSINE fixed at {gate:.2f})",
        PARAPHRASES,
        set_para,
    )
    consolidate.PARAPHRASE_COSINE = keep

    merged = [h for h in hard if predict(h[0], h[1], h[2], gate) != "different"]
    print(f"\nLoCoMo pairs merged at the shipped values ({len(merged)}):")
    for n, o, c, split in merged[:12]:
        print(f"  {split:8s} cos {c:.2f} {predict(n, o, c, gate):6s} {n[:70]!r} <- {o[:70]!r}")
    fn, fo = vec([c[0] for c in FRESH]), vec([c[1] for c in FRESH])
    fresh = [(n, o, r, float(c)) for (n, o, r), c in zip(FRESH, (fn * fo).sum(1), strict=True)]
    right = [predict(n, o, c, gate) == r for n, o, r, c in fresh]
    false_same = sum(predict(n, o, c, gate) == "same" != r for n, o, r, c in fresh)
    print(
        f"\nfresh cases (written after the fixes, run once): {sum(right)}/{len(fresh)} correct, "
        f"{false_same} wrongly called same"
    )
    for (n, o, r, c), ok in zip(fresh, right, strict=True):
        if not ok:
            print(f"  want {r:9s} got {predict(n, o, c, gate):9s} cos {c:.2f}  {n!r} <- {o!r}")
    import time

    pairs = [(n, o) for n, o, *_ in cases] * 20
    t0 = time.perf_counter()
    for n, o in pairs:
        consolidate.compare(n, o, 0.9)
    per = (time.perf_counter() - t0) / len(pairs) * 1e6
    print(f"\ncompare() costs {per:.0f} µs per pair (mean over {len(pairs)} pairs)")
    print("\nheld-out cases the rules get wrong at the shipped values:")
    for n, o, r, c, split in cases:
        if split != "held-out":
            continue
        p = predict(n, o, c, gate)
        if p != r:
            print(f"  want {r:9s} got {p:9s} cos {c:.2f}  {n!r} <- {o!r}")


if __name__ == "__main__":
    main()
