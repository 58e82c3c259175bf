"""Tiers and curation on a real LanceDB (HashEmbedder vectors), the clock injected."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

from ltm_chat.memory.model import Memory
from ltm_chat.memory.retrieval import tiers
from tests.memory_helpers import HashEmbedder, make_memory

NOW = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)


class Clock:
    def __init__(self, now: datetime) -> None:
        self.now = now

    def __call__(self) -> datetime:
        return self.now


def _m(**kw) -> Memory:
    base = {
        "id": "x",
        "user_id": "u",
        "text": "t",
        "source": "extracted",
        "confidence": 0.7,
        "created_at": NOW,
    }
    return Memory(**{**base, **kw})


UNUSED = tiers.FULL_USE  # recalls that chose other memories: enough evidence of disuse


def test_an_unused_memory_sinks_a_tier_every_few_weeks_and_recalls_lift_it():
    by_age = [tiers.tier_of(_m(), NOW + timedelta(days=d), UNUSED) for d in (0, 30, 60, 900)]
    # Time alone never archives an ordinary fact: said once long ago, it stays findable.
    assert by_age == ["hot", "warm", "cold", "cold"]
    trivial = _m(importance=0.3)  # below an ordinary fact: archived once it is old and unused
    assert [tiers.tier_of(trivial, NOW + timedelta(days=d), UNUSED) for d in (0, 90)] == [
        "warm",
        "archived",
    ]
    used = _m(retrieval_count=20, last_accessed_at=NOW + timedelta(days=80))
    assert tiers.tier_of(used, NOW + timedelta(days=90), UNUSED) == "hot"
    strong = _m(importance=0.9, confidence=1.0)
    assert tiers.tier_of(strong, NOW + timedelta(days=900), UNUSED) == "cold"


def test_time_away_is_not_disuse():
    # Three years with fewer than 20 recalls that passed it over: nothing says it is unused.
    late = NOW + timedelta(days=1000)
    assert tiers.tier_of(_m(importance=0.3), late, UNUSED - 1) == "hot"
    assert tiers.tier_of(_m(importance=0.3), late, UNUSED) == "archived"


def test_passed_over_counts_the_recalls_since_it_was_learnt_or_last_chosen():
    day = lambda n: NOW + timedelta(days=n)  # noqa: E731
    recalls = [(day(n), ["other"]) for n in range(1, 11)]  # days 1-10 chose another memory
    recalls += [(day(11), ["x", "other"]), (day(12), ["other"]), (day(13), [])]
    passed = tiers.PassedOver(recalls)
    assert passed(_m(created_at=day(0))) == 12  # 13 recalls since, one of them chose it
    assert passed(_m(created_at=day(0), last_accessed_at=day(11))) == 2
    assert passed(_m(created_at=day(12))) == 1
    assert passed(_m(id="other", created_at=day(0))) == 1  # chosen by all but one


def test_pinned_and_explicit_memories_never_decay_out():
    late = NOW + timedelta(days=1000)
    assert tiers.tier_of(_m(pinned=True), late, UNUSED) == "hot"
    assert tiers.tier_of(_m(source="explicit"), late, UNUSED) == "hot"
    assert tiers.tier_of(_m(source="manual"), late, UNUSED) == "hot"


async def _seed(tmp_path, clock):
    mem = make_memory(tmp_path, embedder=HashEmbedder(), clock=clock, max_items=0)
    out = {}
    for text in (
        "User plays the cello in a quartet",
        "User plays the cello on Sundays",
        "User plays tennis",
    ):
        out[text] = await mem.add(text, source="extracted", dedupe=False, evict=False)
    return mem, out


async def test_curate_stores_tiers_and_recall_follows_them(tmp_path):
    clock = Clock(NOW)
    mem, rows = await _seed(tmp_path, clock)
    quartet, sundays = (
        rows["User plays the cello in a quartet"],
        rows["User plays the cello on Sundays"],
    )
    clock.now = NOW + timedelta(days=70)  # two months on: everything unused is cold
    await asyncio.to_thread(
        mem.store.set_fields,
        "alice",
        [quartet.id],
        retrieval_count=3,
        last_accessed_at=NOW + timedelta(days=60),
    )
    assert (await mem.curate(dry_run=True))["moved"] == {}  # nothing asked yet: no evidence
    await asyncio.to_thread(
        mem.store.log_events,
        "alice",
        [
            {
                "action": "recall",
                "actor": "chat",
                "at": NOW + timedelta(days=65),
                "detail": {"ids": []},
            }
        ]
        * tiers.FULL_USE,
    )
    dry = await mem.curate(dry_run=True)
    assert dry["moved"][sundays.id] == ("hot", "cold")
    assert {m.tier for m in await mem.list()} == {"hot"}  # a dry run changes nothing
    report = await mem.curate()
    assert quartet.id not in report["moved"]  # recalled 10 days ago: still hot
    assert report["moved"][sundays.id] == ("hot", "cold")
    assert (await mem.curate())["moved"] == {}  # rerun: nothing left to do

    found = [r.memory.text for r in await mem.search("cello")]
    assert found[0] == "User plays the cello in a quartet"  # the cold one gives way
    only_cold = [r.memory.text for r in await mem.search("tennis")]
    assert only_cold == ["User plays tennis"]

    clock.now = NOW + timedelta(days=400)
    tennis = rows["User plays tennis"].id  # judged trivial: may be archived
    await asyncio.to_thread(mem.store.set_fields, "alice", [tennis], importance=0.3)
    await mem.curate()
    tier = {m.text: m.tier for m in await mem.list()}
    assert tier == {
        "User plays the cello in a quartet": "cold",  # recalled 3 times: stays cold
        "User plays the cello on Sundays": "cold",  # an ordinary fact: time alone stops here
        "User plays tennis": "archived",  # unused for a year and judged trivial
    }
    assert await mem.search("tennis") == []  # archived: never recalled, still listed
    restored = await mem.restore(rows["User plays tennis"].id)
    assert restored.tier == "hot"
    assert [r.memory.text for r in await mem.search("tennis")] == ["User plays tennis"]


async def test_eviction_takes_archived_then_cold_first(tmp_path):
    clock = Clock(NOW)
    mem, rows = await _seed(tmp_path, clock)
    tennis = rows["User plays tennis"]
    await asyncio.to_thread(
        mem.store.set_fields, "alice", [tennis.id], tier="archived", importance=0.99
    )
    mem.max_items = 2
    evicted = await mem.cap.enforce()
    assert [c.memory_id for c in evicted] == [tennis.id]
