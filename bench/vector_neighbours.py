"""Round 32 (#22): the vector opinion as a vote of the ten nearest training lines (candidate
n32b, not adopted: bench/RESULTS.md "Round 32"; the app ships c28's logistic file still).

    python bench/vector_neighbours.py --save PATH        # build a bank (vector_opinion reads it)
    python bench/vector_neighbours.py --dev [--k 10]     # leave-one-author-out, beside c28
    python bench/vector_neighbours.py --pools PATH...     # never-trained benign pools, per file
    python bench/vector_neighbours.py --cost PATH...      # CPU ms per write, per file

The bank (n32b): every line of `bench/screen_authors.py`'s AUTHORS (the hand-written sets, one
hundred and twenty-eight authors in session 32) and the tune halves of the other corpora c28
trained on (`tune_side_lines`), each as its e5 passage vector in int8 (round(unit × 127)),
labelled kept / credential / instruction. A text reads as a kind when the cosine-weighted share of that kind among its k = 10 nearest rows reaches the kind's cut:
instruction ≥ 0.8, credential = 1.0. The cuts were chosen by `--dev` on split A's authors that
the shipped logistic opinion (c28) never saw: the lowest of 0.5 … 1.0 whose benign flags on A
do not exceed c28's, row by row; B is reported beside it (bench/RESULTS.md, round 32).
LoCoMo (CC BY-NC) and the code-shaped corpora are not in the bank.

Vectors come through `bench/vector_classifier.py`'s cache (VECTOR_CACHE).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.screen_authors import AUTHORS, DATA, KINDS, SPLIT_A, texts_of  # noqa: E402

C28 = ROOT / "ltm_chat" / "memory" / "screen" / "data" / "vector_opinion.npz"  # the shipped one
K = 10
CUTS = {"credentials": 1.0, "instructions": 0.8}  # in VERDICTS order: secret, instruction
CUT_GRID = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


def bank_lines() -> list[tuple[str, str, str]]:
    """(author, kind, text) for every training line, in the order of the authors' table."""
    rows = []
    for author in AUTHORS:
        for kind in KINDS:
            path = DATA / f"{author}-{kind}.txt"
            if path.is_file():
                rows.extend((author, kind, t) for t in texts_of(path))
    return rows


def tune_side_lines() -> list[tuple[str, str, str]]:
    """(set, kind, text) for the tune halves c28's procedure also trains on beside the authors
    (generated chat, secrets-dev, injection-dev, probes, preferences, facts, statements): n32b's
    bank holds them so a checksum or a public key has kept lines of its kind near it."""
    from bench.vector_classifier import HAND_WRITTEN, load_sets

    kind_of = {"credential": "credentials", "instruction": "instructions", "benign": "ordinary"}
    hand = {f"{a}-{k}" for a in HAND_WRITTEN for k in KINDS}
    return [
        (name, kind_of[label], t)
        for name, label, half, texts in load_sets(hand=HAND_WRITTEN)
        if half == "tune" and name not in hand
        for t in texts
    ]


def label_of(kind: str) -> int:
    """The bank's code for a kind of line (vector_opinion.NEIGHBOUR_CODES)."""
    from ltm_chat.memory.screen.vector_opinion import KEPT, NEIGHBOUR_CODES

    return {"credentials": NEIGHBOUR_CODES[0], "instructions": NEIGHBOUR_CODES[1]}.get(kind, KEPT)


def unit_rows(texts: list[str]) -> np.ndarray:
    """The texts' e5 passage vectors, each of length one (float32)."""
    from bench.vector_classifier import embed_all

    vectors = embed_all(texts)
    x = np.stack([vectors[t] for t in texts]).astype(np.float32)
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def save(path: Path) -> None:
    """Write the bank the app reads (vector_opinion.read_weights)."""
    from ltm_chat.memory.embed import E5Embedder

    rows = bank_lines() + tune_side_lines()
    x = unit_rows([t for *_, t in rows])
    np.savez(
        path,
        embedder=np.array(E5Embedder.name),
        dim=np.array(x.shape[1]),
        vectors=np.round(x * 127).astype(np.int8),
        labels=np.array([label_of(kind) for _, kind, _ in rows], dtype=np.uint8),
        k=np.array(K),
        cuts=np.array([CUTS["credentials"], CUTS["instructions"]], dtype=np.float64),
        note=np.array(f"round 32 (n32b): {K}-NN over {len(rows)} lines, {len(AUTHORS)} authors"),
    )
    print(f"{path}: {len(rows)} rows, {path.stat().st_size / 1e6:.1f} MB")


