"""A resumed conversation is shown from its transcript before the chat engine has loaded
(issue 29), and shown once: the session's own resume replaces it only when the two differ.
Real app, real ChatSession, real LanceDB, the fake OpenAI server."""

from __future__ import annotations

import threading

import pytest

from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.storage.db import Database
from ltm_chat.tui import app as app_module
from ltm_chat.tui.app import make_app
from ltm_chat.tui.widgets.composer import Composer
from tests.fixtures_tui import fixed_clock, wait_until

SIZE = (110, 32)


@pytest.fixture
def held_engine(monkeypatch):
    """The engine's heavy imports wait until the test lets them go on."""
    go_on = threading.Event()
    warm = app_module._warm_heavy_imports

    def held() -> None:
        go_on.wait(300)
        warm()

    monkeypatch.setattr(app_module, "_warm_heavy_imports", held)
    yield go_on
    go_on.set()


def _saved(settings, *pairs: tuple[str, str]) -> tuple[ConversationStore, str]:
    store = ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()
    conv = store.create(pairs[0][1], model="openai/fake-model")
    store.add_messages(conv.id, list(pairs), "openai/fake-model")
    return store, conv.id


def roles(app) -> list[tuple[str, str]]:
    return app.chat.messages.transcript()


async def test_the_resumed_conversation_shows_before_the_engine_and_only_once(
    fake_llm_settings, held_engine
):
    _saved(
        fake_llm_settings,
        ("user", "Which tea suits a cold morning?"),
        ("assistant", "A smoky lapsang souchong."),
    )
    app = make_app(fake_llm_settings, clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(roles(app)) == 2, timeout=120)
        assert app.session is None  # the engine is still loading
        assert roles(app)[1] == ("assistant", "A smoky lapsang souchong.")
        held_engine.set()
        await wait_until(pilot, lambda: app.session is not None, timeout=180)
        await pilot.pause()
        assert roles(app) == [
            ("user", "Which tea suits a cold morning?"),
            ("assistant", "A smoky lapsang souchong."),
        ]
        assert app.session.conversation_title == "Which tea suits a cold morning?"


async def test_a_message_saved_while_the_engine_loads_replaces_the_preview(
    fake_llm_settings, held_engine
):
    store, conv_id = _saved(
        fake_llm_settings, ("user", "Plan a walk in Sintra"), ("assistant", "Start at the palace.")
    )
    app = make_app(fake_llm_settings, clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: len(roles(app)) == 2, timeout=120)
        store.add_messages(conv_id, [("user", "And lunch?"), ("assistant", "Try Piriquita.")], None)
        held_engine.set()
        await wait_until(pilot, lambda: app.session is not None, timeout=180)
        await wait_until(pilot, lambda: len(roles(app)) == 4, timeout=10)
        assert [text for _, text in roles(app)] == [
            "Plan a walk in Sintra",
            "Start at the palace.",
            "And lunch?",
            "Try Piriquita.",
        ]


async def test_incognito_reads_no_transcript(fake_llm_settings, held_engine):
    _saved(fake_llm_settings, ("user", "A private question"), ("assistant", "A private answer"))
    app = make_app(fake_llm_settings.with_(incognito=True), clock=fixed_clock, resume="latest")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause(0.5)
        assert roles(app) == []
        held_engine.set()
        await wait_until(pilot, lambda: app._session_settled.is_set(), timeout=180)
        await pilot.pause()
        assert roles(app) == []


async def test_quitting_keeps_the_latest_conversation_for_a_lancedb_free_preview(
    fake_llm_settings, fake_openai
):
    import subprocess
    import sys

    from tests.cli_helpers import invoke
    from tests.memory_helpers import files_containing

    fake_openai.script_reply("Oolong, brewed twice.")
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None, timeout=180)
        app.chat.query_one(Composer).insert("Which tea for the afternoon?")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(roles(app)) == 2, timeout=120)
        await wait_until(pilot, lambda: not app.chat.turn_running, timeout=120)
        await app.action_quit()
    root = fake_llm_settings.paths.data_dir / "db"
    assert files_containing(root / ".snapshots", "Oolong, brewed twice.")
    probe = (
        "import sys\n"
        "from ltm_chat.config import load_settings\n"
        "from ltm_chat.chat.resume_preview import read_resume_preview\n"
        "preview = read_resume_preview(load_settings(), 'latest')\n"
        "print([m.content for m in preview.messages], 'lancedb' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['Which tea for the afternoon?', 'Oolong, brewed twice.'] False"
    result = invoke("conversations", "delete", "--yes", "latest")
    assert result.exit_code == 0, result.stderr
    assert files_containing(fake_llm_settings.paths.data_dir, "Oolong, brewed twice.") == []
