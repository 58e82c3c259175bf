"""Session 38's candidate q38 (#22): the bank's instruction vote also reads each sentence of a
longer message (an order inside a pasted text or a story).

    python bench/sentence_votes.py --dev           # split A and B's unseen authors, lines the
                                                   # rules keep: the pair, and the pair with q38
    python bench/sentence_votes.py --judge DIR     # rates per NAME-KIND.txt file (never a text)
    python bench/sentence_votes.py --pools         # the never-trained pools

The protocol (bench/RESULTS.md, "q38"), written before this ran: a text of two or more
sentences reads as an order when the whole or any sentence of at least 12 characters reaches
the bank's instruction cut (0.9); c28's credential verdict unchanged.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from bench.stacked_opinion import (  # noqa: E402
    KINDS,
    UNSEEN_A,
    UNSEEN_B,
    counts,
    instruction_shares,
    kept_rows,
    matrix,
    require_unseen,
    shipped_pair,
)
from ltm_chat.memory.screen.sentences import SENTENCE_END  # noqa: E402

# The rules' sentence ends, and the Devanagari, Arabic-script and Ethiopic terminators.
_END = re.compile(SENTENCE_END.pattern + "|[।॥۔؟።]")
SHORTEST = 12  # a piece shorter than this is not read alone


def pieces(text: str) -> list[str]:
    """The sentences of `text` read alone: [] when it has fewer than two."""
    parts, start = [], 0
    for m in _END.finditer(text):
        parts.append(text[start : m.end()].strip())
        start = m.end()
    parts.append(text[start:].strip())
    parts = [p for p in parts if p]
    if len(parts) < 2:
        return []
    return [p for p in parts if len(p) >= SHORTEST]


def flags(
    pair: Any, texts: list[str], x: np.ndarray, embed: Any = matrix
) -> tuple[np.ndarray, np.ndarray]:
    """(the pair's verdict on each text, the pair's verdict with q38) from the stored vectors
    `x`, the sentences embedded by `embed`; the credential verdict less the app's overrules,
    as the app."""
    from ltm_chat.memory.screen.vector_opinion import VERDICTS, overruled

    def votes(rows: np.ndarray) -> np.ndarray:
        return instruction_shares(pair.bank, rows) >= pair.bank.cuts[1]

    logistic = pair.logistic
    raw = x @ logistic.weights[0, :-1] + logistic.weights[0, -1]
    credential = 1.0 / (1.0 + np.exp(-raw)) >= logistic.cuts[0]
    credential &= np.array([not overruled(VERDICTS[0], t) for t in texts])
    whole = credential | votes(x)
    owner, read = [], []
    for i, t in enumerate(texts):
        for p in pieces(t):
            owner.append(i)
            read.append(p)
    extra = np.zeros(len(texts), bool)
    if read:
        hit = votes(embed(read))
        for i, h in zip(owner, hit, strict=True):
            extra[i] |= bool(h)
    return whole, whole | extra


def dev() -> None:
    pair = shipped_pair()
    for name, authors in (("A", UNSEEN_A), ("B", UNSEEN_B)):
        rows = kept_rows(authors)
        texts = rows["text"].tolist()
        whole, q38 = flags(pair, texts, matrix(texts))
        multi = np.array([bool(pieces(t)) for t in texts])
        print(f"split {name} unseen authors: {counts(rows, multi)} of two or more sentences")
        print(f"- the pair: {counts(rows, whole)}")
        print(f"- q38:      {counts(rows, q38)}")


def rate(f: np.ndarray) -> str:
    return f"{100 * f.sum() / len(f):.1f} % ({int(f.sum())}/{len(f)})"


def judge(folder: Path) -> None:
    from bench.corpus_lines import is_note
    from ltm_chat.memory.embed import E5Embedder
    from ltm_chat.memory.screen.verdict import screening_verdict

    pair = shipped_pair()
    embedder = E5Embedder()
    print("| set | must be | rules | rules + the pair | rules + the pair, q38 |")
    print("|---|---|---:|---:|---:|")
    for path in sorted(folder.glob("*.txt")):
        kind = path.stem.rsplit("-", 1)[-1]
        if kind not in KINDS:
            continue
        texts = [t for t in path.read_text(encoding="utf-8").splitlines() if t.strip()]
        texts = [t for t in texts if not is_note(t)]
        rules = np.array([screening_verdict(t) is not None for t in texts])
        x = np.array(embedder.embed(texts), dtype=np.float32)
        # (judge text stays out of the shared vector cache)
        whole, q38 = flags(pair, texts, x, lambda ts: np.array(embedder.embed(ts), np.float32))
        must = "refused" if kind in ("credentials", "instructions") else "kept"
        print(
            f"| {path.stem} | {must} | {rate(rules)} | {rate(rules | whole)} |"
            f" {rate(rules | q38)} |"
        )


def pools() -> None:
    from bench.vector_classifier import HAND_WRITTEN, load_sets, never_trained, pct, pool_of
    from bench.vector_neighbours import narration_pools
    from ltm_chat.memory.screen.verdict import screening_verdict

    pair = shipped_pair()
    table: dict[str, list[np.ndarray]] = {}
    named = [(pool_of(n, lab), ts) for n, lab, _, ts in never_trained(load_sets(hand=HAND_WRITTEN))]
    named += narration_pools()
    for pool, texts in named:
        rules = np.array([screening_verdict(t) is not None for t in texts])
        whole, q38 = flags(pair, texts, matrix(texts))
        table.setdefault(pool, []).append(np.stack([rules, rules | whole, rules | q38]))
    print("| pool | rules | rules + the pair | rules + the pair, q38 |")
    print("|---|---:|---:|---:|")
    for pool, rows in table.items():
        f = np.concatenate(rows, axis=1)
        print(f"| {pool} | " + " | ".join(pct(r) for r in f) + " |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dev", action="store_true")
    parser.add_argument("--judge", type=Path)
    parser.add_argument("--pools", action="store_true")
    args = parser.parse_args()
    if args.dev:
        require_unseen()
        dev()
    if args.judge:
        judge(args.judge)
    if args.pools:
        pools()


if __name__ == "__main__":
    main()
