"""Messages of the conversation: user, notes and errors, and the list holding them.

The assistant's Markdown reply lives in `reply.py`, imported on first use: markdown-it and
pygments are not needed for the first frame.
"""

from __future__ import annotations

from datetime import datetime

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static


class ChatMessage(Vertical):
    """One message: a small header line (who, when) and a body."""

    ROLE = "message"

    def __init__(self, text: str, *, when: datetime | None = None, **kwargs) -> None:
        super().__init__(classes=f"message -{self.ROLE}", **kwargs)
        self.text = text
        self.when = when

    def header_text(self) -> str:
        when = f" · {self.when:%H:%M}" if self.when else ""
        return f"{self.LABEL}{when}"

    LABEL = ""

    def compose(self) -> ComposeResult:
        yield Static(self.header_text(), classes="message-header", markup=False)
        yield from self.compose_body()

    def compose_body(self) -> ComposeResult:
        yield Static(self.text, classes="message-body", markup=False)


class UserMessage(ChatMessage):
    ROLE = "user"
    LABEL = "You"

    def set_pending(self, pending: bool) -> None:
        """Show that the message waits for the model to finish loading."""
        header = self.query_one(".message-header", Static)
        suffix = " · queued until the model is ready" if pending else ""
        header.update(self.header_text() + suffix)


class NoteMessage(ChatMessage):
    """A short line from the app itself, e.g. a confirmed "remember that…"."""

    ROLE = "note"
    LABEL = "Memory"


class ErrorMessage(ChatMessage):
    """A provider or app failure, said plainly."""

    ROLE = "error"
    LABEL = "Error"


EMPTY_HINT = (
    "Type a message below. Enter sends · ctrl+n adds a line · Esc stops a reply.\n"
    "The chip at the top right says whether long-term memory is on (ctrl+g toggles it);\n"
    "ctrl+r shows exactly what was recalled into the latest call · ctrl+p for all commands."
)


class MessageList(VerticalScroll):
    """The conversation; stays at the bottom while streaming until the user scrolls up."""

    def compose(self) -> ComposeResult:
        yield Static(EMPTY_HINT, id="empty-hint", markup=False)

    def on_mount(self) -> None:
        self.anchor()

    async def add(self, *messages: ChatMessage) -> None:
        """Append messages (the first one replaces the empty-chat hint)."""
        await self.query("#empty-hint").remove()
        await self.mount_all(messages)

    async def clear(self) -> None:
        await self.remove_children()
        await self.mount(Static(EMPTY_HINT, id="empty-hint", markup=False))

    def transcript(self) -> list[tuple[str, str]]:
        """(role, text) of every message shown, for export."""
        return [(m.ROLE, m.text) for m in self.query(ChatMessage)]
