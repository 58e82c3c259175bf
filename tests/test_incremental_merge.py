"""The curation's merge step (issue #14): the whole-store pass (`memories curate`) and the daily
run's incremental one (rows new or changed since the last merge, against their nearest stored
neighbours), a real LanceDB on disk; the semantic path with the real all-MiniLM-L6-v2, the
lexical path without an embedder, and the app's background run (ChatSession.curate_if_due,
litellm over HTTP to the fake server)."""

from __future__ import annotations

import asyncio
import random
from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.memory.embed import LocalEmbedder, local_model_available
from ltm_chat.memory.model import Memory, MemoryNotFound, new_id
from ltm_chat.memory.write import consolidate
from tests.memory_helpers import make_memory

semantic = pytest.mark.skipif(not local_model_available(), reason="the `local` extra is missing")
NOW = datetime.now(UTC)

CELLO = "User plays the cello in an orchestra"
CELLO_AGAIN = "The user plays the cello in an orchestra!"  # the same words: one statement
TOMATOES = "User grows tomatoes on the balcony"
TOMATOES_AGAIN = "User grows tomatoes on the balcony."
HIKING = "User hikes in the Alps every summer"
OTHER = "User bakes sourdough bread on Sundays"


@pytest.fixture(scope="module")
def minilm():
    return LocalEmbedder()


def old_row(mem, text: str, days: int) -> Memory:
    """A row as a store written before the last merge holds it: last changed `days` ago and
    named by no audit event since (so only the whole-store pass looks at it again)."""
    moment = NOW - timedelta(days=days)
    vectors = mem.embedder.embed([text]) if mem.embedder else [None]
    m = Memory(
        id=new_id(),
        user_id=mem.user_id,
        text=text,
        source="extracted",
        created_at=moment,
        updated_at=moment,
        embedding_model=mem.embedding_model if vectors[0] else None,
        vector=vectors[0],
    )
    mem.store.add([m])
    return m


def reopen(mem, tmp_path):
    """The same store opened again, as the next day's process would."""
    return make_memory(tmp_path, embedder=mem.embedder)


async def check_daily_run(tmp_path, embedder) -> None:
    mem = make_memory(tmp_path, embedder=embedder)
    first = await mem.add(CELLO, dedupe=False, created_at=NOW - timedelta(days=40))
    await mem.add(HIKING, dedupe=False)
    assert await mem.consolidate_store(full=False) == []  # no merge yet: a full one, recorded
    mark = mem.curation.last_merge()
    assert mark is not None

    pair = [old_row(mem, TOMATOES, 30), old_row(mem, TOMATOES_AGAIN, 20)]  # before the mark
    mem = reopen(mem, tmp_path)
    assert mem.curation.last_merge() == mark  # the watermark survives a restart
    # A restatement that bypassed write-time consolidation (another window), more important,
    # and a different fact: both written after the mark.
    again = await mem.add(CELLO_AGAIN, dedupe=False, importance=0.8)
    await mem.add(OTHER, dedupe=False)

    mem = reopen(mem, tmp_path)
    dry = await mem.consolidate_store(dry_run=True, full=False)
    assert [[m.id for m in g] for g in dry] == [[first.id, again.id]]
    assert mem.curation.last_merge() == mark  # a dry run records nothing
    [[keeper, removed]] = await mem.consolidate_store(full=False)
    assert (keeper.id, removed.id) == (first.id, again.id)  # the oldest stays, as in a full pass
    kept = await mem.get(first.id)
    assert (kept.text, kept.importance) == (CELLO, 0.8)  # takes the higher importance
    with pytest.raises(MemoryNotFound):
        await mem.get(again.id)
    merges = [e for e in await mem.log() if e["action"] == "merge"]
    assert [e["memory_id"] for e in merges] == [first.id]
    texts = sorted(m.text for m in await mem.list())
    assert texts == sorted([CELLO, HIKING, TOMATOES, TOMATOES_AGAIN, OTHER])  # old pair stays

    mem = reopen(mem, tmp_path)
    assert mem.curation.last_merge() > mark
    assert await mem.consolidate_store(full=False) == []  # nothing new since
    [[keeper, removed]] = await mem.consolidate_store(full=True)  # the old pair: the full pass's
    assert (keeper.id, removed.id) == (pair[0].id, pair[1].id)
    assert len(await mem.list()) == 4


