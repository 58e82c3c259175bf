"""The sensitivity check (ltm_chat/memory/write/policy.py) on labelled cases and on LoCoMo.

    python bench/sensitivity.py [--locomo PATH] [--show]

1. tests/data/sensitivity/cases.tsv (hand-written, labelled before the rules were written),
   split by a hash of the text: sha1(text) % 10 < 4 is held out (never looked at while tuning).
   Reported per split: recall on sensitive cases (the share caught), false-positive rate on
   normal cases, and per category.
2. LoCoMo observations (measure only, nothing is copied): the share of observations the check
   would mark sensitive, i.e. that extraction would send to review instead of storing.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.shared_data import LOCOMO_DEV  # noqa: E402
from ltm_chat.memory.write.policy import sensitive_category  # noqa: E402

CASES = ROOT / "tests" / "data" / "sensitivity" / "cases.tsv"
LOCOMO = LOCOMO_DEV


def held_out(text: str) -> bool:
    return int(hashlib.sha1(text.encode()).hexdigest(), 16) % 10 < 4


def load_cases() -> list[tuple[str, str, str]]:
    rows = []
    for line in CASES.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            label, category, text = line.split("\t")
            rows.append((label, category, text))
    return rows


def report(name: str, rows: list[tuple[str, str, str]], show: bool) -> None:
    sens = [r for r in rows if r[0] == "sensitive"]
    norm = [r for r in rows if r[0] == "normal"]
    caught = [r for r in sens if sensitive_category(r[2])]
    false_pos = [r for r in norm if sensitive_category(r[2])]
    print(
        f"{name:9s} sensitive caught {len(caught)}/{len(sens)} "
        f"({100 * len(caught) / max(1, len(sens)):.0f} %), normal flagged "
        f"{len(false_pos)}/{len(norm)} ({100 * len(false_pos) / max(1, len(norm)):.0f} %)"
    )
    per = Counter(r[1] for r in sens)
    got = Counter(r[1] for r in caught)
    print("          " + ", ".join(f"{c} {got[c]}/{n}" for c, n in sorted(per.items())))
    if show:
        for r in sens:
            if r not in caught:
                print(f"          missed: {r[2]}")
        for r in false_pos:
            print(f"          flagged ({sensitive_category(r[2])}): {r[2]}")


def locomo(path: Path, show: bool) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    texts = []
    for sample in data:
        for session in (sample.get("observation") or {}).values():
            for facts in session.values() if isinstance(session, dict) else []:
                texts += [f[0] if isinstance(f, list) else f for f in facts]
    flagged = Counter(sensitive_category(t) for t in texts)
    total = len(texts)
    hit = total - flagged[None]
    print(
        f"LoCoMo observations: {hit}/{total} marked sensitive ({100 * hit / max(1, total):.1f} %)"
    )
    print("          " + ", ".join(f"{c} {n}" for c, n in flagged.most_common() if c))
    if show:
        import random

        sample = random.Random(0).sample([t for t in texts if sensitive_category(t)], 15)
        for t in sample:
            print(f"          ({sensitive_category(t)}) {t[:110]}")


def conversation_held_out(sample: dict) -> bool:
    """LoCoMo split by conversation, fixed before any observation was read: sha1 of the
    sample id, odd = held out."""
    return int(hashlib.sha1(str(sample.get("sample_id")).encode()).hexdigest(), 16) % 2 == 1


def locomo_split(path: Path, show_tune: bool) -> None:
    """The false-review check per half: flagged counts (and, for the tune half only, the
    flagged texts, to read which are not sensitive)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for name, wanted in (("tune", False), ("held-out", True)):
        texts = []
        for sample in data:
            if conversation_held_out(sample) != wanted:
                continue
            for session in (sample.get("observation") or {}).values():
                for facts in session.values() if isinstance(session, dict) else []:
                    texts += [f[0] if isinstance(f, list) else f for f in facts]
        flagged = [(sensitive_category(t), t) for t in texts if sensitive_category(t)]
        convs = sum(conversation_held_out(s) == wanted for s in data)
        print(
            f"LoCoMo {name} ({convs} conversations): {len(flagged)}/{len(texts)} marked "
            f"sensitive ({100 * len(flagged) / max(1, len(texts)):.1f} %)"
        )
        if show_tune and not wanted:
            for category, t in flagged:
                print(f"          ({category}) {t}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locomo", type=Path, default=LOCOMO)
    parser.add_argument("--show", action="store_true", help="print misses and false positives")
    parser.add_argument("--tune-only", action="store_true", help="leave the held-out part out")
    parser.add_argument(
        "--locomo-split", action="store_true", help="LoCoMo by conversation: tune / held-out halves"
    )
    parser.add_argument(
        "--show-tune",
        action="store_true",
        help="with --locomo-split: the tune half's flagged observations",
    )
    args = parser.parse_args()
    if args.locomo_split:
        locomo_split(args.locomo, args.show_tune)
        return
    rows = load_cases()
    report("tune", [r for r in rows if not held_out(r[2])], args.show)
    if not args.tune_only:
        report("held-out", [r for r in rows if held_out(r[2])], args.show)
        if args.locomo.exists():
            locomo(args.locomo, args.show)


if __name__ == "__main__":
    main()
