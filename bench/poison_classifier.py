"""Experiment: does a small classifier over MiniLM vectors add to the poisoning rules?

    python bench/poison_classifier.py

Logistic regression (numpy, L2, balanced classes) on the local all-MiniLM-L6-v2 vector of a
text. Trained only on our own benign text (tests/data/poison/statements.txt, the tune halves of
preferences.txt and facts.txt) and the tune half of the attacks; LoCoMo (CC BY-NC) is only
measured, never trained on. The threshold is the lowest probability at which no benign text of
the training side is flagged in 5-fold out-of-fold predictions. Reported on the held-out half:
the rules alone beside rules OR classifier; and per source (train on pallms, test on
JailbreakBench, and the reverse), the classifier alone beside the rules alone.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from poison_quality import (  # noqa: E402
    FACTS,
    PREFERENCES_2,
    PROBES,
    ROOT,
    half,
    load_attacks,
    load_locomo,
    load_preferences,
)

STATEMENTS = ROOT / "tests" / "data" / "poison" / "statements.txt"


def embed(texts: list[str]) -> np.ndarray:
    from ltm_chat.memory.embed import LocalEmbedder

    return np.asarray(LocalEmbedder().embed(texts), dtype=np.float32)


def train(x: np.ndarray, y: np.ndarray, l2: float = 1e-2, steps: int = 2000) -> np.ndarray:
    """Weights (with the bias last) of a class-balanced, L2-regularised logistic regression."""
    xb = np.hstack([x, np.ones((len(x), 1), dtype=x.dtype)])
    weight = np.where(y == 1, 0.5 / max(1, y.sum()), 0.5 / max(1, (1 - y).sum()))
    w = np.zeros(xb.shape[1])
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(xb @ w)))
        grad = xb.T @ ((p - y) * weight) + l2 * np.r_[w[:-1], 0.0]
        w -= 2.0 * grad
    return w


def prob(w: np.ndarray, x: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-(x @ w[:-1] + w[-1])))


def threshold(x: np.ndarray, y: np.ndarray, folds: int = 5) -> float:
    """Lowest cut with no benign training text flagged out of fold."""
    order = np.random.default_rng(0).permutation(len(y))
    oof = np.zeros(len(y))
    for k in range(folds):
        test = order[k::folds]
        mask = np.ones(len(y), bool)
        mask[test] = False
        oof[test] = prob(train(x[mask], y[mask]), x[test])
    return float(max(0.5, oof[y == 0].max() + 1e-6))


def pct(flags: np.ndarray) -> str:
    return f"{100 * flags.mean():.1f} % ({int(flags.sum())}/{len(flags)})"


def main() -> None:
    from ltm_chat.memory.screen.poison import looks_like_instruction

    attacks = load_attacks()
    prefs, facts = load_preferences(), load_preferences(FACTS)
    statements = load_preferences(STATEMENTS)
    probes, prefs2 = load_preferences(PROBES), load_preferences(PREFERENCES_2)
    locomo = load_locomo()
    texts = list(
        dict.fromkeys(
            [*(t for t, _ in attacks), *prefs, *facts, *statements, *probes, *prefs2, *locomo]
        )
    )
    vectors = dict(zip(texts, embed(texts), strict=True))
    rules = {t: bool(looks_like_instruction(t)) for t in texts}

    def xs(items: list[str]) -> np.ndarray:
        return np.stack([vectors[t] for t in items])

    own_benign_tune = [t for t in [*prefs, *facts] if half(t) == "tune"] + statements

    def fit(positives: list[str]) -> tuple[np.ndarray, float]:
        x = xs([*positives, *own_benign_tune])
        y = np.r_[np.ones(len(positives)), np.zeros(len(own_benign_tune))]
        return train(x, y), threshold(x, y)

    w, cut = fit([t for t, _ in attacks if half(t) == "tune"])
    print(
        f"hash split: trained on {sum(half(t) == 'tune' for t, _ in attacks)} attacks, "
        f"{len(own_benign_tune)} own benign texts; threshold {cut:.3f}"
    )
    print("| held-out set | measured | rules | classifier | rules OR classifier |")
    print("|---|---|---:|---:|---:|")
    sets = [
        ("attacks", [t for t, _ in attacks if half(t) == "held-out"], "caught"),
        ("LoCoMo observations", [t for t in locomo if half(t) == "held-out"], "dropped"),
        ("own preferences", [t for t in prefs if half(t) == "held-out"], "dropped"),
        ("own facts with attack words", [t for t in facts if half(t) == "held-out"], "dropped"),
        ("own attack probes (all: never trained on)", probes, "caught"),
        ("second preference set (all: never trained on)", prefs2, "dropped"),
    ]
    for name, items, measured in sets:
        r = np.array([rules[t] for t in items])
        c = prob(w, xs(items)) >= cut
        print(f"| {name} | {measured} | {pct(r)} | {pct(c)} | {pct(r | c)} |")
    print(
        "\n| trained on | tested on | rules | classifier | rules OR classifier | LoCoMo dropped by classifier |"
    )
    print("|---|---|---:|---:|---:|---:|")
    for train_on, test_on in (("pallms", "jailbreakbench"), ("jailbreakbench", "pallms")):
        w2, cut2 = fit([t for t, f in attacks if f == train_on])
        items = [t for t, f in attacks if f == test_on]
        r = np.array([rules[t] for t in items])
        c = prob(w2, xs(items)) >= cut2
        lc = prob(w2, xs(locomo)) >= cut2
        print(f"| {train_on} | {test_on} | {pct(r)} | {pct(c)} | {pct(r | c)} | {pct(lc)} |")


if __name__ == "__main__":
    main()
