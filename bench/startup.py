"""Start-up benchmark: time to the first painted frame of the TUI in a real tmux 120x40, and
`ltm-chat --help` wall time. Medians of N runs; prints a Markdown table.

    python bench/startup.py [--runs 7]

"First painted frame" is measured from outside: the clock starts just before tmux launches the
app, and stops when `tmux capture-pane` first shows the Memory chip. The app's own first-paint
marker (LTM_CHAT_FIRST_PAINT_FILE) is recorded too, with whether litellm/lancedb were imported.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from bench.tmux_session import open_session, tmux  # noqa: E402

SESSION = "ltm-bench"
CHIP_TEXT = "Memory:"


def ltm_chat_exe() -> str:
    exe = shutil.which("ltm-chat") or str(Path(sys.executable).parent / "ltm-chat")
    if not Path(exe).exists():
        raise SystemExit("ltm-chat is not installed (pip install -e .)")
    return exe


# The floor: a bare Textual app with the widgets our first frame shows (a chip, an input, a
# footer), so "first paint ≤ 2× a bare Textual app" is measured on the same machine and load.
BARE_APP = """
from textual.app import App
from textual.widgets import Footer, Static, TextArea


class Bare(App):
    def compose(self):
        yield Static("Memory: off")
        yield TextArea()
        yield Footer()


Bare().run()
"""


def first_frame(
    exe: str, home: Path, timeout: float = 20.0, command: str | None = None
) -> tuple[float, float | None, dict]:
    """One run: (seconds to chip visible in tmux, seconds to the app's own marker, marker)."""
    marker = home / "first-paint.json"
    marker.unlink(missing_ok=True)
    env = f"LTM_CHAT_HOME={home} LTM_CHAT_FIRST_PAINT_FILE={marker} OPENAI_API_KEY=sk-test"
    command = command or f"env {env} {exe} -m openai/fake"
    start_wall = time.time()
    start = time.perf_counter()
    open_session(SESSION, command)
    try:
        while True:
            screen = tmux("capture-pane", "-p", "-t", SESSION, check=False)
            if CHIP_TEXT in screen:
                visible = time.perf_counter() - start
                break
            if time.perf_counter() - start > timeout:
                raise SystemExit(f"no frame within {timeout}s:\n{screen}")
            time.sleep(0.002)
        deadline = time.time() + 5
        while not marker.exists() and time.time() < deadline:
            time.sleep(0.01)
        data = json.loads(marker.read_text()) if marker.exists() else {}
        own = data["t"] - start_wall if data else None
    finally:
        tmux("kill-session", "-t", SESSION, check=False)
    return visible, own, data


def help_time(exe: str) -> float:
    start = time.perf_counter()
    subprocess.run([exe, "--help"], check=True, capture_output=True)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    exe = ltm_chat_exe()
    tmux("kill-session", "-t", SESSION, check=False)
    # Keep a tmux server alive so each run measures the app, not the server's start-up.
    tmux("new-session", "-d", "-s", f"{SESSION}-keepalive", "sleep 600", check=True)
    visible, own, cpu, heavy, bare = [], [], [], [], []
    try:
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp)
            bare_script = home / "bare_app.py"
            bare_script.write_text(BARE_APP)
            bare_command = f"{sys.executable} {bare_script}"
            first_frame(exe, home)  # warm the OS file cache; not counted
            first_frame(exe, home, command=bare_command)
            for _ in range(args.runs):
                bare.append(first_frame(exe, home, command=bare_command)[0])
                v, o, data = first_frame(exe, home)
                visible.append(v)
                if o is not None:
                    own.append(o)
                    cpu.append(data["cpu"])
                heavy.append(bool(data.get("litellm") or data.get("lancedb")))
    finally:
        tmux("kill-session", "-t", f"{SESSION}-keepalive", check=False)
    helps = [help_time(exe) for _ in range(args.runs)]

    def row(name: str, xs: list[float]) -> str:
        return (
            f"| {name} | {statistics.median(xs):.3f} | {min(xs):.3f} | {max(xs):.3f} | {len(xs)} |"
        )

    load = os.getloadavg()[0]
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load avg {load:.2f}, tmux 120x40"
    )
    print("| measure | median s | min s | max s | runs |")
    print("|---|---|---|---|---|")
    print(row("first frame visible in tmux (chip on screen)", visible))
    print(row("bare Textual app (chip, text area, footer), first frame visible", bare))
    ratios = [v / b for v, b in zip(visible, bare, strict=True)]
    print(
        f"| ltm-chat / bare app, first frame (median of paired ratios) | {statistics.median(ratios):.2f}× | | | |"
    )
    if own:
        print(row("first paint, app's own marker", own))
    if cpu:
        print(row("CPU time of the app process up to first paint (load-independent)", cpu))
    print(row("`ltm-chat --help`", helps))
    print(f"litellm/lancedb imported at first paint: {'yes' if any(heavy) else 'no'} in all runs")


if __name__ == "__main__":
    main()
