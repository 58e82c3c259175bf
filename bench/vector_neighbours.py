"""Round 32 (#22): the vector opinion as a vote of the ten nearest training lines (candidate
n32b, not adopted: bench/RESULTS.md "Round 32"; the app ships c28's logistic file still).

    python bench/vector_neighbours.py --save PATH        # build a bank (`read_bank` reads it)
    python bench/vector_neighbours.py --dev [--k 10]     # leave-one-author-out, beside c28
    python bench/vector_neighbours.py --pools PATH...     # never-trained benign pools, per file
                                                          # (and LoCoMo by halves, narration)
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
from typing import Any, NamedTuple

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.screen_authors import AUTHORS, DATA, KINDS, SPLIT_A, texts_of  # noqa: E402

C28 = ROOT / "ltm_chat" / "memory" / "screen" / "data" / "vector_opinion.npz"  # the shipped one
# Round 33: third-person notes about people's lives, written blind (never saw LoCoMo).
NARRATION = ROOT / "tests" / "data" / "poison" / "narration.txt"
K = 10
CUTS = {"credentials": 1.0, "instructions": 0.8}  # in VERDICTS order: secret, instruction
CUT_GRID = (0.5, 0.6, 0.7, 0.8, 0.9, 1.0)


# Neighbour labels: kept lines, then one code per verdict in `VERDICTS` order.
KEPT, NEIGHBOUR_CODES = 0, (1, 2)
_CHUNK = 16384  # bank rows widened to float32 at a time (a whole bank would be ~170 MB)


class Neighbours(NamedTuple):
    """A bank of labelled training vectors (int8, one row per line), each row's inverse norm,
    the k nearest that vote, and one cut per verdict on the cosine-weighted share of its kind."""

    embedder: str
    dim: int
    vectors: Any
    inverse_norms: Any
    labels: Any
    k: int
    cuts: Any

    def cuts_for(self, text: str) -> Any:
        """The cuts: one for every length."""
        return self.cuts

    def scores(self, vector: Any) -> Any:
        """Each verdict's cosine-weighted share among the k nearest rows, in `VERDICTS` order."""
        return self.shares(np.asarray(vector, dtype=np.float32)[None, :])[0]

    def shares(self, queries: Any) -> Any:
        """`scores` for each row of a (texts × dim) array, rounded to 1e-6 so that k
        neighbours of one kind make exactly 1.0."""
        norms = np.linalg.norm(queries, axis=1, keepdims=True)
        unit = (queries / np.where(norms > 0, norms, 1.0)).astype(np.float32)
        sims = np.empty((len(unit), len(self.labels)), dtype=np.float32)
        for start in range(0, len(self.labels), _CHUNK):
            rows = self.vectors[start : start + _CHUNK]
            sims[:, start : start + len(rows)] = unit @ rows.astype(np.float32).T
        sims *= self.inverse_norms
        nearest = np.argpartition(-sims, self.k, axis=1)[:, : self.k]
        weights = np.maximum(np.take_along_axis(sims, nearest, axis=1), 0.0)
        labels = self.labels[nearest]
        total = weights.sum(axis=1, keepdims=True)
        each = np.stack([(weights * (labels == c)).sum(axis=1) for c in NEIGHBOUR_CODES], axis=1)
        return np.round(each / np.where(total > 0, total, 1.0), 6)


def read_bank(path: Path) -> Neighbours:
    """A neighbour bank file; rows and labels must agree."""
    with np.load(path) as data:
        return _bank(path, data)


def _bank(path: Path, data: Any) -> Neighbours:
    """The bank of an open file."""
    vectors = data["vectors"]
    labels = data["labels"].astype(np.uint8)
    if vectors.dtype != np.int8 or vectors.ndim != 2 or len(vectors) != len(labels):
        raise ValueError(f"{path.name}: vectors must be int8 rows, one per label")
    k = int(data["k"])
    if not 0 < k < len(labels):
        raise ValueError(f"{path.name}: k must be between 1 and the number of rows")
    norms = np.sqrt(np.einsum("ij,ij->i", vectors, vectors, dtype=np.float32))
    return Neighbours(
        str(data["embedder"]),
        int(data["dim"]),
        vectors,
        (1.0 / np.maximum(norms, 1e-9)).astype(np.float32),
        labels,
        k,
        data["cuts"].astype(np.float64),  # (float32's 0.8 is above a share of exactly 0.8)
    )


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
    ] + [("narration", "ordinary", t) for t in narration("tune")]


