"""The multi-line composer: Enter sends, ctrl+n (or alt+enter / shift+enter) adds a line."""

from __future__ import annotations

from textual import events
from textual.binding import Binding, NoBinding
from textual.message import Message
from textual.widgets import TextArea


class Composer(TextArea):
    """A TextArea that submits on Enter; the newline keys are a remappable binding."""

    BINDINGS = [
        Binding(
            "ctrl+n,alt+enter,shift+enter",
            "newline",
            "New line",
            id="composer.newline",
            tooltip="Insert a line break instead of sending",
            show=False,
        ),
    ]

    class Submitted(Message):
        """The user pressed Enter with this text."""

        def __init__(self, composer: Composer, text: str) -> None:
            super().__init__()
            self.composer = composer
            self.text = text

    CURSOR_BLINK = True  # tests turn it off for deterministic snapshots

    def __init__(self, **kwargs) -> None:
        kwargs.setdefault("soft_wrap", True)
        kwargs.setdefault("show_line_numbers", False)
        kwargs.setdefault("tab_behavior", "focus")
        super().__init__(**kwargs)
        self.cursor_blink = self.CURSOR_BLINK

    async def _on_key(self, event: events.Key) -> None:
        if self._is_newline_key(event.key):
            # Inline, like typed characters: a binding would run after keys already queued, so a
            # fast "text, newline, Enter" sent the text before its line breaks were inserted.
            event.stop()
            event.prevent_default()
            self.action_newline()
            return
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            if self.text.strip():
                self.post_message(self.Submitted(self, self.text))
            return
        await super()._on_key(event)

    def _is_newline_key(self, key: str) -> bool:
        """Whether `key` is bound (after the user's keymap) to the newline action."""
        try:
            bindings = self._bindings.get_bindings_for_key(key)
        except NoBinding:
            return False
        return any(b.action == "newline" for b in bindings)

    def action_newline(self) -> None:
        self.insert("\n")

    def restore(self, text: str) -> None:
        """Put a prompt back (after cancel or failure) with the cursor at its end."""
        self.text = text
        self.move_cursor(self.document.end)
        self.focus()
