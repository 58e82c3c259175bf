"""What sealing sensitive memories costs (issue #28 item 2): medians, and ratios to plain rows.

    python bench/sealed.py [--rows 1000] [--runs 15]

A real LanceDB in a temp folder, an in-memory keyring (the key is read once per process; a
Secret Service read costs a few ms more, once), the lexical store (no embedder: the figures
are the store's own). Prints a table; run by hand, never part of the tests.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))


def _median_ms(fn, runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rows", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=15)
    args = parser.parse_args()

    import keyring

    from tests.fakes.memory_keyring import InMemoryKeyring

    keyring.set_keyring(InMemoryKeyring())
    from ltm_chat.memory.storage import sealed_rows
    from ltm_chat.memory.storage.sealed import Sealer
    from tests.memory_helpers import make_memory

    text = "My insulin dose is forty units, taken before breakfast"
    s = Sealer()
    token = s.seal(text, "memories", "x")
    n = 20_000
    start = time.perf_counter()
    for _ in range(n):
        s.seal(text, "memories", "x")
    seal_us = (time.perf_counter() - start) / n * 1e6
    start = time.perf_counter()
    for _ in range(n):
        s.open(token, "memories", "x")
    open_us = (time.perf_counter() - start) / n * 1e6

    rows: list[tuple[str, str]] = [
        ("seal one text (AES-256-GCM + base64)", f"{seal_us:.1f} µs"),
        ("open one text", f"{open_us:.1f} µs"),
    ]

    async def run() -> None:
        folder = Path(tempfile.mkdtemp())
        memory = make_memory(folder, max_items=0)  # no cap: every row stays
        for i in range(args.rows):  # every tenth sensitive
            label = "My salary is {} euros" if i % 10 == 0 else "Likes hiking trail number {}"
            await memory.add(label.format(i), kind="fact", dedupe=False)
        store = memory.store

        async def add_ms(sensitive: bool) -> float:
            out = []
            for i in range(args.runs):
                t = f"My insulin dose is {i} units" if sensitive else f"Likes the trail {i}"
                start = time.perf_counter()
                await memory.add(t, kind="fact", dedupe=False)
                out.append((time.perf_counter() - start) * 1000)
            return statistics.median(out)

        plain_add, sealed_add = await add_ms(False), await add_ms(True)
        ms = await memory.list()
        plain_id = next(m.id for m in ms if m.sensitivity == "normal")
        sealed_id = next(m.id for m in ms if m.sensitivity == "sensitive")
        plain_get = _median_ms(lambda: store.get("alice", plain_id), args.runs)
        sealed_get = _median_ms(lambda: store.get("alice", sealed_id), args.runs)
        listing = _median_ms(
            lambda: store.list("alice", with_vectors=False), max(5, args.runs // 3)
        )
        plain_list = [m for m in store.list("alice", with_vectors=False)]
        sensitive_share = sum(m.sensitivity == "sensitive" for m in plain_list) / len(plain_list)
        opened = len(plain_list) * sensitive_share * open_us / 1000
        check = _median_ms(lambda: sealed_rows.seal_plain_rows(store), args.runs)

        async def edit_ms(sensitive: bool) -> float:
            out = []
            for i in range(max(5, args.runs // 3)):
                target = sealed_id if sensitive else plain_id
                start = time.perf_counter()
                await memory.update(
                    target, ("My salary is %d euros" if sensitive else "Likes trail %d") % (900 + i)
                )
                out.append((time.perf_counter() - start) * 1000)
            return statistics.median(out)

        plain_edit, sealed_edit = await edit_ms(False), await edit_ms(True)
        marks = []
        for i in range(max(3, args.runs // 5)):
            m = await memory.add(f"Walks the dog at {i} o'clock", kind="fact", dedupe=False)
            start = time.perf_counter()
            await memory.update(m.id, sensitivity="sensitive")
            marks.append((time.perf_counter() - start) * 1000)
        rows.extend(
            [
                (f"add, store of {args.rows} rows: normal", f"{plain_add:.1f} ms"),
                ("add: sensitive (sealed)", f"{sealed_add:.1f} ms ({sealed_add / plain_add:.2f}x)"),
                ("get: normal", f"{plain_get:.2f} ms"),
                ("get: sensitive (opened)", f"{sealed_get:.2f} ms ({sealed_get / plain_get:.2f}x)"),
                ("edit: normal", f"{plain_edit:.1f} ms"),
                ("edit: sensitive", f"{sealed_edit:.1f} ms ({sealed_edit / plain_edit:.2f}x)"),
                (
                    f"list of {len(plain_list)} rows, {sensitive_share:.0%} sealed",
                    f"{listing:.1f} ms (opening them: ~{opened:.1f} ms of it)",
                ),
                ("open-time check for plain sensitive rows (none)", f"{check:.2f} ms"),
                (
                    "mark a normal memory sensitive (seal + scrub)",
                    f"{statistics.median(marks):.0f} ms",
                ),
            ]
        )

    asyncio.run(run())
    width = max(len(r[0]) for r in rows)
    print(f"load average {os.getloadavg()[0]:.1f}, {args.rows} rows, {args.runs} runs")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    main()
