"""Inspector benchmark on 10,000 memories: loading, filtering, sorting, repainting, and how long
the UI's event loop is ever blocked meanwhile. Medians of N runs; prints a Markdown table and,
with --write, replaces the "Inspector" section of bench/RESULTS.md.

    python bench/inspector.py [--rows 10000] [--runs 7] [--write]

Runs headless (Textual's test driver) on a real LanceDB store in a temp dir; vectors are
random 384-dim floats (as all-MiniLM-L6-v2 would store), so listing pays their real cost.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

NEEDLES = ["tea", "project tern", "zzz-no-match", "e"]  # narrow, phrase, nothing, nearly all
WORDS = (
    "tea coffee rust parser tern thesis lyon cat neovim metric bullet answers peanut talk "
    "index lancedb typing supervisor colour scheme project decision event prefers works"
).split()


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def median_of(runs: int, fn) -> float:
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


async def build_store(rows: int):
    from ltm_chat.config import load_settings
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.service import open_long_term_memory

    memory = open_long_term_memory(load_settings(), embedder=None)
    rng = random.Random(7)
    now = datetime.now(UTC)
    items = []
    for i in range(rows):
        text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(5, 14))).capitalize() + "."
        items.append(
            Memory(
                id=new_id(),
                user_id=memory.user_id,
                text=f"{text} #{i}",
                kind=rng.choice(["preference", "fact", "project", "decision", "event"]),
                importance=round(rng.random(), 2),
                workspace=rng.choice(["", "", "tern", "thesis"]),
                created_at=now - timedelta(minutes=i),
                updated_at=now,
                retrieval_count=rng.randint(0, 40),
                pinned=rng.random() < 0.02,
                vector=[rng.random() for _ in range(384)],
                embedding_model="bench:random-384",
            )
        )
    for start in range(0, rows, 2000):  # the store's add, in a few writes
        await asyncio.to_thread(memory.store.add, items[start : start + 2000])
    return memory


class LoopWatch:
    """The longest gap between 5 ms ticks of the UI's event loop: how long it was blocked."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._last = 0.0
        self._task: asyncio.Task | None = None

    async def _tick(self) -> None:
        self._last = time.perf_counter()
        while True:
            await asyncio.sleep(0.005)
            now = time.perf_counter()
            self.worst = max(self.worst, now - self._last - 0.005)
            self._last = now

    def start(self) -> None:
        self.worst = 0.0
        self._task = asyncio.get_running_loop().create_task(self._tick())

    def stop(self) -> float:
        if self._task:
            self._task.cancel()
        return self.worst


