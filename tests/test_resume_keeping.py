"""The resume snapshot is kept after every saved turn (chat/resume_keeping.py), so that the next
`--continue` shows the conversation before lancedb loads however the last session ended: a TUI
killed with SIGKILL after a turn, or a conversation saved by `ask`. Real CLI, real app (Pilot, in
a child process that is then killed), real LanceDB, the fake OpenAI server."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from tests.cli_helpers import invoke, run_cli
from tests.memory_helpers import files_containing

ROOT = Path(__file__).resolve().parent.parent

# The real app, a turn, then SIGKILL once the session's writes are done: no quit, no flush.
KILLED_AFTER_A_TURN = """
import asyncio, os, signal
from ltm_chat.config import load_settings
from ltm_chat.tui.app import make_app
from tests.fixtures_tui import one_saved_turn

app = make_app(load_settings())

async def main():
    async with app.run_test(size=(110, 32)) as pilot:
        await one_saved_turn(app, pilot, "Which tea for the afternoon?")
        os.kill(os.getpid(), signal.SIGKILL)

asyncio.run(main())
"""

# `ltm-chat --continue`'s app with the engine held back: what shows first, and what was loaded.
CONTINUED = """
import asyncio, os, sys, threading
from ltm_chat.tui import app as app_module
from ltm_chat.config import load_settings

go_on = threading.Event()
app_module._warm_heavy_imports = lambda: go_on.wait(120)
app = app_module.make_app(load_settings(), resume="latest")

async def main():
    async with app.run_test(size=(110, 32)) as pilot:
        while not app.chat.messages.transcript():
            await pilot.pause(0.01)
        print(app.chat.messages.transcript(), "lancedb" in sys.modules, flush=True)
        os._exit(0)

asyncio.run(main())
"""


def _child(code: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=300
    )


def _continued() -> str:
    shown = _child(CONTINUED)
    assert shown.returncode == 0, shown.stderr
    return shown.stdout.strip()


def test_a_tui_killed_after_a_turn_is_continued_from_the_snapshot(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Oolong, brewed twice.")
    killed = _child(KILLED_AFTER_A_TURN)
    assert killed.returncode == -9, killed.stderr
    assert _continued() == (
        "[('user', 'Which tea for the afternoon?'), ('assistant', 'Oolong, brewed twice.')] False"
    )


def test_a_conversation_from_ask_is_continued_from_the_snapshot(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Sencha, at seventy degrees.")
    asked = run_cli("ask", "--no-memory", "Which green tea?")  # the journalled one-shot
    assert asked.returncode == 0, asked.stderr
    assert _continued() == (
        "[('user', 'Which green tea?'), ('assistant', 'Sencha, at seventy degrees.')] False"
    )
    fake_openai.script_reply("Two minutes.")
    followed = run_cli("ask", "--no-memory", "--continue", "How long?")  # through the tables
    assert followed.returncode == 0, followed.stderr
    assert _continued() == (
        "[('user', 'Which green tea?'), ('assistant', 'Sencha, at seventy degrees.'), "
        "('user', 'How long?'), ('assistant', 'Two minutes.')] False"
    )


def test_deleting_the_conversation_removes_its_snapshot(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Genmaicha.")
    assert run_cli("ask", "--no-memory", "A toasty tea?").returncode == 0
    root = Path(fake_llm_settings.paths.db_uri).expanduser()
    assert files_containing(root / ".snapshots", "Genmaicha.")
    assert invoke("conversations", "delete", "--yes", "latest").exit_code == 0
    assert files_containing(fake_llm_settings.paths.data_dir, "Genmaicha.") == []
    assert files_containing(Path(os.environ["LTM_CHAT_HOME"]), "Genmaicha.") == []


def test_sensitive_words_are_never_kept_in_the_snapshot(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Noted.")
    said = "My blood type is O negative and I take metformin for my diabetes"
    assert run_cli("ask", "--no-memory", said).returncode == 0
    home = Path(os.environ["LTM_CHAT_HOME"])
    # sealed in the journal, the title too (cut before "diabetes"), and no plain snapshot
    assert files_containing(home, "metformin") == []
    fake_openai.script_reply("Fine.")
    assert run_cli("ask", "--no-memory", "--continue", "Anything else?").returncode == 0
    assert files_containing(home, "metformin") == []  # the follow-up opened it: keeps none


def test_incognito_keeps_nothing(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Hidden.")
    assert run_cli("ask", "--incognito", "Nothing kept").returncode == 0
    assert files_containing(Path(os.environ["LTM_CHAT_HOME"]), "Hidden.") == []


async def test_a_chat_turn_keeps_the_conversation_listing_snapshot(fake_llm_settings, fake_openai):
    from ltm_chat.tui.app import make_app
    from tests.fixtures_tui import one_saved_turn

    def listed() -> tuple[str, bool]:
        done = run_cli("conversations", "list", env={"PYTHONPROFILEIMPORTTIME": "1"})
        assert done.returncode == 0, done.stderr
        return done.stdout, "lancedb" in done.stderr

    fake_openai.script_reply("Assam.")
    assert run_cli("ask", "--no-memory", "A strong breakfast tea?").returncode == 0
    assert listed()[1]  # merges the journal, reads the tables, saves the snapshot
    fake_openai.script_reply("Oolong, brewed twice.")
    app = make_app(fake_llm_settings)
    async with app.run_test(size=(110, 32)) as pilot:
        await one_saved_turn(app, pilot, "Which tea for the afternoon?")
        out, imported = listed()
        assert "Which tea for the afternoon?" in out and "A strong breakfast tea?" in out
        assert not imported


def test_a_title_cut_before_the_sensitive_words_is_sealed_too(fake_llm_settings):
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    store = ConversationStore(Database.at(fake_llm_settings.paths), "alice").open()
    said = "My blood type is O negative and I take metformin for my diabetes"
    conv = store.create(said)
    assert conv.title.endswith("for my…")  # the cut leaves "diabetes" out of the title
    home = Path(os.environ["LTM_CHAT_HOME"])
    assert files_containing(home, "metformin") == []
    assert store.get(conv.id).title == conv.title  # opened for whoever reads it
