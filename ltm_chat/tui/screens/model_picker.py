"""A small modal to pick the model for the next message (configured ones are suggested)."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.suggester import SuggestFromList
from textual.widgets import Input, Label


class ModelPickerScreen(ModalScreen[str | None]):
    """Returns the chosen model name, or None when dismissed."""

    BINDINGS = [
        Binding(
            "escape",
            "dismiss_picker",
            "Close",
            id="model_picker.close",
            tooltip="Keep the current model",
        ),
    ]

    def __init__(self, current: str | None, known: list[str]) -> None:
        super().__init__()
        self.current = current
        self.known = known

    def compose(self) -> ComposeResult:
        with Vertical(id="model-picker"):
            yield Label("Model for the next message, e.g. openai/gpt-4o-mini")
            yield Input(
                value=self.current or "",
                placeholder="provider/model",
                suggester=SuggestFromList(self.known, case_sensitive=False),
                id="model-input",
            )
            if self.known:
                yield Label("Configured: " + ", ".join(self.known), id="model-known")

    def on_input_submitted(self, event: Input.Submitted) -> None:
        value = event.value.strip()
        self.dismiss(value or None)

    def action_dismiss_picker(self) -> None:
        self.dismiss(None)
