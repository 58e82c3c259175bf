"""Round 4 experiment: a small learned re-ranker over recall's top-K candidates, by rotation.

    python bench/locomo_rerank.py [PATH] [--top 40] [--l2 1 30] [--pairwise]

Each question runs through the real `search` (semantic mode) once per limit (5 and 10); the
final step, `recall.rank`, is wrapped so that its inputs (the candidates after the tiers, the
round-3 choice values, the vectors) are recorded. Then, for each of the 10 ways to pick 3 of
the 5 dev conversations (locomo.SPLITS), a logistic regression (numpy, L2) is trained on the
top-K candidates of the 3 (label: the memory covers an evidence dialog id of the question) and
`recall.rank` is replayed on the recorded inputs of all 5 with the top-K choice values replaced
by the model's logit divided by its weight on the round-3 value (so the diversity penalty keeps
its scale); below the top K the order stays round 3's. Replaying with the round-3 values must
give round 3's figures: the first row checks that. Lexical mode has no choice values
(no vectors): the re-ranker is off there, so lexical recall is round 3's by construction.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import re
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import locomo  # noqa: E402  (the bench module next to this one)

CAPITALISED = re.compile(r"(?<![.!?]\s)(?<!^)\b([A-Z][a-z]+)")
TEMPORAL = re.compile(
    r"\b(yesterday|today|tomorrow|last|next|ago|week|weekend|month|year|january|february|march"
    r"|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|\d{4})\b",
    re.IGNORECASE,
)
FEATURES = [
    "round-3 choice value",
    "1 / (1 + round-3 rank)",
    "cosine",
    "content-word coverage",
    "rare-word coverage (IDF)",
    "name overlap",
    "speaker named in question",
    "recency",
    "log words",
    "when-q x temporal word",
    "how-many-q x number",
    "plural-q x speaker match",
    "both/and-q x name overlap",
]


def names(text: str) -> set[str]:
    """Capitalised words not starting a sentence (people, places, pets)."""
    return set(CAPITALISED.findall(text))


def features(question: str, qvec, rows, choice, vectors, idf, now) -> np.ndarray:
    """One row per candidate (rows: RecalledMemory-free (memory, shown) pairs, in rank order)."""
    from ltm_chat.memory import text as memory_text
    from ltm_chat.memory.retrieval import recall

    qwords = memory_text.content_words(question)
    qnames = names(question) | {w.capitalize() for w in qwords if w.capitalize() in idf.names}
    q_idf = sum(idf.get(w) for w in qwords) or 1.0
    ql = question.lower()
    is_when = ql.startswith("when") or "what year" in ql or "how long" in ql
    is_count = "how many" in ql or "how often" in ql
    is_plural = bool(re.search(r"\b(activities|things|kinds|hobbies|types|events|ways)\b", ql))
    is_both = " both " in f" {ql} " or " and " in ql
    out = []
    for n, (memory, _shown) in enumerate(rows):
        words = memory_text.content_words(memory.text)
        shared = qwords & words
        mnames = names(memory.text) | {memory.text.split(" ", 1)[0]}
        speaker = memory.text.split(" ", 1)[0]
        name_share = len(qnames & mnames) / len(qnames) if qnames else 0.0
        spk = float(speaker in qnames)
        v = np.asarray(vectors[memory.id], dtype=np.float64)
        cos = float(v @ qvec / (np.linalg.norm(v) or 1.0))
        out.append(
            [
                choice[memory.id],
                1.0 / (1 + n),
                cos,
                len(shared) / len(qwords) if qwords else 0.0,
                sum(idf.get(w) for w in shared) / q_idf,
                name_share,
                spk,
                recall.recency(memory, now),
                math.log1p(len(memory.text.split())),
                float(is_when and bool(TEMPORAL.search(memory.text))),
                float(
                    is_count
                    and bool(re.search(r"\d|\b(once|twice|two|three|four|five)\b", memory.text))
                ),
                float(is_plural) * spk,
                float(is_both) * name_share,
            ]
        )
    return np.asarray(out, dtype=np.float64)


class Idf:
    """IDF of content words over one conversation's memories (what the snapshot knows)."""

    def __init__(self, texts) -> None:
        from collections import Counter

        from ltm_chat.memory import text as memory_text

        docs = [memory_text.content_words(t) for t in texts]
        df = Counter(w for d in docs for w in d)
        self.n, self.df = len(docs), df
        self.names = {w for t in texts for w in names(t)}

    def get(self, word: str) -> float:
        return math.log(1 + (self.n - self.df.get(word, 0) + 0.5) / (self.df.get(word, 0) + 0.5))


