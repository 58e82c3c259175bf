"""Conversation search: "what did we discuss …" questions over synthetic dated conversations, and speed.

Quality: 240 conversations on 60 topics (each topic talked about on 4 days over the last 200
days, with shared filler words), one question per conversation naming its topic, in other
words half the time, and the day in the words people use ("yesterday", "last week", "in
March", "two months ago"). Right when the asked-about conversation is in the top 3. Questions
are split by a hash into tune / held-out (the search has two constants: the asking words and
HITS_PER_RESULT). Speed: 5,000 conversations / 500,000 messages of Zipf-distributed words, p50 / p95 of a search.

    .venv/bin/python bench/conversation_search.py [--skip-speed] [--conversations 5000] [--embedder minilm]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import os
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ltm_chat.chat.history import ConversationStore, _messages_schema  # noqa: E402
from ltm_chat.chat.transcript_search import search_conversations  # noqa: E402
from ltm_chat.memory.embed import query_vectors  # noqa: E402
from ltm_chat.memory.model import new_id  # noqa: E402
from ltm_chat.memory.storage.db import Database  # noqa: E402

NOW = datetime(2026, 12, 2, 15, 0, tzinfo=UTC)
# (words the user used, other words for the same thing a later question may use)
TOPICS = [
    ("boiler pressure", "heating"),
    ("sourdough starter", "bread"),
    ("knee injury", "running pain"),
    ("mortgage rates", "home loan"),
    ("tomato seedlings", "vegetable garden"),
    ("python asyncio", "concurrency"),
    ("wedding speech", "toast"),
    ("kitchen tiles", "renovation"),
    ("cat vaccination", "vet"),
    ("tax return", "accounts"),
    ("guitar chords", "music practice"),
    ("job interview", "hiring process"),
    ("lisbon trip", "portugal holiday"),
    ("electric bike", "commute"),
    ("sleep schedule", "insomnia"),
    ("birthday cake", "baking"),
    ("car insurance", "vehicle policy"),
    ("spanish verbs", "language learning"),
    ("marathon training", "long runs"),
    ("salary negotiation", "pay rise"),
    ("solar panels", "roof energy"),
    ("dog training", "puppy"),
    ("rust lifetimes", "borrow checker"),
    ("houseplant fungus", "leaves"),
    ("chess openings", "sicilian"),
    ("budget spreadsheet", "money"),
    ("wine pairing", "dinner party"),
    ("camping gear", "tent"),
    ("photography lenses", "camera"),
    ("meditation app", "mindfulness"),
    ("passport renewal", "travel documents"),
    ("piano scales", "practice routine"),
    ("coffee grinder", "espresso"),
    ("landlord dispute", "rental deposit"),
    ("resume layout", "cv"),
    ("flu symptoms", "fever"),
    ("bike puncture", "tyre"),
    ("kubernetes ingress", "cluster networking"),
    ("pottery wheel", "ceramics"),
    ("knitting pattern", "scarf"),
    ("thesis outline", "dissertation"),
    ("snow tyres", "winter driving"),
    ("aquarium filter", "fish tank"),
    ("vegan recipes", "plant based meals"),
    ("podcast microphone", "audio recording"),
    ("sql indexes", "database performance"),
    ("climbing shoes", "bouldering"),
    ("wifi router", "internet connection"),
    ("allergy season", "pollen"),
    ("moving boxes", "relocation"),
    ("book club", "novel discussion"),
    ("gym membership", "fitness"),
    ("laptop battery", "charging"),
    ("pasta dough", "noodles"),
    ("violin bow", "strings"),
    ("hiking boots", "trail"),
    ("japanese kanji", "writing practice"),
    ("printer drivers", "printing"),
    ("garden fence", "boundary"),
    ("yoga poses", "stretching"),
]
FILLER = (
    "I was wondering what you think about this and whether there is a better way to do it "
    "maybe next time we can look at the details again because I am not sure yet thanks"
).split()


def when_words(day: datetime, rng: random.Random) -> str:
    """How a person would name `day` seen from NOW."""
    today = NOW.astimezone().date()
    local = day.astimezone().date()
    ago = (today - local).days
    week = (
        today - timedelta(days=today.weekday()) - (local - timedelta(days=local.weekday()))
    ).days // 7
    months = (today.year - local.year) * 12 + today.month - local.month
    options = []
    if ago == 1:
        options.append("yesterday")
    if 2 <= ago <= 12:
        options.append(f"{ago} days ago")
    if week == 1:
        options.append("last week")
    if week == 2:
        options.append("two weeks ago")
    if months == 1:
        options.append("last month")
    if months >= 1:
        options.append(f"in {day.astimezone().strftime('%B')}")
    if 2 <= months <= 5:
        options.append(f"{['', '', 'two', 'three', 'four', 'five'][months]} months ago")
    return rng.choice(options) if options else ""


def conversations(rng: random.Random) -> list[dict]:
    out = []
    for topic, other in TOPICS:
        for day_ago in rng.sample(range(1, 200), 4):
            at = NOW - timedelta(days=day_ago, hours=rng.randint(0, 8))
            filler = " ".join(rng.sample(FILLER, 12))
            turns = [
                ("user", f"I need help with my {topic}. {filler}"),
                ("assistant", f"Here are a few ideas about your {topic}: first, check the basics."),
                ("user", f"{' '.join(rng.sample(FILLER, 10))} and the {topic.split()[-1]} again"),
                ("assistant", "That should sort it out; tell me how it goes."),
            ]
            out.append({"topic": topic, "other": other, "at": at, "turns": turns})
    return out


def build(db: Database, convs: list[dict], embedder) -> ConversationStore:
    for conv in convs:
        store = ConversationStore(db, "bench", clock=lambda at=conv["at"]: at).open()
        saved = store.create(conv["turns"][0][1], model="openai/fake")
        messages = store.add_messages(saved.id, conv["turns"], "openai/fake")
        if embedder is not None:  # the user's words, as the chat stores them
            users = [m for m in messages if m.role == "user"]
            # As the chat stores them: a message's vector is the one recall made for it.
            texts = [m.content for m in users]
            vectors = embedder.embed(texts) if PASSAGES else query_vectors(embedder, texts)
            store.add_vectors(embedder.name, list(zip(users, vectors, strict=True)))
        conv["id"] = saved.id
    return ConversationStore(db, "bench", clock=lambda: NOW).open()


def quality(embedder) -> None:
    rng = random.Random(7)
    convs = conversations(rng)
    with tempfile.TemporaryDirectory() as tmp:
        store = build(Database(os.path.join(tmp, "db")), convs, embedder)
        tally = {"tune": [0, 0], "held-out": [0, 0]}
        by_kind = {"own words": [0, 0], "other words": [0, 0]}
        for conv in convs:
            words = conv["topic"] if rng.random() < 0.5 else conv["other"]
            kind = "own words" if words == conv["topic"] else "other words"
            question = f"What did we discuss about the {words} {when_words(conv['at'], rng)}?"
            vector = query_vectors(embedder, [question])[0] if embedder else None
            found = search_conversations(
                store,
                question,
                now=NOW,
                limit=3,
                vector=vector,
                embedding_model=embedder.name if embedder else None,
            )
            right = conv["id"] in [h.conversation.id for h in found.hits]
            half = "tune" if hashlib.sha1(question.encode()).digest()[0] % 2 == 0 else "held-out"
            for counts in (tally[half], by_kind[kind]):
                counts[0] += right
                counts[1] += 1
    print("| questions | n | right conversation in top 3 |\n|---|---:|---:|")
    for name, (right, n) in [*tally.items(), *by_kind.items()]:
        print(f"| {name} | {n} | {100 * right / n:.1f} % |")


def speed(n_convs: int, per_conv: int) -> None:
    import pyarrow as pa

    rng = random.Random(11)
    # Words as chats use them: a Zipf-distributed vocabulary of 20,000 (a few words are in most
    # messages, most words in few), with the topics' words among the rarer ones.
    topic_words = [w for topic, other in TOPICS for w in (topic + " " + other).split()]
    vocab = FILLER + [f"w{i}" for i in range(20_000)] + topic_words
    cumulative = list(itertools.accumulate(1.0 / (rank + 1) ** 1.07 for rank in range(len(vocab))))
    with tempfile.TemporaryDirectory() as tmp:
        db = Database(os.path.join(tmp, "db"))
        store = ConversationStore(db, "bench", clock=lambda: NOW).open()
        t0 = time.perf_counter()
        conv_rows, msg_rows = [], []
        for i in range(n_convs):
            at = NOW - timedelta(days=rng.randint(1, 700), minutes=i)
            cid = new_id()
            conv_rows.append(
                {
                    "id": cid,
                    "user_id": "bench",
                    "title": f"Conversation {i}",
                    "created_at": at,
                    "updated_at": at,
                    "model": "openai/fake",
                    "workspace": "",
                }
            )
            for j in range(per_conv):
                text = " ".join(rng.choices(vocab, cum_weights=cumulative, k=rng.randint(8, 40)))
                msg_rows.append(
                    {
                        "id": new_id(),
                        "conversation_id": cid,
                        "user_id": "bench",
                        "role": "user" if j % 2 == 0 else "assistant",
                        "content": text,
                        "created_at": at + timedelta(seconds=j),
                        "model": "openai/fake",
                    }
                )
            if len(msg_rows) >= 50_000 or i == n_convs - 1:
                db.write(
                    store.messages_table,
                    lambda t, rows=msg_rows: t.add(pa.Table.from_pylist(rows, _messages_schema())),
                )
                msg_rows = []
        db.write(store._conv, lambda t: t.add(conv_rows))
        loaded = time.perf_counter() - t0
        t0 = time.perf_counter()
        store.ensure_text_index()
        indexed = time.perf_counter() - t0
        questions = [
            f"what did we discuss about the {rng.choice(TOPICS)[0]} {rng.choice(['last month', 'in March', '', 'two weeks ago', 'last year'])}"
            for _ in range(60)
        ]
        times = []
        for q in questions:
            t0 = time.perf_counter()
            search_conversations(store, q, now=NOW)
            times.append((time.perf_counter() - t0) * 1000)
        times = times[5:]  # the first few warm the caches
        p95 = statistics.quantiles(times, n=20)[-1]
        print(
            f"\n{n_convs:,} conversations / {n_convs * per_conv:,} messages "
            f"(load {os.getloadavg()[0]:.1f}): written in {loaded:.0f} s, index built in "
            f"{indexed:.0f} s; search p50 {statistics.median(times):.0f} ms, p95 {p95:.0f} ms"
        )


PASSAGES = False  # `--passages`: a message's vector is e5's "passage: " one, not recall's query


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--skip-speed", action="store_true")
    parser.add_argument("--conversations", type=int, default=5000)
    parser.add_argument("--messages-per-conversation", type=int, default=100)
    parser.add_argument("--lexical", action="store_true", help="no embedder: words only")
    parser.add_argument("--embedder", choices=("minilm", "e5"), default="e5")
    parser.add_argument("--passages", action="store_true", help="messages embedded as passages")
    args = parser.parse_args()
    global PASSAGES
    PASSAGES = args.passages
    embedder = None
    if not args.lexical:
        from ltm_chat.memory.embed import E5Embedder, LocalEmbedder

        embedder = LocalEmbedder() if args.embedder == "minilm" else E5Embedder()
    print(f"embedder: {embedder.name if embedder else 'none (words only)'}\n")
    quality(embedder)
    if not args.skip_speed:
        speed(args.conversations, args.messages_per_conversation)


if __name__ == "__main__":
    main()
