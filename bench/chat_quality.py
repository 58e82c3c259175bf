"""The memory screen on the conversational corpus (tests/data/chat, bench/chat_corpus.py).

    python bench/chat_quality.py [--misses]     # --misses: the tune half's errors only
    python bench/chat_quality.py --fresh        # the fresh held-out sets' errors (never tuned on)

Per half (fixed by bench/chat_corpus.py before any rule: `tune` when the first byte of
sha256(text) is even): credentials refused (any verdict of the shared screen), instructions
refused, ordinary sentences refused; then per language. The held-out half is only counted.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402

DATA = ROOT / "tests" / "data" / "chat"
HALVES = ("tune", "held-out")


def load(name: str) -> list[dict]:
    lines = (DATA / f"{name}.jsonl").read_text(encoding="utf-8").splitlines()
    return [json.loads(line) for line in lines if line.strip()]


def rate(flags: list[bool]) -> str:
    return f"{100 * sum(flags) / len(flags):.1f} % ({sum(flags)}/{len(flags)})" if flags else "-"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--misses", action="store_true")
    parser.add_argument("--fresh", action="store_true", help="list the fresh sets' errors")
    args = parser.parse_args()
    from ltm_chat.memory.screen.verdict import screening_verdict

    table = {"credentials": "refused", "instructions": "refused", "ordinary": "refused"}
    print("| set | tune | held-out |\n|---|---:|---:|")
    per_lang: dict[str, dict[str, list[bool]]] = defaultdict(lambda: defaultdict(list))
    misses = []
    fresh_errors: list[tuple[str, object, str]] = []
    for name in table:
        flags: dict[str, list[bool]] = {h: [] for h in HALVES}
        for row in load(name):
            verdict = screening_verdict(row["text"])
            flagged = verdict is not None
            flags[row["half"]].append(flagged)
            if row["half"] == "held-out":
                per_lang[name][row["lang"]].append(flagged)
            wrong = flagged if name == "ordinary" else not flagged
            if wrong and row["half"] == "tune":
                misses.append((name, verdict, row["text"]))
        print(f"| {name} {table[name]} | {rate(flags['tune'])} | {rate(flags['held-out'])} |")
    # Hand-written probes (tests/data/chat/probes-*.txt), written after the rules in styles
    # the generated corpus lacks; same split, one rule was added from their tune half.
    from hashlib import sha256

    def half(text: str) -> str:
        return "tune" if sha256(text.encode()).digest()[0] % 2 == 0 else "held-out"

    for name in ("probes-credentials", "probes-ordinary"):
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        flags = {h: [] for h in HALVES}
        for text in filter(str.strip, lines):
            flags[half(text)].append(screening_verdict(text) is not None)
        print(f"| {name} refused | {rate(flags['tune'])} | {rate(flags['held-out'])} |")
    # Written in the third pass from what a credential is, before any filter ran on them;
    # never tuned on, so every line is held out (lines starting with "#" are notes).
    # fresh2-*: a second such pair, written before any rule was changed from the first
    # pair's errors and run once after those changes.
    # fresh3-*: the same again after the second pair's rules.
    # fresh4-*: written in wave 3 session 9 by someone who had not read the rules, with
    # instructions and preferences (which must pass) beside credentials and ordinary lines.
    # fresh5-*: written with fresh4 by the same hand, kept back by the lead and measured once
    # (bench/screen_heldout.py) after every session-9 merge, before anyone read its errors.
    # fresh6-*: a third author-blind set written after fresh5 was read, kept back by the lead,
    # measured once per candidate (rules5, vectors2) before adoption; never read line by line.
    fresh = ("fresh", "fresh2", "fresh3", "fresh4", "fresh5", "fresh6")
    kinds = ("credentials", "ordinary", "instructions", "preferences")
    for name in (f"{f}-{kind}" for f in fresh for kind in kinds):
        if not (DATA / f"{name}.txt").exists():
            continue
        lines = (DATA / f"{name}.txt").read_text(encoding="utf-8").splitlines()
        texts = [t for t in lines if t.strip() and not is_note(t)]
        verdicts = [screening_verdict(t) for t in texts]
        print(f"| {name} refused | - | {rate([v is not None for v in verdicts])} |")
        if args.fresh:
            wrong = [(v, t) for v, t in zip(verdicts, texts, strict=True)]
            refuse = name.endswith(("credentials", "instructions"))
            wrong = [(v, t) for v, t in wrong if (v is None) == refuse]
            fresh_errors.extend((name, v, t) for v, t in wrong)
    print("\nheld-out by language:")
    for name, langs in per_lang.items():
        cells = ", ".join(
            f"{lang} {100 * sum(f) / len(f):.0f}%" for lang, f in sorted(langs.items())
        )
        print(f"- {name}: {cells}")
    if args.misses:
        print("\ntune-half errors:")
        for name, verdict, text in misses:
            print(f"{name:13} {verdict!s:40} {text[:150]!r}")
    if args.fresh:
        print("\nfresh-set errors (held out: read, never tuned on):")
        for name, verdict, text in fresh_errors:
            print(f"{name:18} {verdict!s:40} {text[:150]!r}")


if __name__ == "__main__":
    main()
