"""Pilot tests of the chat screen on the real ChatSession, litellm over HTTP to the fake server."""

from __future__ import annotations

import json
import threading
from datetime import datetime, timedelta

import pytest

from ltm_chat.config import ModelConfig, read_state
from ltm_chat.tui.app import make_app
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.memory_chip import MemoryChip
from ltm_chat.tui.widgets.messages import (
    ErrorMessage,
    NoteMessage,
    StoppedMessage,
    UserMessage,
)
from ltm_chat.tui.widgets.recalled_panel import RecalledMemoriesPanel
from tests.fixtures_tui import fixed_clock, recorded_notices, wait_until

SIZE = (110, 32)
EMBED = "openai/fake-embedding"


def replies(app):
    from ltm_chat.tui.widgets.reply import AssistantMessage

    return list(app.chat.query(AssistantMessage))


async def ready(pilot):
    await wait_until(pilot, lambda: pilot.app.session is not None, timeout=30)


async def type_and_send(pilot, text: str) -> None:
    composer = pilot.app.chat.query_one(Composer)
    composer.focus()
    composer.insert(text)
    await pilot.press("enter")


async def finished(pilot, count: int = 1) -> None:
    chat = pilot.app.chat
    await wait_until(
        pilot,
        lambda: (
            not chat.turn_running and not chat._pending and len(chat.query("UserMessage")) >= count
        ),
        timeout=20,
    )


def turn_requests(fake_openai) -> list[dict]:
    """Chat calls of turns (extraction calls excluded)."""
    extraction = fake_openai.extraction_requests
    return [r for r in fake_openai.chat_requests if r not in extraction]


def composer_text(app) -> str:
    return app.chat.query_one(Composer).text


async def test_send_streams_the_reply_as_markdown(fake_llm_settings, fake_openai):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    fake_openai.script_reply("Hello **Ana**, here is `code`.", chunks=6)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "Hi, I'm Ana.")
        await finished(pilot)
        [reply] = replies(app)
        assert reply.text == "Hello **Ana**, here is `code`."
        assert composer_text(app) == ""
        sent = fake_openai.chat_requests[-1]
        assert sent["stream"] is True
        assert sent["messages"][-1] == {"role": "user", "content": "Hi, I'm Ana."}
        # Rendered as Markdown: bold and inline code are not shown as raw asterisks/backticks.
        rendered = str(reply.markdown.query_one("MarkdownParagraph").render())
        assert "Ana" in rendered and "**" not in rendered


async def test_newline_key_does_not_send(fake_llm_settings, fake_openai):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        app.chat.query_one(Composer).focus()
        await pilot.press("a", "ctrl+n", "b")
        assert composer_text(app) == "a\nb"
        assert fake_openai.chat_requests == []


async def test_esc_cancels_the_stream_and_restores_the_prompt(fake_llm_settings, fake_openai):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    fake_openai.script_reply("word " * 200, chunks=100, delay=0.05)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "Write me a long essay")
        await wait_until(pilot, lambda: replies(app) and len(replies(app)[0].text) > 10)
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert composer_text(app) == "Write me a long essay"
        [user] = app.chat.query(UserMessage)  # it stays, marked as stopped
        assert replies(app) == [] and user.stopped
        [note] = app.chat.query(StoppedMessage)
        assert note.text.startswith("Stopped mid-reply. Nothing of this exchange is kept")
        assert not app.chat.turn_running
        assert app.session.messages == []  # nothing of the cancelled turn was saved
        # The app is still usable: the next message goes through.
        fake_openai.script_reply("Short.")
        app.chat.query_one(Composer).clear()
        await type_and_send(pilot, "Short one please")
        await finished(pilot)
        assert [r.text for r in replies(app)] == ["Short."]