def dev(k: int) -> None:
    """Leave-one-author-out on the authors c28 never saw, on the lines the rules keep: k-NN
    shares at each cut of the grid beside c28's flags, split A and split B apart."""
    from bench.vector_classifier import SHIPPED_AUTHORS
    from ltm_chat.memory.screen.vector_opinion import Neighbours, read_weights
    from ltm_chat.memory.screen.verdict import screening_verdict

    rows = bank_lines() + tune_side_lines()  # (the tune-side sets are no author: always in)
    texts = [t for *_, t in rows]
    x = unit_rows(texts)
    authors = np.array([a for a, _, _ in rows])
    kinds = np.array([kind for _, kind, _ in rows])
    labels = np.array([label_of(kind) for kind in kinds], dtype=np.uint8)
    quantised = np.round(x * 127).astype(np.int8)
    unseen = np.array([a not in SHIPPED_AUTHORS for a in authors])
    asked = np.where(unseen)[0]
    kept = np.zeros(len(rows), bool)
    kept[asked] = [screening_verdict(texts[i]) is None for i in asked]
    c28 = read_weights(C28)
    flags_c28 = np.zeros((len(rows), 2), bool)
    shares = np.zeros((len(rows), 2))
    for author in sorted(set(authors[asked])):
        mine = np.where((authors == author) & kept)[0]
        if not len(mine):
            continue
        others = authors != author
        bank = Neighbours("", x.shape[1], quantised[others], None, labels[others], k, None)
        norms = np.linalg.norm(quantised[others].astype(np.float32), axis=1)
        bank = bank._replace(inverse_norms=(1.0 / norms).astype(np.float32))
        for start in range(0, len(mine), 256):
            part = mine[start : start + 256]
            shares[part] = bank.shares(x[part])
        flags_c28[mine] = [c28.scores(x[i]) >= c28.cuts_for(texts[i]) for i in mine]
    benign = ~np.isin(kinds, ("credentials", "instructions"))
    in_a = np.isin(authors, SPLIT_A)
    for split, where in (("A", kept & in_a), ("B", kept & ~in_a)):
        for row, kind in enumerate(("credentials", "instructions")):
            pos, neg = where & (kinds == kind), where & benign
            print(
                f"{split} {kind}: c28 {flags_c28[pos, row].sum()}/{pos.sum()}"
                f" benign {flags_c28[neg, row].sum()}/{neg.sum()}"
            )
            for cut in CUT_GRID:
                hit = shares[:, row] >= cut
                print(f"  k-NN >= {cut}: {hit[pos].sum()}/{pos.sum()} benign {hit[neg].sum()}")


def cost(paths: list[Path], runs: int = 200) -> None:
    """Median CPU ms of one opinion (a vector already embedded) per opinion file, and the
    first call's (the file read), over `runs` training vectors."""
    import statistics
    import time

    from ltm_chat.memory.screen import vector_opinion

    texts = [t for *_, t in bank_lines()[:: max(1, len(bank_lines()) // runs)]][:runs]
    x = unit_rows(texts)
    print("| opinion file | first call (read) | median per write |")
    print("|---|---:|---:|")
    for path in paths:
        vector_opinion._loaded = None
        vector_opinion.WEIGHTS = path
        start = time.process_time()
        vector_opinion._weights()
        first = time.process_time() - start
        opinion = vector_opinion._weights()
        times = []
        for text, vector in zip(texts, x, strict=True):
            start = time.process_time()
            opinion.scores(vector)
            opinion.cuts_for(text)
            times.append(time.process_time() - start)
        median = statistics.median(times)
        print(f"| {path.name} | {first * 1000:.0f} ms | {median * 1000:.1f} ms |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", type=Path, help="write the bank (.npz)")
    parser.add_argument("--dev", action="store_true", help="leave-one-author-out beside c28")
    parser.add_argument("--k", type=int, default=K)
    parser.add_argument("--pools", type=Path, nargs="+", help="opinion files to compare")
    parser.add_argument("--cost", type=Path, nargs="+", help="opinion files to time")
    args = parser.parse_args()
    if args.save:
        save(args.save)
    if args.dev:
        dev(args.k)
    if args.pools:
        from bench.vector_classifier import compare_weights

        compare_weights(args.pools)
    if args.cost:
        cost(args.cost)


if __name__ == "__main__":
    main()
