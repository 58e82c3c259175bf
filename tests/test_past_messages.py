"""Past messages for a question about the past (bench/past_messages.py), on a real store on disk.

Measured in bench/locomo.py (family "past messages"), not wired into the chat: these tests keep
the function the bench calls honest (never the current conversation, never another user's).
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime

import pytest

from bench.past_messages import PastMessage, combined, displace, find_past_messages, rarity

MAY = datetime(2023, 5, 8, 13, 56, tzinfo=UTC)
JUNE = datetime(2023, 6, 9, 10, 0, tzinfo=UTC)


def saved(db, user: str, when: datetime, turns):
    from ltm_chat.chat.history import ConversationStore

    store = ConversationStore(db, user, clock=lambda: when).open()
    conv = store.create(turns[0][1])
    store.add_messages(conv.id, turns, None)
    return store, conv


@pytest.fixture
def stores(ltm_home, tmp_path):
    from ltm_chat.memory.storage.db import Database

    db = Database(str(tmp_path / "db"))
    store, may = saved(
        db,
        "alice",
        MAY,
        [("user", "I went to the pottery workshop yesterday"), ("assistant", "Sounds fun!")],
    )
    _, june = saved(
        db, "alice", JUNE, [("user", "When did I go to the pottery workshop?"), ("assistant", "…")]
    )
    saved(db, "bob", MAY, [("user", "My pottery workshop was cancelled"), ("assistant", "Pity.")])
    return store, may, june


def find(store, query: str, exclude: str | None, floor: float = 0.2):
    return asyncio.run(
        find_past_messages(
            store,
            query,
            vector=None,
            embedding_model=None,
            embed_documents=None,
            exclude=exclude,
            floor=floor,
            limit=5,
        )
    )


def test_a_question_finds_the_earlier_message_dated_never_the_current_conversation(stores):
    store, may, june = stores
    found = find(store, "When did I go to the pottery workshop?", exclude=june.id)
    assert [(p.conversation_id, p.role, p.at) for p in found] == [(may.id, "user", MAY)]
    assert found[0].content == "I went to the pottery workshop yesterday"
    assert found[0].relevance > 0.2


def test_an_unrelated_question_finds_nothing_and_another_users_words_never(stores):
    store, _may, june = stores
    assert find(store, "What is the capital of Peru?", exclude=june.id) == []
    everyone = find(store, "pottery workshop cancelled", exclude=None, floor=0.0)
    assert "My pottery workshop was cancelled" not in [p.content for p in everyone]


@dataclass
class Recalled:
    similarity: float


def past(relevance: float) -> PastMessage:
    return PastMessage(str(relevance), "c", "user", MAY, "said", relevance)


def test_messages_take_their_share_of_the_slots_or_merge_by_relevance():
    memories = [Recalled(0.9), Recalled(0.8), Recalled(0.3)]
    messages = [past(0.85), past(0.5)]
    assert combined(memories[:2], messages, 3, reserved=1) == [*memories[:2], messages[0]]
    assert combined(memories, messages, 3, reserved=None) == [
        memories[0],
        messages[0],
        memories[1],
    ]


def test_a_message_displaces_only_a_memory_it_matches_better_than():
    memories = ["glaze", "kiln", "wheel"]
    values = [1.1, 0.9, 0.7]
    middling, weak = past(0.8), past(0.6)
    strong = PastMessage("s", "c", "user", MAY, "said", 1.0, raw=1.2)  # raw, not the capped 1.0
    assert displace(memories, values, [weak], "weaker") == memories
    assert displace(memories, values, [middling, weak], "weaker") == ["glaze", "kiln", middling]
    # The weakest left is "kiln" (0.9) once "wheel" is gone: 0.8 does not beat it.
    assert displace(memories, values, [strong, middling], "weaker") == ["glaze", "kiln", strong]
    # "best": only a message that beats every recalled memory gets in.
    assert displace(memories, values, [middling], "best") == memories
    assert displace(memories, values, [strong, middling], "best") == ["glaze", "kiln", strong]


def test_a_word_every_item_holds_weighs_next_to_nothing():
    weights = rarity(
        "When did Ines start the ceramics course?",
        ["Ines likes tea", "Ines moved flats", "Ines started a ceramics course"],
    )
    assert weights["ines"] < 0.3 < weights["ceramic"]