async def test_esc_before_the_first_token_keeps_the_message_and_says_stopped(
    fake_llm_settings, fake_openai
):
    """The log keeps the message, marked stopped, under a "Stopped" notice; nothing of the
    exchange is saved, so a resumed conversation shows what was kept and nothing else."""
    hold = threading.Event()
    fake_openai.script_reply("Never shown.", hold=hold, hold_after=0)
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "What is a good lesson plan?")
        await wait_until(pilot, lambda: turn_requests(fake_openai) and app.chat.turn_running)
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.chat.query(StoppedMessage))
        hold.set()
        [user] = app.chat.query(UserMessage)
        assert (user.text, user.stopped) == ("What is a good lesson plan?", True)
        assert "stopped" in str(user.query_one(".message-header").render())
        [note] = app.chat.query(StoppedMessage)
        assert note.text.startswith("Stopped before the reply began.")
        assert replies(app) == [] and composer_text(app) == "What is a good lesson plan?"
        assert app.session.messages == [] and app.session.conversation_id is None
        fake_openai.script_reply("Start with one clear goal.")
        app.chat.query_one(Composer).clear()
        await type_and_send(pilot, "Plan a lesson on fractions")
        await finished(pilot, 2)
        sent = [m for m in turn_requests(fake_openai)[-1]["messages"] if m["role"] != "system"]
        assert sent == [{"role": "user", "content": "Plan a lesson on fractions"}]
    again = make_app(fake_llm_settings, clock=fixed_clock, resume="latest")
    async with again.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(again.chat.messages.transcript()) == 2, timeout=30)
        assert again.chat.messages.transcript() == [
            ("user", "Plan a lesson on fractions"),
            ("assistant", "Start with one clear goal."),
        ]


@pytest.mark.parametrize(
    "fault, words",
    [(401, "API key"), (429, "rate"), (500, "server"), ("drop", "")],
    ids=["401", "429", "500", "drop"],
)
async def test_provider_fault_is_a_readable_message_and_the_prompt_is_kept(
    fake_llm_settings, fake_openai, fault, words
):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    fake_openai.fail_next(fault, target="chat")
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "hello there")
        await wait_until(pilot, lambda: app.chat.query(ErrorMessage))
        await finished(pilot)
        [error] = app.chat.query(ErrorMessage)
        assert words.lower() in error.text.lower()
        assert "Traceback" not in error.text and len(error.text) < 400
        assert composer_text(app) == "hello there"
        assert replies(app) == []
        # Still responsive: a retry succeeds.
        fake_openai.script_reply("Hi!")
        app.chat.query_one(Composer).clear()
        await type_and_send(pilot, "hello again")
        await finished(pilot, 2)
        assert [r.text for r in replies(app)] == ["Hi!"]


async def test_timeout_is_reported(fake_llm_settings, fake_openai, monkeypatch):
    from ltm_chat import llm

    real = llm.stream_chat
    monkeypatch.setattr(llm, "stream_chat", lambda m, r, timeout=60: real(m, r, timeout=1.0))
    fake_openai.fail_next("timeout", delay=3, target="chat")
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "are you there?")
        await wait_until(pilot, lambda: app.chat.query(ErrorMessage), timeout=15)
        assert "did not answer within 1 s" in app.chat.query_one(ErrorMessage).text
        assert composer_text(app) == "are you there?"


@pytest.mark.parametrize(
    "env, incognito, before, after, persisted",
    [
        (None, False, "off", "on", True),
        ("1", False, "on", "off", False),
        ("banana", False, "off", "on", True),
        ("0", False, "veto", "veto", None),
        ("1", True, "incognito", "incognito", None),
    ],
    ids=["unset", "truthy", "unrecognised", "operator-veto", "incognito"],
)
async def test_chip_toggle_follows_the_gate(
    fake_llm_settings, env, incognito, before, after, persisted
):
    settings = fake_llm_settings.with_(memory_env=env, incognito=incognito)
    home_before = tree(settings.paths.data_dir)
    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        chip = app.chat.query_one(MemoryChip)
        assert chip.has_class(f"-{before}")
        await pilot.click(MemoryChip)
        await pilot.pause()
        assert chip.has_class(f"-{after}")
        state = read_state(settings.paths.state_file)
        assert state.get("memory_toggle") == persisted
        notices = [n.message for n in app._notifications]
        if after == "veto":
            assert any("operator" in m for m in notices)
        if after == "incognito":
            assert any("Incognito" in m for m in notices)
            assert tree(settings.paths.data_dir) == home_before  # incognito wrote nothing
        # The key does the same as the click.
        await pilot.press("ctrl+g")
        await pilot.pause()
        assert chip.has_class(f"-{before}")