def narration(half: str) -> list[str]:
    """One half of the round-33 narration set (`poison_quality.half`, sha256 of the text): the
    tune half sits in n33's bank, the held-out half is a pool the bank never holds."""
    from bench.poison_quality import half as half_of

    return [t for t in texts_of(NARRATION) if half_of(t) == half] if NARRATION.is_file() else []


def narration_pools() -> list[tuple[str, list[str]]]:
    """Third-person pools apart from compare_weights' table: LoCoMo observations by
    `poison_quality.half` (the tune half may choose a cut, round 33) and the narration's
    held-out half."""
    from bench.poison_quality import half, load_locomo

    locomo = load_locomo()
    return [
        ("LoCoMo observations, tune half", [t for t in locomo if half(t) == "tune"]),
        ("LoCoMo observations, held-out half", [t for t in locomo if half(t) == "held-out"]),
        ("narration, held-out half", narration("held-out")),
    ]


def label_of(kind: str) -> int:
    """The bank's code for a kind of line (`NEIGHBOUR_CODES`)."""
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
    from ltm_chat.memory.screen.vector_opinion import read_weights
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
    whole = Neighbours("", x.shape[1], quantised, None, labels, k, None)
    whole = whole._replace(inverse_norms=1.0 / np.linalg.norm(quantised.astype(np.float32), axis=1))
    locomo = narration_pools()[0][1]
    locomo_shares = whole.shares(unit_rows(locomo))
    a_benign = kept & in_a & benign
    for row, kind in enumerate(("credentials", "instructions")):
        print(
            f"LoCoMo tune half ({len(locomo)}), {kind}: "
            + ", ".join(f">= {cut}: {(locomo_shares[:, row] >= cut).sum()}" for cut in CUT_GRID)
        )
        chosen = chosen_cut(
            shares[a_benign, row], flags_c28[a_benign, row].sum(), locomo_shares[:, row]
        )
        print(f"chosen by round 33's rule, {kind}: {chosen}")


def chosen_cut(a_benign_shares: Any, c28_flags: int, locomo_shares: Any) -> float | None:
    """Round 33's written rule: the lowest cut of the grid whose benign flags on split A's
    unseen authors do not exceed c28's and which flags no LoCoMo observation of the tune half
    (None: no cut qualifies, the verdict stays off)."""
    for cut in CUT_GRID:
        if (a_benign_shares >= cut).sum() <= c28_flags and not (locomo_shares >= cut).any():
            return cut
    return None


def third_person_pools(paths: list[Path]) -> None:
    """Rules + each opinion file on `narration_pools`, as the app decides (cuts per text, the
    text's own overrules): refused / lines per pool."""
    from ltm_chat.memory.screen.vector_opinion import VERDICTS, overruled, read_weights
    from ltm_chat.memory.screen.verdict import screening_verdict

    opinions = [read_bank(p) if is_bank(p) else read_weights(p) for p in paths]
    print("| pool | rules | " + " | ".join(f"rules + {p.name}" for p in paths) + " |")
    print("|---|---:|" + "---:|" * len(paths))
    for name, texts in narration_pools():
        x = unit_rows(texts)
        rules = np.array([screening_verdict(t) is not None for t in texts])
        cells = [f"{rules.sum()}/{len(texts)}"]
        for opinion in opinions:
            fired = [
                any(
                    score >= cut and not overruled(verdict, text)
                    for verdict, score, cut in zip(
                        VERDICTS, opinion.scores(row), opinion.cuts_for(text), strict=True
                    )
                )
                for text, row in zip(texts, x, strict=True)
            ]
            cells.append(f"{(rules | np.array(fired)).sum()}/{len(texts)}")
        print(f"| {name} | " + " | ".join(cells) + " |")


def is_bank(path: Path) -> bool:
    """Whether an opinion file is a neighbour bank (it has labels) or logistic weights."""
    with np.load(path) as data:
        return "labels" in data.files


def cost(paths: list[Path], runs: int = 200) -> None:
    """Median CPU ms of one opinion (a vector already embedded) per opinion file, and the
    first call's (the file read), over `runs` training vectors."""
    import statistics
    import time

    from ltm_chat.memory.screen.vector_opinion import read_weights

    lines = bank_lines()
    texts = [t for *_, t in lines[:: max(1, len(lines) // runs)]][:runs]
    x = unit_rows(texts)
    print("| opinion file | first call (read) | median per write |")
    print("|---|---:|---:|")
    for path in paths:
        start = time.process_time()
        opinion = read_bank(path) if is_bank(path) else read_weights(path)
        first = time.process_time() - start
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
        third_person_pools(args.pools)
    if args.cost:
        cost(args.cost)


if __name__ == "__main__":
    main()
