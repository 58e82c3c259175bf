"""The model's memory_save obeys the write policy (issue #14): ChatSession over real HTTP to the
fake server (which emits the streamed tool call), a real LanceDB on disk. A save is explicit
only when the user's own words in that turn ask for it; otherwise it is judged as extraction
is (incidental: pending; sensitive: pending and marked, never stored on its own)."""

from __future__ import annotations

import json

import pytest

from ltm_chat.chat.events import ToolUsed
from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.write.policy import asks_to_remember, explicit_intent
from tests.fakes.openai_server import is_json_request
from tests.test_write_policy import memory_on, recalled, turn


def tools_on(settings, **kw):
    return memory_on(settings, model_tools=True, **kw)


async def saving(server, session, said, text, kind="fact"):
    """A turn in which the model calls memory_save(text); the tool's JSON result and line."""
    server.script_tool_call("memory_save", {"text": text, "kind": kind})
    events = await turn(server, session, said, reply="Okay.")
    [used] = [ev for ev in events if isinstance(ev, ToolUsed)]
    answer = [b for b in server.chat_requests if not is_json_request(b)][-1]
    [result] = [json.loads(m["content"]) for m in answer["messages"] if m["role"] == "tool"]
    return result, used


async def test_a_save_the_user_did_not_ask_for_waits_for_review_and_is_not_recalled(
    fake_llm_settings, fake_openai
):
    session = ChatSession(tools_on(fake_llm_settings))
    result, used = await saving(
        fake_openai,
        session,
        "I like long answers, by the way.",
        "User likes long, detailed answers",
        "preference",
    )
    assert result["status"] == "pending" and "review" in result["note"]
    assert used.line == "kept for review, not saved: User likes long, detailed answers"
    [waiting] = await session.memory.pending()
    assert waiting.id == result["id"] and waiting.sensitivity == "normal"
    assert waiting.conversation_id == session.conversation_id and waiting.message_id
    assert await session.memory.list(status="active") == []
    events = await turn(
        fake_openai,
        ChatSession(tools_on(fake_llm_settings)),
        "How long should your answers about detailed topics be?",
    )
    assert recalled(events) == []


async def test_a_sensitive_save_is_never_stored_without_the_user_asking(
    fake_llm_settings, fake_openai
):
    settings = tools_on(fake_llm_settings, memory_review="auto")  # even in the laxest mode
    session = ChatSession(settings)
    result, _ = await saving(
        fake_openai, session, "I have diabetes, what should I eat tonight?", "User has diabetes"
    )
    assert result["status"] == "pending"
    [offered] = await session.memory.pending()
    assert offered.sensitivity == "sensitive"
    assert await session.memory.list(status="active") == []
    # Asked to remember something else: no licence for the model to keep the health fact.
    again, _ = await saving(
        fake_openai, ChatSession(settings), "I like green tea, please remember it.", "User has HIV"
    )
    assert again["status"] == "pending"
    assert await session.memory.list(status="active") == []


async def test_a_save_the_user_asked_for_in_the_turn_stores_at_once(fake_llm_settings, fake_openai):
    settings = tools_on(fake_llm_settings)  # default review = "pending"
    session = ChatSession(settings)
    result, used = await saving(
        fake_openai,
        session,
        "Could you remember that I have type 2 diabetes? And what's for tea?",
        "User has type 2 diabetes",
    )
    assert result == {"status": "added", "id": result["id"]}
    assert used.line == "saved to memory: User has type 2 diabetes"
    [kept] = await session.memory.list(status="active")
    assert (kept.text, kept.sensitivity, kept.source) == (
        "User has type 2 diabetes",
        "sensitive",
        "explicit",
    )
    assert kept.conversation_id == session.conversation_id
    events = await turn(fake_openai, ChatSession(settings), "What should I eat with my diabetes?")
    assert "User has type 2 diabetes" in recalled(events)
    # Only the user's words in the CURRENT turn count: a later save of the same kind of fact
    # without a request waits.
    later, _ = await saving(
        fake_openai, session, "Also I take insulin at night.", "User takes insulin at night"
    )
    assert later["status"] == "pending"


async def test_an_explicit_save_accepts_the_pending_twin(fake_llm_settings, fake_openai):
    settings = tools_on(fake_llm_settings)
    first = ChatSession(settings)
    waiting, _ = await saving(fake_openai, first, "I play the cello.", "User plays the cello")
    assert waiting["status"] == "pending"
    asked, _ = await saving(
        fake_openai,
        ChatSession(settings),
        "I play the cello, keep that in mind",
        "User plays the cello",
    )
    assert asked["id"] == waiting["id"]
    assert await first.memory.pending() == []
    [kept] = await first.memory.list(status="active")
    assert kept.id == waiting["id"] and kept.conversation_id == first.conversation_id


async def test_a_save_in_a_chats_first_turn_promotes_the_copy_from_another_chat(
    fake_llm_settings, fake_openai
):
    settings = tools_on(fake_llm_settings)
    first = ChatSession(settings)
    waiting, _ = await saving(fake_openai, first, "I play the cello.", "User plays the cello")
    assert waiting["status"] == "pending"
    second = ChatSession(settings)  # a new chat: its first turn, no conversation saved yet
    again, _ = await saving(fake_openai, second, "Cello again tonight.", "User plays the cello")
    assert second.conversation_id not in (None, first.conversation_id)
    assert again["id"] == waiting["id"] and again["status"] != "pending"
    [kept] = await first.memory.list(status="active")
    assert kept.id == waiting["id"] and await first.memory.pending() == []


@pytest.mark.parametrize(
    ("said", "asks"),
    [
        ("Remember that I'm vegan", True),
        ("I love hiking, please remember", True),
        ("Can you remember my sister's name is Ana?", True),
        ("Keep that in mind.", True),
        ("Keep it short, please.", False),
        ("Keep that up!", False),
        ("Remember when we went to Porto?", False),
        ("Remember what I told you about Ana?", False),
        ("Don't forget I'm allergic to nuts", True),
        ("Please note that I work nights", True),
        ("Save this to your memory: I use vim", True),
        ("Remember: tabs, not spaces", True),
        ("Do you remember what I drink?", False),
        ("I remember that trip well", False),
        ("I can't remember my password", False),
        ("I like long answers", False),
        ("What do you remember about me?", False),
    ],
)
def test_what_counts_as_asking_to_remember(said, asks):
    assert asks_to_remember(said) is asks


def test_intent_covers_what_the_user_said_not_another_fact():
    said = "Could you remember that I'm vegetarian?"
    assert explicit_intent(said, "User follows a vegetarian diet")
    assert not explicit_intent(said, "User has diabetes")
    assert not explicit_intent("I'm vegetarian", "User is vegetarian")  # no request
    # Only the asking sentence counts, not another one of the same message...
    two = "I have diabetes, it's been hard. Please remember that I'm vegetarian."
    assert explicit_intent(two, "User is vegetarian")
    assert not explicit_intent(two, "User has diabetes")
    # ...unless the request only points back at it.
    assert explicit_intent("I have diabetes. Keep that in mind.", "User has diabetes")
    assert not explicit_intent(
        "I have diabetes. Bob plays golf. Keep that in mind.", "User has diabetes"
    )
