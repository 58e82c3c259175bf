"""Messages the app posts to itself (workers and engine callbacks never touch widgets)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.message import Message

if TYPE_CHECKING:
    from ltm_chat.chat.events import MemoryUpdated
    from ltm_chat.tui.widgets.messages import PastMessage


class SessionReady(Message):
    """The ChatSession finished loading (store, embedder, litellm)."""

    def __init__(self, session: Any, history: list[PastMessage] | None = None) -> None:
        super().__init__()
        self.session = session
        self.history = history or []


class SessionFailed(Message):
    """Loading the session failed; `error` is short and human."""

    def __init__(self, error: str) -> None:
        super().__init__()
        self.error = error


class MemoryUpdatedNotice(Message):
    """Background extraction changed memories (delivered from any thread via post_message)."""

    def __init__(self, event: MemoryUpdated) -> None:
        super().__init__()
        self.event = event
