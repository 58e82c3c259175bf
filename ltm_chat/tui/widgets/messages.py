"""Messages of the conversation: user, notes and errors, and the list holding them.

The assistant's Markdown reply lives in `reply.py`, imported on first use: markdown-it and
pygments are not needed for the first frame.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date, datetime
from typing import NamedTuple

from rich.rule import Rule
from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ltm_chat.text import safe_text


def local(moment: datetime) -> datetime:
    """`moment` in the user's time zone (saved times are UTC; a naive one is already local)."""
    return moment.astimezone() if moment.tzinfo else moment


def day_of(moment: datetime) -> date:
    return local(moment).date()


def moment_text(moment: datetime, *, with_date: bool = False) -> str:
    """ "14:02", or "3 Nov 2026, 14:02" with the date."""
    moment = local(moment)
    return f"{moment.day} {moment:%b %Y, %H:%M}" if with_date else f"{moment:%H:%M}"


class PastMessage(NamedTuple):
    """A saved message to show again when a conversation is resumed."""

    role: str
    text: str
    when: datetime | None = None
    model: str | None = None


class ChatMessage(Vertical):
    """One message: a small header line (who, when) and a body.

    The header gives the time; `show_date` adds the day, for a message written on another day
    than the one shown above it (the list sets it).
    """

    ROLE = "message"

    def __init__(self, text: str, *, when: datetime | None = None, **kwargs) -> None:
        super().__init__(classes=f"message -{self.ROLE}", **kwargs)
        self.text = safe_text(text)  # a message cannot drive the terminal
        self.when = when
        self.show_date = False

    def when_text(self) -> str:
        """ " · 14:02" (or " · 3 Nov 2026, 14:02"), or "" for a message without a time."""
        return f" · {moment_text(self.when, with_date=self.show_date)}" if self.when else ""

    def header_text(self) -> str:
        return f"{self.LABEL}{self.when_text()}"

    LABEL = ""

    def compose(self) -> ComposeResult:
        yield Static(self.header_text(), classes="message-header", markup=False)
        yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield Static(self.text, classes="message-body", markup=False)


class UserMessage(ChatMessage):
    ROLE = "user"
    LABEL = "You"
    stopped = False  # Esc stopped its turn: shown, not kept in the conversation

    def set_pending(self, pending: bool) -> None:
        """Show that the message waits for the model to finish loading."""
        header = self.query_one(".message-header", Static)
        suffix = " · queued until the model is ready" if pending else ""
        header.update(self.header_text() + suffix)

    def set_stopped(self) -> None:
        """Show that its turn was stopped: it stays on screen, outside the conversation."""
        self.stopped = True
        self.add_class("-unsent")
        self.query_one(".message-header", Static).update(self.header_text() + " · stopped")


class NoteMessage(ChatMessage):
    """A short line from the app itself, e.g. a confirmed "remember that…"."""

    ROLE = "note"
    LABEL = "Memory"


class StoppedMessage(ChatMessage):
    """Esc stopped a turn: what became of it."""

    ROLE = "note"
    LABEL = "Stopped"


class ErrorMessage(ChatMessage):
    """A provider or app failure, said plainly."""

    ROLE = "error"
    LABEL = "Error"


EMPTY_HINT_TITLE = "Type a message below; Enter sends it."
# One key a line, each line short enough for 80 columns: a sentence broken by hand wrapped
# raggedly there. Names are binding ids (as the app's defaults define them) or "palette".
EMPTY_HINT_KEYS = (
    ("composer.newline", "adds a line"),
    ("chat.cancel", "stops a reply"),
    ("app.toggle_memory", "turns long-term memory on or off (chip at the top right)"),
    ("app.toggle_panel", "shows exactly what was recalled into the latest call"),
    ("palette", "lists every command"),
)


def empty_hint(key_for: Callable[[str], str], palette: str = "ctrl+p") -> str:
    """The empty chat's hint, naming the keys as bound now (a remapped key shows as such)."""
    keys = [(palette if b == "palette" else key_for(b), what) for b, what in EMPTY_HINT_KEYS]
    width = max(len(key) for key, _ in keys)
    return "\n".join([EMPTY_HINT_TITLE, *(f"{key:<{width}}  {what}" for key, what in keys)])


class ResumedDivider(Static):
    """A muted rule above a resumed conversation's messages: when that conversation began."""

    DEFAULT_CSS = "ResumedDivider { height: 1; margin: 1 0 0 0; color: $text-muted; }"

    def __init__(self, started: datetime, **kwargs) -> None:
        self.label = f"resumed · conversation from {moment_text(started, with_date=True)}"
        super().__init__(Rule(self.label, style="", characters="─"), **kwargs)


class MessageList(VerticalScroll):
    """The conversation; stays at the bottom while streaming until the user scrolls up."""

    def _hint(self) -> Static:
        app = self.app
        key_for = getattr(app, "key_for", lambda binding_id: binding_id)
        text = empty_hint(key_for, getattr(app, "COMMAND_PALETTE_BINDING", "ctrl+p"))
        return Static(text, id="empty-hint", markup=False)

    def compose(self) -> ComposeResult:
        yield self._hint()

    def on_mount(self) -> None:
        self.anchor()

    async def add(self, *messages: Widget) -> None:
        """Append messages (the first one replaces the empty-chat hint)."""
        await self.query("#empty-hint").remove()
        self._date_new_days(messages)
        await self.mount_all(messages)

    def _date_new_days(self, messages: tuple[Widget, ...]) -> None:
        """Date each message written on another day than the message before it, so that a
        conversation resumed days later says so where the days change."""
        dated = [m for m in self.query(ChatMessage) if m.when]
        day = day_of(dated[-1].when) if dated else None  # type: ignore[arg-type]
        for message in messages:
            if isinstance(message, ChatMessage) and message.when:
                message.show_date = day is not None and day_of(message.when) != day
                day = day_of(message.when)

    async def clear(self) -> None:
        await self.remove_children()
        await self.mount(self._hint())

    def transcript(self) -> list[tuple[str, str]]:
        """(role, text) of every message shown, for export."""
        return [(m.ROLE, m.text) for m in self.query(ChatMessage)]