async def record(samples, top: int):
    """Per conversation, per question: (category, evidence, {limit: rank kwargs}, X, y, ids)."""
    from ltm_chat.memory.embed import LocalEmbedder
    from ltm_chat.memory.retrieval import recall

    embedder = locomo.MemoEmbedder(LocalEmbedder())
    captured: list[dict] = []
    original = recall.rank

    def spy(candidates, now, **kw):
        captured.append({"candidates": list(candidates), "now": now, **kw})
        return original(candidates, now, **kw)

    recall.rank = spy
    per_conv = []
    try:
        for n, sample in enumerate(samples):
            import tempfile

            with tempfile.TemporaryDirectory(prefix="ltm-rerank-") as tmp:
                base = Path(tmp) / "base"
                end, ids, _vectors, texts = await locomo.build_memory(sample, embedder, base)
                memory = locomo.open_copy(base, Path(tmp) / "v", embedder, end)
                idf = Idf(texts.values())
                rows = []
                for question, category, evidence in locomo.questions(sample):
                    calls = {}
                    for limit in (5, 10):
                        captured.clear()
                        await memory.search(question, limit=limit)
                        calls[limit] = captured[-1]
                    qvec = np.asarray(embedder.embed([question])[0], dtype=np.float64)
                    qvec /= np.linalg.norm(qvec) or 1.0
                    call = calls[10]  # the larger pool holds the smaller one's candidates
                    choice = call["relevance"]
                    pool = sorted(call["candidates"], key=lambda c: -choice.get(c[0].id, -9))
                    pool = [c for c in pool if c[0].id in choice][:top]
                    x = features(question, qvec, pool, choice, call["vectors"], idf, end)
                    y = np.asarray([bool(ids[m.id] & evidence) for m, _ in pool], dtype=float)
                    rows.append((category, evidence, calls, x, y, [m.id for m, _ in pool]))
                per_conv.append((ids, rows))
            print(f"  recorded conversation {n + 1}/{len(samples)}", file=sys.stderr)
    finally:
        recall.rank = original
    return per_conv


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 400):
    """Logistic regression by Newton steps on standardised features; raw-unit weights, bias."""
    mu, sd = x.mean(0), x.std(0) + 1e-9
    z = np.hstack([(x - mu) / sd, np.ones((len(x), 1))])
    w = np.zeros(z.shape[1])
    reg = np.full(z.shape[1], l2)
    reg[-1] = 0.0
    for _ in range(min(steps, 30)):
        p = 1 / (1 + np.exp(-(z @ w)))
        grad = z.T @ (p - y) + reg * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(reg + 1e-9)
        w -= np.linalg.solve(hess, grad)
    raw = w[:-1] / sd
    return raw, w[-1] - float(raw @ mu)


def fit_pairwise(rows, l2: float = 1.0):
    """Pairwise (RankNet-style) linear model: logistic regression without bias on the feature
    differences of (evidence, other) pairs of one question; raw-unit weights."""
    diffs = [
        x[i] - x[j] for x, y in rows for i in np.flatnonzero(y > 0) for j in np.flatnonzero(y == 0)
    ]
    d = np.asarray(diffs)
    sd = d.std(0) + 1e-9
    z = np.vstack([d / sd, -d / sd])  # both orders: a symmetric problem
    t = np.concatenate([np.ones(len(d)), np.zeros(len(d))])
    w = np.zeros(z.shape[1])
    for _ in range(30):
        p = 1 / (1 + np.exp(-(z @ w)))
        grad = z.T @ (p - t) + l2 * w
        hess = (z * (p * (1 - p))[:, None]).T @ z + np.diag(np.full(len(w), l2 + 1e-9))
        w -= np.linalg.solve(hess, grad)
    return w / sd, 0.0


