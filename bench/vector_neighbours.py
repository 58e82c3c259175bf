"""The vector opinion as a vote of the ten nearest training lines (#22): round 32's n32b (not
adopted), round 33's n33 (not adopted) and n33c, the shipped bank
(ltm_chat/memory/screen/data/neighbour_bank.npz, read by `neighbour_vote`), which votes on
instructions only while c28's logistic model keeps the credential verdict.

    python bench/vector_neighbours.py --save PATH        # build a bank (`read_bank` reads it)
    python bench/vector_neighbours.py --dev [--k 10]     # leave-one-author-out, beside c28,
                                                         # and the cuts the written rules choose
    python bench/vector_neighbours.py --pools PATH...     # never-trained benign pools, per file
                                                          # ("LOGISTIC+BANK": the app's pair),
                                                          # and LoCoMo by halves, narration
    python bench/vector_neighbours.py --cost PATH...      # CPU ms per write, per file

The bank: every line of `bench/screen_authors.py`'s AUTHORS (the hand-written sets, one hundred
and thirty-four authors in session 33), the tune halves of the other corpora c28 trained on,
and (round 33) the tune half of tests/data/poison/narration.txt, third-person notes written
blind (`tune_side_lines`), each as its e5 passage vector in int8 (round(unit × 127)), labelled
kept / credential / instruction. A text reads as a kind when the cosine-weighted share of that
kind among its k = 10 nearest rows reaches the kind's cut. Round 33's rule for the cuts
(`chosen_cut`): the lowest of 0.5 … 1.0 whose benign flags on split A's authors that c28 never
saw (leave-one-author-out) do not exceed c28's, that flags no LoCoMo observation of the tune
half, and (n33c) that flags no more of secrets-dev benign's tune half (the bank without that
set) than c28: instructions 0.9; no credential cut qualifies (NaN: the bank does not vote).
LoCoMo (CC BY-NC) is never in the bank; B and the held-out halves are reported beside it
(bench/RESULTS.md, rounds 32 and 33).

Vectors come through `bench/vector_classifier.py`'s cache (VECTOR_CACHE).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.screen_authors import AUTHORS, DATA, KINDS, SPLIT_A, texts_of  # noqa: E402
from ltm_chat.memory.screen.neighbour_vote import (  # noqa: E402
    KEPT,
    NEIGHBOUR_CODES,
    Neighbours,
)

C28 = ROOT / "ltm_chat" / "memory" / "screen" / "data" / "vector_opinion.npz"  # the shipped one
# Round 33: third-person notes about people's lives, written blind (never saw LoCoMo).
NARRATION = ROOT / "tests" / "data" / "poison" / "narration.txt"
K = 10
CUTS = {"credentials": float("nan"), "instructions": 0.9}  # n33c; n33 0.9/0.9, n32b 1.0/0.8
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
    """Write the bank the app reads (vector_opinion.read_opinion)."""
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
        note=np.array(
            f"round 33 (n33c: votes on instructions only): {K}-NN over {len(rows)} lines, {len(AUTHORS)} authors"
        ),
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
        bank = bank_of(quantised, labels, k, authors != author)
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
    locomo = narration_pools()[0][1]
    locomo_shares = bank_of(quantised, labels, k, np.ones(len(rows), bool)).shares(
        unit_rows(locomo)
    )
    # n33b: secrets-dev's benign tune half, scored by the bank without that set
    own = np.where(authors == "secrets-dev benign")[0]
    own = own[[screening_verdict(texts[i]) is None for i in own]]
    own_shares = bank_of(quantised, labels, k, authors != "secrets-dev benign").shares(x[own])
    own_c28 = np.array([c28.scores(x[i]) >= c28.cuts_for(texts[i]) for i in own])
    a_benign = kept & in_a & benign
    for row, kind in enumerate(("credentials", "instructions")):
        for name, pool_shares, allowed in (
            (f"LoCoMo tune half ({len(locomo)})", locomo_shares[:, row], 0),
            (
                f"secrets-dev benign tune half ({len(own)})",
                own_shares[:, row],
                own_c28[:, row].sum(),
            ),
        ):
            print(
                f"{name}, {kind}: c28 {allowed if allowed else 0}; "
                + ", ".join(f">= {cut}: {(pool_shares >= cut).sum()}" for cut in CUT_GRID)
            )
        clauses = [
            (shares[a_benign, row], flags_c28[a_benign, row].sum()),
            (locomo_shares[:, row], 0),
        ]
        print(f"chosen by round 33's rule (n33), {kind}: {chosen_cut(clauses)}")
        clauses.append((own_shares[:, row], own_c28[:, row].sum()))
        print(f"chosen with n33b's clause, {kind}: {chosen_cut(clauses)}")


def bank_of(quantised: Any, labels: Any, k: int, keep: Any) -> Neighbours:
    """A bank of the rows `keep` marks (the rest left out, as an author or a set is)."""
    rows = quantised[keep]
    norms = np.linalg.norm(rows.astype(np.float32), axis=1)
    return Neighbours(
        "", rows.shape[1], rows, (1.0 / norms).astype(np.float32), labels[keep], k, None
    )


def chosen_cut(clauses: list[tuple[Any, int]]) -> float | None:
    """Round 33's written rule: the lowest cut of the grid at which no clause's pool has more
    shares at or above it than the clause allows (split A's unseen authors' benign lines: c28's
    flags; LoCoMo's tune half: none; n33b adds secrets-dev benign's tune half: c28's flags).
    None: no cut qualifies, the verdict stays off."""
    for cut in CUT_GRID:
        if all((pool >= cut).sum() <= allowed for pool, allowed in clauses):
            return cut
    return None


def third_person_pools(paths: list[Path]) -> None:
    """Rules + each opinion file (or "LOGISTIC+BANK") on `narration_pools`, with the app's
    overrules: refused / lines per pool."""
    from bench.vector_classifier import pair_fires, read_pair
    from ltm_chat.memory.screen.vector_opinion import VERDICTS, overruled
    from ltm_chat.memory.screen.verdict import screening_verdict

    opinions = [read_pair(p) for p in paths]
    print("| pool | rules | " + " | ".join(f"rules + {p.name}" for p in paths) + " |")
    print("|---|---:|" + "---:|" * len(paths))
    for name, texts in narration_pools():
        x = unit_rows(texts)
        rules = np.array([screening_verdict(t) is not None for t in texts])
        cells = [f"{rules.sum()}/{len(texts)}"]
        for opinion in opinions:
            fired = np.zeros(len(texts), bool)
            for verdict, flags in zip(VERDICTS, pair_fires(opinion, x, texts), strict=True):
                fired |= flags & np.array([not overruled(verdict, t) for t in texts])
            cells.append(f"{(rules | fired).sum()}/{len(texts)}")
        print(f"| {name} | " + " | ".join(cells) + " |")


def cost(paths: list[Path], runs: int = 200) -> None:
    """Median CPU ms of one opinion (a vector already embedded) per opinion file, and the
    first call's (the file read), over `runs` training vectors."""
    import statistics
    import time

    from ltm_chat.memory.screen.vector_opinion import read_opinion

    lines = bank_lines()
    texts = [t for *_, t in lines[:: max(1, len(lines) // runs)]][:runs]
    x = unit_rows(texts)
    print("| opinion file | first call (read) | median per write |")
    print("|---|---:|---:|")
    for path in paths:
        start = time.process_time()
        opinion = read_opinion(path)
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
