"""What past messages add to recall's time on a when-question (#27 session 19).

    python bench/past_messages_latency.py [--conversations 1000] [--runs 40] [--answers FILE] [--noise]

A real memory store (300 memories, e5) and a real conversation store on disk (`--conversations`
conversations of 10 messages each, the user's 5 with their e5 passage vector as the chat keeps
it (`--noise`: session 19's first figures, 200 real and the rest random unit vectors, which
are not the texts' vectors, so a stored vector read gives another cosine than the text's
embedded again); the full-text index built
beforehand, as conversation search leaves it). Per when-question: recall (`search`, limit 6),
then chat/past_messages.with_past_messages on its result; p50 / p95 of each and of both, the
query vector cached as in the chat (recall embeds it, the messages reuse it). `--answers`:
each question's block (memories kept and messages taken, as the chat shows them) written to
FILE, one JSON line each, and a digest of them printed, so two versions can be compared.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("HF_HUB_OFFLINE", "1")

WORDS = (
    "kiln bowl garden tomato bike repair cello concert sourdough bread marathon Lisbon Osaka "
    "chess sailing bees vinyl watercolour climbing shelter dentist passport wedding flight "
    "interview promotion apartment lease puppy vet recipe lentils museum exhibition"
).split()
SUBJECTS = ["I", "My sister", "Ana", "We", "My boss", "The neighbours"]
VERBS = ["went to", "booked", "finished", "started", "talked about", "fixed", "tried", "visited"]
QUESTIONS = [f"When did I {v.split()[0]} the {w}?" for v in VERBS for w in WORDS[:5]]


def sentence(rng: random.Random) -> str:
    return f"{rng.choice(SUBJECTS)} {rng.choice(VERBS)} the {rng.choice(WORDS)} " + " ".join(
        rng.sample(WORDS, 4)
    )


async def main() -> None:
    import numpy as np

    from ltm_chat.chat.history import Conversation, ConversationStore, Message
    from ltm_chat.chat.past_messages import with_past_messages
    from ltm_chat.memory.embed import E5Embedder
    from ltm_chat.memory.model import new_id
    from ltm_chat.memory.storage.db import Database
    from tests.memory_helpers import make_memory

    parser = argparse.ArgumentParser()
    parser.add_argument("--conversations", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=40)
    parser.add_argument("--answers", type=Path, help="write each question's block here")
    parser.add_argument("--noise", action="store_true", help="random vectors past the 200th")
    args = parser.parse_args()
    rng = random.Random(27)
    start = datetime(2024, 1, 1, tzinfo=UTC)
    embedder = E5Embedder()
    with tempfile.TemporaryDirectory(prefix="ltm-past-latency-") as tmp:
        mem = make_memory(Path(tmp), embedder=embedder, clock=lambda: start + timedelta(days=400))
        for i in range(300):
            await mem.add(sentence(rng), dedupe=False, created_at=start + timedelta(days=i))
        history = ConversationStore(Database(str(Path(tmp) / "db")), "alice").open()
        batch = []
        for n in range(args.conversations):
            when = start + timedelta(hours=9 * n)
            conv = Conversation(f"c{n}", "alice", f"chat {n}", when, when)
            batch.append(
                (
                    conv,
                    [
                        Message(
                            new_id(), conv.id, ("user", "assistant")[k % 2], sentence(rng), when
                        )
                        for k in range(10)
                    ],
                )
            )
        history.save_whole(batch)
        users = [m for _, msgs in batch for m in msgs if m.role == "user"]
        if args.noise:  # session 19's first figures: 200 real, the rest random unit vectors
            real = embedder.embed([m.content for m in users[:200]])
            noise = np.random.default_rng(27).normal(size=(len(users) - len(real), embedder.dim))
            noise /= np.linalg.norm(noise, axis=1, keepdims=True)
            vectors = [list(v) for v in real] + noise.tolist()
        else:  # each message's own passage vector, as the chat stores it
            vectors = [list(v) for v in embedder.embed([m.content for m in users])]
        history.add_vectors(embedder.name, list(zip(users, vectors, strict=True)))
        history.ensure_text_index()
        took = {"recall": [], "past messages": [], "both": []}
        taken = 0
        answers = []
        for q in (QUESTIONS * 10)[: args.runs + 5]:
            t0 = time.perf_counter()
            items = await mem.search(q, limit=6)
            t1 = time.perf_counter()
            kept, past = await with_past_messages(mem, history, q, items, limit=6, exclude=None)
            t2 = time.perf_counter()
            answers.append({"question": q, "block": mem.render(kept, past)})
            for name, value in (("recall", t1 - t0), ("past messages", t2 - t1), ("both", t2 - t0)):
                took[name].append(1000 * value)
            taken += bool(past)
        print(
            f"{args.conversations} conversations, {len(users) * 2} messages, 300 memories; "
            f"{args.runs} when-questions (5 warm-up dropped), {taken} with a message taken:"
        )
        for name, ms in took.items():
            ms = sorted(ms[5:])
            p95 = ms[min(len(ms) - 1, int(0.95 * len(ms)))]
            print(f"  {name}: p50 {statistics.median(ms):.0f} ms, p95 {p95:.0f} ms")
        lines = [json.dumps(a, ensure_ascii=False) for a in answers]
        digest = hashlib.sha256("\n".join(lines).encode()).hexdigest()[:16]
        print(f"  blocks: digest {digest} ({len(lines)} questions)")
        if args.answers:
            args.answers.write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    asyncio.run(main())
