"""Memory on object storage vs on local disk: add, recall and list, p50/p95 and the S3 requests
each operation makes, against moto's S3 server on 127.0.0.1 (requests carry over to real S3;
moto's latency does not).

    .venv/bin/python bench/object_store.py [--sizes 500,10000] [--runs 20] [--cli-runs 5]

Needs the dev extra (moto). Lexical memory on both sides, so only the store differs.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import http.server
import os
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import uuid
from collections import Counter
from pathlib import Path

os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")


class CountingProxy(http.server.ThreadingHTTPServer):
    """Forwards every request to moto and counts them by method."""

    daemon_threads = True

    def __init__(self, upstream_port: int):
        self.upstream_port = upstream_port
        self.counts: Counter[str] = Counter()
        self.lock = threading.Lock()
        super().__init__(("127.0.0.1", 0), _Forward)


class _Forward(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):  # noqa: D401
        pass

    def _relay(self) -> None:
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length) if length else None
        with self.server.lock:
            self.server.counts[_kind(self.command, self.path, self.headers)] += 1
        conn = http.client.HTTPConnection("127.0.0.1", self.server.upstream_port, timeout=60)
        conn.request(self.command, self.path, body=body, headers=dict(self.headers))
        resp = conn.getresponse()
        data = resp.read()
        self.send_response(resp.status)
        for k, v in resp.getheaders():
            if k.lower() not in ("transfer-encoding", "content-length", "connection"):
                self.send_header(k, v)
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        conn.close()

    do_GET = do_PUT = do_POST = do_DELETE = do_HEAD = _relay  # noqa: N815


def _kind(method: str, path: str, headers) -> str:
    """LIST, GET (ranged or whole), HEAD, PUT, DELETE, POST: what a request costs on real S3."""
    if method == "GET" and ("list-type=" in path or "prefix=" in path or "delimiter=" in path):
        return "LIST"
    return method


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_moto() -> tuple[subprocess.Popen, int]:
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(300):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
            return proc, port
        except OSError:
            time.sleep(0.1)
    raise SystemExit("moto server did not start")


def pct(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100)[int(q) - 1] if len(values) > 1 else values[0]


async def measure(uri: str, size: int, runs: int, proxy: CountingProxy | None) -> dict[str, tuple]:
    """In one long-lived process (a chat session): (p50, p95, median requests, requests by
    kind per operation) for each operation."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    os.environ["LTM_CHAT_DB_URI"] = uri
    memory = open_long_term_memory(load_settings(), embedder=None)
    memory.max_items = 0
    seed = [f"Seed fact {i} about topic {i % 97} and hobby {i % 13}" for i in range(size)]
    await _seed(memory, seed)
    out: dict[str, tuple] = {}

    async def add_at_cap(i: int) -> None:
        memory.max_items = size  # every add over the cap evicts one row
        try:
            await memory.add(f"Capped fact {uuid.uuid4().hex[:8]} number {i}")
        finally:
            memory.max_items = 0

    ops = {
        "add": lambda i: memory.add(f"Fresh fact {uuid.uuid4().hex[:8]} number {i}"),
        "add at cap": add_at_cap,
        "recall": lambda i: memory.recall(f"topic {i % 97} hobby", limit=6),
        "list": lambda i: memory.list(limit=50),
    }
    for name, op in ops.items():
        out[name] = await _time(op, runs, proxy)
    await memory.wait_idle(30)
    return out


async def _time(op, runs: int, proxy: CountingProxy | None) -> tuple:
    times, requests, kinds = [], [], Counter()
    for i in range(runs):
        before = Counter(proxy.counts) if proxy else Counter()
        start = time.perf_counter()
        await op(i)
        times.append((time.perf_counter() - start) * 1000)
        spent = (Counter(proxy.counts) - before) if proxy else Counter()
        requests.append(sum(spent.values()))
        kinds += spent
    by_kind = {k: v / runs for k, v in sorted(kinds.items())}
    return statistics.median(times), pct(times, 95), statistics.median(requests), by_kind


