"""The indexes a big store searches with (issue #18): IVF_SQ vectors re-scored on the full ones,
a range index on expires_at, and the "too big for a snapshot" verdict kept across recall's
access bump. Thresholds are lowered so that a few hundred real LanceDB rows cross them."""

from __future__ import annotations

import random
from datetime import timedelta

import pytest

import ltm_chat.memory.storage.indexes as indexes_module
import ltm_chat.memory.storage.snapshots as snapshots_module
from ltm_chat.memory.model import Memory, new_id, utcnow
from ltm_chat.memory.retrieval.candidates import recall_candidates
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.indexes import VECTOR_INDEX
from ltm_chat.memory.storage.store import MemoryStore

DIM = 32


def unit(rng: random.Random) -> list[float]:
    v = [rng.gauss(0, 1) for _ in range(DIM)]
    n = sum(x * x for x in v) ** 0.5
    return [x / n for x in v]


def rows(rng: random.Random, count: int, **kw) -> list[Memory]:
    return [
        Memory(
            id=new_id(),
            user_id="alice",
            text=f"fact number {i}",
            vector=unit(rng),
            embedding_model="test:random",
            **kw,
        )
        for i in range(count)
    ]


@pytest.fixture
def big(monkeypatch):
    monkeypatch.setattr(indexes_module, "SCALAR_INDEX_MIN_ROWS", 100)
    monkeypatch.setattr(indexes_module, "ANN_MIN_ROWS", 300)
    monkeypatch.setattr(snapshots_module, "SNAPSHOT_MAX_ROWS", 0)  # every scope goes to LanceDB


def indexes(store: MemoryStore) -> dict[str, str]:
    return {i.name: i.index_type for i in store.mem.list_indices()}


def exact_top(store: MemoryStore, vector: list[float], where: str, k: int) -> list[str]:
    found = store._read(
        lambda t: (
            t.search(vector, vector_column_name="vector")
            .distance_type("cosine")
            .where(where, prefilter=True)
            .bypass_vector_index()
            .limit(k)
            .to_list()
        )
    )
    return [r["id"] for r in found]


def test_a_big_store_searches_an_sq_index_and_finds_the_exact_top_k(tmp_path, big):
    rng = random.Random(18)
    store = MemoryStore(Database(str(tmp_path / "db")), dim=DIM).open()
    store.add(rows(rng, 400))
    built = indexes(store)
    assert built[VECTOR_INDEX] == "IvfSq"
    assert built["expires_at_idx"] == "BTree"
    where = store.scope_filter("alice", None, "*", now=utcnow())
    for _ in range(5):
        query = unit(rng)
        got = [m.id for m, _ in store.vector_search(query, where, 10)]
        assert got == exact_top(store, query, where, 10)


def test_an_expired_row_is_not_found_through_the_range_index(tmp_path, big):
    rng = random.Random(7)
    store = MemoryStore(Database(str(tmp_path / "db")), dim=DIM).open()
    now = utcnow()
    store.add(rows(rng, 400))
    target = unit(rng)
    gone = Memory(
        id=new_id(),
        user_id="alice",
        text="Badge code 4411",
        vector=target,
        embedding_model="test:random",
        expires_at=now - timedelta(minutes=1),
    )
    kept = Memory(
        id=new_id(),
        user_id="alice",
        text="Badge code 9020",
        vector=target,
        embedding_model="test:random",
        expires_at=now + timedelta(days=1),
    )
    store.add([gone, kept])
    store.ensure_search_indexes()
    found = recall_candidates(store, "alice", None, "*", now, "badge code", target, 5)
    ids = {m.id for m, _ in found.semantic} | {m.id for m, _ in found.lexical}
    assert kept.id in ids
    assert gone.id not in ids


def test_an_ivf_flat_index_from_before_is_rebuilt_as_sq_on_the_next_add(tmp_path, big):
    from lancedb.index import IvfFlat

    rng = random.Random(3)
    store = MemoryStore(Database(str(tmp_path / "db")), dim=DIM).open()
    store.add(rows(rng, 400))
    store.db.write(
        store.mem,
        lambda t: t.create_index(
            "vector", config=IvfFlat(distance_type="cosine"), replace=True, name=VECTOR_INDEX
        ),
    )
    assert indexes(store)[VECTOR_INDEX] == "IvfFlat"
    store.add(rows(rng, 1))
    assert indexes(store)[VECTOR_INDEX] == "IvfSq"
    where = store.scope_filter("alice", None, "*", now=utcnow())
    query = unit(rng)
    assert [m.id for m, _ in store.vector_search(query, where, 8)] == exact_top(
        store, query, where, 8
    )


def test_the_too_big_verdict_survives_recalls_access_bump_but_not_an_add(tmp_path, big):
    rng = random.Random(5)
    store = MemoryStore(Database(str(tmp_path / "db")), dim=DIM).open()
    store.add(rows(rng, 20))
    store.ensure_text_index()  # built by the first search otherwise: a write of its own
    key = ("alice", None, "*")
    now = utcnow()
    found = recall_candidates(store, "alice", None, "*", now, "fact", unit(rng), 4)
    assert store.snapshots.scopes[key] == store.mem.version  # too big: searched in LanceDB
    store.bump_access("alice", [m.id for m, _ in found.semantic], now)
    assert store.snapshots.scopes[key] == store.mem.version  # carried: no count on the next recall
    store.add(rows(rng, 1))
    assert key not in store.snapshots.scopes


@pytest.mark.s3
def test_on_object_storage_the_indexes_build_and_find_the_exact_top_k(s3_env, big):
    from ltm_chat.config import load_settings

    rng = random.Random(11)
    store = MemoryStore(Database.at(load_settings().paths), dim=DIM).open()
    assert not store.db.is_local
    store.add(rows(rng, 400))
    built = indexes(store)
    assert (built[VECTOR_INDEX], built["expires_at_idx"]) == ("IvfSq", "BTree")
    where = store.scope_filter("alice", None, "*", now=utcnow())
    query = unit(rng)
    assert [m.id for m, _ in store.vector_search(query, where, 10)] == exact_top(
        store, query, where, 10
    )
    found = recall_candidates(store, "alice", None, "*", utcnow(), "fact number 7", query, 6)
    assert "fact number 7" in [m.text for m, _ in found.lexical]


def test_the_lance_path_scores_pinned_and_lexical_rows_by_their_cosine(tmp_path, big):
    import numpy as np

    rng = random.Random(9)
    store = MemoryStore(Database(str(tmp_path / "db")), dim=DIM).open()
    pin = Memory(
        id=new_id(),
        user_id="alice",
        text="Allergic to peanuts",
        pinned=True,
        vector=[2.0 * x for x in unit(rng)],
        embedding_model="test:random",
    )
    store.add(rows(rng, 400) + [pin])
    query = unit(rng)

    def cosine(vector: list[float]) -> float:
        v = np.asarray(vector)
        return float(v @ np.asarray(query) / np.linalg.norm(v))

    for _ in range(2):  # the second time from the pinned cache, carried across the bump
        found = recall_candidates(store, "alice", None, "*", utcnow(), "fact number 3", query, 6)
        assert found.cosine[pin.id] == pytest.approx(cosine(pin.vector), abs=1e-5)
        assert found.lexical
        for m, _ in found.lexical:
            assert found.cosine[m.id] == pytest.approx(cosine(m.vector), abs=1e-5)
            assert float(np.linalg.norm(found.vectors[m.id])) == pytest.approx(1.0, abs=1e-5)
        store.bump_access("alice", [pin.id], utcnow())