def replay(per_conv, convs, weights):
    """Metrics per conversation of `rank` replayed with the re-ranked choice values."""
    from ltm_chat.memory.retrieval import recall

    out = []
    for c in convs:
        ids, rows = per_conv[c]
        m = locomo.Metrics()
        for category, evidence, calls, x, _y, top_ids in rows:
            got = {}
            for limit, call in calls.items():
                kw = {k: v for k, v in call.items() if k not in ("candidates", "now")}
                if weights is not None:
                    raw, _bias = weights
                    value = x @ raw / raw[0]  # in units of the round-3 value
                    # Below the top K: round-3 order, after every re-ranked one.
                    rel = {key: v - 100.0 for key, v in call["relevance"].items()}
                    rel.update(dict(zip(top_ids, value.tolist(), strict=True)))
                    kw["relevance"] = rel
                got[limit] = recall.rank(call["candidates"], call["now"], **kw)
            m.add(
                category,
                [ids[r.memory.id] for r in got[5]],
                evidence,
                [ids[r.memory.id] for r in got[10]],
            )
        out.append(m)
    return out


def rotation(per_conv, l2: float, pairwise: bool = False):
    """The rotate() dict: per split, weights trained on its 3, figures on its 3 and its 2."""
    tuned, held, kept = [], [], []
    n = len(per_conv)
    for tune in locomo.SPLITS:
        rest = [i for i in range(n) if i not in tune]
        x = np.vstack([r[3] for c in tune for r in per_conv[c][1] if len(r[3])])
        y = np.concatenate([r[4] for c in tune for r in per_conv[c][1] if len(r[3])])
        if pairwise:
            weights = fit_pairwise(
                [(r[3], r[4]) for c in tune for r in per_conv[c][1] if len(r[3])], l2
            )
        else:
            weights = fit(x, y, l2)
        kept.append(weights[0])
        tuned.append(locomo.merged(replay(per_conv, tune, weights)))
        held.append(locomo.merged(replay(per_conv, rest, weights)))

    def mean(parts, category=None):
        rows = [m.summary(category) for m in parts]
        return tuple(sum(r[j] for r in rows) / len(rows) for j in range(4))

    return {
        "tuned": {c: mean(tuned, c) for c in (None, *locomo.CATEGORIES)},
        "held": {c: mean(held, c) for c in (None, *locomo.CATEGORIES)},
        "chosen": {f"{'pairwise ' if pairwise else ''}l2 {l2}": len(locomo.SPLITS)},
    }, np.mean(kept, 0)


def baseline(per_conv):
    parts = replay(per_conv, range(len(per_conv)), None)
    tuned = [locomo.merged([parts[i] for i in t]) for t in locomo.SPLITS]
    held = [locomo.merged([parts[i] for i in range(5) if i not in t]) for t in locomo.SPLITS]

    def mean(ps, category=None):
        rows = [m.summary(category) for m in ps]
        return tuple(sum(r[j] for r in rows) / len(rows) for j in range(4))

    return {
        "tuned": {c: mean(tuned, c) for c in (None, *locomo.CATEGORIES)},
        "held": {c: mean(held, c) for c in (None, *locomo.CATEGORIES)},
        "chosen": {},
    }


async def main_async(path: Path, top: int, l2s: list[float], pairwise: bool) -> None:
    samples = json.loads(path.read_text(encoding="utf-8"))
    start = time.perf_counter()
    per_conv = await record(samples, top)
    rows = [("round 3, replayed", baseline(per_conv))]
    means = {}
    for l2 in l2s:
        r, w = rotation(per_conv, l2, pairwise)
        kind = "pairwise" if pairwise else "logistic"
        rows.append((f"learned re-rank ({kind}) top {top}, L2 {l2}", r))
        means[l2] = w
    print(f"\nLoCoMo re-rank rotation ({path.name}; {time.perf_counter() - start:.0f} s)")
    print(locomo.rotation_table(rows))
    for l2, w in means.items():
        print(f"\nmean raw weights over the 10 splits, L2 {l2} (÷ weight on the round-3 value):")
        for name, value in zip(FEATURES, w / w[0], strict=True):
            print(f"  {name}: {value:+.3f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("path", nargs="?", type=Path, default=locomo.DEFAULT_PATH)
    parser.add_argument("--top", type=int, default=40)
    parser.add_argument("--l2", type=float, nargs="+", default=[1.0, 30.0])
    parser.add_argument("--pairwise", action="store_true", help="pairwise instead of pointwise")
    args = parser.parse_args()
    asyncio.run(main_async(args.path, args.top, args.l2, args.pairwise))


if __name__ == "__main__":
    main()
