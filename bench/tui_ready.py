"""The TUI from launch to usable: a resumed conversation on screen (`--continue`), and a message
typed at launch answered (the engine ready), in a real tmux 120x40 against the local fake
OpenAI server (tests/fakes). This checkout against another one, runs paired (A B A B …).

    python bench/tui_ready.py [--runs 5] [--other /work/main]

For each moment: wall seconds from the launch, and the CPU seconds the app's process had used
by then (utime + stime from /proc, all its threads). On a busy machine the wall times stretch
with the load; the CPU seconds much less so (a single-threaded start on a quiet machine takes
about its CPU time).
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.fakes: the local fake provider
from bench.tmux_session import open_session, tmux  # noqa: E402

SESSION = "ltm-ready"
TICKS = os.sysconf("SC_CLK_TCK")
LAST_QUESTION = "How hot for green tea?"
SAVED_REPLY = f"You said: {LAST_QUESTION}"  # the fake server's answer
# Ten earlier turns written straight into the tables (as an import or an older version would),
# then the last one asked as a user does, `ask --continue` (what the next `--continue` finds).
SAVE = r"""
from ltm_chat.config import load_settings
from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.storage.db import Database
settings = load_settings()
store = ConversationStore(Database.at(settings.paths), settings.user_id).open()
conv = store.create("Earlier question 0", model="openai/fake-model")
turns = []
for j in range(10):
    turns += [("user", f"Earlier question {j}"), ("assistant", f"Earlier answer {j}")]
