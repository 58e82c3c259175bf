"""How well the secret filter generalises: a fixed tune / held-out split of the dev corpus.

    python bench/filters_quality.py [--data DIR] [--locomo PATH] [--misses]

The split is made from the data alone, before any rule is written, so anyone can re-run it:
each line goes to half `sha256(text) % 2` (0 = tune, 1 = held-out). Rules are developed on the
tune half; the held-out half is only ever counted. `--misses` prints the tune half's misses and
false drops (never the held-out half's).

Reported per half: credentials caught (positives.jsonl), benign lines dropped (negatives.jsonl
label `benign` + benign.jsonl), ambiguous lines flagged (either way is allowed), and the same
recall with the vendor rules switched off (`structure only`: what the structural detector and
the keyword rules catch of formats they were never told about — the closest this corpus gets
to "a vendor nobody listed"). Also the share of LoCoMo observations (ordinary memories about
people; read in place, CC BY-NC, never copied) the filter would drop, and the share of LoCoMo
dialogue turns (ordinary chat messages) in which transcript redaction would hide something.

`--calibration` prints what the thresholds of the random-token detector (secret_shape.py) were
set against, data that is not the secrets corpus: random strings drawn from a seeded RNG
(base62, base64, url-safe base64 at 24-64 characters: the share caught) and the identifiers
of 24+ characters in Python's own standard library (the share flagged), and every line of
every .py/.md/.txt/.json/.cfg file of this virtualenv's site-packages and of the standard
library (code, docs, data, test fixtures: the lines the random-token detector flags, per
million lines; lines another rule flags too are counted apart, as credential-shaped fixtures
such as `TOKEN = "hf_…"` in a test helper, and so are lines under a test directory).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from bench.shared_data import LOCOMO_DEV  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_DATA = ROOT / "tests" / "data" / "secrets"
DEFAULT_LOCOMO = LOCOMO_DEV
HALVES = ("tune", "held-out")


def half_of(text: str) -> str:
    """The split: a stable hash of the text, so it never depends on order or on the rules."""
    return HALVES[int(hashlib.sha256(text.encode("utf-8")).hexdigest(), 16) % 2]


def load(data: Path) -> dict[str, dict[str, list[dict]]]:
    """{half: {"positive" | "benign" | "ambiguous": rows}}."""
    rows: list[tuple[str, dict]] = []
    for name in ("positives.jsonl", "negatives.jsonl", "benign.jsonl"):
        with (data / name).open(encoding="utf-8") as f:
            for line in f:
                if line.strip():
                    row = json.loads(line)
                    kind = {"secret": "positive"}.get(row["label"], row["label"])
                    rows.append((kind, row))
    out: dict[str, dict[str, list[dict]]] = {h: {} for h in HALVES}
    for kind, row in rows:
        out[half_of(row["text"])].setdefault(kind, []).append(row)
    return out


def locomo_observations(path: Path) -> list[str]:
    if not path.is_file():
        return []
    samples = json.loads(path.read_text(encoding="utf-8"))
    facts = []
    for sample in samples:
        for session in sample["observation"].values():
            for per_speaker in session.values():
                facts.extend(fact for fact, _ in per_speaker)
    return facts


def locomo_turns(path: Path) -> list[str]:
    if not path.is_file():
        return []
    samples = json.loads(path.read_text(encoding="utf-8"))
    turns = []
    for sample in samples:
        for key, session in sample["conversation"].items():
            if key.startswith("session_") and isinstance(session, list):
                turns.extend(turn["text"] for turn in session if turn.get("text"))
    return turns


def _long_names(path: Path) -> set[str]:
    """The identifiers (NAME tokens) of 24+ characters in one Python source file."""
    import tokenize

    try:
        with path.open("rb") as f:
            return {
                t.string
                for t in tokenize.tokenize(f.readline)
                if t.type == tokenize.NAME and len(t.string) >= 24
            }
    except (SyntaxError, UnicodeDecodeError, tokenize.TokenError):
        return set()


def shape_calibration() -> list[str]:
    """The random-token detector on random draws and on real identifiers (not the corpus)."""
    import random
    import string

    from ltm_chat.memory.screen.secret_shape import is_generated_token

    rng = random.Random(1)
    base62 = string.ascii_letters + string.digits
    alphabets = {"base62": base62, "base64": base62 + "+/", "url-safe base64": base62 + "-_"}
    lines = ["| random draws (2,000 each) | 24 | 32 | 40 | 64 |", "|---|---:|---:|---:|---:|"]
    for name, alphabet in alphabets.items():
        cells = []
        for n in (24, 32, 40, 64):
            draws = ["".join(rng.choice(alphabet) for _ in range(n)) for _ in range(2000)]
            cells.append(f"{100 * sum(map(is_generated_token, draws)) / len(draws):.1f} %")
        lines.append(f"| {name} caught | " + " | ".join(cells) + " |")
    names: set[str] = set()
    for path in sorted((Path(sys.base_prefix) / "lib").rglob("*.py")):
        names.update(_long_names(path))  # ~1 min CPU: every file, its test suite included
    flagged = [n for n in names if is_generated_token(n)]
    lines.append(
        f"\nPython {sys.version_info.major}.{sys.version_info.minor} standard library: "
        f"{len(flagged)} of {len(names):,} distinct identifiers of 24+ characters flagged "
        f"({100 * len(flagged) / max(len(names), 1):.2f} %): {', '.join(sorted(flagged)[:5])}"
    )
    return lines


_BENIGN_SUFFIXES = (".py", ".md", ".txt", ".json", ".cfg")


def _benign_files() -> list[Path]:
    site = Path(sys.prefix) / "lib" / f"python{sys.version_info.major}.{sys.version_info.minor}"
    stdlib = Path(sys.base_prefix) / "lib" / site.name
    files = [p for p in (site / "site-packages").rglob("*") if p.suffix in _BENIGN_SUFFIXES]
    files += [
        p
        for p in stdlib.rglob("*")
        if p.suffix in _BENIGN_SUFFIXES and "site-packages" not in p.parts
    ]
    return sorted(p for p in files if p.is_file())


def benign_lines_calibration() -> list[str]:
    """Lines of installed code and docs the random-token detector flags (~2-3 min CPU)."""
    import re

    from ltm_chat.memory.screen import redact, secret_checks, secret_rules

    [rule] = [r for r in secret_rules._RULES if r.name == "random-token"]
    lines = flagged = fixtures = in_tests = 0
    for path in _benign_files():
        try:
            text = path.read_bytes().decode("utf-8", "replace")
        except OSError:
            continue
        lines += text.count("\n") + (1 if text and not text.endswith("\n") else 0)
        if not re.search(secret_rules._TOKEN_RUN, text):
            continue
        for line in text.splitlines():
            low = redact._lowered(line)
            runs = redact._token_run_matches(rule.pattern, line)
            if not any(secret_checks._token_run_verdict(line, low, m) for m in runs):
                continue
            flagged += 1
            if any(s.rule != "random-token" for s in redact.find_secrets(line)):
                fixtures += 1
            elif {"test", "tests", "testing"} & set(path.parts):
                in_tests += 1
    per_m = 1e6 / max(lines, 1)
    return [
        f"\nBenign lines ({lines:,} lines of .py/.md/.txt/.json/.cfg in site-packages and the "
        f"standard library): {flagged:,} flagged by the random-token detector "
        f"({flagged * per_m:.1f} per million); of these {fixtures:,} ({fixtures * per_m:.1f} "
        f"per million) are flagged by another rule too (credential-shaped fixtures), "
        f"{in_tests:,} ({in_tests * per_m:.1f} per million) of the rest are under a test "
        f"directory, {flagged - fixtures - in_tests:,} "
        f"({(flagged - fixtures - in_tests) * per_m:.1f} per million) elsewhere."
    ]


def pct(n: int, d: int) -> str:
    return f"{100 * n / d:.1f} % ({n}/{d})" if d else "–"


def secret_table(split: dict, detect: Callable[[str], object], structural: Callable) -> list[str]:
    cols = {h: split[h] for h in HALVES}

    def count(h: str, kind: str, fn: Callable[[str], object]) -> tuple[int, int]:
        rows = cols[h].get(kind, [])
        return sum(1 for r in rows if fn(r["text"])), len(rows)

    lines = ["| secret filter | tune | held-out |", "|---|---:|---:|"]
    for label, kind, fn in (
        ("credentials caught", "positive", detect),
        ("benign dropped", "benign", detect),
        ("ambiguous flagged", "ambiguous", detect),
        ("credentials caught, vendor rules off", "positive", structural),
        ("benign dropped, vendor rules off", "benign", structural),
    ):
        lines.append(
            f"| {label} | {pct(*count('tune', kind, fn))} | {pct(*count('held-out', kind, fn))} |"
        )
    return lines


def print_tune_misses(split: dict, detect: Callable[[str], object]) -> None:
    tune = split["tune"]
    for r in tune.get("positive", []):
        if not detect(r["text"]):
            print(f"MISS  {r['rule']}: {r['text'][:160]!r}")
    for kind in ("benign", "ambiguous"):
        for r in tune.get(kind, []):
            verdict = detect(r["text"])
            if verdict:
                print(f"DROP  {kind} {verdict} {r['rule']}: {r['text'][:160]!r}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    parser.add_argument("--misses", action="store_true", help="print the tune half's errors")
    parser.add_argument("--calibration", action="store_true", help="random draws, identifiers")
    args = parser.parse_args()
    from ltm_chat.memory.screen import redact

    if args.calibration:
        print("\n".join(shape_calibration() + benign_lines_calibration()))
        return

    detect = redact.looks_like_secret
    structural = getattr(redact, "looks_like_secret_without_vendors", lambda _t: None)
    split = load(args.data)
    if args.misses:
        print_tune_misses(split, detect)
        return
    lines = secret_table(split, detect, structural)
    facts = locomo_observations(args.locomo)
    if facts:
        dropped = sum(1 for f in facts if detect(f))
        lines.append(f"| LoCoMo observations dropped (not split) | {pct(dropped, len(facts))} | |")
    turns = locomo_turns(args.locomo)
    if turns:
        hidden = sum(1 for t in turns if redact.find_secrets(t))
        lines.append(
            f"| LoCoMo dialogue turns with a redaction (not split) | {pct(hidden, len(turns))} | |"
        )
    if not args.locomo.is_file():  # say so: a table without its LoCoMo rows reads as complete
        lines.append(f"(no LoCoMo file at {args.locomo}: its rows are left out)")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
