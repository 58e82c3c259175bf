"""The CPU a process spends on its first memory screening (the gates and patterns built on first
use), median of fresh processes: what every `memories add` or `remember that` from the CLI pays.

    .venv/bin/python bench/first_screening.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
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
    runs = parser.parse_args().runs
    seconds = [
        float(
            subprocess.run(
                [sys.executable, "-c", PROBE], cwd=ROOT, check=True, capture_output=True, text=True
            ).stdout
        )
        for _ in range(runs)
    ]
    print("| measure | median | min | max |\n|---|---:|---:|---:|")
    print(
        f"| first screening of a process, CPU ({runs} processes) | "
        f"{statistics.median(seconds):.2f} s | {min(seconds):.2f} s | {max(seconds):.2f} s |"
    )


if __name__ == "__main__":
    main()
