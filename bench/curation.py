"""Curation (`ltm-chat memories curate`) over a large store: time and peak memory.

    python bench/curation.py [--sizes 10000,100000] [--expired-share 0.05]

Each size runs in its own process (so peak RSS is that size's): a store of N memories (varied
text, random unit vectors, one user, created 0-200 days ago, a few recalled), a share of them
already past their expiry; then `LongTermMemory.curate()` — find the expired rows and erase them
for real (delete, rewrite the survivors, rebuild the indexes, drop old versions), then store
every row's tier. Reported: seconds for the whole run and for the tiers step, rows moved between
tiers, peak RSS of the process (ru_maxrss, includes building the store), rows left; a second run
(nothing left to do) shows what a run costs once the store is curated.

Then the app's daily run (`curate(full=False)`: the merge only looks at rows new or changed
since the last merge, against their nearest neighbours): --new-share of N new rows are written
after the full runs (texts from the same generator, so most restate a stored one; a restated
text gets its twin's vector, as a real embedder would give it), and a fresh process (its own peak
RSS: opening the store and the run) times the daily run; then a full pass over the same store
counts what the daily run left to it.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def one_size(n: int, share: float, new_share: float, where: Path) -> dict:
    import numpy as np

    from bench.recall_latency import memory_text
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    rng, nrng = random.Random(n), np.random.default_rng(n)
    now = datetime.now(UTC)
    # The store stays in `where` for the daily run's process.
    store = MemoryStore(Database(str(where / "db")), dim=384).open()
    expired = set(rng.sample(range(n), int(n * share)))
    ids = [new_id() for _ in range(n)]
    for lo in range(0, n, 25_000):
        hi = min(n, lo + 25_000)
        vecs = unit_vectors(nrng, hi - lo)
        store.add(
            Memory(
                id=ids[i],
                user_id="bench",
                text=memory_text(rng, i),
                source="extracted",
                created_at=now - timedelta(days=rng.uniform(0, 200)),
                updated_at=now,
                retrieval_count=rng.choice([0, 0, 0, 1, 3, 10]),
                confidence=0.7,
                expires_at=now - timedelta(days=1) if i in expired else None,
                embedding_model="bench",
                vector=vecs[i - lo].tolist(),
            )
            for i in range(lo, hi)
        )
    # A store in use: 20 recalls have passed every row over, so age decides the tiers.
    from ltm_chat.memory.retrieval.tiers import FULL_USE

    recall = {"action": "recall", "actor": "chat", "detail": {"ids": []}}
    store.log_events("bench", [recall] * FULL_USE)
    memory = LongTermMemory(store, user_id="bench", max_items=0)
    marks: dict[str, float] = {}

    def progress(step: str, done: int, total: int) -> None:
        marks.setdefault(step, time.perf_counter())

    start = time.perf_counter()
    report = asyncio.run(memory.curate(progress=progress))
    seconds = time.perf_counter() - start
    end = time.perf_counter()
    tier_s = end - marks.get("consolidation", start)
    merge_s = marks.get("consolidation", start) - marks.get("expiry", start)
    again = time.perf_counter()
    second = asyncio.run(memory.curate())
    again = time.perf_counter() - again
    left = store.count("bench", namespace=None)
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    # A day's new rows; one restating a stored text gets that row's vector (drawn again).
    nrng = np.random.default_rng(n)
    vecs = np.concatenate(
        [unit_vectors(nrng, min(n, lo + 25_000) - lo) for lo in range(0, n, 25_000)]
    )
    row_of = {memory_id: i for i, memory_id in enumerate(ids)}
    vector_of = {
        m.text: vecs[row_of[m.id]] for m in store.list("bench", namespace=None, with_vectors=False)
    }
    fresh, new_rng = [], np.random.default_rng(n + 1)
    for i in range(n, n + int(n * new_share)):
        text = memory_text(rng, i)
        vec = vector_of[text] if text in vector_of else unit_vectors(new_rng, 1)[0]
        fresh.append(
            Memory(
                id=new_id(),
                user_id="bench",
                text=text,
                source="extracted",
                created_at=now,
                updated_at=datetime.now(UTC),
                confidence=0.7,
                embedding_model="bench",
                vector=vec.tolist(),
            )
        )
    store.add(fresh)
    return {
        "n": n,
        "purged": len(report["expired"]),
        "moved": len(report["moved"]),
        "seconds": seconds,
        "tier_s": tier_s,
        "again_s": again,
        "merge_s": merge_s,
        "merged": sum(len(g) - 1 for g in report["merged"]),
        "again_moved": len(second["moved"]),
        "peak_mib": peak_mib,
        "left": left,
        "new": len(fresh),
        "restated": sum(f.text in vector_of for f in fresh),
    }


def unit_vectors(nrng, count: int):
    import numpy as np

    vecs = nrng.standard_normal((count, 384)).astype("float32")
    return vecs / np.linalg.norm(vecs, axis=1, keepdims=True)


def open_memory(where: Path):
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    store = MemoryStore(Database(str(where / "db")), dim=384).open()
    return LongTermMemory(store, user_id="bench", max_items=0)


def find_only(where: Path) -> dict:
    """The daily run's merge as a dry run: reading the new rows, the searches, the grouping."""
    memory = open_memory(where)
    start = time.perf_counter()
    groups = asyncio.run(memory.consolidate_store(dry_run=True, full=False))
    return {"find_s": time.perf_counter() - start, "found": sum(len(g) - 1 for g in groups)}


