"""What the inspector's workers report to its screen (the screen's handlers update widgets)."""

from __future__ import annotations

from typing import Any

from textual.message import Message

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.tui.screens.inspector_undo import UndoStep
from ltm_chat.tui.widgets.memory_detail import MemoryDetails


class Opened(Message):
    def __init__(self, memory: Any, mode: str) -> None:
        super().__init__()
        self.memory = memory
        self.mode = mode


class RowsLoaded(Message):
    def __init__(self, rows: list[Memory], select_id: str | None) -> None:
        super().__init__()
        self.rows = rows
        self.select_id = select_id


class SearchDone(Message):
    def __init__(self, query: str, results: list[RecalledMemory]) -> None:
        super().__init__()
        self.query = query
        self.results = results


class DetailLoaded(Message):
    def __init__(self, details: MemoryDetails) -> None:
        super().__init__()
        self.details = details


class WriteDone(Message):
    """A write finished: `note` for the user, the row to select after the reload, and how the
    user's action is undone (`step`; None for an undo itself or a refused write)."""

    def __init__(
        self,
        note: str,
        select_id: str | None,
        severity: str = "information",
        step: UndoStep | None = None,
    ) -> None:
        super().__init__()
        self.note = note
        self.select_id = select_id
        self.severity = severity
        self.step = step


class InspectorFailed(Message):
    """`error` for a notice; `title` for the header when the store never opened."""

    def __init__(self, error: str, title: str = "the memory store could not be opened") -> None:
        super().__init__()
        self.error = error
        self.title = title