async def test_daily_run_merges_what_is_new_lexical(tmp_path):
    await check_daily_run(tmp_path, None)


@semantic
async def test_daily_run_merges_what_is_new_semantic(tmp_path, minilm):
    await check_daily_run(tmp_path, minilm)


@semantic
async def test_daily_run_finds_the_twin_by_its_vector_among_many_rows(tmp_path, minilm):
    """The semantic path compares a new row with its nearest vectors only: its stored twin is
    among them even when many rows share most of its words; a pending twin seen in another
    conversation is merged and stays pending, as in the full pass (only the user's own words
    promote: policy.promotes)."""
    mem = make_memory(tmp_path, embedder=minilm)
    for place in ["Lisbon", "Berlin", "Osaka", "Toronto", "Oslo", "Lima", "Hanoi", "Dublin"]:
        await mem.add(f"User plays the cello in {place}", dedupe=False)
    waiting = await mem.add(
        "User plays the cello in Porto",
        dedupe=False,
        source="extracted",
        status="pending",
        conversation_id="c1",
        confidence=0.7,
    )
    await mem.consolidate_store(full=False)
    again = await mem.add(
        "User plays the cello in Porto.",
        dedupe=False,
        source="extracted",
        status="pending",
        conversation_id="c2",
        confidence=0.7,
    )
    [[keeper, removed]] = await mem.consolidate_store(full=False)
    assert (keeper.id, removed.id) == (waiting.id, again.id)
    assert (await mem.get(waiting.id)).status == "pending"  # twins of the model's output
    assert len(await mem.list()) == 9


async def test_imported_rows_keep_their_dates_and_are_still_new(tmp_path):
    """An import keeps its rows' updated_at; its audit events make them new for the daily run."""
    mem = make_memory(tmp_path)
    await mem.add(HIKING, dedupe=False)
    await mem.consolidate_store(full=False)
    moment = NOW - timedelta(days=90)
    rows = [
        Memory(id=new_id(), user_id="alice", text=t, created_at=moment, updated_at=moment)
        for t in (TOMATOES, TOMATOES_AGAIN)
    ]
    changes = await mem.import_memories(rows)
    assert [c.action for c in changes] == ["added", "added"]  # one import: not consolidated
    [[keeper, removed]] = await mem.consolidate_store(full=False)
    assert {keeper.id, removed.id} == {r.id for r in rows}


async def test_a_watermark_this_code_cannot_read_means_a_full_pass(tmp_path):
    mem = make_memory(tmp_path)
    pair = [old_row(mem, TOMATOES, 30), old_row(mem, TOMATOES_AGAIN, 20)]
    await asyncio.to_thread(
        mem.store.log_event, "alice", "consolidate", actor="curation", detail={"from": "not a time"}
    )
    assert mem.curation.last_merge() is None
    [[keeper, removed]] = await mem.consolidate_store(full=False)
    assert (keeper.id, removed.id) == (pair[0].id, pair[1].id)
    assert mem.curation.last_merge() is not None


async def test_background_curation_now_merges(fake_llm_settings, fake_openai):
    from ltm_chat.chat.session import ChatSession

    now = [datetime(2026, 12, 1, 9, 0, tzinfo=UTC)]
    settings = fake_llm_settings.with_(memory_env="1", embedding_model="openai/fake-embedding")
    session = ChatSession(settings, clock=lambda: now[0])
    await session.load()
    first = await session.memory.add(CELLO, dedupe=False)
    now[0] += timedelta(minutes=30)  # the first run's merge starts after it was written
    assert (await session.curate_if_due())["merged"] == []
    now[0] += timedelta(hours=5)
    again = await session.memory.add(CELLO_AGAIN, dedupe=False)  # another window, meanwhile
    assert await session.curate_if_due() is None  # not a day yet
    now[0] += timedelta(days=1)
    [[keeper, removed]] = (await session.curate_if_due())["merged"]
    assert (keeper.id, removed.id) == (first.id, again.id)
    assert [m.id for m in await session.memory.list()] == [first.id]


