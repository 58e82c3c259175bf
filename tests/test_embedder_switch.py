"""Switching embedders: `memories reembed` resumes (a run stopped half-way keeps what it wrote,
the next run embeds only the rest: each batch is one write), and each model's own similarity
floor. A real LanceDB on disk; a deterministic embedder (unit tests)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.reembed import reembed_all
from tests.memory_helpers import HashEmbedder, make_memory


class OtherModel(HashEmbedder):
    name = "test:other-64"

    def __init__(self, fail_after: int | None = None) -> None:
        self.calls: list[list[str]] = []
        self.fail_after = fail_after

    def embed(self, texts: list[str]) -> list[list[float]]:
        if self.fail_after is not None and len(self.calls) >= self.fail_after:
            raise KeyboardInterrupt  # the run is stopped here
        self.calls.append(list(texts))
        return super().embed(texts)


async def test_a_stopped_reembed_resumes_where_it_stopped(tmp_path):
    memory = make_memory(tmp_path, embedder=HashEmbedder())
    for i in range(10):
        await memory.add(f"fact number {i} about topic {i}", dedupe=False)
    stopped = OtherModel(fail_after=2)
    with pytest.raises(KeyboardInterrupt):
        await reembed_all(memory.store, "alice", stopped, batch=3)
    assert memory.store.count_stale("alice", stopped.name) == 4  # 2 batches of 3 written

    again = OtherModel()
    seen: list[tuple[int, int]] = []
    done = await reembed_all(
        memory.store, "alice", again, progress=lambda n, of: seen.append((n, of)), batch=3
    )
    assert done == 10
    assert sum(len(c) for c in again.calls) == 4  # only the rows the first run did not reach
    assert seen[0] == (6, 10) and seen[-1] == (10, 10)
    assert memory.store.count_stale("alice", again.name) == 0


async def test_a_models_own_similarity_floor_applies_in_semantic_mode(tmp_path, monkeypatch):
    """recall.MODEL_MIN_SIMILARITY: the embedder that made the vectors has its own floor."""
    from ltm_chat.memory.retrieval import recall

    memory = make_memory(tmp_path, embedder=HashEmbedder())
    await memory.add("the garden shed needs a new roof", dedupe=False)
    query = "what about the garden roof and some other unrelated words"
    assert [r.memory.text for r in await memory.search(query)] == [
        "the garden shed needs a new roof"
    ]
    monkeypatch.setitem(recall.MODEL_MIN_SIMILARITY, HashEmbedder.name, 0.999)
    assert await memory.search(query) == []
    monkeypatch.setitem(recall.MODEL_MIN_SIMILARITY, "another:model", 0.999)
    monkeypatch.delitem(recall.MODEL_MIN_SIMILARITY, HashEmbedder.name)
    assert len(await memory.search(query)) == 1
