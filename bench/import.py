"""`ltm-chat import chatgpt` over a large synthetic ChatGPT export: peak memory and speed.

    python bench/import.py [--conversations 5000] [--messages 24] [--runs 1] [--keep DIR]

Writes a ChatGPT export (the documented conversations.json schema, tests/import_exports.py,
branches and hidden system messages included) of `--conversations` conversations of
`--messages` messages each, streamed into a zip (never held in memory), then runs the real
`ltm-chat import chatgpt EXPORT.zip` in a fresh LTM_CHAT_HOME (lexical mode) as a child
process: wall time, conversations per second, and the child's peak RSS (ru_maxrss). A second
import of the same export (everything already present) is timed too. Prints a Markdown table
with the machine's load average before and after.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.import_exports import ChatGPTTree  # noqa: E402

WORDS = (
    "lisbon porto tea coffee garden python lance vector memory train budget cello jazz "
    "kitchen recipe marathon sister project deadline review invoice weather holiday river "
    "ação café naïve über 東京 données señor"
).split()
CODE = "```python\ndef total(items):\n    return sum(i.price for i in items)\n```"


def _text(rng: random.Random, words: int) -> str:
    body = " ".join(rng.choice(WORDS) for _ in range(words))
    return body + ("\n\n" + CODE if rng.random() < 0.15 else "")


def write_export(path: Path, conversations: int, messages: int, seed: int = 7) -> int:
    """The export zip, written conversation by conversation; its uncompressed size."""
    rng = random.Random(seed)
    size = 0
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as archive:
        archive.writestr("user.json", "{}")
        with archive.open("conversations.json", "w", force_zip64=True) as out:
            out.write(b"[")
            size += 1
            for n in range(conversations):
                tree = ChatGPTTree(
                    f"bench-{n:06d}", f"Chat {n}: {_text(rng, 4)}", 1.6e9 + n * 3600.0
                )
                parent = tree.system
                for m in range(messages // 2):
                    user = tree.add(parent, "user", _text(rng, 250))
                    if m == 0 and n % 5 == 0:  # a regenerated reply: a branch not kept
                        tree.add(user, "assistant", _text(rng, 250))
                    parent = tree.add(user, "assistant", _text(rng, 250))
                data = (b"," if n else b"") + json.dumps(tree.to_json(), ensure_ascii=False).encode(
                    "utf-8"
                )
                out.write(data)
                size += len(data)
            out.write(b"]")
            size += 1
    return size


def run_import(export: Path, home: Path) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MiB) and the summary line of one `import chatgpt` child."""
    env = {
        **os.environ,
        "LTM_CHAT_HOME": str(home),
        "LTM_CHAT_USER": "bench",
        "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none",
    }
    script = (
        "import resource, subprocess, sys, time\n"
        "t = time.perf_counter()\n"
        "p = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "wall = time.perf_counter() - t\n"
        "peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024\n"
        "print(p.returncode, wall, peak, p.stdout.strip().replace(chr(10), ' '), sep='\\t')\n"
        "sys.stderr.write(p.stderr)\n"
    )  # a fresh parent per run: RUSAGE_CHILDREN then holds this import alone
    cli = [str(Path(sys.executable).parent / "ltm-chat"), "import", "chatgpt", str(export)]
    done = subprocess.run(
        [sys.executable, "-c", script, *cli], env=env, capture_output=True, text=True, check=True
    )
    code, wall, peak, line = done.stdout.rstrip("\n").split("\t", 3)
    if code != "0":
        raise SystemExit(f"import failed ({code}): {done.stderr.strip()[-500:]}")
    return float(wall), float(peak), line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--conversations", type=int, default=5000)
    parser.add_argument("--messages", type=int, default=24)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--keep", type=Path, help="Keep the export and homes in this folder.")
    args = parser.parse_args()
    work = args.keep or Path(tempfile.mkdtemp(prefix="ltm-import-bench-"))
    work.mkdir(parents=True, exist_ok=True)
    export = work / "chatgpt-export.zip"
    load_before = os.getloadavg()
    t = time.perf_counter()
    size = write_export(export, args.conversations, args.messages)
    made = time.perf_counter() - t
    first, peaks, again, again_peaks, line = [], [], [], [], ""
    for run in range(args.runs):
        home = work / f"home{run}"
        wall, peak, line = run_import(export, home)
        first.append(wall)
        peaks.append(peak)
        wall2, peak2, _ = run_import(export, home)
        again.append(wall2)
        again_peaks.append(peak2)
    load_after = os.getloadavg()
    n = args.conversations
    print(
        f"Export: {n:,} conversations x {args.messages} messages (+ a regenerated branch in "
        f"every 5th), conversations.json {size / 2**20:,.0f} MiB uncompressed, zip "
        f"{export.stat().st_size / 2**20:,.0f} MiB, written in {made:.0f} s."
    )
    print(f"Summary line: {line}")
    print()
    print("| run | wall (median) | conversations/s | peak RSS (max) |")
    print("|---|---|---|---|")
    w, w2 = statistics.median(first), statistics.median(again)
    print(f"| first import | {w:.1f} s | {n / w:,.0f} | {max(peaks):.0f} MiB |")
    print(
        f"| second import (all present) | {w2:.1f} s | {n / w2:,.0f} | {max(again_peaks):.0f} MiB |"
    )
    print()
    print(
        f"Load average (1/5/15 min) before: {' '.join(f'{x:.2f}' for x in load_before)}; "
        f"after: {' '.join(f'{x:.2f}' for x in load_after)}; {os.cpu_count()} cores."
    )
    if not args.keep:
        import shutil

        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
