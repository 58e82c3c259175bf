"""Memory on object storage vs on local disk: add, recall and list, p50/p95 and the S3 requests
each operation makes, against moto's S3 server on 127.0.0.1 (requests carry over to real S3;
moto's latency does not).

    .venv/bin/python bench/object_store.py [--sizes 500,10000] [--runs 20]

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
            self.server.counts[self.command] += 1
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


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start_moto() -> tuple[subprocess.Popen, int]:
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
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
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    os.environ["LTM_CHAT_DB_URI"] = uri
    memory = open_long_term_memory(load_settings(), embedder=None)
    memory.max_items = 0
    seed = [f"Seed fact {i} about topic {i % 97} and hobby {i % 13}" for i in range(size)]
    await _seed(memory, seed)
    out: dict[str, tuple] = {}
    ops = {
        "add": lambda i: memory.add(f"Fresh fact {uuid.uuid4().hex[:8]} number {i}"),
        "recall": lambda i: memory.recall(f"topic {i % 97} hobby", limit=6),
        "list": lambda i: memory.list(limit=50),
    }
    for name, op in ops.items():
        times, requests = [], []
        for i in range(runs):
            before = sum(proxy.counts.values()) if proxy else 0
            start = time.perf_counter()
            await op(i)
            times.append((time.perf_counter() - start) * 1000)
            requests.append((sum(proxy.counts.values()) - before) if proxy else 0)
        out[name] = (statistics.median(times), pct(times, 95), statistics.median(requests))
    return out


async def _seed(memory, texts: list[str]) -> None:
    """One batched write through the store (an import), not `size` separate adds."""
    from ltm_chat.memory.model import Memory, new_id, utcnow

    now = utcnow()
    rows = [Memory(id=new_id(), user_id=memory.user_id, namespace=memory.namespace,
                   workspace="", text=t, kind="fact", importance=0.5, source="import",
                   created_at=now, updated_at=now) for t in texts]  # fmt: skip
    await asyncio.to_thread(memory.store.add, rows)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="500,10000")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    moto, port = start_moto()
    proxy = CountingProxy(port)
    threading.Thread(target=proxy.serve_forever, daemon=True).start()
    endpoint = f"http://127.0.0.1:{proxy.server_address[1]}"
    os.environ.update({"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test",
                       "AWS_REGION": "us-east-1", "AWS_ENDPOINT": endpoint,
                       "AWS_ALLOW_HTTP": "true", "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none"})  # fmt: skip
    import boto3

    boto3.client("s3", endpoint_url=f"http://127.0.0.1:{port}", region_name="us-east-1",
                 aws_access_key_id="test", aws_secret_access_key="test").create_bucket(Bucket="bench")
    try:
        print("| memories | op | local p50 / p95 ms | S3 p50 / p95 ms | ratio p50 | S3 requests |")
        print("|---:|---|---:|---:|---:|---:|")
        for size in (int(s) for s in args.sizes.split(",")):
            with tempfile.TemporaryDirectory() as home:
                os.environ["LTM_CHAT_HOME"] = home
                local = asyncio.run(measure(str(Path(home) / "db"), size, args.runs, None))
                remote = asyncio.run(measure(f"s3://bench/n{size}-{uuid.uuid4().hex[:6]}", size,
                                             args.runs, proxy))  # fmt: skip
            for op in ("add", "recall", "list"):
                lp50, lp95, _ = local[op]
                rp50, rp95, req = remote[op]
                print(f"| {size:,} | {op} | {lp50:.1f} / {lp95:.1f} | {rp50:.1f} / {rp95:.1f} "
                      f"| {rp50 / lp50:.1f}× | {req:.0f} |")  # fmt: skip
    finally:
        proxy.shutdown()
        moto.kill()


if __name__ == "__main__":
    main()