def tree(root) -> dict[str, bytes]:
    return {str(p): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()}


def memory_settings(settings):
    return settings.with_(memory_toggle=True, embedding_model=EMBED)


async def test_panel_shows_exactly_the_block_the_server_received(fake_llm_settings, fake_openai):
    app = make_app(memory_settings(fake_llm_settings), clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("ctrl+r")
        panel = app.chat.query_one(RecalledMemoriesPanel)
        assert panel.display
        # An explicit "remember that…" is confirmed in the chat.
        await type_and_send(pilot, "remember that I prefer green tea over coffee")
        await wait_until(pilot, lambda: app.chat.query(NoteMessage), timeout=20)
        assert "green tea" in app.chat.query_one(NoteMessage).text
        await finished(pilot)
        fake_openai.script_reply("Green tea, then.")
        await type_and_send(pilot, "Which green tea should I drink?")
        await finished(pilot, 2)
        sent = turn_requests(fake_openai)[-1]["messages"]
        system = [m["content"] for m in sent if m["role"] == "system"]
        assert system and "green tea" in system[-1]
        assert panel.block_text == system[-1]
        items = list(panel.query(".recalled-item"))
        assert len(items) == len(panel.recall.items) >= 1
        assert "sim " in str(items[0].render()) and "→" in str(items[0].render())


async def test_panel_says_memory_off(fake_llm_settings, fake_openai):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    fake_openai.script_reply("ok")
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("ctrl+r")
        await type_and_send(pilot, "hi")
        await finished(pilot)
        panel = app.chat.query_one(RecalledMemoriesPanel)
        assert panel.block_text == ""
        assert "Memory off" in str(panel.query_one("#recalled-status").render())
        assert all(m["role"] != "system" for m in fake_openai.chat_requests[-1]["messages"])


async def test_memory_updated_notice_after_extraction(fake_llm_settings, fake_openai):
    app = make_app(memory_settings(fake_llm_settings), clock=fixed_clock)
    notices = recorded_notices(app)
    fake_openai.script_reply("Noted.")
    fake_openai.script_json(
        {"memories": [{"text": "User lives in Lisbon", "kind": "identity", "importance": 0.7}]}
    )
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "I live in Lisbon.")
        await finished(pilot)
        await wait_until(pilot, lambda: app.last_memory_changes, timeout=30)
        [notice] = [n for n in notices if n.title == "Memory updated"]
        # One mention waits for review ([memory] review = "pending", the default).
        [change] = app.last_memory_changes
        assert f"1 pending: {change.memory_id[:8]} “User lives in Lisbon”" in notice.message
        assert "1 to review · ctrl+o" in notice.message
        assert "open_inspector" in notice.message  # the notice links to the inspector
        await app.session.wait_for_background(10)

        # ctrl+o opens the inspector on the review queue (the changed memory is pending).
        from ltm_chat.tui.screens.inspector import InspectorScreen
        from ltm_chat.tui.widgets.memory_table import MemoryTable

        await pilot.press("ctrl+o")
        await wait_until(pilot, lambda: isinstance(app.screen, InspectorScreen))
        inspector = app.screen
        await wait_until(pilot, lambda: inspector.query_one(MemoryTable).view)
        assert inspector.pending_view
        assert [m.text for m in inspector.query_one(MemoryTable).view] == ["User lives in Lisbon"]
        await pilot.press("y")
        await wait_until(pilot, lambda: not inspector.query_one(MemoryTable).view)
        assert inspector.has_class("-empty") and inspector.has_class("-pending")
        [kept] = await app.session.memory.list(status="active")
        assert kept.text == "User lives in Lisbon"
        await pilot.press("v")
        await wait_until(pilot, lambda: inspector.query_one(MemoryTable).view)
        assert [m.text for m in inspector.query_one(MemoryTable).view] == ["User lives in Lisbon"]


