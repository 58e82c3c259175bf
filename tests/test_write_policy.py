"""The write policy end to end (issue #14): ChatSession over real HTTP to the fake server, a real
LanceDB on disk, the clock injected. The fake server labels nothing: the local checks decide."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from ltm_chat.chat.events import ExplicitMemory, RecallDone
from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.storage.sealed import is_sealed
from tests.memory_helpers import files_containing

EMBED = "openai/fake-embedding"


def memory_on(settings, **kw):
    return settings.with_(memory_env="1", embedding_model=EMBED, **kw)


async def turn(server, session, text, *, reply="Noted.", extracted=None):
    """One chat turn; `extracted` is what the (fake) extraction model proposes."""
    server.script_reply(reply)
    if extracted is not None:
        server.script_json({"memories": extracted})
    events = [ev async for ev in session.send(text)]
    assert await session.wait_for_background(30)
    return events


def recalled(events) -> list[str]:
    found = [ev for ev in events if isinstance(ev, RecallDone)]
    return [r.memory.text for r in found[0].items] if found else []


LONG = [{"text": "User likes long, detailed answers", "kind": "preference", "importance": 0.6}]


async def test_one_mention_waits_for_review_and_a_second_in_another_conversation_promotes_it(
    fake_llm_settings, fake_openai
):
    settings = memory_on(fake_llm_settings)
    assert settings.memory_review == "pending"  # the default
    first = ChatSession(settings)
    await turn(fake_openai, first, "I like long answers, by the way.", extracted=LONG)
    [waiting] = await first.memory.pending()
    assert waiting.text == "User likes long, detailed answers" and waiting.status == "pending"
    assert waiting.conversation_id == first.conversation_id

    second = ChatSession(settings)  # another conversation
    events = await turn(
        fake_openai, second, "How long should your answers about detailed topics be?"
    )
    assert "User likes long, detailed answers" not in recalled(events)  # pending: not recalled

    notices = []
    second.add_listener(notices.append)
    await turn(fake_openai, second, "As I said before: I like long answers.", extracted=LONG)
    assert [c.action for c in notices[-1].changes] == ["promoted"]
    assert await second.memory.pending() == []
    [kept] = await second.memory.list(status="active")
    assert kept.id == waiting.id and kept.conversation_id == first.conversation_id  # provenance

    third = ChatSession(settings)
    events = await turn(
        fake_openai, third, "How long should your answers about detailed topics be?"
    )
    assert "User likes long, detailed answers" in recalled(events)


async def test_the_same_mention_twice_in_one_conversation_does_not_promote(
    fake_llm_settings, fake_openai
):
    session = ChatSession(memory_on(fake_llm_settings))
    await turn(fake_openai, session, "I like long answers.", extracted=LONG)
    await turn(fake_openai, session, "Really, I like long answers.", extracted=LONG)
    [waiting] = await session.memory.pending()
    assert waiting.status == "pending"


async def test_a_health_fact_is_not_stored_without_remember_that(fake_llm_settings, fake_openai):
    settings = memory_on(fake_llm_settings, memory_review="auto")  # even in the laxest mode
    health = [{"text": "User has diabetes and is pregnant", "kind": "fact", "importance": 0.8}]
    first = ChatSession(settings)
    await turn(fake_openai, first, "I have diabetes and I am pregnant.", extracted=health)
    second = ChatSession(settings)
    await turn(fake_openai, second, "Again: I have diabetes and I am pregnant.", extracted=health)
    assert await second.memory.list(status="active") == []
    [offered] = await second.memory.pending()  # offered for review, marked, never promoted
    assert offered.sensitivity == "sensitive"
    events = await turn(fake_openai, ChatSession(settings), "What should I eat with diabetes?")
    assert recalled(events) == []

    explicit = ChatSession(settings)
    events = [ev async for ev in explicit.send("remember that I have type 2 diabetes")]
    assert isinstance(events[-1], ExplicitMemory)
    [stored] = await explicit.memory.list(status="active")
    assert stored.text == "I have type 2 diabetes" and stored.sensitivity == "sensitive"
    events = await turn(fake_openai, ChatSession(settings), "What should I eat with my diabetes?")
    assert "I have type 2 diabetes" in recalled(events)


async def test_an_expiring_fact_is_recalled_before_and_gone_after_and_curation_erases_it(
    fake_llm_settings, fake_openai
):
    now = [datetime(2026, 12, 1, 9, 0, tzinfo=UTC)]
    settings = memory_on(fake_llm_settings, memory_review="auto")
    berlin = [{"text": "User is in Berlin this week", "kind": "event", "expires": "2026-12-06"}]
    first = ChatSession(settings, clock=lambda: now[0])
    await turn(fake_openai, first, "I'm in Berlin this week.", extracted=berlin)
    [m] = await first.memory.list(status="active")
    assert m.expires_at == datetime(2026, 12, 7, tzinfo=UTC)  # the end of the 6th
    assert "Today is 2026-12-01." in str(fake_openai.extraction_requests[-1]["messages"])

    now[0] = datetime(2026, 12, 4, 9, 0, tzinfo=UTC)
    before = await turn(
        fake_openai, ChatSession(settings, clock=lambda: now[0]), "Which city is User in?"
    )
    assert "User is in Berlin this week" in recalled(before)

    now[0] = datetime(2026, 12, 8, 9, 0, tzinfo=UTC)
    later = ChatSession(settings, clock=lambda: now[0])
    after = await turn(fake_openai, later, "Which city is User in?")
    assert "User is in Berlin this week" not in recalled(after)

    data = Path(settings.paths.db_uri)
    assert files_containing(data, "User is in Berlin this week")  # expired, not yet erased
    purged = await later.memory.purge_expired()
    assert [p.id for p in purged] == [m.id]
    assert files_containing(data, "User is in Berlin this week") == []
    assert await later.memory.list() == []


async def test_a_past_expiry_from_the_model_drops_the_candidate(fake_llm_settings, fake_openai):
    now = datetime(2026, 12, 1, 9, 0, tzinfo=UTC)
    session = ChatSession(memory_on(fake_llm_settings, memory_review="auto"), clock=lambda: now)
    exam = [{"text": "User's exam is on Friday", "kind": "event", "expires": "2026-11-20"}]
    await turn(fake_openai, session, "My exam was on Friday.", extracted=exam)
    assert await session.memory.list() == []


async def test_a_recalled_memory_restated_by_the_assistant_is_not_added_again(
    fake_llm_settings, fake_openai
):
    settings = memory_on(fake_llm_settings, memory_review="auto")  # auto would store anything new
    teach = ChatSession(settings)
    [ev async for ev in teach.send("remember that my cat is called Miso")]
    [cat] = await teach.memory.list()

    asking = ChatSession(settings)
    notices = []
    asking.add_listener(notices.append)
    restated = [{"text": "User's cat is called Miso", "kind": "fact", "importance": 0.6}]
    events = await turn(
        fake_openai,
        asking,
        "What is my cat called?",
        reply="Your cat is called Miso.",
        extracted=restated,
    )
    assert recalled(events) == ["My cat is called Miso"]
    # not learnt again, and not reinforced either: being recalled is not being said again
    assert notices == []
    [same] = await asking.memory.list()
    assert (same.id, same.version, same.importance) == (cat.id, cat.version, cat.importance)

    # Something new about the recalled fact is learnt as usual.
    news = [{"text": "User's cat Miso is sick with a cold", "kind": "fact"}]
    await turn(fake_openai, asking, "My cat Miso is sick with a cold, poor thing.", extracted=news)
    assert len(await asking.memory.list()) == 2


async def test_forget_by_conversation_erases_exactly_what_it_taught(fake_llm_settings, fake_openai):
    settings = memory_on(fake_llm_settings, memory_review="auto")
    a = ChatSession(settings)
    await turn(
        fake_openai,
        a,
        "I play the cello.",
        extracted=[{"text": "User plays the cello in a quartet"}],
    )
    await turn(
        fake_openai, a, "I grow tomatoes.", extracted=[{"text": "User grows heirloom tomatoes"}]
    )
    b = ChatSession(settings)
    await turn(
        fake_openai, b, "I collect stamps.", extracted=[{"text": "User collects Nordic stamps"}]
    )
    pending = ChatSession(settings.with_(memory_review="pending"))
    await pending.resume(a.conversation_id)
    await turn(fake_openai, pending, "I knit.", extracted=[{"text": "User knits woollen socks"}])
    assert len(await a.memory.from_conversation(a.conversation_id)) == 3  # pending ones too

    data = Path(settings.paths.db_uri)
    taught_by_a = [
        "User plays the cello in a quartet",
        "User grows heirloom tomatoes",
        "User knits woollen socks",
    ]
    assert all(files_containing(data, t) for t in taught_by_a)
    events = [ev async for ev in pending.send("forget everything from this conversation")]
    assert events[-1].message == "Forgotten: 3 memories this conversation taught."
    for text in taught_by_a:
        assert files_containing(data, text) == [], text
    assert [m.text for m in await b.memory.list()] == ["User collects Nordic stamps"]
    assert files_containing(data, "User collects Nordic stamps")


async def test_accept_keeps_provenance_and_reject_erases_the_bytes(fake_llm_settings, fake_openai):
    settings = memory_on(fake_llm_settings)
    session = ChatSession(settings)
    await turn(fake_openai, session, "I like long answers.", extracted=LONG)
    await turn(
        fake_openai,
        session,
        "I owe 40,000 dollars.",
        extracted=[{"text": "User has $40,000 of debt"}],
    )
    waiting = {m.text: m for m in await session.memory.pending()}
    debt = waiting["User has $40,000 of debt"]
    assert debt.sensitivity == "sensitive"
    data = Path(settings.paths.db_uri)
    # A sensitive memory is sealed at rest: its plain text is never on disk, its sealed bytes are
    assert files_containing(data, "User has $40,000 of debt") == []
    store = session.memory.store
    rows = store.db.read(store.mem, lambda t: t.to_arrow().select(["id", "text"]).to_pylist())
    [sealed_text] = [r["text"] for r in rows if r["id"] == debt.id]
    assert is_sealed(sealed_text) and files_containing(data, sealed_text)
    assert await session.memory.reject([debt.id]) == 1
    assert files_containing(data, sealed_text) == []

    long = waiting["User likes long, detailed answers"]
    [accepted] = await session.memory.accept([long.id], text="User likes long answers")
    assert accepted.status == "active" and accepted.text == "User likes long answers"
    assert accepted.conversation_id == session.conversation_id and accepted.source == "extracted"
    assert await session.memory.history(long.id) == []  # the pending text was never a memory
    with pytest.raises(Exception, match="not waiting for review"):
        await session.memory.accept([long.id])
    assert session.memory.review == "pending"


async def test_review_explicit_only_never_promotes(fake_llm_settings, fake_openai):
    settings = memory_on(fake_llm_settings, memory_review="explicit-only")
    await turn(fake_openai, ChatSession(settings), "I like long answers.", extracted=LONG)
    later = ChatSession(settings)
    await turn(fake_openai, later, "I like long answers.", extracted=LONG)
    [waiting] = await later.memory.pending()
    assert waiting.status == "pending"


@pytest.mark.parametrize(
    ("text", "matches"),
    [
        ("forget everything from this conversation", True),
        ("Please forget all from this chat.", True),
        ("forget what this chat taught", True),
        ("forget everything you learned in this conversation", True),
        ("forget that I like tea", False),  # one memory, not the conversation
        ("forget everything from this conversation and tell me a joke", False),
    ],
)
def test_forget_this_conversation_phrases(text, matches):
    from ltm_chat.chat.explicit import EXPLICIT_FORGET_CONVERSATION

    assert bool(EXPLICIT_FORGET_CONVERSATION.match(text)) is matches


async def test_background_curation_runs_at_most_once_a_day(fake_llm_settings, fake_openai):
    now = [datetime(2026, 12, 1, 9, 0, tzinfo=UTC)]
    settings = memory_on(fake_llm_settings)
    session = ChatSession(settings, clock=lambda: now[0])
    await session.load()
    await session.memory.add("User is in Oslo this week", expires_at=now[0] + timedelta(days=2))
    assert (await session.curate_if_due())["expired"] == []
    now[0] += timedelta(hours=3)
    assert await session.curate_if_due() is None  # ran less than a day ago (by its own clock)
    now[0] += timedelta(days=3)
    report = await session.curate_if_due()
    assert [m.text for m in report["expired"]] == ["User is in Oslo this week"]
    assert await session.memory.list() == []


async def test_a_request_to_remember_inside_a_message_stores_what_it_covers_only(
    fake_llm_settings, fake_openai
):
    """Not at the start ("Hi! Please remember that …") the request's own sentence is stored at
    once (sensitive or not) and the message goes to the model and extraction; what the same
    message says besides it (even after "Also") still follows the policy."""
    session = ChatSession(memory_on(fake_llm_settings))
    said = (
        "Hi! Please remember that I have type 2 diabetes. "
        "Also my neighbour Tom is having an affair, funny story."
    )
    await turn(
        fake_openai,
        session,
        said,
        extracted=[
            {"text": "User has type 2 diabetes", "kind": "fact", "importance": 0.6},
            {"text": "User's neighbour Tom is having an affair", "kind": "fact", "importance": 0.4},
            {"text": "User likes long, detailed answers", "kind": "preference", "importance": 0.6},
        ],
    )
    [kept] = await session.memory.list(status="active")
    assert (kept.text, kept.source, kept.sensitivity) == (
        "I have type 2 diabetes.",
        "explicit",
        "sensitive",
    )
    waiting = {m.text: m.sensitivity for m in await session.memory.pending()}
    assert waiting == {
        "User's neighbour Tom is having an affair": "sensitive",  # not what was asked
        "User likes long, detailed answers": "normal",  # incidental: waits as always
    }
    # A bare request points at the sentence before it.
    await turn(
        fake_openai,
        ChatSession(memory_on(fake_llm_settings)),
        "I play the cello. Keep that in mind!",
        extracted=[{"text": "User plays the cello", "kind": "fact"}],
    )
    assert "User plays the cello" in [m.text for m in await session.memory.list(status="active")]
