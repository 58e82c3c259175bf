"""`ltm-chat ask` and the TUI with the store on S3 (moto's server on 127.0.0.1): recall reads the
bucket, extraction and "remember that" write to it, litellm talks to the fake server over HTTP;
an unreachable endpoint is one line in the chat and the app keeps running."""

from __future__ import annotations

import pytest

from ltm_chat.config import load_settings
from ltm_chat.tui.app import make_app
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.messages import ErrorMessage, NoteMessage
from tests.cli_helpers import invoke, invoke_json
from tests.fixtures_tui import fixed_clock, wait_until
from tests.test_cli_ask import _last_chat, _recalled_block
from tests.test_tui_chat import SIZE, finished, ready, turn_requests, type_and_send

pytestmark = pytest.mark.s3


@pytest.fixture
def s3_chat(s3_env, fake_llm_settings, fake_openai):
    """The model on the fake server, the store in this test's prefix of the bucket."""
    server, prefix = s3_env
    return server, prefix, fake_openai


def test_ask_recalls_from_and_extracts_into_the_bucket(s3_chat, monkeypatch):
    server, prefix, fake = s3_chat
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    fake.script_reply("D'accord.")
    fake.script_json(
        {
            "memories": [
                {"text": "Prefers answers in French", "kind": "preference", "importance": 0.8}
            ]
        }
    )
    first = invoke("ask", "From now on I prefer answers in French.")
    assert first.exit_code == 0, first.stderr
    assert len(fake.extraction_requests) == 1
    assert b"Prefers answers in French" in server.all_bytes(prefix)  # the extraction's write
    [stored] = invoke_json("memories", "pending", "--json")
    assert invoke("memories", "accept", stored["id"]).exit_code == 0

    fake.script_reply("En français.")
    second = invoke("ask", "Which language should answers be in?")
    assert second.exit_code == 0, second.stderr
    block = _recalled_block(_last_chat(fake))
    assert block is not None and "Prefers answers in French" in block
    assert any(k.startswith(f"{prefix}/conversations") for k in server.objects(prefix))


async def test_the_tui_remembers_and_recalls_through_the_bucket(s3_chat):
    server, prefix, fake = s3_chat
    app = make_app(load_settings().with_(memory_toggle=True), clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "remember that I prefer green tea over coffee")
        await wait_until(pilot, lambda: app.chat.query(NoteMessage), timeout=30)
        assert "green tea" in app.chat.query_one(NoteMessage).text
        await finished(pilot)
        assert b"green tea over coffee" in server.all_bytes(prefix)
        fake.script_reply("Green tea, then.")
        await type_and_send(pilot, "Which green tea should I drink?")
        await finished(pilot, 2)
        system = [
            m["content"] for m in turn_requests(fake)[-1]["messages"] if m["role"] == "system"
        ]
        assert system and "green tea over coffee" in system[-1]
        await app.session.wait_for_background(10)


async def test_an_unreachable_store_is_one_line_in_the_chat_and_the_app_keeps_running(
    s3_chat, monkeypatch
):
    from tests.fixtures_s3 import _free_port

    monkeypatch.setenv("AWS_ENDPOINT", f"http://127.0.0.1:{_free_port()}")
    app = make_app(load_settings().with_(memory_toggle=True), clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session_error is not None, timeout=60)
        # The error is set before its message is mounted in the chat.
        await wait_until(pilot, lambda: len(app.chat.query(ErrorMessage)) > 0, timeout=10)
        [error] = app.chat.query(ErrorMessage)
        assert "cannot reach 127.0.0.1:" in error.text
        assert "\n" not in error.text.strip() and "IO {" not in error.text
        assert "Traceback" not in error.text
        composer = app.chat.query_one(Composer)
        composer.focus()
        composer.insert("still here")
        await pilot.pause()
        assert composer.text == "still here" and app.is_running
