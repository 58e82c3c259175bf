"""The `Memory: on/off` chip: shows a MemoryDecision, asks to be toggled when clicked."""

from __future__ import annotations

from textual.message import Message
from textual.reactive import reactive
from textual.widgets import Static

from ltm_chat.gate import MemoryDecision


def chip_state(decision: MemoryDecision) -> str:
    """One of the four visual states: on, off, veto, incognito."""
    if decision.incognito:
        return "incognito"
    if decision.operator_veto:
        return "veto"
    return "on" if decision.enabled else "off"


class MemoryChip(Static):
    """Header chip for the memory gate (DESIGN §3); the tooltip says why and how recall works."""

    class ToggleRequested(Message):
        """The user clicked the chip."""

    decision: reactive[MemoryDecision | None] = reactive(None)
    mode: reactive[str] = reactive("")

    def __init__(self, decision: MemoryDecision, mode: str = "", **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.set_reactive(MemoryChip.decision, decision)
        self.set_reactive(MemoryChip.mode, mode)

    def on_mount(self) -> None:
        self._refresh_chip()

    def watch_decision(self) -> None:
        self._refresh_chip()

    def watch_mode(self) -> None:
        self._refresh_chip()

    def _refresh_chip(self) -> None:
        decision = self.decision
        if decision is None:
            return
        state = chip_state(decision)
        for name in ("on", "off", "veto", "incognito"):
            self.set_class(state == name, f"-{name}")
        dot = {"on": "●", "off": "○", "veto": "⊘", "incognito": "◐"}[state]
        self.update(f"{dot} {decision.label}")
        recall = self.mode if self.mode and self.mode != "off" else "starts with your next message"
        if not decision.enabled:
            recall = "off"
        hint = (
            "Click or press the toggle key to change."
            if state in {"on", "off"}
            else "Cannot be turned on in this session."
        )
        self.tooltip = f"{decision.label}\nWhy: {decision.reason}\nRecall: {recall}\n{hint}"

    def on_click(self) -> None:
        self.post_message(self.ToggleRequested())
