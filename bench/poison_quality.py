"""Quality of the memory-poisoning filter (`looks_like_instruction`) on data split before tuning.

    python bench/poison_quality.py [--misses tune]    # --misses: list what the filter gets wrong

Data (read where it lies, never copied into the package):
- attacks: tests/data/poison/injections.jsonl, a copy of ../shared/data/injection-dev/positives.jsonl
  (mik0w/pallms and JailbreakBench artifacts, MIT), `source` = "pallms/…" or "jailbreakbench/…";
- benign: every LoCoMo observation in ../shared/data/locomo-dev/locomo-dev.json (CC BY-NC: only
  measured, never trained on or copied), and tests/data/poison/preferences.txt (phrased
  preferences and requests written for this project before any rule was), and
  tests/data/poison/facts.txt (statements about a user that use the attacks' words in their
  ordinary sense — "lost the instructions for their Lego set" — written after the rules and
  measured once: no rule was changed for them);
- own attack probes: tests/data/poison/probes.txt, 39 attacks in styles the corpus lacks (other
  languages, password games, injections inside documents, exfiltration links, obfuscation),
  written after the first rules; split the same way, rules added from its tune half only;
- a second preference set, tests/data/poison/preferences-2.txt (40, imperative-heavy: "Give me
  the short version first", "Write examples in TypeScript"), written after the rules.

Split (fixed before any rule was written): a text is in `tune` when the first byte of its
SHA-256 is even, else `held-out`. Rules were developed looking only at the tune half; the
held-out column is what a new user's data would see. The per-source table answers "does it
generalise across attack families": pallms (prompt injections, DAN-style jailbreaks) against
JailbreakBench (GCG/DSN adversarial suffixes, PAIR role-play), each column on all its texts.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import is_note  # noqa: E402
from bench.shared_data import SHARED_DATA  # noqa: E402

DATA = SHARED_DATA
# An unchanged copy (MIT, licences beside it) of ../shared/data/injection-dev/positives.jsonl.
ATTACKS = ROOT / "tests" / "data" / "poison" / "injections.jsonl"
LOCOMO = DATA / "locomo-dev" / "locomo-dev.json"
PREFERENCES = ROOT / "tests" / "data" / "poison" / "preferences.txt"
FACTS = ROOT / "tests" / "data" / "poison" / "facts.txt"
PROBES = ROOT / "tests" / "data" / "poison" / "probes.txt"
PREFERENCES_2 = ROOT / "tests" / "data" / "poison" / "preferences-2.txt"


def half(text: str) -> str:
    return "tune" if hashlib.sha256(text.encode()).digest()[0] % 2 == 0 else "held-out"


def load_attacks(path: Path = ATTACKS, *, detail: bool = False) -> list[tuple[str, str]]:
    """(text, family) with family "pallms" or "jailbreakbench" ("pallms/jailbreak", … when
    `detail`)."""
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [(r["text"], r["source"] if detail else r["source"].split("/")[0]) for r in rows]


def load_locomo(path: Path = LOCOMO) -> list[str]:
    out = []
    for sample in json.loads(path.read_text()):
        for by_speaker in sample["observation"].values():
            for facts in by_speaker.values():
                out.extend(str(f[0]) for f in facts)
    return out


def load_preferences(path: Path = PREFERENCES) -> list[str]:
    lines = path.read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not is_note(line)]


def rate(flags: list[bool]) -> str:
    return f"{100 * sum(flags) / len(flags):.1f} % ({sum(flags)}/{len(flags)})" if flags else "-"


def ablation() -> None:
    """Leave-one-out over the rules: attacks each rule alone catches, per half, and the
    benign texts it alone drops. A rule that buys nothing on held-out is a candidate to drop."""
    from ltm_chat.memory.screen import poison

    attacks = [t for t, _ in load_attacks()]
    benign = [*load_locomo(), *load_preferences(), *load_preferences(FACTS)]

    def counts() -> tuple[int, int, int]:
        flags = {t: bool(poison.looks_like_instruction(t)) for t in {*attacks, *benign}}
        tune = sum(flags[t] for t in attacks if half(t) == "tune")
        held = sum(flags[t] for t in attacks if half(t) == "held-out")
        return tune, held, sum(flags[t] for t in benign)

    base = counts()
    print(
        f"all rules: {base[0]} tune / {base[1]} held-out attacks caught, {base[2]} benign dropped"
    )
    print("| rule left out | tune attacks lost | held-out attacks lost | benign dropped less |")
    print("|---|---:|---:|---:|")
    families, soup = list(poison._FAMILIES), poison._SOUP_MIN_TOKENS
    variants: list[tuple[str, Callable[[], None]]] = []
    for i, (family, pattern) in enumerate(families):
        label = f"{family} #{i}: `{pattern.pattern[:48].replace('|', '¦')}…`"
        variants.append(
            (label, lambda i=i: setattr(poison, "_FAMILIES", families[:i] + families[i + 1 :]))
        )
    variants.append(("token-soup", lambda: setattr(poison, "_SOUP_MIN_TOKENS", 10**9)))
    variants.append(
        ("token-soup at 3 tokens, not 2", lambda: setattr(poison, "_SOUP_MIN_TOKENS", 3))
    )
    for label, apply in variants:
        apply()
        tune, held, dropped = counts()
        poison._FAMILIES, poison._SOUP_MIN_TOKENS = families, soup
        print(f"| {label} | {base[0] - tune} | {base[1] - held} | {base[2] - dropped} |")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--misses", choices=["tune", "held-out"], help="print the errors of one half"
    )
    parser.add_argument(
        "--ablation", action="store_true", help="leave each rule out: what it buys per half"
    )
    args = parser.parse_args()
    if args.ablation:
        ablation()
        return
    from ltm_chat.memory.screen import poison

    check: Callable[[str], str | None] = poison.looks_like_instruction
    attacks, locomo = load_attacks(), load_locomo()
    prefs, facts, probes = load_preferences(), load_preferences(FACTS), load_preferences(PROBES)
    prefs2 = load_preferences(PREFERENCES_2)
    everything = {*(t for t, _ in attacks), *locomo, *prefs, *prefs2, *facts, *probes}
    verdict = {t: bool(check(t)) for t in everything}

    def col(texts: list[str], part: str | None, want: bool) -> str:
        return rate([verdict[t] == want for t in texts if part is None or half(t) == part])

    a_texts = [t for t, _ in attacks]
    print("| data | measured | tune half | held-out half |")
    print("|---|---|---:|---:|")
    print(
        f"| attacks (all sources) | caught | {col(a_texts, 'tune', True)} | {col(a_texts, 'held-out', True)} |"
    )
    print(
        f"| own attack probes | caught | {col(probes, 'tune', True)} | {col(probes, 'held-out', True)} |"
    )
    print(
        f"| LoCoMo observations | dropped | {col(locomo, 'tune', True)} | {col(locomo, 'held-out', True)} |"
    )
    print(
        f"| own preferences | dropped | {col(prefs, 'tune', True)} | {col(prefs, 'held-out', True)} |"
    )
    print(
        f"| second preference set | dropped | {col(prefs2, 'tune', True)} | {col(prefs2, 'held-out', True)} |"
    )
    print(
        f"| own facts with attack words | dropped | {col(facts, 'tune', True)} | {col(facts, 'held-out', True)} |"
    )
    print()
    print("| attack family | caught (all) | tune half | held-out half |")
    print("|---|---:|---:|---:|")
    detailed = load_attacks(detail=True)
    for family in ("pallms", "jailbreakbench", *sorted({f for _, f in detailed})):
        texts = [t for t, f in [*attacks, *detailed] if f == family]
        print(
            f"| {family} | {col(texts, None, True)} | {col(texts, 'tune', True)} | {col(texts, 'held-out', True)} |"
        )
    if args.misses:
        print(f"\n## errors on the {args.misses} half")
        for t in [*a_texts, *probes]:
            if half(t) == args.misses and not verdict[t]:
                print("MISSED  ", repr(t[:300]))
        for t in [*locomo, *prefs, *prefs2, *facts]:
            if half(t) == args.misses and verdict[t]:
                print("DROPPED ", repr(t[:300]))


if __name__ == "__main__":
    main()
