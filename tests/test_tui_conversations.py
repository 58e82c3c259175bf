"""The conversations screen on a real LanceDB: list, resume in the chat, delete with a confirm.

Conversations are made by real ChatSession turns against the fake OpenAI server.
"""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.chat.history import ConversationStore
from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.storage.db import Database
from ltm_chat.tui.app import make_app
from ltm_chat.tui.screens.conversations import OPEN_MARK, ConversationsScreen
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.messages import ResumedDivider
from tests.fixtures_tui import FIXED_NOW, fixed_clock, set_local_time_zone, wait_until

SIZE = (110, 32)
CHATS = [  # (first message, reply), oldest first
    ("Plan a trip to Lisbon", "Start in Alfama."),
    ("Explain Rust lifetimes", "They name how long a borrow lives."),
    ("Best [green] tea?", "Try a Japanese sencha."),  # brackets: text, not markup
]


async def make_conversations(settings, fake_openai) -> list[str]:
    """One saved conversation per CHATS entry, an hour apart; their ids, oldest first."""
    ids = []
    for hour, (prompt, reply) in enumerate(CHATS):
        moment = FIXED_NOW - timedelta(hours=len(CHATS) - hour)
        session = ChatSession(settings, clock=lambda moment=moment: moment)
        fake_openai.script_reply(reply)
        [_ async for _ in session.send(prompt)]
        ids.append(session.conversation_id)
        await session.close()
    return ids


def store(settings) -> ConversationStore:
    return ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()


def column(screen: ConversationsScreen, index: int) -> list[str]:
    table = screen.query_one("DataTable")
    return [str(table.get_row_at(i)[index]) for i in range(table.row_count)]


def titles(screen: ConversationsScreen) -> list[str]:
    return column(screen, 0)


def message_counts(screen: ConversationsScreen) -> list[str]:
    return column(screen, 1)


def headers(app) -> list[str]:
    """The header line of each message in the chat: who, and when."""
    return [str(header.render()) for header in app.chat.query(".message-header")]


def divider(app) -> str | None:
    dividers = app.chat.query(ResumedDivider)
    return dividers.first().label if dividers else None


async def open_list(pilot) -> ConversationsScreen:
    await wait_until(pilot, lambda: pilot.app.session is not None, timeout=30)
    await pilot.press("ctrl+f")
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, ConversationsScreen))
    screen = pilot.app.screen
    await wait_until(pilot, lambda: screen.loaded, timeout=10)
    return screen


async def test_list_resume_and_delete_on_a_real_store(fake_llm_settings, fake_openai):
    ids = await make_conversations(fake_llm_settings, fake_openai)
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        assert titles(screen) == [prompt for prompt, _ in reversed(CHATS)]  # newest first
        assert message_counts(screen) == ["2", "2", "2"]
        assert "3 saved conversations" in str(screen.query_one("#conversations-status").render())

        # Enter on the second row resumes "Explain Rust lifetimes" in the chat.
        await pilot.press("down", "enter")
        await wait_until(pilot, lambda: app.session.conversation_id == ids[1])
        await wait_until(pilot, lambda: len(headers(app)) == 2)  # mounted, headers and all
        assert app.chat.messages.transcript() == [("user", CHATS[1][0]), ("assistant", CHATS[1][1])]
        # It says when it was written: made two hours before FIXED_NOW (local time is UTC here).
        assert divider(app) == "resumed · conversation from 29 Nov 2026, 12:02"
        assert headers(app) == ["You · 12:02", "Assistant (openai/fake-model) · 12:02"]

        # The next message continues that conversation (the model sees its history).
        fake_openai.script_reply("'a is a lifetime parameter.")
        composer = app.chat.query_one(Composer)
        composer.insert("And 'a?")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(app.chat.messages.transcript()) == 4, timeout=20)
        sent = fake_openai.chat_requests[-1]["messages"]
        assert [m["content"] for m in sent if m["role"] != "system"][:2] == list(CHATS[1])
        await wait_until(pilot, lambda: not app.chat.turn_running and len(headers(app)) == 4)
        assert len(store(fake_llm_settings).messages(ids[1])) == 4
        assert headers(app)[2] == "You · 14:02"  # the same day: the time alone

        # Back in the list the open conversation is marked, and now the newest, with 4 messages.
        screen = await open_list(pilot)
        assert titles(screen)[0] == OPEN_MARK + CHATS[1][0]
        assert message_counts(screen) == ["4", "2", "2"]

        # d asks first; n keeps everything.
        await pilot.press("down")  # "Best [green] tea?"
        await pilot.press("d")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConfirmModal")
        await pilot.press("n")
        await wait_until(pilot, lambda: app.screen is screen)
        assert len(titles(screen)) == 3

        # y erases it for real: gone from the list and from the database.
        await pilot.press("d")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConfirmModal")
        await pilot.press("y")
        await wait_until(pilot, lambda: len(titles(screen)) == 2)
        assert CHATS[2][0] not in titles(screen)
        remaining = store(fake_llm_settings)
        assert {c.id for c in remaining.list()} == {ids[0], ids[1]}
        assert remaining.messages(ids[2]) == []

        # Deleting the open conversation clears the chat; the next message starts a new one.
        await pilot.press("up")
        assert titles(screen)[screen.query_one("DataTable").cursor_row].startswith(OPEN_MARK)
        await pilot.press("d")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConfirmModal")
        await pilot.press("y")
        await wait_until(pilot, lambda: len(titles(screen)) == 1)
        assert app.session.conversation_id is None
        await pilot.press("escape")
        assert app.screen is app.chat
        assert app.chat.messages.transcript() == []


