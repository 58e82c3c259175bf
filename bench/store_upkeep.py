"""What crash-safe erasure and cross-process housekeeping cost (issue #11, items 3 and 4).

Real LanceDB in a temp dir, lexical rows (8-wide null vectors). Prints medians:
- `forget` of one memory in a store of ROWS rows (journal + full erasure);
- one small `add` (the write path, including the fragment check and any compaction);
- the fragment count left by ADDS single-row adds, each through a fresh Database (as short
  CLI processes do).

Run: .venv/bin/python bench/store_upkeep.py  (PYTHONPATH at the tree to measure)
"""

from __future__ import annotations

import statistics
import tempfile
import time
from pathlib import Path

from ltm_chat.memory.model import Memory, new_id
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.store import MemoryStore

ROWS = 2_000
FORGETS = 5
ADDS = 60


def _memory(i: int) -> Memory:
    return Memory(id=new_id(), user_id="alice", text=f"Benchmark note number {i} about topic {i}")


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        uri = str(Path(tmp) / "db")
        store = MemoryStore(Database(uri), dim=8).open()
        rows = [_memory(i) for i in range(ROWS)]
        store.add(rows)
        store.ensure_text_index()
        forget = []
        for m in rows[:FORGETS]:
            start = time.perf_counter()
            store.forget("alice", [m.id])
            forget.append(time.perf_counter() - start)
        adds = []
        for i in range(ADDS):
            fresh = MemoryStore(Database(uri)).open()  # a new process's view: no counters
            start = time.perf_counter()
            fresh.add([_memory(ROWS + i)])
            adds.append(time.perf_counter() - start)
        table = MemoryStore(Database(uri)).open().mem
        fragments = table.stats()["fragment_stats"]["num_fragments"]
    print(f"forget 1 of {ROWS:,} rows: median {statistics.median(forget) * 1000:.0f} ms")
    print(
        f"add 1 row: median {statistics.median(adds) * 1000:.1f} ms, max {max(adds) * 1000:.0f} ms"
    )
    print(f"fragments after {ADDS} adds through fresh stores: {fragments}")


if __name__ == "__main__":
    main()
