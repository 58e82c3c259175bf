"""The inspector's move (`m`): a memory goes to global, or from global to this workspace.

A workspace memory is promoted to global (recalled in every project); a global one is moved into
the workspace the inspector was opened from. The move is an edit (a new version with history and
an audit event), so `u` takes it back. A function of the InspectorScreen, as inspector_actions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ltm_chat.text import safe_text
from ltm_chat.tui.data_text import data_markup
from ltm_chat.tui.screens import inspector_workers
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


def move(screen: Any) -> None:
    """`m` on the selected memory: move it, or say why it cannot move."""
    m = screen._selected() if screen._ready() else None
    if m is None:
        return
    where = move_of(m.workspace, screen.memory.workspace)
    if isinstance(where, str):
        screen.notify(data_markup(where), severity="warning", timeout=8)
        return
    inspector_workers.write(
        screen,
        lambda: screen.memory.update(m.id, workspace=where.workspace, expected_version=m.version),
        lambda r: (f"Moved to {where.label}: {r.text}", r.id),
        lambda r: where.step(r.text, r.id, r.version),
    )
