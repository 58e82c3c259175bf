"""Session 38's candidate n38 and session 39's n39 and n39b (#22): the shipped neighbour bank
grown by every line of the hand-written authors it has not seen (`UNSEEN`), its instruction cut
chosen leave-one-author-out over them. n38 grew n33c (134 authors) by fresh145-fresh174, n39
(shipped in session 39) by fresh145-fresh180, n39b grew n39 by the thirteen authors after it.

    python bench/bank_grown.py [--save PATH]     # the cut table, split B beside it; the bank

The rule (bench/RESULTS.md, "n38"; n39 and n39b keep it), written before any of them ran: the
lowest cut of 0.5 … 1.0 at which split A's new authors' kept ordinary and preference lines are
flagged no more often than by the shipped bank, LoCoMo's tune half at most 1 % (6 of 666), and
secrets-dev benign's tune half (the bank without it) no more often than c28. Counts only, never
a text.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench.screen_authors import DATA, SPLIT_A, texts_of  # noqa: E402
from bench.stacked_opinion import (  # noqa: E402
    KINDS,
    UNSEEN,
    counts,
    instruction_shares,
    kept_rows,
    matrix,
    require_unseen,
)
from bench.vector_neighbours import (  # noqa: E402
    CUT_GRID,
    K,
    bank_of,
    label_of,
    narration_pools,
    tune_side_lines,
    unit_rows,
)

SHIPPED = ROOT / "ltm_chat" / "memory" / "screen" / "data" / "neighbour_bank.npz"
LOCOMO_ALLOWED = 6  # 1 % of LoCoMo's 666 tune observations (the bound)


def quantised(texts: list[str]) -> np.ndarray:
    """int8 rows as the bank stores them (`vector_neighbours.save`): round(unit vector × 127)."""
    return np.round(unit_rows(texts) * 127).astype(np.int8)


def new_rows() -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """(int8 rows, labels, authors) of every line of the new authors (`UNSEEN`)."""
    texts, labels, authors = [], [], []
    for author in UNSEEN:
        for kind in KINDS:
            path = DATA / f"{author}-{kind}.txt"
            for t in texts_of(path) if path.is_file() else []:
                texts.append(t)
                labels.append(label_of(kind))
                authors.append(author)
    return quantised(texts), np.array(labels, np.uint8), np.array(authors)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--save", type=Path, help="write the grown bank (.npz)")
    args = parser.parse_args()
    require_unseen()
    from ltm_chat.memory.screen.neighbour_vote import read_bank
    from ltm_chat.memory.screen.vector_opinion import WEIGHTS, read_weights
    from ltm_chat.memory.screen.verdict import screening_verdict

    shipped = read_bank(SHIPPED)
    rows, labels, authors = new_rows()
    all_rows = np.concatenate([shipped.vectors, rows])
    all_labels = np.concatenate([shipped.labels, labels])
    all_authors = np.concatenate([np.full(len(shipped.labels), "shipped"), authors])
    kept = kept_rows(UNSEEN)
    x = matrix(kept["text"].tolist())
    by_shipped = instruction_shares(shipped, x) >= shipped.cuts[1]
    grown = np.zeros(len(x))
    for author in UNSEEN:
        mine = np.where(kept["author"] == author)[0]
        bank = bank_of(all_rows, all_labels, K, all_authors != author)
        grown[mine] = instruction_shares(bank, x[mine])
    whole = bank_of(all_rows, all_labels, K, np.ones(len(all_labels), bool))
    locomo = narration_pools()[0][1]
    locomo_shares = instruction_shares(whole, quantised(locomo).astype(np.float32))
    # secrets-dev benign's tune half, kept by the rules, scored by the bank without its rows
    own = [t for name, _, t in tune_side_lines() if name == "secrets-dev benign"]
    own = [t for t in own if screening_verdict(t) is None]
    own_rows = quantised(own)
    own_keys = {r.tobytes() for r in own_rows}
    without = np.array([r.tobytes() not in own_keys for r in all_rows])
    own_shares = instruction_shares(
        bank_of(all_rows, all_labels, K, without), own_rows.astype(np.float32)
    )
    c28 = read_weights(WEIGHTS)
    own_c28 = int(
        sum(c28.scores(v)[1] >= c28.cuts_for(t)[1] for v, t in zip(matrix(own), own, strict=True))
    )
    in_a = np.isin(kept["author"], SPLIT_A)
    benign = np.isin(kept["kind"], ["ordinary", "preferences"])
    budget = int(by_shipped[in_a & benign].sum())
    print(f"bank rows: {len(shipped.labels)} shipped + {len(labels)} new ({len(UNSEEN)} authors)")
    print(
        f"secrets-dev benign tune half kept by the rules: {len(own)} ({len(own) - without.size + without.sum()} rows left out); c28 flags {own_c28}"
    )
    print(
        f"split A, the shipped bank: {counts({k: v[in_a] for k, v in kept.items()}, by_shipped[in_a])}"
    )
    print("| cut | A instructions | A benign | LoCoMo tune | secrets-dev benign tune |")
    print("|---:|---:|---:|---:|---:|")
    chosen = None
    for cut in CUT_GRID:
        hit = grown >= cut
        a_ins = int(hit[in_a & (kept["kind"] == "instructions")].sum())
        a_ben = int(hit[in_a & benign].sum())
        loc = int((locomo_shares >= cut).sum())
        sd = int((own_shares >= cut).sum())
        print(f"| {cut} | {a_ins} | {a_ben} | {loc} | {sd} |")
        if chosen is None and a_ben <= budget and loc <= LOCOMO_ALLOWED and sd <= own_c28:
            chosen = cut
    print(f"chosen cut: {chosen} (A benign budget {budget})")
    if chosen is None:
        raise SystemExit("no cut qualifies: the grown bank is not built")
    b = ~in_a
    sub = {k: v[b] for k, v in kept.items()}
    print(f"split B, the shipped bank: {counts(sub, by_shipped[b])}")
    print(f"split B, grown at {chosen}:   {counts(sub, grown[b] >= chosen)}")
    if args.save:
        from ltm_chat.memory.embed import E5Embedder

        np.savez(
            args.save,
            embedder=np.array(E5Embedder.name),
            dim=np.array(all_rows.shape[1]),
            vectors=all_rows,
            labels=all_labels,
            k=np.array(K),
            cuts=np.array([np.nan, chosen], dtype=np.float64),
            note=np.array(
                f"the shipped {len(shipped.labels)} rows + {len(labels)} rows of {UNSEEN[0]}-"
                f"{UNSEEN[-1]}; {K}-NN, instructions only at {chosen}"
            ),
        )
        print(f"saved {args.save}")


if __name__ == "__main__":
    main()
