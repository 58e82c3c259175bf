"""Fixtures for the TUI tests: deterministic settings, clock, a scripted session, snapshots.

Snapshots are written to the top-level `snapshots/` folder (one SVG per test), cursor blink is
off, the clock is fixed, and nothing reads the developer's own config or data.
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import AsyncIterator, Callable
from datetime import UTC, datetime
from pathlib import Path
from types import SimpleNamespace

import pytest

from ltm_chat.chat.events import Delta, Done, MemoryUpdated, RecallDone
from ltm_chat.config import load_settings
from ltm_chat.gate import resolve_memory

SNAPSHOT_DIR = Path(__file__).resolve().parent.parent / "snapshots"
FIXED_NOW = datetime(2026, 11, 29, 14, 2, tzinfo=UTC)
TERMINAL_SIZE = (110, 32)


def fixed_clock() -> datetime:
    return FIXED_NOW


class ScriptedSession:
    """A ChatSession stand-in for snapshots: same API, replies from a script, no I/O."""

    def __init__(self, settings, *, mode: str = "lexical") -> None:
        self.settings = settings
        self.model = settings.model
        self.memory_mode = mode
        self.decision = resolve_memory(
            settings.incognito, settings.memory_env, settings.memory_toggle
        )
        self.replies: deque[list] = deque()
        self.sent: list[str] = []
        self.listeners: list[Callable[[MemoryUpdated], None]] = []
        self.release = asyncio.Event()
        self.release.set()
        self.loaded = False

    async def load(self) -> None:
        await self.release.wait()
        self.loaded = True

    def set_memory_toggle(self, value: bool):
        self.decision = resolve_memory(self.settings.incognito, self.settings.memory_env, value)
        return self.decision

    def set_model(self, model: str) -> None:
        self.model = model

    def add_listener(self, callback) -> None:
        self.listeners.append(callback)

    async def new_conversation(self) -> None:
        self.sent.clear()

    async def resume(self, conversation_id: str):
        return []

    def script(self, *events) -> None:
        self.replies.append(list(events))

    async def send(self, text: str) -> AsyncIterator:
        self.sent.append(text)
        events = self.replies.popleft() if self.replies else [Done("ok", None, None)]
        for event in events:
            if isinstance(event, float):  # a pause, to test cancelling mid-stream
                await asyncio.sleep(event)
                continue
            yield event


def streamed(text: str, recall: RecallDone | None = None, chunk: int = 7) -> list:
    """The events of a reply streamed in small chunks."""
    events: list = [recall or RecallDone([], None, False, "off")]
    events += [Delta(text[i : i + chunk]) for i in range(0, len(text), chunk)]
    events.append(Done(text, "m1", "c1"))
    return events


@pytest.fixture(autouse=True)
def _tui_test_environment(request, monkeypatch):
    """For tests/test_tui_*.py: snapshots in `snapshots/`, no cursor blink, and the local time
    zone pinned to UTC (times on screen are local), so that a screen is the same anywhere."""
    if not request.node.path.name.startswith("test_tui_"):
        yield
        return
    from pytest_textual_snapshot import SVGImageExtension

    from ltm_chat.tui.widgets.composer import Composer

    monkeypatch.setattr(
        SVGImageExtension,
        "dirname",
        classmethod(lambda cls, *, test_location: str(SNAPSHOT_DIR / test_location.basename)),
    )
    monkeypatch.setattr(Composer, "CURSOR_BLINK", False)
    steady_cursors(monkeypatch)
    set_local_time_zone(monkeypatch, "UTC")
    yield
    monkeypatch.undo()
    time.tzset()


def steady_cursors(monkeypatch) -> None:
    """Every TextArea and Input starts without cursor blink: on a busy machine a blink can
    land between the last keypress and the capture, and the snapshot would differ."""
    from textual.widgets import Input, TextArea

    for widget in (TextArea, Input):
        original = widget.__init__

        def init(self, *args, _original=original, **kwargs):
            _original(self, *args, **kwargs)
            self.cursor_blink = False

        monkeypatch.setattr(widget, "__init__", init)


def set_local_time_zone(monkeypatch, zone: str) -> None:
    """Make `zone` (a POSIX TZ value) the process's local time zone; undone with monkeypatch."""
    monkeypatch.setenv("TZ", zone)
    time.tzset()


@pytest.fixture
def tui_settings(ltm_home):
    """Settings for a fresh user with a configured fake model."""
    return load_settings(model="openai/fake")


@pytest.fixture
def scripted_app(tui_settings):
    """Build an app around a ScriptedSession; returns (app, session)."""
    from ltm_chat.tui.app import make_app

    def build(settings=None, **session_kwargs):
        settings = settings or tui_settings
        holder: dict[str, ScriptedSession] = {}

        def factory(s):
            holder["session"] = ScriptedSession(s, **session_kwargs)
            return holder["session"]

        app = make_app(settings, session_factory=factory, clock=fixed_clock)
        return app, holder

    return build


def recorded_notices(app) -> list:
    """Every notification `app` shows from now on, kept: the app's own list drops one when its
    timeout has passed, which a busy machine can reach before the test reads it."""
    shown: list = []
    notify = app.notify

    def record(message, *, title="", **options):
        shown.append(SimpleNamespace(message=message, title=title))
        return notify(message, title=title, **options)

    app.notify = record
    return shown


async def wait_until(pilot, predicate, timeout: float = 5.0) -> None:
    """Poll `predicate` while the app runs; fail with a clear message on timeout."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not predicate():
        if loop.time() > deadline:
            raise AssertionError("condition not reached in time")
        await pilot.pause(0.02)


async def one_saved_turn(app, pilot, text: str) -> None:
    """Send `text` from the composer once the session is up; return when the reply is in and
    the session's writes are done (a real provider behind the app)."""
    from ltm_chat.tui.widgets.composer import Composer

    await wait_until(pilot, lambda: app.session is not None, timeout=180)
    before = len(app.chat.messages.transcript())
    app.chat.query_one(Composer).insert(text)
    await pilot.press("enter")
    await wait_until(pilot, lambda: len(app.chat.messages.transcript()) == before + 2, timeout=120)
    await wait_until(pilot, lambda: not app.chat.turn_running, timeout=120)
    await wait_until(pilot, lambda: not app.session._writes, timeout=120)
