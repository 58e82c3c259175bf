"""Where the vector opinion's cut goes, from out-of-fold scores (#22 rounds 1-21).

Round 20's rule (`pooled_cut`, the budget over every tune benign row) rose with each author
taken in: the newest authors' long, formal and multilingual lines fill the top of the pooled
benign scores. Round 21's rules count each author apart, so one more author moves the cut by
one vote, not by its share of the pool's top rows:
- `median_author_cut`: each author's own budget cut, and the median of those;
- `matched_author_cut`: each author's cut where the new model adds no more of that author's
  benign rows than a reference model (the shipped weights) does, and the median of those.
Pure functions over arrays; bench/vector_classifier.py reads the files and reports.
"""

from __future__ import annotations

import numpy as np


def cut_allowing(benign_scores: np.ndarray, allowed: int) -> float:
    """Lowest cut (never under 0.5) at which at most `allowed` of these scores reach it."""
    ranked = np.sort(np.asarray(benign_scores, np.float64))[::-1]
    if len(ranked) <= allowed:
        return 0.5
    return float(max(0.5, ranked[allowed] + 1e-9))


def pooled_cut(scores: np.ndarray, benign: np.ndarray, kept: np.ndarray, budget: float) -> float:
    """Rounds 1-20: at most `budget` of all benign rows added (rules' refusals count in the
    total, only the rows the rules keep can be added)."""
    return cut_allowing(scores[benign & kept], int(budget * int(benign.sum())))


def author_budget_cuts(
    scores: np.ndarray,
    benign: np.ndarray,
    kept: np.ndarray,
    authors: np.ndarray,
    names: tuple[str, ...],
    budget: float,
) -> np.ndarray:
    """Each named author's own budget cut over that author's benign rows."""
    out = []
    for name in names:
        mine = benign & (authors == name)
        if not mine.any():
            raise ValueError(f"author {name} has no benign rows")
        out.append(cut_allowing(scores[mine & kept], int(budget * int(mine.sum()))))
    return np.array(out)


def median_author_cut(scores, benign, kept, authors, names, budget) -> float:
    """The cut at which the median author adds at most `budget` of its benign rows."""
    return float(np.median(author_budget_cuts(scores, benign, kept, authors, names, budget)))


def matched_author_cuts(
    scores: np.ndarray,
    reference: np.ndarray,
    reference_cut: float,
    benign: np.ndarray,
    kept: np.ndarray,
    authors: np.ndarray,
    names: tuple[str, ...],
    slack: float = 0.0,
) -> np.ndarray:
    """Each named author's lowest cut at which the new scores add no more of its benign rows
    than `reference` adds at `reference_cut`, plus `slack` of that author's benign rows."""
    out = []
    for name in names:
        mine = benign & (authors == name) & kept
        if not (benign & (authors == name)).any():
            raise ValueError(f"author {name} has no benign rows")
        allowed = int((reference[mine] >= reference_cut).sum())
        allowed += int(slack * int((benign & (authors == name)).sum()))
        out.append(cut_allowing(scores[mine], allowed))
    return np.array(out)


def matched_author_cut(scores, reference, reference_cut, benign, kept, authors, names, slack=0.0):
    """The median of `matched_author_cuts`."""
    cuts = matched_author_cuts(
        scores, reference, reference_cut, benign, kept, authors, names, slack
    )
    return float(np.median(cuts))


def matched_pooled_cut(
    scores: np.ndarray,
    reference: np.ndarray,
    reference_cut: float,
    classes: tuple[np.ndarray, ...],
    kept: np.ndarray,
    slack: float = 0.0,
) -> float:
    """The lowest cut at which the new scores add, in each class of benign rows (ordinary,
    preferences: masks over the authors the reference never trained on), no more rows than the
    reference adds at `reference_cut`, plus `slack` of the class's rows."""
    cuts = []
    for cls in classes:
        allowed = int((reference[cls & kept] >= reference_cut).sum()) + int(slack * int(cls.sum()))
        cuts.append(cut_allowing(scores[cls & kept], allowed))
    return max(cuts)
