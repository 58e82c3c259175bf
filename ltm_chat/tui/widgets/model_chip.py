"""The model chip in the header; clicking it asks to switch model."""

from __future__ import annotations

from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from ltm_chat.text import safe_text


class ModelChip(Static):
    """Shows the model the next message goes to."""

    class SwitchRequested(Message):
        """The user clicked the chip."""

    model: reactive[str | None] = reactive(None)

    def __init__(self, model: str | None, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.set_reactive(ModelChip.model, model)

    def on_mount(self) -> None:
        self.watch_model(self.model)

    def watch_model(self, model: str | None) -> None:
        self.set_class(model is None, "-missing")
        self.update(f"◆ {safe_text(model, multiline=False)}" if model else "◆ no model: pick one")
        self.tooltip = "Model for the next message. Click to switch."

    def on_click(self) -> None:
        self.post_message(self.SwitchRequested())
