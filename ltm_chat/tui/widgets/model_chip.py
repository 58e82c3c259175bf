"""The model chip in the header; clicking it asks to switch model. With memory on it also says
what of memory the model may see (its recall policy, chat/recall_policy.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from ltm_chat.text import safe_text

if TYPE_CHECKING:
    from ltm_chat.chat.recall_policy import RecallPolicy

# What the chip says of each policy: short enough for an 80-column header.
POLICY_LABELS = {"all": "all memories", "normal": "no sensitive", "none": "no memory"}
POLICY_TIPS = {
    "all": "it sees every memory, sensitive ones too",
    "normal": "memories marked sensitive are withheld from it",
    "none": "no memory is sent to it",
}


class ModelChip(Static):
    """Shows the model the next message goes to, and its memory policy when memory is on."""

    class SwitchRequested(Message):
        """The user clicked the chip."""

    model: reactive[str | None] = reactive(None)
    policy: reactive[RecallPolicy | None] = reactive(None)

    def __init__(self, model: str | None, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.set_reactive(ModelChip.model, model)

    def on_mount(self) -> None:
        self._refresh_chip()

    def watch_model(self) -> None:
        self._refresh_chip()

    def watch_policy(self) -> None:
        self._refresh_chip()

    def _refresh_chip(self) -> None:
        model, policy = self.model, self.policy
        self.set_class(model is None, "-missing")
        text = f"◆ {safe_text(model, multiline=False)}" if model else "◆ no model: pick one"
        tip = "Model for the next message. Click to switch."
        for name in POLICY_LABELS:
            self.set_class(policy is not None and policy.name == name, f"-policy-{name}")
        if model and policy is not None:
            text += f" · {POLICY_LABELS[policy.name]}"
            tip += (
                f"\nMemory policy: {policy.name} ({policy.reason}): {POLICY_TIPS[policy.name]}. "
                'Set it with [models."…"] memory = "all", "normal" or "none".'
            )
        self.update(text)
        self.tooltip = tip

    def on_click(self) -> None:
        self.post_message(self.SwitchRequested())
