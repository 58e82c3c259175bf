"""`memories list` (500 memories) and `conversations list` (60 conversations): wall and CPU
seconds of the whole process, this checkout against another one, runs paired (A B A B …).

    python bench/listing_speed.py [--runs 5] [--other /work/main]

Each checkout gets its own fresh LTM_CHAT_HOME holding the same rows (500 memories added
through the public API without vectors; 60 conversations of 10 messages). The first run of
each command is the "cold" one (this checkout then reads the tables and saves its snapshot);
the runs after it are the ones a user repeating a listing gets. The last row: `memories add`
(untimed), then the listing, as a user lists after changing something. CPU seconds (user + system
of the process and its children) depend far less on the machine's load than wall time: on a
busy machine read the CPU column and the ratios.
"""

from __future__ import annotations

import argparse
import os
import resource
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPICS = ["tea", "hiking", "Rust", "Porto", "jazz", "chess", "sourdough", "cycling", "Japan"]
COMMANDS = {
    "memories list": ["memories", "list"],
    "conversations list": ["conversations", "list"],
}
FILL = r"""
import asyncio, sys
from ltm_chat.config import load_settings
from ltm_chat.memory.model import Memory, new_id
from ltm_chat.memory.service import open_long_term_memory
from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.storage.db import Database

TOPICS = %r
settings = load_settings()
memory = open_long_term_memory(settings, embedder=None)
rows = [Memory(id=new_id(), user_id=memory.user_id, text=f"Note {i}: likes {TOPICS[i %% 9]} "
        f"and talked about it on day {i}", kind="fact", source="import") for i in range(500)]
asyncio.run(memory.add_many(rows))
store = ConversationStore(Database.at(settings.paths), settings.user_id).open()
for i in range(60):
    conv = store.create(f"Conversation {i} about {TOPICS[i %% 9]}", model="openai/fake-model")
    turns = [("user", f"question {i}.{j}") if j %% 2 == 0 else ("assistant", f"answer {i}.{j}")
             for j in range(10)]
    store.add_messages(conv.id, turns, "openai/fake-model")
"""


def env_for(checkout: Path, home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(checkout),
        "LTM_CHAT_HOME": str(home),
        "COLUMNS": "120",
        "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none",
        "HF_HUB_OFFLINE": "1",
    }


def fill(checkout: Path, home: Path) -> None:
    subprocess.run(
        [sys.executable, "-c", FILL % (TOPICS,)],
        env=env_for(checkout, home),
        check=True,
        capture_output=True,
        cwd=checkout,
    )


def timed(checkout: Path, home: Path, args: list[str], on_terminal: bool) -> tuple[float, float]:
    """(wall s, CPU s) of one whole `ltm-chat ARGS` process."""
    command = [sys.executable, "-m", "ltm_chat.cli.main", *args]
    if on_terminal:  # `script` gives it a pty: the rich table, as a user sees it
        command = ["script", "-qec", shlex.join(command), "/dev/null"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(  # cwd: `python -m` puts it first on sys.path
        command, env=env_for(checkout, home), capture_output=True, text=True, cwd=checkout
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        raise SystemExit(
            f"{args} failed in {checkout}:\n{done.stdout[-1500:]}{done.stderr[-1500:]}"
        )
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--other", type=Path, help="a second checkout to compare against")
    parser.add_argument("--pipe", action="store_true", help="stdout a pipe, not a terminal")
    args = parser.parse_args()
    checkouts = {"this": ROOT, **({"other": args.other.resolve()} if args.other else {})}
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"load avg {os.getloadavg()[0]:.2f}, {args.runs} runs, "
        f"{'a pipe' if args.pipe else 'a terminal'}; other = {args.other}"
    )
    print(
        "| command | checkout | cold wall / CPU s | repeated wall s (median) | "
        "repeated CPU s (median, min–max) |\n|---|---|---:|---:|---:|"
    )
    with tempfile.TemporaryDirectory(prefix="ltm-listing-") as tmp:
        homes = {name: Path(tmp) / name for name in checkouts}
        for name, checkout in checkouts.items():
            fill(checkout, homes[name])
        for label, command in COMMANDS.items():
            cold = {n: timed(c, homes[n], command, not args.pipe) for n, c in checkouts.items()}
            runs: dict[str, list[tuple[float, float]]] = {n: [] for n in checkouts}
            for _ in range(args.runs):  # paired: one of each in turn
                for name, checkout in checkouts.items():
                    runs[name].append(timed(checkout, homes[name], command, not args.pipe))
            for name in checkouts:
                walls = [w for w, _ in runs[name]]
                cpus = [c for _, c in runs[name]]
                print(
                    f"| `{label}` | {name} | {cold[name][0]:.2f} / {cold[name][1]:.2f} | "
                    f"{statistics.median(walls):.2f} | {statistics.median(cpus):.2f} "
                    f"({min(cpus):.2f}–{max(cpus):.2f}) |",
                    flush=True,
                )
            if "other" in runs:
                ratio = statistics.median(
                    a[1] / b[1] for a, b in zip(runs["this"], runs["other"], strict=True)
                )
                print(
                    f"| `{label}` | this / other, CPU (median of paired ratios) | | | "
                    f"{ratio:.2f} |",
                    flush=True,
                )
        # What a user meets after changing something: `memories add`, then the listing.
        label = "memories list, after `memories add`"
        runs = {n: [] for n in checkouts}
        for i in range(args.runs):
            for name, checkout in checkouts.items():
                timed(checkout, homes[name], ["memories", "add", f"Extra note {i}"], False)
                runs[name].append(
                    timed(checkout, homes[name], COMMANDS["memories list"], not args.pipe)
                )
        for name in checkouts:
            walls = [w for w, _ in runs[name]]
            cpus = [c for _, c in runs[name]]
            print(
                f"| {label} | {name} | | {statistics.median(walls):.2f} | "
                f"{statistics.median(cpus):.2f} ({min(cpus):.2f}–{max(cpus):.2f}) |",
                flush=True,
            )
    print(f"(load avg at the end {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