def daily(where: Path) -> dict:
    """The daily run over the store `one_size` left, then what a full pass still finds."""
    start = time.perf_counter()
    memory = open_memory(where)
    marks: dict[str, float] = {}

    def progress(step: str, done: int, total: int) -> None:
        marks.setdefault(step, time.perf_counter())

    report = asyncio.run(memory.curate(progress=progress, full=False))
    seconds = time.perf_counter() - start
    merge_s = marks["consolidation"] - marks["expiry"]
    peak_mib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    again = time.perf_counter()
    quiet = asyncio.run(memory.consolidate_store(full=False))  # nothing new since: the floor
    again = time.perf_counter() - again
    full_s = time.perf_counter()
    left = asyncio.run(memory.consolidate_store(full=True))
    full_s = time.perf_counter() - full_s
    return {
        "daily_s": seconds,
        "daily_merge_s": merge_s,
        "daily_peak_mib": peak_mib,
        "daily_merged": sum(len(g) - 1 for g in report["merged"]),
        "daily_moved": len(report["moved"]),
        "quiet_s": again,
        "quiet_merged": sum(len(g) - 1 for g in quiet),
        "full_after": sum(len(g) - 1 for g in left),
        "full_after_s": full_s,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--expired-share", type=float, default=0.05)
    parser.add_argument("--new-share", type=float, default=0.05)
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a child process's size
    parser.add_argument("--daily", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--find", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--dir", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.daily or args.find:
        print(json.dumps(daily(args.dir) if args.daily else find_only(args.dir)))
        return
    if args.one:
        print(json.dumps(one_size(args.one, args.expired_share, args.new_share, args.dir)))
        return
    full_rows, daily_rows = [], []
    for n in [int(s) for s in args.sizes.split(",")]:
        with tempfile.TemporaryDirectory(prefix="ltm-curation-") as tmp:
            r = child(
                "--one",
                str(n),
                "--expired-share",
                str(args.expired_share),
                "--new-share",
                str(args.new_share),
                "--dir",
                tmp,
            )
            r.update(child("--find", "--dir", tmp))
            r.update(child("--daily", "--dir", tmp))
        full_rows.append(
            f"| {r['n']:,} | {r['purged']:,} | {r['merged']:,} | {r['moved']:,} "
            f"| {r['seconds']:.1f} s | {r['merge_s']:.1f} s "
            f"| {r['tier_s']:.1f} s | {r['peak_mib']:.0f} MiB "
            f"| {r['again_s']:.1f} s ({r['again_moved']} moved) |"
        )
        daily_rows.append(
            f"| {r['n']:,} | {r['new']:,} ({r['restated']:,} restate a row) "
            f"| {r['daily_merged']:,} | {r['daily_s']:.1f} s "
            f"| {r['daily_merge_s']:.1f} s | {r['find_s']:.1f} s "
            f"| {r['daily_peak_mib']:.0f} MiB "
            f"| {r['quiet_s']:.2f} s "
            f"| {r['full_after']:,} in {r['full_after_s']:.1f} s |"
        )
    print(
        "| memories | expired erased | merged | moved between tiers | curate | of it merging "
        "| of it tiers | peak RSS | second run |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    print("\n".join(full_rows))
    print(
        "\n| memories | new rows | daily run merged | daily run | of it merging "
        "| finding the groups (dry run) | peak RSS | merge, nothing new "
        "| a full merge pass then merges |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    print("\n".join(daily_rows))


def child(*args: str) -> dict:
    out = subprocess.run(
        [sys.executable, __file__, *args],
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    ).stdout
    return json.loads(out.strip().splitlines()[-1])


if __name__ == "__main__":
    main()
