"""Export/import benchmark: `memories export` and `memories import` of N memories as JSON Lines
and as a Markdown directory (one file each), through the real CLI in process against a real
LanceDB in a temp home (lexical mode: embedding is measured elsewhere), plus the cost of
validating a config file. Medians of N runs; prints a Markdown table.

    python bench/interop.py [--memories 2000] [--runs 3]
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
import tomllib
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")

CONFIG = """model = "openai/llama3"
[models."openai/llama3"]
api_base = "http://127.0.0.1:8000/v1"
[memory]
embedding_provider = "local"
max_items = 500
[keymap]
"app.toggle_memory" = "f2"
"""


def _seed(home: Path, n: int) -> None:
    from ltm_chat.config import load_settings
    from ltm_chat.memory.model import KINDS, Memory, new_id
    from ltm_chat.memory.service import open_long_term_memory

    memory = open_long_term_memory(load_settings(), embedder=None)
    base = datetime(2025, 1, 1, tzinfo=UTC)
    memory.store.add(
        [
            Memory(
                id=new_id(),
                user_id="bench",
                text=f"Fact number {i}: likes thing {i % 97} ✓",
                kind=KINDS[i % len(KINDS)],
                created_at=base + timedelta(minutes=i),
                updated_at=base + timedelta(minutes=i),
                pinned=i % 10 == 0,
            )
            for i in range(n)
        ]
    )


def _timed(args: list[str]) -> float:
    from tests.cli_helpers import invoke

    start = time.perf_counter()
    result = invoke(*args)
    elapsed = time.perf_counter() - start
    if result.exit_code != 0:
        raise SystemExit(f"{args}: {result.stderr}")
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--memories", type=int, default=2000)
    parser.add_argument("--runs", type=int, default=3)
    opts = parser.parse_args()
    root = Path(tempfile.mkdtemp(prefix="ltm-bench-interop-"))
    os.environ.update(
        LTM_CHAT_HOME=str(root / "home"),
        LTM_CHAT_USER="bench",
        NODETOOL_MEMORY_EMBEDDING_PROVIDER="none",
    )
    rows: dict[str, list[float]] = {
        k: [] for k in ("export jsonl", "import jsonl", "export md", "import md")
    }
    try:
        for run in range(opts.runs):
            shutil.rmtree(root / "home", ignore_errors=True)
            _seed(root / "home", opts.memories)
            jsonl, md = root / f"out-{run}.jsonl", root / f"md-{run}"
            rows["export jsonl"].append(_timed(["memories", "export", "-o", str(jsonl)]))
            rows["export md"].append(_timed(["memories", "export", "-f", "md", str(md)]))
            for fmt, source in (("jsonl", jsonl), ("md", md)):
                _timed(["memories", "clear", "--yes"])
                rows[f"import {fmt}"].append(_timed(["memories", "import", str(source)]))
        from ltm_chat.config_schema import validate

        raw = tomllib.loads(CONFIG)
        validate(raw)  # first call reads litellm's provider table
        checks = []
        for _ in range(200):
            start = time.perf_counter()
            validate(raw)
            checks.append(time.perf_counter() - start)
    finally:
        shutil.rmtree(root, ignore_errors=True)
    n = opts.memories
    print(f"| step ({n} memories, median of {opts.runs}) | seconds | memories/s |")
    print("|---|---|---|")
    for name, values in rows.items():
        median = statistics.median(values)
        print(f"| {name} | {median:.2f} | {n / median:,.0f} |")
    print(f"| validate config.toml (README example) | {statistics.median(checks) * 1e6:.0f} µs | |")


if __name__ == "__main__":
    main()
