"""Curation (`ltm-chat memories curate`) over a large store: time and peak memory.

    python bench/curation.py [--sizes 10000,100000] [--expired-share 0.05]

Each size runs in its own process (so peak RSS is that size's): a store of N memories (varied
text, random unit vectors, one user, created 0-200 days ago, a few recalled), a share of them
already past their expiry; then `LongTermMemory.curate()` — find the expired rows and erase them
for real (delete, rewrite the survivors, rebuild the indexes, drop old versions), then store
every row's tier. Reported: seconds for the whole run and for the tiers step, rows moved between
tiers, peak RSS of the process (ru_maxrss, includes building the store), rows left; a second run
(nothing left to do) shows what a daily run costs once the store is curated.
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


def one_size(n: int, share: float) -> dict:
    import numpy as np

    from bench.recall_latency import memory_text
    from ltm_chat.memory.db import Database
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.store import MemoryStore

    rng, nrng = random.Random(n), np.random.default_rng(n)
    now = datetime.now(UTC)
    with tempfile.TemporaryDirectory(prefix="ltm-curation-") as tmp:
        store = MemoryStore(Database(str(Path(tmp) / "db")), dim=384).open()
        expired = set(rng.sample(range(n), int(n * share)))
        for lo in range(0, n, 25_000):
            hi = min(n, lo + 25_000)
            vecs = nrng.standard_normal((hi - lo, 384)).astype("float32")
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
            store.add(
                Memory(
                    id=new_id(), user_id="bench", text=memory_text(rng, i), source="extracted",
                    created_at=now - timedelta(days=rng.uniform(0, 200)), updated_at=now,
                    retrieval_count=rng.choice([0, 0, 0, 1, 3, 10]), confidence=0.7,
                    expires_at=now - timedelta(days=1) if i in expired else None,
                    embedding_model="bench", vector=vecs[i - lo].tolist(),
                )  # fmt: skip
                for i in range(lo, hi)
            )
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
    return {
        "n": n, "purged": len(report["expired"]), "moved": len(report["moved"]),
        "seconds": seconds, "tier_s": tier_s, "again_s": again, "merge_s": merge_s,
        "merged": sum(len(g) - 1 for g in report["merged"]),
        "again_moved": len(second["moved"]), "peak_mib": peak_mib, "left": left,
    }  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="10000,100000")
    parser.add_argument("--expired-share", type=float, default=0.05)
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)  # a child process's size
    args = parser.parse_args()
    if args.one:
        print(json.dumps(one_size(args.one, args.expired_share)))
        return
    print(
        "| memories | expired erased | merged | moved between tiers | curate | of it merging "
        "| of it tiers | peak RSS | second run |\n|---:|---:|---:|---:|---:|---:|---:|---:|---:|"
    )
    for n in [int(s) for s in args.sizes.split(",")]:
        out = subprocess.run(
            [sys.executable, __file__, "--one", str(n), "--expired-share", str(args.expired_share)],
            capture_output=True, text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)},
        ).stdout  # fmt: skip
        r = json.loads(out.strip().splitlines()[-1])
        print(f"| {r['n']:,} | {r['purged']:,} | {r['merged']:,} | {r['moved']:,} "
              f"| {r['seconds']:.1f} s | {r['merge_s']:.1f} s "
              f"| {r['tier_s']:.1f} s | {r['peak_mib']:.0f} MiB "
              f"| {r['again_s']:.1f} s ({r['again_moved']} moved) |")  # fmt: skip


if __name__ == "__main__":
    main()
