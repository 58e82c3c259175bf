"""Recall's in-process snapshot stays true to the table: own writes, other writers, expiry."""

from __future__ import annotations

from datetime import timedelta

from ltm_chat.memory.model import Memory, new_id, utcnow
from ltm_chat.memory.retrieval.candidates import recall_candidates
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.search_cache import ScopeSnapshot, centred_cosines
from ltm_chat.memory.storage.store import MemoryStore
from ltm_chat.memory.text import terms
from tests.memory_helpers import HashEmbedder

EMB = HashEmbedder()


def row(text: str, **kw) -> Memory:
    return Memory(
        id=new_id(),
        user_id="alice",
        text=text,
        vector=EMB.embed([text])[0],
        embedding_model=EMB.name,
        **kw,
    )


def ids(found) -> list[str]:
    return [m.id for m, _ in found]


def candidates(store: MemoryStore, query: str, now=None):
    vec = EMB.embed([query])[0]
    return recall_candidates(store, "alice", "chat", "", now or utcnow(), query, vec, 5)


def test_snapshot_sees_own_adds_bumps_and_another_writers_rows(tmp_path):
    uri = str(tmp_path / "db")
    mine = MemoryStore(Database(uri), dim=EMB.dim).open()
    other = MemoryStore(Database(uri), dim=EMB.dim).open()  # as a second process would
    tea = row("Prefers green tea over coffee")
    mine.add([tea, row("Lives in Lisbon")])
    assert ids(candidates(mine, "green tea").lexical)[0] == tea.id

    bike = row("Repairs old bicycles on weekends")
    mine.add([bike])  # patched into the snapshot, not reloaded
    assert ids(candidates(mine, "old bicycles").lexical)[0] == bike.id

    at = utcnow()
    mine.bump_access("alice", [tea.id], at)
    found = candidates(mine, "green tea")
    assert found.lexical[0][0].last_accessed_at == at
    assert found.lexical[0][0].retrieval_count == 1

    cello = row("Plays the cello in an orchestra")
    other.add([cello])  # a write this store did not make: the snapshot must reload
    assert ids(candidates(mine, "cello orchestra").lexical)[0] == cello.id
    other.forget("alice", [tea.id])
    assert tea.id not in ids(candidates(mine, "green tea").lexical)
    assert tea.id not in ids(candidates(mine, "green tea").semantic)


def test_snapshot_skips_expired_rows_and_other_users(tmp_path):
    store = MemoryStore(Database(str(tmp_path / "db")), dim=EMB.dim).open()
    now = utcnow()
    gone = row("Parking spot is level 3", expires_at=now - timedelta(hours=1))
    kept = row("Parking permit renews in May")
    stranger = Memory(
        id=new_id(),
        user_id="bob",
        text="Parking at the station",
        vector=EMB.embed(["Parking"])[0],
        embedding_model=EMB.name,
    )
    store.add([gone, kept, stranger])
    found = candidates(store, "parking", now)
    assert ids(found.lexical) == [kept.id]
    assert set(ids(found.semantic)) == {kept.id}
    assert set(found.cosine) == {kept.id}


def test_terms_drop_stopwords_and_fold_simple_suffixes():
    assert terms("What did Melanie paint? She painted lakes, paints sunsets") == [
        "melanie",
        "paint",
        "paint",
        "lake",
        "paint",
        "sunset",
    ]


def test_lance_path_pinned_rows_follow_bumps_and_other_writers(tmp_path, monkeypatch):
    import ltm_chat.memory.storage.snapshots as snapshots_module

    monkeypatch.setattr(snapshots_module, "SNAPSHOT_MAX_ROWS", 0)  # every scope goes to LanceDB
    uri = str(tmp_path / "db")
    mine = MemoryStore(Database(uri), dim=EMB.dim).open()
    other = MemoryStore(Database(uri), dim=EMB.dim).open()
    now = utcnow()
    pin = row("Allergic to peanuts", pinned=True)
    soon = row("Badge code changes today", pinned=True, expires_at=now + timedelta(minutes=5))
    mine.add([pin, soon, row("Lives in Lisbon")])
    assert {m.id for m in candidates(mine, "lisbon", now).pinned} == {pin.id, soon.id}
    mine.bump_access("alice", [pin.id], now)  # carried to the next version, not reloaded
    found = candidates(mine, "lisbon", now)
    assert [m.retrieval_count for m in found.pinned if m.id == pin.id] == [1]
    assert {m.id for m in candidates(mine, "x", now + timedelta(hours=1)).pinned} == {pin.id}
    other.set_fields("alice", [pin.id], pinned=False)  # another writer: reloaded
    assert {m.id for m in candidates(mine, "lisbon", now).pinned} == {soon.id}


def snapshot(texts: list[str], vectors, conversations: list[str | None]) -> ScopeSnapshot:
    snap = ScopeSnapshot("alice", None, None, 0, len(vectors[0]))
    rows = [
        Memory(id=str(i), user_id="alice", text=t, conversation_id=c)
        for i, (t, c) in enumerate(zip(texts, conversations, strict=True))
    ]
    snap.extend(rows, vectors)
    return snap


def test_centred_matches_the_reference_centring():
    import numpy as np

    rng = np.random.default_rng(7)
    vectors = rng.standard_normal((60, 16)).astype(np.float32) + 1.0  # a shared direction
    vectors[5] = 0.0  # a row without a vector
    snap = snapshot(["x"] * 60, vectors, [None] * 60)
    query = rng.standard_normal(16)
    rows = [0, 5, 17, 59]
    fast = snap.centred(rows, query)
    slow = centred_cosines(snap.vectors[rows], query, snap.mean_vector())
    assert np.allclose(fast, slow, atol=1e-5)
    assert fast[1] == 0.0
    snap.extend([Memory(id="late", user_id="alice", text="x")], vectors[:1] * 3)
    again = centred_cosines(snap.vectors[rows], query, snap.mean_vector())
    assert np.allclose(snap.centred(rows, query), again, atol=1e-5)  # the mean moved with it


def test_best_sibling_is_the_best_other_row_of_the_same_conversation():
    import numpy as np

    conversations = ["a", "a", "b", None, "a", "b", "c", "d"]
    snap = snapshot(["x"] * 8, np.eye(8, dtype=np.float32), conversations)
    assert snap.with_conversations({0}) == {0, 1, 4}
    assert snap.with_conversations({3, 5}) == {2, 3, 5}
    rows = list(range(7))
    values = np.array([0.5, 0.9, 0.3, 0.99, 0.7, 0.1, 0.4])
    # a: 0.5 0.9 0.7 -> 0.9 0.7 0.9; b: 0.3 0.1 -> 0.1 0.3; no conversation or alone: 0.
    assert snap.best_sibling(rows, values).tolist() == [0.9, 0.7, 0.1, 0.0, 0.9, 0.3, 0.0]
    assert snap.best_sibling([4, 1], np.array([0.2, 0.6])).tolist() == [0.6, 0.2]


def test_coverage_all_weighs_rare_terms_more():
    import numpy as np

    texts = ["Melanie paints lakes", "Melanie runs", "Melanie swims", "Caroline paints"]
    snap = snapshot(texts, np.eye(4, dtype=np.float32), [None] * 4)
    shares = snap.coverage_all("What did Melanie paint?")
    assert shares[0] == 1.0 and shares[1] == shares[2] and shares[3] > shares[1] > 0
    assert snap.coverage("What did Melanie paint?", {0, 3}) == {0: 1.0, 3: shares[3]}
