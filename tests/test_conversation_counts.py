"""Message counts per saved conversation, on a real LanceDB in a temp dir."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.storage.db import Database

START = datetime(2026, 11, 3, 14, 2, tzinfo=UTC)


def ticking_clock():
    """A clock a minute later at each call, so conversations sort in the order made."""
    moments = (START + timedelta(minutes=i) for i in range(1000))
    return lambda: next(moments)


@pytest.fixture
def stores(tmp_path):
    db = Database(str(tmp_path / "db"))
    clock = ticking_clock()
    return ConversationStore(db, "alice", clock).open(), ConversationStore(db, "bob", clock).open()


def turns(store: ConversationStore, title: str, pairs: int) -> str:
    conv = store.create(title)
    for i in range(pairs):
        store.add_messages(conv.id, [("user", f"q{i}"), ("assistant", f"a{i}")], None)
    return conv.id


def test_each_conversation_has_its_own_count_and_zero_when_empty(stores):
    alice, bob = stores
    long_id = turns(alice, "long", 3)
    short_id = turns(alice, "short", 1)
    empty_id = alice.create("created, then the first turn failed to save").id
    turns(bob, "bob's", 5)  # another user's messages are never counted for alice

    counts = {c.id: c.message_count for c in alice.list(with_counts=True)}
    assert counts == {long_id: 6, short_id: 2, empty_id: 0}
    assert alice.message_counts() == {long_id: 6, short_id: 2}  # an empty one is absent
    assert alice.message_counts([]) == {}


def test_a_limited_list_counts_only_the_listed_conversations(stores):
    alice, _ = stores
    turns(alice, "oldest", 2)
    newer_id = turns(alice, "newer", 1)
    newest_id = turns(alice, "newest", 4)
    listed = alice.list(2, with_counts=True)
    assert [(c.id, c.message_count) for c in listed] == [(newest_id, 8), (newer_id, 2)]


def test_all_counts_come_from_one_read_whatever_the_number_of_conversations(stores):
    alice, _ = stores
    for i in range(6):
        turns(alice, f"chat {i}", 1)
    reads = []
    real_read = alice.db.read
    alice.db.read = lambda tbl, fn: reads.append(tbl.name) or real_read(tbl, fn)
    alice.list(with_counts=True)
    assert reads == ["conversations", "messages"]


def test_counts_are_json_only_when_counted(stores):
    alice, _ = stores
    turns(alice, "tea", 1)
    assert alice.list(with_counts=True)[0].to_json()["message_count"] == 2
    uncounted = alice.list()[0]
    assert uncounted.message_count is None and "message_count" not in uncounted.to_json()
