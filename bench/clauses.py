"""The clause split of "remember that …" (ltm_chat/memory/write/clauses.py) on hand-labelled LoCoMo
sentences: precision and recall of "should split", on a tune half and a held-out half.

    python bench/clauses.py [--locomo PATH] [--show]

Sentences: every statement (not a question) in a LoCoMo turn that contains " and ", split out of
its turn at . ! ?, deduplicated. Halves by sha1(sentence): even -> tune, odd -> held out; the
first LABELLED sentences of each half by hash were labelled by hand (1: it conjoins independent
statements, each with its own subject and verb and a meaning of its own; 0: one statement).
Only the hashes and labels are kept here: LoCoMo (CC BY-NC) is read from /work/shared, never
copied. The rule was written looking at the tune half only.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.shared_data import LOCOMO_DEV  # noqa: E402
from ltm_chat.memory.write.clauses import split_statements  # noqa: E402

LOCOMO = LOCOMO_DEV
LABELLED = 100
# The positives of each labelled half (sha1 prefixes); every other labelled sentence is a 0.
POSITIVE = {
    "tune": {
        "0128af2db228",
        "01c3c9281860",
        "02ed99cab3b4",
        "0338c5f1ca5a",
        "06d2dac2f8b7",
        "0741a62e5396",
        "08eea5111061",
        "1190d6c72d6e",
        "1a083ba5c1ba",
        "1c142c83a014",
        "1c8616c37046",
        "1f6f3bed651f",
        # second pass (joins by "but" / ";", first pass looked at the "and" only):
        "0745aa2a73a8",
        "0784c5cf2ef0",
        "0bc02d82798f",
    },
    "held": {
        "01b9e81d8783",
        "027fd205f782",
        "0440a7e5567b",
        "0658d69954ee",
        "0c43b8830800",
        "16c67977b4e5",
        "193ce4ee63d1",
        # second pass, done before the rule was first run on this half:
        "04e009fdf3cc",
        "1ac515aea5e4",
    },
}


def sentences(path: Path) -> list[tuple[str, str]]:
    """(sha1, sentence) for every statement with " and " in a LoCoMo turn, deduplicated."""
    data = json.loads(path.read_text(encoding="utf-8"))
    out, seen = [], set()
    for sample in data:
        for key, turns in sample["conversation"].items():
            if not (key.startswith("session_") and isinstance(turns, list)):
                continue
            for t in turns:
                for s in re.split(r"(?<=[.!?])\s+", t["text"]):
                    s = s.strip()
                    if " and " not in s or s.endswith("?") or s in seen:
                        continue
                    seen.add(s)
                    out.append((hashlib.sha1(s.encode()).hexdigest(), s))
    return out


def halves(rows: list[tuple[str, str]]) -> dict[str, list[tuple[str, str]]]:
    tune = sorted(r for r in rows if int(r[0], 16) % 2 == 0)[:LABELLED]
    held = sorted(r for r in rows if int(r[0], 16) % 2 == 1)[:LABELLED]
    return {"tune": tune, "held": held}


def score(rows: list[tuple[str, str]], positive: set[str], show: bool) -> dict[str, float]:
    tp = fp = fn = tn = 0
    for digest, text in rows:
        truth = digest[:12] in positive
        said = len(split_statements(text)) > 1
        tp += truth and said
        fp += said and not truth
        fn += truth and not said
        tn += not truth and not said
        if show and truth != said:
            print(f"  {'FP' if said else 'FN'} {digest[:12]} {split_statements(text)}")
    precision = tp / (tp + fp) if tp + fp else float("nan")
    recall = tp / (tp + fn) if tp + fn else float("nan")
    return {
        "n": len(rows),
        "positives": tp + fn,
        "tp": tp,
        "fp": fp,
        "fn": fn,
        "precision": round(precision, 3),
        "recall": round(recall, 3),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--locomo", type=Path, default=LOCOMO)
    parser.add_argument("--show", action="store_true")
    parser.add_argument("--half", choices=("tune", "held", "both"), default="both")
    args = parser.parse_args()
    if not args.locomo.exists():
        sys.exit(f"LoCoMo not found at {args.locomo}")
    parts = halves(sentences(args.locomo))
    for name in ("tune", "held"):
        if args.half in (name, "both"):
            print(name, score(parts[name], POSITIVE[name], args.show))


if __name__ == "__main__":
    main()
