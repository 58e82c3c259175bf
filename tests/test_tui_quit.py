"""Quitting finishes the writes under way (transcript, access bump) before the app exits.

The real app and ChatSession, litellm over HTTP to the fake server, a real LanceDB on disk.
Both writes are held at their start (a gate around the real write) until the quit begins, so
they are in flight when ctrl+q is pressed; what the test checks is that they had landed by the
time the app called `exit()` — after which `ltm-chat` ends the process at once (fast_exit).
"""

from __future__ import annotations

import threading

from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.service import open_long_term_memory
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.store import MemoryStore
from ltm_chat.tui.app import make_app
from tests.fixtures_tui import fixed_clock, wait_until
from tests.test_tui_chat import SIZE, type_and_send


class HeldWrite:
    """Wraps a real write: it starts, waits for `release`, then writes and marks `done`."""

    def __init__(self, monkeypatch, owner: type, name: str):
        self.started, self.release, self.done = threading.Event(), threading.Event(), False
        real = getattr(owner, name)

        def held(*args, **kwargs):
            self.started.set()
            self.release.wait(30)
            result = real(*args, **kwargs)
            self.done = True
            return result

        monkeypatch.setattr(owner, name, held)


async def test_quit_flushes_the_transcript_and_the_access_bump(
    fake_llm_settings, fake_openai, monkeypatch
):
    settings = fake_llm_settings.with_(memory_toggle=True, embedding_provider="none")
    memory = open_long_term_memory(settings, embedder=None)
    tea = await memory.add("Prefers green tea over coffee", kind="preference")

    transcript = HeldWrite(monkeypatch, ConversationStore, "add_messages")
    bump = HeldWrite(monkeypatch, MemoryStore, "bump_access")
    app = make_app(settings, clock=fixed_clock)
    at_exit: dict[str, bool] = {}
    real_exit, real_flush = app.exit, None

    def exit_and_record(*args, **kwargs):
        at_exit.update(transcript=transcript.done, bump=bump.done)
        transcript.release.set()  # without a flush, let the held writes go now: too late
        bump.release.set()
        return real_exit(*args, **kwargs)

    monkeypatch.setattr(app, "exit", exit_and_record)
    fake_openai.script_reply("Green tea it is.")
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session or app.session_error, timeout=60)
        assert app.session_error is None
        real_flush = app.session.flush

        async def flush_after_release(timeout):
            transcript.release.set()  # the quit has begun: the held writes may go on
            bump.release.set()
            return await real_flush(timeout)

        monkeypatch.setattr(app.session, "flush", flush_after_release)
        await type_and_send(pilot, "Which green tea should I drink?")
        await wait_until(pilot, lambda: transcript.started.is_set() and bump.started.is_set(), 20)
        assert not transcript.done and not bump.done  # both in flight
        await pilot.press("ctrl+q")
        await wait_until(pilot, lambda: bool(at_exit), 10)

    assert at_exit == {"transcript": True, "bump": True}
    db = Database(settings.paths.db_uri)
    [conversation] = ConversationStore(db, settings.user_id).open().list()
    saved = ConversationStore(db, settings.user_id).open().messages(conversation.id)
    assert [(m.role, m.content) for m in saved] == [
        ("user", "Which green tea should I drink?"),
        ("assistant", "Green tea it is."),
    ]
    reopened = open_long_term_memory(settings, embedder=None)
    assert (await reopened.get(tea.id)).retrieval_count == 1