# -- the grouping rules ---------------------------------------------------------------------------


def test_a_restated_preference_is_one_statement_a_swapped_one_is_not():
    rows = [
        Memory(id=f"{n:02d}", user_id="u", text=t, created_at=NOW + timedelta(seconds=n))
        for n, t in enumerate(
            [
                "User prefers green tea over coffee",
                "User prefers green tea over coffee.",
                "User prefers coffee over green tea",
            ]
        )
    ]
    assert [[m.id for m in g] for g in consolidate.duplicate_groups(rows)] == [["00", "01"]]


def reference_groups(memories: list[Memory]) -> list[list[Memory]]:
    """duplicate_groups as first written: every row against the keeper, by compare()."""
    buckets: dict[tuple, list[Memory]] = {}
    for m in memories:
        s = consolidate.read_statement(m.text)
        key = (m.namespace, m.workspace or "", s.negative, frozenset(s.words))
        buckets.setdefault(key, []).append(m)
    groups = []
    for rows in buckets.values():
        rows.sort(key=consolidate._keeper_order)
        while len(rows) > 1:
            keeper, rest = rows[0], rows[1:]
            same = [
                m
                for m in rest
                if consolidate.compare(m.text, keeper.text) in consolidate._SAME_STATEMENT
            ]
            if same:
                groups.append([keeper, *same])
            rows = [m for m in rest if m not in same]
    return groups


def test_grouping_by_shape_gives_the_groups_of_pairwise_comparison():
    """Texts built to fall into one bucket with different verdicts: values in another order,
    a name vs the same word in lower case, negations, preferences either way, workspaces."""
    rng = random.Random(7)
    forms = [
        "User moved from Porto to Lisbon",
        "User moved from Lisbon to Porto",
        "user moved from porto to lisbon",
        "User moved from Porto to Lisbon.",
        "User prefers tea over coffee",
        "User prefers coffee over tea",
        "User no longer prefers tea over coffee",
        "User likes jazz",
        "User doesn't like jazz",
        "User likes jazz!",
        "User's sister lives in Oslo",
        "User lives in Oslo",
        "User lives in Oslo, sister",
        "Sister of user lives in Oslo",
    ]
    rows = [
        Memory(
            id=f"{n:04d}",
            user_id="u",
            text=rng.choice(forms),
            workspace=rng.choice(["", "w"]),
            status=rng.choice(["active", "pending"]),
            pinned=rng.random() < 0.1,
            created_at=NOW - timedelta(days=rng.randint(0, 30)),
        )
        for n in range(400)
    ]
    got = [[m.id for m in g] for g in consolidate.duplicate_groups(rows)]
    want = [[m.id for m in g] for g in reference_groups(rows)]
    assert sorted(got) == sorted(want) and len(got) > 10


def test_a_batched_vector_search_gives_each_vector_its_own_nearest(tmp_path):
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore

    store = MemoryStore(Database(str(tmp_path / "db")), dim=3).open()
    axes = {"x": [1.0, 0.0, 0.0], "y": [0.0, 1.0, 0.0], "z": [0.0, 0.0, 1.0]}
    store.add(
        [
            Memory(id=name, user_id="u", text=f"row {name}", embedding_model="m", vector=v)
            for name, v in axes.items()
        ]
    )
    found = store.vector_search_many([axes["z"], axes["x"]], "user_id = 'u'", 1)
    assert [[(m.id, round(sim, 3), m.vector) for m, sim in hits] for hits in found] == [
        [("z", 1.0, None)],
        [("x", 1.0, None)],
    ]
