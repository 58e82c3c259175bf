"""`ltm-chat mcp` over stdio, measured as a client sees it (the official SDK's client).

    python bench/mcp_round_trips.py                       # initialize, then 500 and 10,000 memories
    python bench/mcp_round_trips.py --sizes 500 --runs 100 --starts 5

- initialize: from spawning `ltm-chat mcp` to its `initialize` answer (empty home; median and
  max of --starts runs). Target (issue #25): <= 1 s. The first tool call, which loads LanceDB
  and the local MiniLM, is reported beside it.
- search: `memory_search` round trips (JSON-RPC over the pipe, embedding of the query with
  the local all-MiniLM-L6-v2, store query, ranking, audit event, client count), warm: after
  10 calls; p50/p95 of --runs distinct queries. Target: p95 <= 100 ms at 500 memories.
- save: `memory_save` round trips from a client with the default permissions (a proposal:
  screens, embedding, consolidation against the store, a pending row, audit event), p50/p95.
Stores are built as bench/recall_latency.py builds them (template text, MiniLM-shaped
vectors), cap off (NODETOOL_MEMORY_MAX_ITEMS=0) so that a save never evicts.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# This file is named mcp.py: its folder must not shadow the `mcp` SDK on the import path.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != ROOT]
sys.path.insert(0, str(ROOT.parent))
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


def _sibling(name: str):
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, ROOT / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_recall = _sibling("recall_latency")  # how bench/recall_latency.py builds its stores
ACTIVITIES, PLACES, PREFERENCES = _recall.ACTIVITIES, _recall.PLACES, _recall.PREFERENCES
build_store, machine, percentiles = _recall.build_store, _recall.machine, _recall.percentiles
CLIENT = "bench-client"


def server_env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": str(ROOT.parent),
        "LTM_CHAT_HOME": str(home),
        "LTM_CHAT_USER": "bench",
        "NODETOOL_MEMORY_MAX_ITEMS": "0",
        "LTM_CHAT_MCP_WRITES_PER_MINUTE": "1000000",
    }


def client(home: Path):
    from mcp import Client, StdioServerParameters
    from mcp.types import Implementation

    exe = str(Path(sys.executable).parent / "ltm-chat")
    params = StdioServerParameters(command=exe, args=["mcp"], env=server_env(home))
    return Client(
        params,
        mode="legacy",
        client_info=Implementation(name=CLIENT, version="1"),
        read_timeout_seconds=300,
    )


async def initialize_times(starts: int) -> tuple[list[float], list[float]]:
    """Seconds to `initialize` answered, and to the first tool call answered after it."""
    init, first = [], []
    for _ in range(starts):
        with tempfile.TemporaryDirectory() as tmp:
            c = client(Path(tmp) / "home")
            t0 = time.perf_counter()
            await c.__aenter__()
            init.append(time.perf_counter() - t0)
            t1 = time.perf_counter()
            await c.call_tool("memory_search", {"query": "what do I drink?"})
            first.append(time.perf_counter() - t1)
            await c.__aexit__(None, None, None)
    return init, first


INIT = (
    '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18",'
    '"capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}\n'
)


def initialize_cpu(starts: int) -> list[float]:
    """CPU seconds (user + sys) of `ltm-chat mcp` answering one piped `initialize` and
    exiting at end of input: what the start costs on an idle machine, whatever the load."""
    import resource
    import subprocess

    exe = str(Path(sys.executable).parent / "ltm-chat")
    out = []
    for _ in range(starts):
        with tempfile.TemporaryDirectory() as tmp:
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            done = subprocess.run(
                [exe, "mcp"],
                input=INIT,
                capture_output=True,
                text=True,
                env=server_env(Path(tmp) / "home"),
                check=True,
            )
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            assert '"serverInfo"' in done.stdout, done.stderr
            out.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return out


async def round_trips(home: Path, runs: int) -> tuple[list[float], list[float]]:
    rng = random.Random(7)
    queries = [
        f"what about {rng.choice(ACTIVITIES)} in {rng.choice(PLACES)}?" for _ in range(runs + 10)
    ]
    search, save = [], []
    async with client(home) as c:
        for i, q in enumerate(queries):
            t = time.perf_counter()
            result = await c.call_tool("memory_search", {"query": q})
            if i >= 10:
                search.append((time.perf_counter() - t) * 1000)
            assert not result.is_error, result.content
        for i in range(runs):
            text = f"Bench note {i}: {rng.choice(PREFERENCES)} when in {rng.choice(PLACES)}"
            t = time.perf_counter()
            result = await c.call_tool("memory_save", {"text": text})
            save.append((time.perf_counter() - t) * 1000)
            assert not result.is_error, result.content
    return search, save


async def engine_alone(home: Path, runs: int) -> list[float]:
    """The same searches in-process through `LongTermMemory.search` (MiniLM included), on the
    same store: what the MCP round trip adds is the difference (pipe, JSON, audit, count)."""
    os.environ.update(LTM_CHAT_HOME=str(home), LTM_CHAT_USER="bench")
    from ltm_chat.config import load_settings
    from ltm_chat.memory import open_long_term_memory

    memory = open_long_term_memory(load_settings())
    rng = random.Random(7)
    queries = [
        f"what about {rng.choice(ACTIVITIES)} in {rng.choice(PLACES)}?" for _ in range(runs + 10)
    ]
    out = []
    for i, q in enumerate(queries):
        t = time.perf_counter()
        await memory.search(q)
        if i >= 10:
            out.append((time.perf_counter() - t) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="500,10000")
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--starts", type=int, default=7)
    parser.add_argument("--real-vectors", type=int, default=400)
    args = parser.parse_args()
    from ltm_chat.memory.embed import LocalEmbedder

    print(f"machine: {machine()}; load average before: {os.getloadavg()[0]:.2f}")
    init, first = asyncio.run(initialize_times(args.starts))
    print("\n| step | median | max |\n|---|---|---|")
    print(f"| spawn → initialize answered | {statistics.median(init):.2f} s | {max(init):.2f} s |")
    cpu = initialize_cpu(args.starts)
    print(
        f"| CPU (user + sys) to answer initialize, piped | {statistics.median(cpu):.2f} s "
        f"| {max(cpu):.2f} s |"
    )
    print(
        f"| first tool call (opens LanceDB, loads MiniLM) | {statistics.median(first):.2f} s "
        f"| {max(first):.2f} s |"
    )
    local = LocalEmbedder()
    print(
        "\n| memories | search p50 | search p95 | engine alone p50 / p95 | save p50 | save p95 |"
        "\n|---|---|---|---|---|---|"
    )
    for n in (int(s) for s in args.sizes.split(",")):
        with tempfile.TemporaryDirectory() as tmp:
            home = Path(tmp) / "home"
            build_store(home / "db", n, local, args.real_vectors)
            alone = asyncio.run(engine_alone(home, args.runs))
            search, save = asyncio.run(round_trips(home, args.runs))
            s50, s95 = percentiles(search)
            e50, e95 = percentiles(alone)
            w50, w95 = percentiles(save)
            print(
                f"| {n:,} | {s50:.1f} ms | {s95:.1f} ms | {e50:.1f} / {e95:.1f} ms "
                f"| {w50:.1f} ms | {w95:.1f} ms |"
            )
    print(f"\nload average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