async def test_memory_updated_notice_names_what_a_change_superseded(fake_llm_settings, fake_openai):
    from ltm_chat.memory.service import open_long_term_memory

    settings = memory_settings(fake_llm_settings)
    old = await open_long_term_memory(settings).add("User lives in Porto")
    app = make_app(settings, clock=fixed_clock)
    notices = recorded_notices(app)
    fake_openai.script_reply("Noted.")
    fake_openai.script_json(
        {"memories": [{"text": "User lives in Lisbon now", "kind": "identity", "importance": 0.7}]}
    )
    fake_openai.script_json(
        {"decisions": [{"statement": 1, "memory": "1.1", "relation": "update"}]}
    )
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "I moved to Lisbon.")
        await finished(pilot)
        await wait_until(pilot, lambda: app.last_memory_changes, timeout=30)
        [notice] = [n for n in notices if n.title == "Memory updated"]
        assert (
            f"1 superseded: {old.id[:8]} “User lives in Lisbon now” (was “User lives in Porto”)"
            in notice.message
        )
        await app.session.wait_for_background(10)


async def test_switching_model_mid_conversation(fake_llm_settings, fake_openai):
    base = fake_openai.base_url
    settings = fake_llm_settings.with_(
        models={**fake_llm_settings.models, "openai/fake-other": ModelConfig(api_base=base)}
    )
    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        fake_openai.script_reply("one")
        await type_and_send(pilot, "first")
        await finished(pilot)
        await pilot.press("ctrl+l")
        picker = app.screen.query_one("#model-input")
        picker.value = "openai/fake-other"
        await pilot.press("enter")
        await pilot.pause()
        assert str(app.chat.query_one("ModelChip").render()).endswith("openai/fake-other")
        fake_openai.script_reply("two")
        await type_and_send(pilot, "second")
        await finished(pilot, 2)
        first, second = turn_requests(fake_openai)[-2:]
        assert first["model"] != second["model"] and second["model"].endswith("fake-other")
        assert [m["content"] for m in second["messages"]][:2] == ["first", "one"]
        state = json.loads(settings.paths.state_file.read_text())
        assert state["model"] == "openai/fake-other"


async def test_remember_that_two_statements_notes_and_notifies_both(fake_llm_settings, fake_openai):
    app = make_app(memory_settings(fake_llm_settings), clock=fixed_clock)
    notices = recorded_notices(app)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "remember that I live in Lisbon and I prefer short answers")
        await wait_until(pilot, lambda: app.chat.query(NoteMessage), timeout=20)
        await wait_until(pilot, lambda: app.last_memory_changes, timeout=20)
        note = app.chat.query_one(NoteMessage).text
        assert note.splitlines() == [
            "Remembered: I live in Lisbon",
            "Remembered: I prefer short answers",
        ]
        [notice] = [n for n in notices if n.title == "Memory updated"]
        head, one, two, _link = notice.message.splitlines()
        assert head == "2 added:"
        shown = [line.split(" ", 1) for line in (one, two)]
        assert [text for _id, text in shown] == ["“I live in Lisbon”", "“I prefer short answers”"]
        # written in the same moment, their ids share a prefix: the notice tells them apart
        ids = [c.memory_id for c in app.last_memory_changes]
        assert [i.startswith(cut) for (cut, _), i in zip(shown, ids, strict=True)] == [True] * 2
        assert shown[0][0] != shown[1][0] and len(shown[0][0]) >= 8
        # named as every view names them: the shortest prefix unique in the whole store
        names = app.session.memory.short_ids(ids)
        assert [cut for cut, _ in shown] == [names[i] for i in ids]


async def test_panel_shows_the_period_a_message_names(fake_llm_settings, fake_openai):
    app = make_app(memory_settings(fake_llm_settings), clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await pilot.press("ctrl+r")
        panel = app.chat.query_one(RecalledMemoriesPanel)
        fake_openai.script_reply("Nothing much.")
        await type_and_send(pilot, "What did we talk about yesterday?")
        await finished(pilot)
        status = str(panel.query_one("#recalled-status").render())
        # The memory engine's clock (the real one here) decides the period recall used.
        day = (datetime.now().astimezone() - timedelta(days=1)).date().isoformat()
        assert f"period: {day}" in status
        fake_openai.script_reply("Tea.")
        await type_and_send(pilot, "Which tea should I drink?")
        await finished(pilot, 2)
        assert "period:" not in str(panel.query_one("#recalled-status").render())
