"""Episodes: a finished conversation's dated summary, recalled only when a message asks about
the past; through the real ChatSession, litellm over HTTP to the fake server."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.write.episodes import asks_about_past, parse_summary
from tests.test_chat_session import memory_on, run_turn

SUMMARY = "User planned a trip to Kyoto in April and asked which temples to visit."


def is_episode_request(body: dict) -> bool:
    return any("Summarise the conversation" in str(m.get("content")) for m in body["messages"])


def recalled_block(server) -> str:
    last = [b for b in server.chat_requests if not is_episode_request(b)][-1]
    system = [m["content"] for m in last["messages"] if m["role"] == "system"]
    return "\n".join(system)


async def test_an_episode_is_written_when_a_conversation_ends_and_recalled_for_the_past(
    fake_llm_settings, fake_openai
):
    now = [datetime(2026, 11, 30, 10, tzinfo=UTC)]
    fake_openai.on_request(is_episode_request, lambda body: {"summary": SUMMARY})
    session = ChatSession(memory_on(fake_llm_settings), clock=lambda: now[0])
    fake_openai.script_reply("Kyoto in April is lovely.")
    await run_turn(session, "I'm planning a trip to Kyoto in April")
    fake_openai.script_reply("Fushimi Inari and Kinkaku-ji.")
    await run_turn(session, "Which temples should I see?")
    await session.new_conversation()  # the conversation ends: its episode is written
    await session.wait_for_background(30)
    asked = [b for b in fake_openai.chat_requests if is_episode_request(b)]
    assert len(asked) == 1 and "Which temples should I see?" in str(asked[0]["messages"])
    [episode] = await session.memory.list(kind="episode")
    assert episode.text == SUMMARY and episode.created_at == now[0]

    now[0] += timedelta(days=1)
    fake_openai.script_reply("We talked about Kyoto.")
    await run_turn(session, "What did we talk about yesterday?")
    assert SUMMARY in recalled_block(fake_openai)
    fake_openai.script_reply("Carbonara.")
    await run_turn(session, "What is a good pasta recipe for two?")
    assert SUMMARY not in recalled_block(fake_openai)
    # Forgetting what a conversation taught forgets its episode too.
    await session.forget_memories_from(episode.conversation_id)
    assert await session.memory.list(kind="episode") == []


async def test_without_a_model_no_episode_is_written_and_nothing_breaks(
    ltm_home, fake_llm_settings
):
    session = ChatSession(memory_on(fake_llm_settings, model=None))
    await session.new_conversation()
    await session.wait_for_background(10)
    memory = await session._memory_for_erasure()
    assert await memory.list(kind="episode") == []


def test_what_counts_as_asking_about_the_past():
    assert asks_about_past("what did we talk about?", False)
    assert asks_about_past("you said something about a book", False)
    assert asks_about_past("anything", True)  # a time word was read
    assert not asks_about_past("what is a good pasta recipe?", False)
    assert parse_summary('{"summary": ""}') is None
    assert parse_summary("no json at all") is None
    assert (
        parse_summary('```json\n{"summary": " Talked  about\\n tea. "}\n```') == "Talked about tea."
    )


async def test_conversations_that_went_idle_get_their_episode_at_the_next_start(
    fake_llm_settings, fake_openai
):
    now = [datetime(2026, 11, 30, 10, tzinfo=UTC)]
    fake_openai.on_request(is_episode_request, lambda body: {"summary": SUMMARY})
    first = ChatSession(memory_on(fake_llm_settings), clock=lambda: now[0])
    await run_turn(first, "I'm planning a trip to Kyoto in April")
    await run_turn(first, "Which temples should I see?")
    await first.wait_for_background(30)  # quit without ending the conversation
    now[0] += timedelta(hours=2)
    later = ChatSession(memory_on(fake_llm_settings), clock=lambda: now[0])
    await later.write_due_episodes()
    await later.write_due_episodes()  # once per conversation, however often it runs
    assert sum(is_episode_request(b) for b in fake_openai.chat_requests) == 1
    assert [m.text for m in await later.memory.list(kind="episode")] == [SUMMARY]
