"""Session 38's opinion candidate s38 (#22, not adopted): the instruction verdict as one logistic
regression over seven numbers the shipped pair computes for a vector. (f38 and f38b, a styled
text read by its unstyled words, are measured by this script on the branch `f38b`.)

    python bench/stacked_opinion.py --fit OUT.npz    # fit on split A's unseen authors, choose
                                                     # the cut, report split B's beside it

The protocol (bench/RESULTS.md, "#22 session 38: protocol"), written before this ran: the
authors neither the bank (the first 134, through fresh144) nor c28 (the first 104) has seen;
split A's fit the model and choose the cut, split B's judge it. Lines the rules keep only
(the rules refuse the others whatever the opinion says): instructions are positives, ordinary
lines and preferences negatives; credential lines are left out. Class-balanced, L2 = 1.0 on
standardised features, Newton steps. Five folds by author give out-of-fold probabilities; the
cut is the lowest of 0.50 … 0.99 (s38b: … 0.999) at which s38 flags no more of A's kept benign lines than the
pair's instruction vote, and no more of LoCoMo's tune half than the pair. Rates and counts only,
never a text.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench.screen_authors import AUTHORS, DATA, SPLIT_A, texts_of  # noqa: E402

# the shipped bank's authors: n33c's (session 33) through fresh144; n39's (session 39) through
# fresh180, so UNSEEN is the authors written since (n38/n39 were grown and judged with fresh144)
BANK_AUTHORS = AUTHORS[: AUTHORS.index("fresh180") + 1]
UNSEEN = tuple(a for a in AUTHORS if a not in BANK_AUTHORS)
UNSEEN_A = tuple(a for a in UNSEEN if a in SPLIT_A)
UNSEEN_B = tuple(a for a in UNSEEN if a not in SPLIT_A)
KINDS = ("credentials", "instructions", "ordinary", "preferences")
L2 = 1.0
FOLDS = 5
# s38: 0.50 … 0.99; s38b (session 38) extends the grid by 0.991 … 0.999
CUTS = [round(0.5 + i / 100, 2) for i in range(50)] + [
    round(0.99 + i / 1000, 3) for i in range(1, 10)
]


def require_unseen() -> None:
    """Stop with a message when split A or B has no training author beyond the shipped bank's
    (the development figures of s38, q38 and the grown banks need both)."""
    if not (UNSEEN_A and UNSEEN_B):
        raise SystemExit("no training author is beyond the shipped bank's: nothing to measure yet")


FEATURES = (
    "bank instruction share",
    "bank credential share",
    "nearest row cosine",
    "ten nearest mean cosine",
    "c28 instruction logit",
    "c28 credential logit",
    "log characters",
)


def features(pair: Any, queries: np.ndarray, lengths: list[int]) -> np.ndarray:
    """The seven numbers of `FEATURES` for each row of a (texts × dim) array, given each
    text's length in characters; `pair` is the app's `neighbour_vote.Paired`."""
    queries = np.asarray(queries, dtype=np.float32)
    shares, nearest, mean = pair.bank.neighbourhood(queries)
    logistic = pair.logistic
    logits = queries @ logistic.weights[:, :-1].T + logistic.weights[:, -1]
    chars = np.log(np.maximum(np.asarray(lengths, dtype=np.float64), 1.0))
    columns = (shares[:, 1], shares[:, 0], nearest, mean, logits[:, 1], logits[:, 0], chars)
    return np.stack(columns, axis=1).astype(np.float64)


def shipped_pair() -> Any:
    """The app's pair (c28 + the n33c bank), as `vector_opinion` reads it."""
    from ltm_chat.memory.screen import vector_opinion
    from ltm_chat.memory.screen.neighbour_vote import paired, read_bank

    weights = vector_opinion.read_weights(vector_opinion.WEIGHTS)
    return paired(weights, read_bank(vector_opinion.BANK), vector_opinion.BANK)


def matrix(texts: list[str]) -> np.ndarray:
    """The texts' vectors as the writer gives them (through vector_classifier's cache)."""
    from bench.vector_classifier import embed_all

    vectors = embed_all(texts)
    return np.stack([vectors[t] for t in texts]).astype(np.float32)


def instruction_shares(bank: Any, x: np.ndarray) -> np.ndarray:
    """The bank's instruction share for each row of `x`, 256 queries at a time (a query's
    cosines to every row are held at once)."""
    if not len(x):
        return np.zeros(0)
    return np.concatenate([bank.shares(x[i : i + 256]) for i in range(0, len(x), 256)])[:, 1]


