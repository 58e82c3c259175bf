"""A DataTable of memories that holds only a window of the view: a few screens around the cursor.

DataTable measures every cell of every row it holds; 10,000 rows at once would block the UI
for seconds. This table keeps the whole (filtered, sorted) view in a list and hands the
DataTable only `view[window_start:window_end]`. Moving near the window's edge slides it (the
same memories stay on the same screen lines); Home and End replace it with the first or last
rows. Positions outside this class are view indices: `cursor_index`, `index_of`, `go_to`.
"""

from __future__ import annotations

from rich.text import Text
from textual.binding import Binding
from textual.coordinate import Coordinate
from textual.geometry import Size
from textual.widgets import DataTable

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.tui.screens.inspector_view import Column, cells

WINDOW_ROWS = 80  # the fewest rows held at once (a slide rebuilds them all)
WINDOW_SCREENS = 6  # ...and at least this many screens, so a page move lands inside the window


def window_start_for(index: int, total: int, size: int) -> int:
    """First view index of a `size`-row window with `index` in its middle, inside the view."""
    return max(0, min(index - size // 2, total - size))


class MemoryTable(DataTable):
    """Rows of memories keyed by memory id; `show()` replaces the view."""

    BINDINGS = [
        Binding("home,ctrl+home", "scroll_top", "First", show=False, id="memory_table.first"),
        Binding("end,ctrl+end", "scroll_bottom", "Last", show=False, id="memory_table.last"),
    ]

    def __init__(self, **kwargs) -> None:
        super().__init__(cursor_type="row", zebra_stripes=True, **kwargs)
        self.view: list[Memory] = []
        self.scores: dict[str, RecalledMemory] = {}
        self.window_start = 0
        self._columns: tuple[Column, ...] = ()
        self._text_width = 40
        self._sliding = False  # a slide's own cursor and scroll events are not the user's

    # -- positions in the whole view -------------------------------------------------------------
    @property
    def window_end(self) -> int:
        return self.window_start + self.row_count

    @property
    def windowed(self) -> bool:
        """The view is longer than what the table holds (its scrollbar covers only the window)."""
        return len(self.view) > self.row_count

    @property
    def cursor_index(self) -> int | None:
        """The cursor's position in the whole view; None when nothing is shown."""
        if not self.row_count:
            return None
        return self.window_start + self.cursor_row

    def memory_at_cursor(self) -> Memory | None:
        index = self.cursor_index
        if index is None or index >= len(self.view):
            return None
        return self.view[index]

    def index_of(self, memory_id: str | None) -> int | None:
        if memory_id is None:
            return None
        for i, m in enumerate(self.view):
            if m.id == memory_id:
                return i
        return None

    def go_to(self, index: int) -> None:
        """Put the cursor on view row `index`, sliding the window there if it lies outside."""
        if not self.view:
            return
        index = max(0, min(index, len(self.view) - 1))
        if not self.window_start <= index < self.window_end:
            self._slide(window_start_for(index, len(self.view), self._window_size()))
        self.move_cursor(row=index - self.window_start, animate=False)

    # -- filling ---------------------------------------------------------------------------------
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
        """Replace the rows with `view`: the first window, or one around `select_id`."""
        self.view = view
        self.scores = scores or {}
        self._columns = columns
        self._text_width = text_width
        self.clear(columns=True)
        for c in columns:
            self.add_column(self._label(c, sort), width=c.width or text_width, key=c.key)
        index = self.index_of(select_id)
        self._fill(window_start_for(index or 0, len(view), self._window_size()))
        if index is not None:
            self.move_cursor(row=index - self.window_start, animate=False)

    @staticmethod
    def _label(c: Column, sort: tuple[str, bool] | None) -> Text:
        if sort and sort[0] == c.key:
            return Text(f"{c.label} {'▼' if sort[1] else '▲'}", style="bold")
        return Text(c.label)

    def _fill(self, start: int) -> None:
        self.window_start = start
        for m in self.view[start : start + self._window_size()]:
            row = cells(m, self._columns, self._text_width, self.scores.get(m.id))
            self.add_row(*row, key=m.id)

    def _page_rows(self) -> int:
        header = self.header_height if self.show_header else 0
        return max(1, self.scrollable_content_region.height - header)

    def _window_size(self) -> int:
        return max(WINDOW_ROWS, WINDOW_SCREENS * self._page_rows())

    def _slide(self, start: int, top: int | None = None) -> None:
        """Hold the window from view row `start` with view row `top` (default: the same) at the
        top of the screen; the cursor stays on its memory, or on the nearest row on screen."""
        if top is None:
            top = self.window_start + round(self.scroll_y)
        cursor = self.cursor_index or 0
        rows_before = self.row_count
        self._sliding = True
        try:
            self.clear()
            self._fill(start)
            held = self.window_start <= cursor < self.window_end
            if not held:
                top = max(self.window_start, min(top, self.window_end - self._page_rows()))
                cursor = max(top, min(cursor, top + self._page_rows() - 1))
            self.cursor_coordinate = Coordinate(cursor - self.window_start, 0)
            if self.row_count != rows_before:  # rows are one line: set the height DataTable
                header = self.header_height if self.show_header else 0  # measures at idle
                self.virtual_size = Size(self.virtual_size.width, header + self.row_count)
            self.scroll_target_y = self.scroll_y = top - self.window_start
        finally:
            self._sliding = False
        if not held:
            key = self.coordinate_to_cell_key(self.cursor_coordinate).row_key
            self.post_message(self.RowHighlighted(self, self.cursor_row, key))

    def _keep_room(self, rows: int) -> None:
        """Slide the window to centre the cursor if a move of `rows` would leave it."""
        index = self.cursor_index
        if index is None:
            return
        short_below = index + rows >= self.window_end and self.window_end < len(self.view)
        short_above = index - rows < self.window_start and self.window_start > 0
        if short_below or short_above:
            self._slide(window_start_for(index, len(self.view), self._window_size()))

    # -- moving ----------------------------------------------------------------------------------
    def action_cursor_down(self) -> None:
        self._keep_room(1)
        super().action_cursor_down()

    def action_cursor_up(self) -> None:
        self._keep_room(1)
        super().action_cursor_up()

    def action_page_down(self) -> None:
        self._keep_room(2 * self._page_rows() + 1)  # the cursor moves a page, the view two
        super().action_page_down()

    def action_page_up(self) -> None:
        self._keep_room(2 * self._page_rows() + 1)
        super().action_page_up()

    def action_scroll_top(self) -> None:
        """To the first memory of the whole view."""
        if self.window_start > 0:
            self._slide(0, top=0)
        super().action_scroll_top()

    def action_scroll_bottom(self) -> None:
        """To the last memory of the whole view."""
        total = len(self.view)
        if self.window_end < total:
            self._slide(window_start_for(total, total, self._window_size()), top=total)
        super().action_scroll_bottom()

    def watch_cursor_coordinate(self, old: Coordinate, new: Coordinate) -> None:
        if not self._sliding:  # a slide keeps the cursor's memory, and the screen where it is
            super().watch_cursor_coordinate(old, new)

    def watch_scroll_y(self, old: float, new: float) -> None:
        super().watch_scroll_y(old, new)
        if not self._sliding and self._scrolled_near_edge():
            self.call_after_refresh(self._follow_scroll)

    def _scrolled_near_edge(self) -> bool:
        page = self._page_rows()
        near_bottom = self.scroll_y >= self.max_scroll_y - page
        near_top = self.scroll_y < page
        return (near_bottom and self.window_end < len(self.view)) or (
            near_top and self.window_start > 0
        )

    def _follow_scroll(self) -> None:
        """The wheel or scrollbar reached the window's edge: centre the window on the screen."""
        if not self._scrolled_near_edge():
            return  # an earlier call already slid it
        middle = self.window_start + round(self.scroll_y) + self._page_rows() // 2
        self._slide(window_start_for(middle, len(self.view), self._window_size()))
