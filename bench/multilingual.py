"""Recall in other languages than English: the right fact in the top 3 (issue #30).

    python bench/multilingual.py [--embedder e5|minilm|both]

bench/multilingual_cases.py: 52 facts x 7 languages, each with a question in other words. Per
language, every fact becomes a memory through the public API (`LongTermMemory.add`, a real
LanceDB in a temporary directory, dedupe off), so each question has the other 51 facts of its
language as distractors, among them look-alikes on its own topic. Reported per half (split by
sha256 of "id/language", first byte even = tune, fixed before any measurement) and per
language: the chat's recall (`search(question, limit=3)`: cosine + lexical match + ...) and a
plain cosine top 3 over the same vectors.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import os
import sys
import tempfile
import time
from collections import defaultdict
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

from multilingual_cases import cases  # noqa: E402


def half(case_id: str, lang: str) -> str:
    digest = hashlib.sha256(f"{case_id}/{lang}".encode()).digest()
    return "tune" if digest[0] % 2 == 0 else "held-out"


def make(name: str):
    from ltm_chat.memory.embed import E5Embedder, LocalEmbedder

    return E5Embedder() if name == "e5" else LocalEmbedder()


async def measure(embedder) -> dict[tuple[str, str, str], list[bool]]:
    """(way, half, language) -> one hit or miss per question."""
    import numpy as np

    from ltm_chat.memory.embed import query_vectors
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    by_lang: dict[str, list] = defaultdict(list)
    for case in cases():
        by_lang[case[1]].append(case)
    hits: dict[tuple[str, str, str], list[bool]] = defaultdict(list)
    now = datetime(2026, 12, 1, tzinfo=UTC)
    for lang, items in by_lang.items():
        with tempfile.TemporaryDirectory(prefix="ltm-multilingual-") as tmp:
            store = MemoryStore(Database(tmp), dim=embedder.dim).open()
            memory = LongTermMemory(
                store, user_id="bench", embedder=embedder, max_items=0, clock=lambda: now
            )
            id_of: dict[str, str] = {}
            for case_id, _, fact, _ in items:
                m = await memory.add(fact, "fact", 0.5, source="bench", dedupe=False)
                id_of[m.id] = case_id
            facts = embedder.embed([fact for _, _, fact, _ in items])
            matrix = np.asarray(facts, dtype=np.float32)
            qvecs = query_vectors(embedder, [q for _, _, _, q in items])
            for (case_id, _, _, question), qvec in zip(items, qvecs, strict=True):
                part = half(case_id, lang)
                found = await memory.search(question, limit=3)
                hits[("recall", part, lang)].append(case_id in {id_of[r.memory.id] for r in found})
                top = np.argsort(-(matrix @ np.asarray(qvec, dtype=np.float32)))[:3]
                hits[("cosine", part, lang)].append(case_id in {items[i][0] for i in top})
            await memory.wait_idle()
    return hits


async def noise(embedder) -> dict[str, float]:
    """Questions whose fact is not stored: per language a store of the tune half's facts, the
    held-out half's questions asked; mean memories recalled (limit 3) per question — what
    recall's floor is for. Per floor: the model's own (recall.MODEL_MIN_SIMILARITY) and 0.2."""
    from ltm_chat.memory.retrieval import recall
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    now = datetime(2026, 12, 1, tzinfo=UTC)
    by_lang: dict[str, list] = defaultdict(list)
    for case in cases():
        by_lang[case[1]].append(case)
    out: dict[str, list[int]] = defaultdict(list)
    own = dict(recall.MODEL_MIN_SIMILARITY)
    for lang, items in by_lang.items():
        with tempfile.TemporaryDirectory(prefix="ltm-multilingual-") as tmp:
            store = MemoryStore(Database(tmp), dim=embedder.dim).open()
            memory = LongTermMemory(
                store, user_id="bench", embedder=embedder, max_items=0, clock=lambda: now
            )
            for case_id, _, fact, _ in items:
                if half(case_id, lang) == "tune":
                    await memory.add(fact, "fact", 0.5, source="bench", dedupe=False)
            absent = [q for case_id, _, _, q in items if half(case_id, lang) == "held-out"]
            for name, table in (("own floor", own), ("floor 0.2", {})):
                recall.MODEL_MIN_SIMILARITY.clear()
                recall.MODEL_MIN_SIMILARITY.update(table)
                for question in absent:
                    out[name].append(len(await memory.search(question, limit=3)))
            recall.MODEL_MIN_SIMILARITY.update(own)
            await memory.wait_idle()
    return {name: sum(v) / len(v) for name, v in out.items()}


def share(values: list[bool]) -> str:
    return f"{100 * sum(values) / len(values):.1f} % ({sum(values)}/{len(values)})"


def report(name: str, hits: dict) -> str:
    langs = sorted({lang for _, _, lang in hits})
    lines = [
        f"\n{name}: right fact in the top 3",
        "| way | half | all | " + " | ".join(langs) + " |",
        "|---|---|---:|" + "---:|" * len(langs),
    ]
    for way in ("recall", "cosine"):
        for part in ("tune", "held-out"):
            every = [h for (w, p, _), v in hits.items() if w == way and p == part for h in v]
            per = [
                f"{100 * sum(hits[(way, part, g)]) / len(hits[(way, part, g)]):.0f}" for g in langs
            ]
            lines.append(f"| {way} | {part} | {share(every)} | " + " | ".join(per) + " |")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--embedder", choices=("e5", "minilm", "both"), default="both")
    parser.add_argument("--noise", action="store_true", help="questions whose fact is absent")
    args = parser.parse_args()
    names = ("e5", "minilm") if args.embedder == "both" else (args.embedder,)
    for name in names:
        start = time.perf_counter()
        if args.noise:
            got = asyncio.run(noise(make(name)))
            print(
                f"{name}, fact absent, memories recalled per question (limit 3): "
                + ", ".join(f"{k} {v:.2f}" for k, v in got.items()),
                flush=True,
            )
            continue
        hits = asyncio.run(measure(make(name)))
        print(report(name, hits) + f"\n({time.perf_counter() - start:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