def numbers(pair: Any, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
    """(the stack's features, the pair's instruction flags) for each text."""
    x = matrix(texts)
    lengths = [len(t) for t in texts]
    feats = np.concatenate(
        [features(pair, x[i : i + 256], lengths[i : i + 256]) for i in range(0, len(x), 256)]
    )
    return feats, feats[:, 0] >= pair.bank.cuts[1]


def kept_rows(authors: tuple[str, ...]) -> dict[str, Any]:
    """Every line of the authors that the rules keep: text, kind, author."""
    from ltm_chat.memory.screen.verdict import screening_verdict

    rows: dict[str, list] = {"text": [], "kind": [], "author": []}
    for author in authors:
        for kind in KINDS:
            path = DATA / f"{author}-{kind}.txt"
            for t in texts_of(path) if path.is_file() else []:
                if screening_verdict(t) is None:
                    rows["text"].append(t)
                    rows["kind"].append(kind)
                    rows["author"].append(author)
    return {k: np.array(v, dtype=object) for k, v in rows.items()}


def fit(x: np.ndarray, y: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Class-balanced L2 logistic regression on standardised x: (centre, scale, weights+bias)."""
    centre, scale = x.mean(axis=0), x.std(axis=0)
    scale = np.where(scale > 0, scale, 1.0)
    z = np.hstack([(x - centre) / scale, np.ones((len(x), 1))])
    each = np.where(y == 1, len(y) / (2 * max(y.sum(), 1)), len(y) / (2 * max((1 - y).sum(), 1)))
    ridge = np.full(z.shape[1], L2)
    ridge[-1] = 0.0  # the bias is not shrunk
    w = np.zeros(z.shape[1])
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(z @ w)))
        grad = z.T @ (each * (p - y)) + ridge * w
        hess = (z * (each * p * (1 - p))[:, None]).T @ z + np.diag(ridge)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-10:
            break
    return centre, scale, w


def prob(model: tuple[np.ndarray, np.ndarray, np.ndarray], x: np.ndarray) -> np.ndarray:
    centre, scale, w = model
    return 1.0 / (1.0 + np.exp(-(((x - centre) / scale) @ w[:-1] + w[-1])))


def locomo_tune() -> list[str]:
    """LoCoMo's tune half (`poison_quality.half`), kept by the rules."""
    from bench.poison_quality import half, load_locomo
    from ltm_chat.memory.screen.verdict import screening_verdict

    return [t for t in load_locomo() if half(t) == "tune" and screening_verdict(t) is None]


def side(pair: Any, authors: tuple[str, ...]) -> tuple[dict, np.ndarray, np.ndarray]:
    rows = kept_rows(authors)
    feats, pair_flags = numbers(pair, rows["text"].tolist())
    return rows, feats, pair_flags


def counts(rows: dict, flags: np.ndarray) -> str:
    cells = []
    for kind in KINDS:
        mine = rows["kind"] == kind
        cells.append(f"{kind} {int(flags[mine].sum())}/{int(mine.sum())}")
    return ", ".join(cells)


def fit_and_save(out: Path) -> None:
    pair = shipped_pair()
    rows, feats, pair_flags = side(pair, UNSEEN_A)
    train = rows["kind"] != "credentials"
    y = (rows["kind"] == "instructions").astype(float)
    benign = np.isin(rows["kind"], ["ordinary", "preferences"])
    authors = sorted(set(rows["author"].tolist()))
    fold_of = {a: i % FOLDS for i, a in enumerate(authors)}
    folds = np.array([fold_of[a] for a in rows["author"]])
    oof = np.zeros(len(y))
    for f in range(FOLDS):
        model = fit(feats[train & (folds != f)], y[train & (folds != f)])
        oof[folds == f] = prob(model, feats[folds == f])
    model = fit(feats[train], y[train])
    locomo = locomo_tune()
    l_feats, l_pair = numbers(pair, locomo)
    l_prob = prob(model, l_feats)
    budget = int(pair_flags[benign].sum())
    print(f"split A unseen authors ({len(authors)}): the pair flags {counts(rows, pair_flags)}")
    print(f"LoCoMo tune half kept by the rules: the pair flags {int(l_pair.sum())}/{len(locomo)}")
    print("| cut | A instructions (out of fold) | A benign | LoCoMo tune |")
    print("|---:|---:|---:|---:|")
    chosen = None
    for cut in CUTS:
        a_flags = oof >= cut
        a_ins = int(a_flags[rows["kind"] == "instructions"].sum())
        a_ben = int(a_flags[benign].sum())
        l_n = int((l_prob >= cut).sum())
        print(f"| {cut:.3f} | {a_ins} | {a_ben} | {l_n} |")
        if chosen is None and a_ben <= budget and l_n <= int(l_pair.sum()):
            chosen = cut
    if chosen is None:
        raise SystemExit("no cut qualifies: s38 is not built")
    print(f"chosen cut {chosen:.3f} (A benign budget {budget})")
    print("weights (standardised):", " ".join(f"{w:+.3f}" for w in model[2]))
    rows_b, feats_b, pair_b = side(pair, UNSEEN_B)
    print(f"split B unseen authors ({len(UNSEEN_B)}), lines the rules keep:")
    print(f"- the pair: {counts(rows_b, pair_b)}")
    print(f"- s38:      {counts(rows_b, prob(model, feats_b) >= chosen)}")
    np.savez(
        out,
        embedder=np.array(pair.embedder),
        dim=np.array(pair.dim),
        features=np.array(FEATURES),
        centre=model[0],
        scale=model[1],
        weights=model[2],
        cut=np.array(chosen),
        note=np.array(f"s38: fitted on {', '.join(UNSEEN_A)}; cut {chosen:.3f}"),
    )
    print(f"saved {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fit", type=Path, help="fit s38 and write it (.npz)")
    args = parser.parse_args()
    require_unseen()
    if args.fit:
        fit_and_save(args.fit)


if __name__ == "__main__":
    main()
