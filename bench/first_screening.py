"""The CPU a process spends on its first memory screening (the gates and patterns built on first
use), median of fresh processes: what every `memories add` or `remember that` from the CLI pays.
The modules' bytecode is cached first, as an installed package has it (one unmeasured process
writes it even where PYTHONDONTWRITEBYTECODE is set); `--source` measures without it.

    .venv/bin/python bench/first_screening.py [--runs 5]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = (
    "import time\n"
    "from ltm_chat.memory.screen.verdict import screening_verdict\n"
    "t = time.process_time(); screening_verdict('my dog is called Rex')\n"
    "print(time.process_time() - t)\n"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--source", action="store_true", help="no cached bytecode")
    args = parser.parse_args()
    env = dict(os.environ)
    if args.source:
        # (bytecode looked for in an empty folder and never written: every module compiled)
        env["PYTHONPYCACHEPREFIX"] = tempfile.mkdtemp(prefix="first-screening-")
        flags = ["-B"]
    else:
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        flags = []

    def probe() -> float:
        run = subprocess.run(
            [sys.executable, *flags, "-c", PROBE],
            cwd=ROOT,
            env=env,
            check=True,
            capture_output=True,
            text=True,
        )
        return float(run.stdout)

    if not args.source:
        probe()  # (writes the bytecode the measured processes read)
    seconds = [probe() for _ in range(args.runs)]
    runs = args.runs
    kind = "source compiled" if args.source else "bytecode cached"
    print("| measure | median | min | max |\n|---|---:|---:|---:|")
    print(
        f"| first screening of a process, CPU ({runs} processes, {kind}) | "
        f"{statistics.median(seconds):.2f} s | {min(seconds):.2f} s | {max(seconds):.2f} s |"
    )


if __name__ == "__main__":
    main()