async def test_empty_list_and_palette_entry(fake_llm_settings):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None, timeout=30)
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press(*"conversations")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await wait_until(pilot, lambda: isinstance(app.screen, ConversationsScreen))
        screen = app.screen
        await wait_until(pilot, lambda: screen.loaded, timeout=10)
        assert titles(screen) == []
        assert "No saved conversations" in str(screen.query_one("#conversations-status").render())
        await pilot.press("enter")  # nothing selected: stays, no error
        assert app.screen is screen


def test_conversations_snapshot(snap_compare, fake_llm_settings, fake_openai):
    asyncio.run(make_conversations(fake_llm_settings, fake_openai))
    app = make_app(fake_llm_settings, clock=fixed_clock)

    async def run_before(pilot):
        await open_list(pilot)
        await pilot.press("down")

    assert snap_compare(app, terminal_size=(100, 14), run_before=run_before)


def two_day_conversation(settings) -> str:
    """A conversation begun late on 3 Nov (UTC) and taken up again on 5 Nov; its id."""
    late, later = (
        datetime(2026, 11, 3, 23, 30, tzinfo=UTC),
        datetime(2026, 11, 5, 10, 0, tzinfo=UTC),
    )
    moments = iter([late, late, later])  # create, first turn, second turn
    history = ConversationStore(
        Database(settings.paths.db_uri), settings.user_id, clock=lambda: next(moments)
    ).open()
    conv = history.create("Plan a trip to Lisbon", model="openai/fake-model")
    history.add_messages(
        conv.id,
        [("user", "Plan a trip to Lisbon"), ("assistant", "Start in Alfama.")],
        "openai/fake-model",
    )
    history.add_messages(
        conv.id, [("user", "And Porto?"), ("assistant", "Take the train.")], "openai/fake-model"
    )
    return conv.id


async def test_resumed_messages_show_when_they_were_written_in_local_time(
    fake_llm_settings, fake_openai, monkeypatch
):
    set_local_time_zone(monkeypatch, "JST-9")  # UTC+9: 3 Nov 23:30 UTC is 4 Nov 08:30 here
    conv_id = two_day_conversation(fake_llm_settings)
    app = make_app(fake_llm_settings, clock=fixed_clock, resume=conv_id)
    async with app.run_test(size=SIZE) as pilot:
        # The transcript is set before its messages mount: wait for the headers themselves.
        await wait_until(pilot, lambda: len(headers(app)) == 4, timeout=30)
        assert divider(app) == "resumed · conversation from 4 Nov 2026, 08:30"
        assert headers(app) == [
            "You · 08:30",  # the divider gave the day
            "Assistant (openai/fake-model) · 08:30",
            "You · 5 Nov 2026, 19:00",  # a later day: dated where the day changes
            "Assistant (openai/fake-model) · 19:00",
        ]
        # A message written now (29 Nov, 23:02 here) after them is dated too.
        fake_openai.script_reply("By the river.")
        app.chat.query_one(Composer).insert("And Coimbra?")
        await pilot.press("enter")
        await wait_until(pilot, lambda: not app.chat.turn_running and len(headers(app)) == 6)
        assert headers(app)[4:] == [
            "You · 29 Nov 2026, 23:02",
            "Assistant (openai/fake-model) · 23:02",
        ]


def test_resumed_conversation_snapshot(snap_compare, fake_llm_settings):
    conv_id = two_day_conversation(fake_llm_settings)
    app = make_app(fake_llm_settings, clock=fixed_clock, resume=conv_id)

    async def run_before(pilot):
        await wait_until(pilot, lambda: app.session is not None, timeout=30)
        await wait_until(pilot, lambda: len(headers(app)) == 4)
        await pilot.pause(0.1)

    assert snap_compare(app, terminal_size=(100, 22), run_before=run_before)


