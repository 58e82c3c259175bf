"""A DataTable of memories that adds rows lazily, a page at a time, as the user scrolls.

DataTable measures every cell of every row it holds; 10,000 rows at once would block the UI
for seconds. This table keeps the whole (filtered, sorted) view in a list and only hands the
DataTable the rows the user has scrolled near, so a filter or a sort repaints in milliseconds.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.widgets import DataTable

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.tui.screens.inspector_view import Column, cells

PAGE_ROWS = 80  # two screens: DataTable measures every row it holds, so hold few
CHUNK_ROWS = 500  # rows added per frame when jumping to the end


class MemoryTable(DataTable):
    """Rows of memories keyed by memory id; `show()` replaces the view."""

    BINDINGS = [
        Binding("end,ctrl+end", "scroll_bottom", "Last", show=False, id="memory_table.last"),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.view: list[Memory] = []
        self.scores: dict[str, RecalledMemory] = {}
        self._columns: tuple[Column, ...] = ()
        self._text_width = 40
        self._to_end = False

    @property
    def loaded(self) -> int:
        return self.row_count

    def show(
        self,
        view: list[Memory],
        columns: tuple[Column, ...],
        text_width: int,
        *,
        sort: tuple[str, bool] | None = None,
        scores: dict[str, RecalledMemory] | None = None,
        select_id: str | None = None,
    ) -> None:
        """Replace the rows with `view`, loading only a page (more if `select_id` is further)."""
        self.view = view
        self.scores = scores or {}
        self._columns = columns
        self._text_width = text_width
        self._to_end = False
        self.clear(columns=True)
        for c in columns:
            self.add_column(self._label(c, sort), width=c.width or text_width, key=c.key)
        index = self.index_of(select_id)
        self._append(max(PAGE_ROWS, (index or 0) + PAGE_ROWS))
        if index is not None:
            self.move_cursor(row=index, animate=False)

    @staticmethod
    def _label(c: Column, sort: tuple[str, bool] | None) -> Text:
        if sort and sort[0] == c.key:
            return Text(f"{c.label} {'▼' if sort[1] else '▲'}", style="bold")
        return Text(c.label)

    def index_of(self, memory_id: str | None) -> int | None:
        if memory_id is None:
            return None
        for i, m in enumerate(self.view):
            if m.id == memory_id:
                return i
        return None

    def _append(self, count: int) -> None:
        start = self.row_count
        for m in self.view[start : start + count]:
            row = cells(m, self._columns, self._text_width, self.scores.get(m.id))
            self.add_row(*row, key=m.id)

    def memory_at_cursor(self) -> Memory | None:
        if not self.row_count or not 0 <= self.cursor_row < len(self.view):
            return None
        return self.view[self.cursor_row]

    # -- lazy paging --------------------------------------------------------------------------
    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        near_bottom = new >= self.max_scroll_y - self.size.height
        if near_bottom and self.row_count < len(self.view):
            self.call_after_refresh(self._append, PAGE_ROWS)

    def action_scroll_bottom(self) -> None:
        """To the last memory of the whole view, adding the rest in chunks between frames."""
        if self.row_count >= len(self.view):
            self._to_end = False
            super().action_scroll_bottom()
            return
        self._to_end = True
        self._append(CHUNK_ROWS)
        self.set_timer(0.01, self._continue_to_end)

    def _continue_to_end(self) -> None:
        if self._to_end:
            self.action_scroll_bottom()
