"""A finished turn's extraction survives quit, kill and crash (issue #23, item 1): the turn is
put in the extraction outbox before its messages are saved, and the next chat that starts mines
it, once. The real app through Pilot, real `ltm-chat ask` processes, litellm over HTTP to the
fake server, a real LanceDB."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import threading

import pytest

from ltm_chat.tui.app import make_app
from tests.cli_helpers import LTM_CHAT, invoke, run_cli
from tests.fixtures_tui import fixed_clock, wait_until
from tests.test_tui_chat import SIZE, finished, replies, type_and_send

SAID = "I work as a teacher in Braga. What is a good lesson plan?"
FACT = {
    "memories": [{"text": "Works as a teacher in Braga", "kind": "identity", "importance": 0.8}]
}


@pytest.fixture
def memory_on(fake_llm_settings, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")  # lexical: fast
    return fake_llm_settings.with_(memory_toggle=True, embedding_provider="none")


def _cli_json(*args: str) -> list[dict]:
    """`ltm-chat ARGS --json` in its own process (the async tests run an event loop)."""
    done = run_cli(*args, "--json")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def _kept() -> list[str]:
    """What the store holds now (active or waiting for review), by text."""
    return [m["text"] for m in _cli_json("memories", "list") + _cli_json("memories", "pending")]


async def _start_and_settle(settings) -> None:
    """Start the app again, let its background work finish, quit."""
    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session or app.session_error, timeout=60)
        assert app.session_error is None
        assert await app.session.wait_for_background(30)
        await pilot.press("ctrl+q")


async def test_quit_right_after_a_reply_is_mined_by_the_next_start(memory_on, fake_openai):
    """Before: ctrl+q as the reply appeared cancelled the extraction and nothing was kept."""
    never = threading.Event()  # this run's extraction is never answered: the quit cuts it
    fake_openai.script_reply("Start with a question the class cares about.")
    fake_openai.script_json({"memories": []}, hold=never)
    try:
        app = make_app(memory_on, clock=fixed_clock)
        async with app.run_test(size=SIZE) as pilot:
            await wait_until(pilot, lambda: app.session or app.session_error, timeout=60)
            await type_and_send(pilot, SAID)
            await finished(pilot)
            assert replies(app)
            # the reply is shown and its extraction is in flight (held by the server): quit
            assert await asyncio.to_thread(fake_openai.wait_for_requests, 1, "extraction", 30)
            await pilot.press("ctrl+q")
        assert _kept() == []  # nothing kept: the extraction was cut short
        assert len(fake_openai.extraction_requests) == 1

        before = 1
        fake_openai.script_json(FACT)
        await _start_and_settle(memory_on)  # the next start mines the left-over turn
        assert len(fake_openai.extraction_requests) == before + 1
        mined = fake_openai.extraction_requests[-1]
        assert "teacher in Braga" in str(mined["messages"])
        assert _kept() == ["Works as a teacher in Braga"]
        [kept] = _cli_json("memories", "pending") + _cli_json("memories", "list")
        [conversation] = _cli_json("conversations", "list")
        assert kept["conversation_id"] == conversation["id"]  # provenance survives the delay

        await _start_and_settle(memory_on)  # and never twice
        assert len(fake_openai.extraction_requests) == before + 1
        assert _kept() == ["Works as a teacher in Braga"]
    finally:
        never.set()


def test_ask_killed_during_extraction_is_mined_by_the_next_ask(memory_on, fake_openai):
    never = threading.Event()
    fake_openai.script_reply("Start with a question the class cares about.")
    fake_openai.script_json({"memories": []}, hold=never)
    try:
        proc = subprocess.Popen(
            [*LTM_CHAT, "ask", SAID],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL,
            env=dict(os.environ),
        )
        assert fake_openai.wait_for_requests(1, kind="extraction", timeout=60)
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
        assert proc.returncode == -signal.SIGKILL
        assert _kept() == []

        fake_openai.script_reply("Sure.")
        fake_openai.script_json(FACT)  # the left-over turn's extraction
        fake_openai.script_json({"memories": []})  # this ask's own
        again = invoke("ask", "Anything else for Monday?")
        assert again.exit_code == 0, again.stderr
        mined = [r for r in fake_openai.extraction_requests if "teacher in Braga" in str(r)]
        assert len(mined) == 2  # the killed run's (never answered) and the next ask's
        assert _kept() == ["Works as a teacher in Braga"]

        count = len(fake_openai.extraction_requests)
        fake_openai.script_reply("Fine.")
        assert invoke("ask", "--no-memory", "Thanks").exit_code == 0  # starts, mines nothing
        assert len(fake_openai.extraction_requests) == count
        assert _kept() == ["Works as a teacher in Braga"]
    finally:
        never.set()


async def test_two_chats_starting_together_mine_a_left_over_turn_once(memory_on, fake_openai):
    from ltm_chat.chat.session import ChatSession

    never = threading.Event()
    fake_openai.script_reply("Start with a question the class cares about.")
    fake_openai.script_json({"memories": []}, hold=never)
    try:
        first = ChatSession(memory_on, embedder=None)
        async for _event in first.send(SAID):
            pass
        assert await asyncio.to_thread(fake_openai.wait_for_requests, 1, "extraction", 30)
        assert await first.flush(timeout=0.5) is not None  # a quit: the extraction is cut

        fake_openai.script_json(FACT)
        before = len(fake_openai.extraction_requests)
        one, two = ChatSession(memory_on, embedder=None), ChatSession(memory_on, embedder=None)
        await asyncio.gather(one.load(), two.load())
        assert await one.wait_for_background(30) and await two.wait_for_background(30)
        assert len(fake_openai.extraction_requests) == before + 1
        assert _kept() == ["Works as a teacher in Braga"]
        await one.close()
        await two.close()
    finally:
        never.set()
