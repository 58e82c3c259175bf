"""The TUI shows data as its characters: no escape sequence from a transcript, title, user id,
model or workspace name reaches the terminal, and none of them is parsed as markup.

Real LanceDB, a real ChatSession, the real app under Pilot; what reaches the screen is read
from the app's own screenshot (an escape character there would be written to the terminal)."""

from __future__ import annotations

from ltm_chat.chat.history import ConversationStore
from ltm_chat.config import load_settings
from ltm_chat.memory.service import open_long_term_memory
from ltm_chat.memory.storage.db import Database
from ltm_chat.tui.app import make_app
from ltm_chat.tui.screens.conversations import ConversationsScreen
from ltm_chat.tui.screens.inspector import InspectorScreen
from ltm_chat.tui.widgets.memory_table import MemoryTable
from tests.fixtures_tui import fixed_clock, wait_until

SIZE = (120, 36)
HOSTILE = "hello \x1b]0;pwned\x07 \x1b[2J clear \x1b[31mred\x1b[0m fake\rover \x9b31m"
TITLE = "I like [/] brackets \x1b]0;t\x07"
MODEL = "openai/[link=http://evil.invalid]m[/link][/]"


def _clean(screen: str) -> None:
    for ch in ("\x1b", "\x07", "\x9b", "\r"):
        assert ch not in screen, repr(ch)
    assert "evil.invalid]m" in screen or "evil.invalid" not in screen


async def test_hostile_conversation_model_and_workspace_are_shown_as_text(
    fake_llm_settings, monkeypatch
):
    monkeypatch.setenv("LTM_CHAT_USER", "[/]")
    settings = load_settings()
    store = ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()
    conv = store.create(TITLE, model=MODEL)
    store.add_messages(conv.id, [("user", HOSTILE), ("assistant", "ok [/] " + HOSTILE)], MODEL)
    memory = open_long_term_memory(settings, embedder=None)
    await memory.add("Likes [/] brackets", workspace="[/]\x1b[2J", conversation_id=conv.id)

    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None, timeout=180)
        app.set_model(MODEL)  # the chip and the notification
        await pilot.pause()
        shot = app.export_screenshot()
        _clean(shot)
        assert "[link=http://evil.invalid]" in shot.replace("&#160;", " ")

        await pilot.press("ctrl+f")
        await wait_until(pilot, lambda: isinstance(app.screen, ConversationsScreen))
        await wait_until(pilot, lambda: app.screen.loaded, timeout=10)
        shot = app.export_screenshot()
        _clean(shot)
        assert "I&#160;like&#160;[/]&#160;brackets&#160;␛]0;t␇" in shot

        await pilot.press("enter")  # resume it: the transcript in the chat
        await wait_until(pilot, lambda: len(app.chat.messages.transcript()) == 2)
        await pilot.pause(0.2)
        shot = app.export_screenshot()
        _clean(shot)
        assert "␛[2J" in shot
        assert all("\x1b" not in text for _, text in app.chat.messages.transcript())

        await pilot.press("ctrl+o")  # the inspector: user id, workspace name, provenance title
        await wait_until(pilot, lambda: isinstance(app.screen, InspectorScreen))
        screen = app.screen
        await wait_until(pilot, lambda: screen.memory is not None, timeout=20)
        await wait_until(pilot, lambda: screen.query_one(MemoryTable).row_count == 1)
        await pilot.pause(0.3)
        shot = app.export_screenshot()
        _clean(shot)
        assert "Memory&#160;inspector&#160;·&#160;[/]" in shot
        assert "[/]␛[2J" in shot  # the workspace, in the table and the detail pane
