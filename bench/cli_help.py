"""CLI start-up benchmark: wall time of `ltm-chat --help` and `ltm-chat memories --help` (the
whole process, as a user sees it), and which heavy modules each imports. Medians of N runs;
prints a Markdown table.

    python bench/cli_help.py [--runs 15]
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HEAVY = ("litellm", "lancedb", "pyarrow", "sentence_transformers", "torch", "textual", "rich")
COMMANDS = (["--help"], ["memories", "--help"], ["memories", "list", "--help"], ["ask", "--help"])
PROBE = (
    "import sys\nsys.argv = ['ltm-chat', *{args!r}]\nfrom ltm_chat.cli.main import run\n"
    "try:\n    run()\nexcept SystemExit:\n    pass\n"
    "print(','.join(m for m in {heavy!r} if m in sys.modules), file=sys.stderr)\n"
)


def exe() -> str:
    found = shutil.which("ltm-chat") or str(Path(sys.executable).parent / "ltm-chat")
    if not Path(found).exists():
        raise SystemExit("ltm-chat is not installed (pip install -e .)")
    return found


def wall(cmd: list[str], runs: int, env: dict[str, str]) -> tuple[list[float], list[float]]:
    """Wall and CPU (user + system) seconds of each run of `cmd`."""
    import resource

    times, cpu = [], []
    for _ in range(runs):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        subprocess.run(cmd, capture_output=True, check=True, env=env)
        times.append(time.perf_counter() - start)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return times, cpu


def heavy_imports(args: list[str]) -> str:
    code = PROBE.format(args=args, heavy=HEAVY)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    return proc.stderr.strip().splitlines()[-1] if proc.stderr.strip() else ""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()
    import os

    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "LTM_CHAT_HOME": home}
        baseline, _ = wall([sys.executable, "-c", "pass"], args.runs, env)
        print(f"`python -c pass`: median {statistics.median(baseline) * 1000:.0f} ms wall\n")
        print("| command | wall median | wall p90 | CPU median | heavy modules imported |")
        print("|---|---|---|---|---|")
        for cmd in COMMANDS:
            times, cpu = wall([exe(), *cmd], args.runs, env)
            times.sort()
            p90 = times[min(len(times) - 1, int(0.9 * len(times)))]
            heavy = heavy_imports(cmd) or "none"
            print(
                f"| `ltm-chat {' '.join(cmd)}` | {statistics.median(times) * 1000:.0f} ms "
                f"| {p90 * 1000:.0f} ms | {statistics.median(cpu) * 1000:.0f} ms | {heavy} |"
            )


if __name__ == "__main__":
    main()
