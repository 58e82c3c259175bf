"""What the chat and conversations screens use of the app that hosts them, as a typed protocol.

The screens are pushed by `tui/app.py`; naming the protocol instead of the App keeps them from
importing it back (no import circle, not even for types), and says in one place what a screen
may ask of its app. `LtmChatApp` satisfies it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from textual.screen import Screen

    from ltm_chat.chat.events import RecallDone
    from ltm_chat.config import Settings
    from ltm_chat.gate import MemoryDecision


class ConversationView(Protocol):
    """The chat screen as the conversations screen sees it."""

    async def clear_conversation(self) -> None: ...


class ChatHost(Protocol):
    """The app's side of the chat screens: the session, memory's state and a few actions."""

    settings: Settings
    session: Any  # the ChatSession once started (None before; session_error when it failed)
    session_error: str | None
    decision: MemoryDecision
    current_model: str | None

    @property
    def chat(self) -> ConversationView: ...

    def now(self) -> datetime: ...

    def on_first_paint(self) -> None: ...

    async def wait_for_session(self) -> Any: ...

    def recall_seen(self, recall: RecallDone) -> None: ...

    def action_toggle_memory(self) -> None: ...

    def action_switch_model(self) -> None: ...

    def notify(self, message: str, *, severity: str = ..., timeout: float | None = ...) -> None: ...

    def push_screen(
        self, screen: Screen[Any], callback: Callable[[Any], Any] | None = ...
    ) -> Any: ...
