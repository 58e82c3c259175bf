"""The inspector's move (`m`): a memory goes to global, or from global to this workspace.

A workspace memory is promoted to global (recalled in every project); a global one is moved into
the workspace the inspector was opened from. The move is an edit (a new version with history and
an audit event), so `u` takes it back. No widgets here: the screen asks, this decides.
"""

from __future__ import annotations

from dataclasses import dataclass

from ltm_chat.text import safe_text
from ltm_chat.tui.screens.inspector_undo import UndoStep, quoted


@dataclass(frozen=True)
class Move:
    """Where a memory goes: `workspace` ("" for global), named for people in `label`."""

    workspace: str

    @property
    def label(self) -> str:
        if not self.workspace:
            return "global"
        return f"workspace {safe_text(self.workspace, multiline=False)}"

    def step(self, text: str, memory_id: str, version: int) -> UndoStep:
        """How `u` takes this move back: the version it made goes back to the one before."""
        return UndoStep(f"Move of {quoted(text)} to {self.label}", "version", memory_id, version)


NO_WORKSPACE = (
    "This memory is global already, and this chat has no workspace to move it to "
    '(start with --workspace NAME, or set [memory] workspace = "auto").'
)


def move_of(memory_workspace: str | None, current: str | None) -> Move | str:
    """The move for a memory in `memory_workspace` seen from the workspace `current`, or why
    there is none."""
    if memory_workspace:
        return Move("")
    if current:
        return Move(current)
    return NO_WORKSPACE