@pytest.mark.parametrize("resume", ["zzzz", "latest"])
async def test_a_conversation_that_cannot_be_resumed_is_a_notice_and_a_fresh_chat(
    fake_llm_settings, fake_openai, resume
):
    # `--conversation zzzz` (or `--continue` with nothing saved) used to leave the engine
    # unstarted: every message stayed "queued until the model is ready".
    app = make_app(fake_llm_settings, clock=fixed_clock, resume=resume)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None, timeout=120)
        assert app.session_error is None
        notices = [n.message for n in app._notifications]
        assert any("Could not resume" in n and "new chat" in n for n in notices), notices
        fake_openai.script_reply("Fresh start.")
        app.chat.query_one(Composer).insert("hello")
        await pilot.press("enter")
        await wait_until(
            pilot, lambda: not app.chat.turn_running and len(headers(app)) == 2, timeout=60
        )
        assert app.chat.messages.transcript()[-1] == ("assistant", "Fresh start.")


def test_conversations_snapshot_80x24(snap_compare, fake_llm_settings, fake_openai):
    """Every column fits at 80 columns: "Last message" whole and the model shown."""
    asyncio.run(make_conversations(fake_llm_settings, fake_openai))
    app = make_app(fake_llm_settings, clock=fixed_clock)

    async def run_before(pilot):
        screen = await open_list(pilot)
        table = screen.query_one("DataTable")
        widths = [c.get_render_width(table) for c in table.columns.values()]
        assert sum(widths) <= 80 - 2 - 1, widths  # margins and the scrollbar
        assert [str(c.label) for c in table.columns.values()][-1] == "Model"

    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


async def test_forget_what_a_conversation_taught(fake_llm_settings, fake_openai):
    """f on a conversation erases every memory it taught (asks first); the others stay."""
    from pathlib import Path

    from tests.memory_helpers import files_containing

    settings = fake_llm_settings.with_(
        memory_env="1", embedding_model="openai/fake-embedding", memory_review="auto"
    )
    taught = {}
    for prompt, fact in [
        ("I play the cello.", "User plays the cello in a quartet"),
        ("I collect stamps.", "User collects Nordic stamps"),
    ]:
        session = ChatSession(settings, clock=fixed_clock)
        fake_openai.script_reply("Nice.")
        fake_openai.script_json({"memories": [{"text": fact}]})
        [_ async for _ in session.send(prompt)]
        assert await session.wait_for_background(30)
        taught[prompt] = fact
        await session.close()
    data = Path(settings.paths.db_uri)
    assert all(files_containing(data, fact) for fact in taught.values())

    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        gone = taught.pop(titles(screen)[0])  # the row under the cursor
        [kept] = taught.values()
        await pilot.press("f")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConfirmModal")
        await pilot.press("y")
        await wait_until(pilot, lambda: not files_containing(data, gone), timeout=20)
        assert files_containing(data, kept)
        assert len(titles(screen)) == 2  # the conversations themselves stay
        await app.session.wait_for_background(10)


async def test_home_and_end_move_the_cursor_and_d_acts_on_the_highlighted_row(
    fake_llm_settings, fake_openai
):
    await make_conversations(fake_llm_settings, fake_openai)
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        table = screen.query_one("DataTable")
        await pilot.press("end")
        assert table.cursor_row == 2 and screen.selected.title == CHATS[0][0]  # the oldest
        await pilot.press("d")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConfirmModal")
        assert app.screen.question == f"Delete “{CHATS[0][0]}”?"
        await pilot.press("n")
        await wait_until(pilot, lambda: app.screen is screen)
        await pilot.press("home")
        assert table.cursor_row == 0 and screen.selected.title == CHATS[2][0]


async def test_search_box_finds_a_conversation_and_opens_it(fake_llm_settings, fake_openai):
    ids = await make_conversations(fake_llm_settings, fake_openai)
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        screen = await open_list(pilot)
        assert len(titles(screen)) == 3
        await pilot.press("slash")
        await pilot.press(*"lifetimes", "enter")
        await wait_until(pilot, lambda: screen.searched == "lifetimes", timeout=20)
        [hit] = titles(screen)
        assert hit.startswith("Explain Rust lifetimes — ") and "lifetimes" in hit
        assert "match “lifetimes”" in str(screen.query_one("#conversations-status").render())
        await pilot.press("escape")  # the whole list again, still on the screen
        assert len(titles(screen)) == 3 and isinstance(app.screen, ConversationsScreen)
        await pilot.press("slash", *"lifetimes", "enter")
        await wait_until(pilot, lambda: len(titles(screen)) == 1, timeout=20)
        await pilot.press("enter")  # jump into the hit
        await wait_until(pilot, lambda: app.session.conversation_id == ids[1], timeout=20)
