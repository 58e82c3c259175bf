"""Benign refusal by the vector opinion per text length (#22 round 19), on the training
authors' own ordinary and preference lines: each candidate out of fold (the fit's
`--save-oof` file: no line is scored by a model that saw it), the shipped weights directly on
the authors they never trained on (round 15's sixteen were its tune side).

    python bench/opinion_lengths.py OOF.npz CANDIDATE.npz [CANDIDATE.npz ...] [--shipped NPZ]

A candidate's scores come from OOF.npz (the fit that saved it), its cuts from its own file
(`long_cuts` for long texts where it has them). Prints counts only, never the lines.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH.parent))
from bench.vector_classifier import (  # noqa: E402
    CACHE,
    CHAT,
    HAND_WRITTEN,
    SHIPPED_AUTHORS,
    author_of,
    lines,
    prob,
    text_cuts,
)

# (label, lowest length, highest length) in characters, both ends included
BUCKETS = (("< 60", 0, 59), ("60-120", 60, 120), ("120-200", 121, 200), ("> 200", 201, 10**9))


def own_lines(texts: np.ndarray, sources: np.ndarray, labels: np.ndarray) -> np.ndarray:
    """Rows that are a hand-written author's benign line as written (not its written form)."""
    cache: dict[str, set[str]] = {}
    keep = np.zeros(len(texts), bool)
    rows = zip(texts.tolist(), sources.tolist(), labels.tolist(), strict=True)
    for i, (t, s, lab) in enumerate(rows):
        if lab != "benign" or author_of(s) not in HAND_WRITTEN:
            continue
        if s not in cache:
            cache[s] = set(lines(CHAT / f"{s}.txt"))
        keep[i] = t in cache[s]
    return keep


def fired(scores: np.ndarray, cuts: np.ndarray) -> np.ndarray:
    """Rows either model refuses: scores and cuts are (2, rows)."""
    return (scores >= cuts).any(axis=0)


def table(title: str, lengths: np.ndarray, kept: np.ndarray, columns: dict) -> None:
    print(f"\n{title}")
    print("| length | lines | rules | " + " | ".join(f"{c}: adds" for c in columns) + " |")
    print("|---|---:|---:|" + "---:|" * len(columns))
    for name, low, high in (*BUCKETS, ("all", 0, 10**9)):
        inside = (lengths >= low) & (lengths <= high)
        n = int(inside.sum())
        if not n:
            continue
        cells = [f"{int((~kept & inside).sum())}"]
        for flags in columns.values():
            added = int((flags & kept & inside).sum())
            cells.append(f"{100 * added / n:.2f} % ({added})")
        print(f"| {name} | {n} | " + " | ".join(cells) + " |")


def main() -> None:
    parser = argparse.ArgumentParser(description="benign refusal by the opinion per length")
    parser.add_argument("oof", type=Path, help="the fit's --save-oof file")
    parser.add_argument("candidates", type=Path, nargs="+", help="weights from that fit (.npz)")
    parser.add_argument("--shipped", type=Path, help="weights scored directly (.npz)")
    args = parser.parse_args()
    paths = [args.oof, *args.candidates, *([args.shipped] if args.shipped else [])]
    if missing := [str(p) for p in paths if not p.is_file()]:
        raise SystemExit(f"no such file: {', '.join(missing)}")
    data = np.load(args.oof)
    texts, sources, labels = data["texts"], data["sources"], data["labels"]
    mine = own_lines(texts, sources, labels)
    texts, sources = texts[mine].tolist(), sources[mine]
    lengths, kept = data["lengths"][mine], data["kept"][mine]
    scores = np.stack([data["oof_credential"][mine], data["oof_instruction"][mine]])
    columns = {p.stem: fired(scores, text_cuts(np.load(p), texts)) for p in args.candidates}
    table(
        f"All {len(HAND_WRITTEN)} training authors' benign lines ({len(texts)}), out of fold; "
        "'adds' = refused by the opinion, not by the rules",
        lengths,
        kept,
        columns,
    )
    if args.shipped is None:
        return
    unseen = np.array([author_of(s) not in SHIPPED_AUTHORS for s in sources.tolist()], bool)
    cached = np.load(os.environ.get("VECTOR_CACHE", str(CACHE)))
    index = {t: i for i, t in enumerate(cached["texts"].tolist())}
    picked = [t for t, u in zip(texts, unseen, strict=True) if u]
    if missing := [t for t in picked if t not in index]:
        raise SystemExit(f"{len(missing)} lines have no cached vector: run the fit first")
    x = cached["vectors"][[index[t] for t in picked]].astype(np.float64)
    shipped = np.load(args.shipped)
    direct = np.stack([prob(w.astype(np.float64), x) for w in shipped["weights"]])
    columns = {name: flags[unseen] for name, flags in columns.items()}
    columns = {"shipped": fired(direct, text_cuts(shipped, picked)), **columns}
    table(
        f"The {int(unseen.sum())} of them by authors the shipped weights never trained on "
        "(shipped directly, the candidates out of fold)",
        lengths[unseen],
        kept[unseen],
        columns,
    )


if __name__ == "__main__":
    main()