def measure_cli(uri: str, runs: int, proxy: CountingProxy | None) -> tuple:
    """`ltm-chat memories add` as a new process each time (what a script or a shell user does)."""
    env = {**os.environ, "LTM_CHAT_DB_URI": uri}
    cmd = [sys.executable, "-c", "from ltm_chat.cli.main import run; run()", "memories", "add"]

    def one(i: int) -> None:
        done = subprocess.run(
            [*cmd, f"Shell fact {uuid.uuid4().hex[:8]} number {i}"],
            env=env,
            capture_output=True,
            text=True,
        )
        if done.returncode:
            raise SystemExit(done.stderr)

    async def op(i: int) -> None:
        one(i)

    return asyncio.run(_time(op, runs, proxy))


async def _seed(memory, texts: list[str]) -> None:
    """One batched write through the store (an import), not `size` separate adds."""
    from ltm_chat.memory.model import Memory, new_id, utcnow

    now = utcnow()
    rows = [
        Memory(
            id=new_id(),
            user_id=memory.user_id,
            namespace=memory.namespace,
            workspace="",
            text=t,
            kind="fact",
            importance=0.5,
            source="import",
            created_at=now,
            updated_at=now,
        )
        for t in texts
    ]
    await asyncio.to_thread(memory.store.add, rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="500,10000")
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--cli-runs", type=int, default=5, help="adds as separate processes")
    args = parser.parse_args()
    moto, port = start_moto()
    proxy = CountingProxy(port)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    endpoint = f"http://127.0.0.1:{proxy.server_address[1]}"
    os.environ.update(
        {
            "AWS_ACCESS_KEY_ID": "test",
            "AWS_SECRET_ACCESS_KEY": "test",
            "AWS_REGION": "us-east-1",
            "AWS_ENDPOINT": endpoint,
            "AWS_ALLOW_HTTP": "true",
            "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none",
        }
    )
    import boto3

    boto3.client(
        "s3",
        endpoint_url=f"http://127.0.0.1:{port}",
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
    ).create_bucket(Bucket="bench")
    try:
        rows, kinds = [], []
        for size in (int(s) for s in args.sizes.split(",")):
            with tempfile.TemporaryDirectory() as home:
                os.environ["LTM_CHAT_HOME"] = home
                local = asyncio.run(measure(str(Path(home) / "db"), size, args.runs, None))
                s3_uri = f"s3://bench/n{size}-{uuid.uuid4().hex[:6]}"
                remote = asyncio.run(measure(s3_uri, size, args.runs, proxy))
                if args.cli_runs:
                    local["add (CLI process)"] = measure_cli(
                        str(Path(home) / "db"), args.cli_runs, None
                    )
                    remote["add (CLI process)"] = measure_cli(s3_uri, args.cli_runs, proxy)
            for op in remote:
                lp50, lp95, _, _ = local[op]
                rp50, rp95, req, by_kind = remote[op]
                rows.append(
                    f"| {size:,} | {op} | {lp50:.1f} / {lp95:.1f} | {rp50:.1f} / "
                    f"{rp95:.1f} | {rp50 / lp50:.1f}× / {rp95 / lp95:.1f}× | {req:.0f} |"
                )
                shown = ", ".join(f"{k} {v:.1f}" for k, v in by_kind.items())
                kinds.append(f"| {size:,} | {op} | {shown} |")
        print(
            "| memories | op | local p50 / p95 ms | S3 p50 / p95 ms | ratio p50 / p95 "
            "| S3 requests (median) |"
        )
        print("|---:|---|---:|---:|---:|---:|")
        print("\n".join(rows))
        print("\n| memories | op | S3 requests by kind (mean per operation) |\n|---:|---|---|")
        print("\n".join(kinds))
    finally:
        proxy.shutdown()
        moto.kill()


if __name__ == "__main__":
    main()