async def measure(rows: int, runs: int) -> list[tuple[str, str, str]]:
    from ltm_chat.config import load_settings
    from ltm_chat.tui.screens.inspector import InspectorScreen
    from ltm_chat.tui.screens.inspector_app import make_inspector_app
    from ltm_chat.tui.screens.inspector_view import filter_memories, sort_memories
    from ltm_chat.tui.widgets.memory_table import MemoryTable

    out: list[tuple[str, str, str]] = []
    memory = await build_store(rows)

    def listing(vectors: bool) -> float:
        return median_of(
            runs,
            lambda: memory.store.list(memory.user_id, workspace="*", with_vectors=vectors),
        )

    out.append(("list all rows, with vectors (before)", ms(listing(True)), "worker thread"))
    out.append(("list all rows, without vectors (used)", ms(listing(False)), "worker thread"))

    everything = memory.store.list(memory.user_id, workspace="*", with_vectors=False)
    ordered = sort_memories(everything, "created", True)
    for needle in NEEDLES:
        hits = len(filter_memories(ordered, needle))
        t = median_of(runs * 3, lambda n=needle: filter_memories(ordered, n))
        out.append((f"filter “{needle}” ({hits:,} hits), pure", ms(t), "UI thread"))
    for column in ("text", "importance", "used"):
        t = median_of(runs, lambda c=column: sort_memories(everything, c, True))
        out.append((f"sort by {column}, pure", ms(t), "UI thread"))

    app = make_inspector_app(load_settings(), source=memory)
    watch = LoopWatch()
    async with app.run_test(size=(120, 40)) as pilot:
        watch.start()
        t0 = time.perf_counter()
        screen = app.screen
        assert isinstance(screen, InspectorScreen)
        table = screen.query_one(MemoryTable)
        while screen.memory is None or table.loading:
            await asyncio.sleep(0.005)
        await pilot.pause()
        opened = time.perf_counter() - t0
        worst_open = watch.stop()
        out.append(("open store + list + first page painted", ms(opened), "worker + UI"))
        out.append(("  longest UI-loop stall meanwhile", ms(worst_open), "UI thread"))

        box = screen.query_one("#inspector-filter")
        for needle in NEEDLES:
            times, stalls = [], []
            for _ in range(runs):
                for value in (needle, ""):
                    watch.start()
                    t = time.perf_counter()
                    box.value = value  # as typing does: Input.Changed -> refresh_view
                    await pilot.pause()
                    elapsed = time.perf_counter() - t
                    stalls.append(watch.stop())
                    if value:
                        times.append(elapsed)
            hits = len(filter_memories(ordered, needle))
            out.append(
                (
                    f"type filter “{needle}” → table repainted ({hits:,} rows)",
                    ms(statistics.median(times)),
                    f"UI; worst stall {ms(max(stalls))}",
                )
            )

        table.focus()
        steps = []
        watch.start()
        for _ in range(30):
            t = time.perf_counter()
            await pilot.press("pagedown")
            steps.append(time.perf_counter() - t)
        worst_scroll = watch.stop()
        out.append(
            (
                f"page down ×30 (windowed table; {table.row_count:,} rows held)",
                ms(statistics.median(steps)) + " each",
                f"UI; worst stall {ms(worst_scroll)}",
            )
        )
        watch.start()
        t = time.perf_counter()
        await pilot.press("end")
        while table.cursor_index != len(table.view) - 1:
            await asyncio.sleep(0.01)
        to_end = time.perf_counter() - t
        out.append(
            (
                f"End: jump to row {len(table.view):,} (the window moves there)",
                ms(to_end),
                f"UI; worst stall {ms(watch.stop())}",
            )
        )
    return out


def table_markdown(rows: list[tuple[str, str, str]], n: int, runs: int) -> str:
    lines = [
        f"Inspector on {n:,} memories (real LanceDB, 384-dim vectors), headless 120×40, "
        f"median of {runs} runs; `python bench/inspector.py --rows {n} --runs {runs}`. "
        f"Machine: {os.cpu_count()} CPUs, Python {sys.version.split()[0]}.",
        "",
        "| step | median | where / worst UI stall |",
        "|---|---|---|",
    ]
    lines += [f"| {a} | {b} | {c} |" for a, b, c in rows]
    return "\n".join(lines) + "\n"


def write_section(body: str) -> None:
    """Replace (or append) the "## Inspector" section; other sections belong to others."""
    path = ROOT / "bench" / "RESULTS.md"
    text = path.read_text() if path.exists() else "# Benchmark results\n"
    head = "## Inspector\n"
    section = f"{head}\n{body}"
    if head in text:
        start = text.index(head)
        nxt = text.find("\n## ", start + len(head))
        text = text[:start] + section + (text[nxt + 1 :] if nxt != -1 else "")
    else:
        text = text.rstrip("\n") + "\n\n" + section
    path.write_text(text)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--write", action="store_true", help="update bench/RESULTS.md")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as home:
        os.environ["LTM_CHAT_HOME"] = home
        os.environ["LTM_CHAT_USER"] = "bench"
        rows = asyncio.run(measure(args.rows, args.runs))
    body = table_markdown(rows, args.rows, args.runs)
    print(body)
    if args.write:
        write_section(body)
        print("written to bench/RESULTS.md (## Inspector)")


if __name__ == "__main__":
    main()
