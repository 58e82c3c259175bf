"""Whether a change to the memory screen kept every verdict: git revision REV against the tree.

    python bench/screen_same.py REV [--locomo PATH]

Each side runs in its own process (REV exported with `git archive`): for every text it records
`looks_like_secret`, `looks_like_instruction` and the spans `find_secrets` would redact.
Texts: every corpus under tests/data (chat, poison, secrets), the LoCoMo observations and
dialogue turns (read in place), and long texts, since the screens read a text past 20,000
characters another way (bench/filters.py's shapes at 100 KB; 30 KB runs of each corpus; an
ordinary 30 KB run with each attack or credential put inside it, and each bench shape with
it). Prints counts and the positions of texts that differ, never a text (held-out sets stay
unread); exits 1 when any differs.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import pickle
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.corpus_lines import file_texts  # noqa: E402
from bench.filters import INSTRUCTION_SHAPES, SECRET_SHAPES, sized  # noqa: E402
from bench.filters_quality import DEFAULT_LOCOMO, locomo_observations, locomo_turns  # noqa: E402

DATA = ROOT / "tests" / "data"
_LONG = 30_000
_SHAPE_SIZE = 100_000


def _runs(texts: list[str], joiner: str) -> list[str]:
    """`texts` joined into runs of about _LONG characters."""
    out, run, size = [], [], 0
    for text in texts:
        run.append(text)
        size += len(text) + len(joiner)
        if size >= _LONG:
            out.append(joiner.join(run))
            run, size = [], 0
    return out


def _pick(items: list[str], key: str) -> str:
    return items[int(hashlib.sha256(key.encode("utf-8")).hexdigest(), 16) % len(items)]


def corpus(locomo: Path) -> dict[str, list[str]]:
    """{set name: texts}, the same on both sides (built here, handed to each side)."""
    sets: dict[str, list[str]] = {}
    for folder in ("chat", "poison", "secrets"):
        for path in sorted((DATA / folder).iterdir()):
            if path.suffix in (".txt", ".jsonl") and not any(
                word in path.name for word in ("LICENSE", "NOTICE")
            ):
                sets[f"{folder}/{path.name}"] = file_texts(path)
    sets["locomo observations"] = locomo_observations(locomo)
    sets["locomo turns"] = locomo_turns(locomo)
    short = [t for texts in sets.values() for t in texts]
    ordinary = sets["locomo observations"] + file_texts(DATA / "chat" / "ordinary.jsonl")
    benign_runs = _runs(ordinary, " ") + _runs(ordinary, "\n")
    sets["long: 30 KB runs of each set"] = [
        run
        for name, texts in list(sets.items())
        for joiner in (" ", "\n", ". ")
        for run in _runs(texts, joiner)
    ]
    flagged = [
        *file_texts(DATA / "chat" / "instructions.jsonl"),
        *file_texts(DATA / "chat" / "credentials.jsonl"),
        *file_texts(DATA / "poison" / "injections.jsonl"),
        *file_texts(DATA / "secrets" / "positives.jsonl"),
    ]
    inside = []
    for text in flagged:
        run = _pick(benign_runs, text)
        at = int(hashlib.sha256(text.encode("utf-8")).hexdigest(), 16) % len(run)
        at = run.rfind(" ", 0, at) + 1
        inside.append(run[:at] + text + " " + run[at:])
    sets["long: an ordinary run with one flagged text inside"] = inside
    shapes = [*SECRET_SHAPES.values(), *INSTRUCTION_SHAPES.values()]
    sets["long: bench shapes at 100 KB"] = [sized(unit, _SHAPE_SIZE) for unit in shapes]
    sets["long: bench shapes with one text inside"] = [
        (lambda big, t: big[: len(big) // 2] + " " + t + " " + big[len(big) // 2 :])(
            sized(unit, _SHAPE_SIZE), _pick(short, f"{i}")
        )
        for i, unit in enumerate(shapes * 4)
    ]
    return sets


# Run in each side's own process, its tree first on the path: the verdicts of every text.
_DUMP = """
import pickle, sys
from ltm_chat.memory.screen.poison import looks_like_instruction
from ltm_chat.memory.screen.redact import find_secrets, looks_like_secret

with open(sys.argv[1], "rb") as f:
    sets = pickle.load(f)
out = {
    name: [
        (looks_like_secret(t), looks_like_instruction(t),
         [(s.rule, s.start, s.end) for s in find_secrets(t)])
        for t in texts
    ]
    for name, texts in sets.items()
}
with open(sys.argv[2], "wb") as f:
    pickle.dump(out, f)
"""


def _side(tree: Path, sets_path: Path, out_path: Path) -> dict:
    env = {**os.environ, "PYTHONPATH": str(tree), "HF_HUB_OFFLINE": "1"}
    command = [sys.executable, "-c", _DUMP, str(sets_path), str(out_path)]
    subprocess.run(command, env=env, cwd=tree, check=True)
    with out_path.open("rb") as f:
        return pickle.load(f)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rev", help="the git revision to compare the working tree with")
    parser.add_argument("--locomo", type=Path, default=DEFAULT_LOCOMO)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = Path(tmp) / "old"
        old_tree.mkdir()
        archive = subprocess.run(
            ["git", "archive", args.rev], cwd=ROOT, capture_output=True, check=False
        )
        if archive.returncode != 0:
            raise SystemExit(f"unknown revision: {args.rev}")
        subprocess.run(["tar", "-x", "-C", str(old_tree)], input=archive.stdout, check=True)
        sets = corpus(args.locomo)
        sets_path = Path(tmp) / "sets.pickle"
        with sets_path.open("wb") as f:
            pickle.dump(sets, f)
        old = _side(old_tree, sets_path, Path(tmp) / "old.pickle")
        new = _side(ROOT, sets_path, Path(tmp) / "new.pickle")
    total = differing = 0
    print(f"| set | texts | verdicts or spans differing ({args.rev} vs tree) |\n|---|---:|---:|")
    for name, texts in sets.items():
        diff = [i for i, (a, b) in enumerate(zip(old[name], new[name], strict=True)) if a != b]
        total, differing = total + len(texts), differing + len(diff)
        where = f" (at {', '.join(map(str, diff[:10]))})" if diff else ""
        print(f"| {name} | {len(texts):,} | {len(diff)}{where} |")
    print(f"| **all** | **{total:,}** | **{differing}** |")
    if differing:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