store.add_messages(conv.id, turns, "openai/fake-model")
"""


def cpu_of(pid: str) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def env_for(checkout: Path, home: Path, base_url: str) -> dict[str, str]:
    return {
        "PYTHONPATH": str(checkout),
        "LTM_CHAT_HOME": str(home),
        "OPENAI_API_KEY": "sk-test",
        "OPENAI_API_BASE": base_url,
        "HF_HUB_OFFLINE": "1",
        "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none",
    }


def launch(checkout: Path, home: Path, base_url: str, flags: str) -> tuple[float, str]:
    env = " ".join(f"{k}={shlex.quote(v)}" for k, v in env_for(checkout, home, base_url).items())
    tmux("kill-session", "-t", SESSION)
    start = time.perf_counter()
    open_session(
        SESSION,
        f"cd {shlex.quote(str(checkout))} && exec env {env} {sys.executable} -m ltm_chat.cli.main -m openai/fake-model {flags}",
    )
    return start, tmux("list-panes", "-t", SESSION, "-F", "#{pane_pid}").strip()


def until(text: str, start: float, pid: str, timeout: float = 120) -> tuple[float, float]:
    """(wall s since `start`, CPU s of the app) when `text` is first on screen."""
    while text not in tmux("capture-pane", "-p", "-t", SESSION):
        if time.perf_counter() - start > timeout:
            raise SystemExit(f"{text!r} not on screen within {timeout} s")
        time.sleep(0.01)
    return time.perf_counter() - start, cpu_of(pid)


def resumed(checkout: Path, home: Path, base_url: str) -> tuple[float, float]:
    """Killed afterwards: no quit, so the next run finds the transcripts as this one did."""
    start, pid = launch(checkout, home, base_url, "--continue --no-memory")
    try:
        return until(SAVED_REPLY, start, pid)
    finally:
        tmux("kill-session", "-t", SESSION)


def resumed_cold(checkout: Path, home: Path, base_url: str) -> tuple[float, float]:
    """Without the resume snapshot (a conversation imported, or saved by an older version):
    the transcript is read through lancedb."""
    for folder in home.rglob(".snapshots"):
        shutil.rmtree(folder)
    return resumed(checkout, home, base_url)


def resumed_after_quit(checkout: Path, home: Path, base_url: str) -> tuple[float, float]:
    """Ended with ctrl+q once loaded, as a user ends a chat (the TUI then keeps the latest
    conversation as a snapshot, for the next `--continue`)."""
    start, pid = launch(checkout, home, base_url, "--continue --no-memory")
    try:
        result = until(SAVED_REPLY, start, pid)
        deadline = time.perf_counter() + 120
        while "Loading the chat engine" in tmux("capture-pane", "-p", "-t", SESSION):
            if time.perf_counter() > deadline:
                raise SystemExit("the engine did not load within 120 s")
            time.sleep(0.05)
        tmux("send-keys", "-t", SESSION, "C-q")
        while Path(f"/proc/{pid}").exists() and time.perf_counter() < deadline:
            if "Z" in Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[:1]:
                break
            time.sleep(0.05)
        return result
    finally:
        tmux("kill-session", "-t", SESSION)


def answered(checkout: Path, home: Path, base_url: str) -> tuple[float, float]:
    start, pid = launch(checkout, home, base_url, "--no-memory")
    try:
        until("Memory:", start, pid)  # first frame: the composer takes keys from now on
        tmux("send-keys", "-t", SESSION, "hello there", "Enter")
        return until("You said: hello there", start, pid)
    finally:
        tmux("kill-session", "-t", SESSION)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--other", type=Path, help="a second checkout to compare against")
    parser.add_argument(
        "--only", action="append", choices=("resumed", "cold", "after-quit", "answered")
    )
    args = parser.parse_args()
    from tests.fakes.openai_server import FakeOpenAIServer

    checkouts = {"this": ROOT, **({"other": args.other.resolve()} if args.other else {})}
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"load avg {os.getloadavg()[0]:.2f}, {args.runs} runs; other = {args.other}"
    )
    print("| moment | checkout | wall s (median, min–max) | CPU s (median, min–max) |")
    print("|---|---|---:|---:|", flush=True)
    server = FakeOpenAIServer().start()
    tmux("new-session", "-d", "-s", f"{SESSION}-keepalive", "sleep 3600")
    try:
        with tempfile.TemporaryDirectory(prefix="ltm-ready-") as tmp:
            homes = {}
            for name, checkout in checkouts.items():
                homes[name] = Path(tmp) / name
                env = {**os.environ, **env_for(checkout, homes[name], server.base_url)}
                subprocess.run([sys.executable, "-c", SAVE], env=env, check=True, cwd=checkout)
                subprocess.run(
                    [
                        sys.executable,
                        "-m",
                        "ltm_chat.cli.main",
                        "ask",
                        "--continue",
                        "--no-memory",
                        "-m",
                        "openai/fake-model",
                        LAST_QUESTION,
                    ],
                    env=env,
                    check=True,
                    cwd=checkout,
                    capture_output=True,
                )
            moments = {
                "resumed": (
                    "resumed conversation visible (`--continue`), the last turn from "
                    "`ask` or a killed TUI",
                    resumed,
                ),
                "cold": ("resumed conversation visible, no snapshot (imported)", resumed_cold),
                "after-quit": (
                    "resumed conversation visible, the last chat ended with ctrl+q",
                    resumed_after_quit,
                ),
                "answered": ("message typed at launch answered", answered),
            }
            for key in args.only or list(moments):
                label, measure = moments[key]
                results: dict[str, list[tuple[float, float]]] = {n: [] for n in checkouts}
                for name, checkout in checkouts.items():  # warm the file cache: not counted
                    measure(checkout, homes[name], server.base_url)
                for _ in range(args.runs):
                    for name, checkout in checkouts.items():
                        results[name].append(measure(checkout, homes[name], server.base_url))
                for name, xs in results.items():
                    walls, cpus = [w for w, _ in xs], [c for _, c in xs]
                    print(
                        f"| {label} | {name} | {statistics.median(walls):.2f} "
                        f"({min(walls):.2f}–{max(walls):.2f}) | {statistics.median(cpus):.2f} "
                        f"({min(cpus):.2f}–{max(cpus):.2f}) |",
                        flush=True,
                    )
    finally:
        tmux("kill-session", "-t", f"{SESSION}-keepalive")
        server.stop()
    print(f"(load avg at the end {os.getloadavg()[0]:.2f})")


if __name__ == "__main__":
    main()
