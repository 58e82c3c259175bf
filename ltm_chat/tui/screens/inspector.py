"""The memory inspector: see, search, edit, pin, forget and clear what is remembered.

The store opens in a worker (lancedb takes about a second); every engine call runs off the
UI thread and reports back with a message; handlers are the only code that touches widgets.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from datetime import datetime
from functools import partial
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Footer, Input, Label, Select, Static, Switch

from ltm_chat.memory.model import Memory, RecalledMemory
from ltm_chat.text import memories
from ltm_chat.tui.data_text import data_markup, data_text
from ltm_chat.tui.screens import inspector_actions, inspector_workers
from ltm_chat.tui.screens.inspector_keys import (
    EMPTY_HINT,
    INSPECTOR_BINDINGS,
    PENDING_HINT,
    SELECT_HINT,
    STORE_ACTIONS,
)
from ltm_chat.tui.screens.inspector_messages import (
    DetailLoaded,
    InspectorFailed,
    Opened,
    RowsLoaded,
    SearchDone,
    WriteDone,
)
from ltm_chat.tui.screens.inspector_undo import UndoStack
from ltm_chat.tui.screens.inspector_view import (
    ALL_WORKSPACES,
    COLUMNS_BY_KEY,
    columns_for,
    expired,
    filter_memories,
    sort_memories,
    text_width,
    workspaces,
)
from ltm_chat.tui.widgets.memory_detail import MemoryDetail, MemoryDetails
from ltm_chat.tui.widgets.memory_table import MemoryTable

DEFAULT_SORT = ("created", True)


class InspectorScreen(Screen):
    """Table, filter, detail pane and actions over one user's memories."""

    AUTO_FOCUS = "#inspector-table"

    DEFAULT_CSS = """
    InspectorScreen { layout: vertical; }
    #inspector-title { height: 1; background: $panel; color: $text; padding: 0 1; }
    #inspector-bar { height: 3; padding: 0 1; }
    #inspector-filter { width: 1fr; }
    #inspector-bar Label { padding: 1 1 0 2; }
    #inspector-semantic { width: auto; }
    #inspector-workspace { width: 26; }
    #inspector-table { height: 1fr; min-height: 5; }
    #inspector-empty { height: 1fr; padding: 1 2; color: $text-muted; display: none; }
    #inspector-empty-pending { height: 1fr; padding: 1 2; color: $text-muted; display: none; }
    InspectorScreen.-empty #inspector-empty { display: block; }
    InspectorScreen.-empty.-pending #inspector-empty { display: none; }
    InspectorScreen.-empty.-pending #inspector-empty-pending { display: block; }
    InspectorScreen.-empty #inspector-table { display: none; }
    #inspector-status { height: 1; padding: 0 1; color: $text-muted; }
    #inspector-detail {
        height: 40%; min-height: 8; border-top: solid $primary; border-title-align: left;
    }
    """

    BINDINGS = INSPECTOR_BINDINGS

    def __init__(
        self,
        source: Any,
        *,
        memory_ids: Iterable[str] = (),
        clock: Callable[[], datetime] | None = None,
        export_dir: Path | None = None,
        name: str | None = None,
    ) -> None:
        super().__init__(name=name)
        self.source = source
        self.focus_ids = [i for i in memory_ids if i]
        self._clock = clock
        settings = getattr(source, "settings", source)
        paths = getattr(settings, "paths", None)
        self.export_dir = export_dir or (paths.data_dir / "exports" if paths else Path.cwd())
        self.user_id = getattr(settings, "user_id", None) or getattr(source, "user_id", "")
        self.memory: Any = None
        self.mode = ""
        self.rows: list[Memory] = []  # the rows of the current view (memories, or pending)
        self.all_rows: list[Memory] = []
        self.pending_view = False
        self._sorted: list[Memory] = []
        self.results: list[RecalledMemory] = []
        self.results_query = ""
        self.semantic = False
        self.sort: tuple[str, bool] = DEFAULT_SORT
        self.needle = ""
        self.workspace = ALL_WORKSPACES
        self._conversations: Any = None
        self._width = 0
        self.undo_stack = UndoStack()  # the user's actions in this inspector, newest last
        self.expired_count = 0  # rows past their expiry, left out of both views

    # -- layout -------------------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Static("Memory inspector · opening the memory store…", id="inspector-title")
        with Horizontal(id="inspector-bar"):
            yield Input(placeholder="Filter by text  (/)", id="inspector-filter")
            yield Label("By meaning")
            yield Switch(False, id="inspector-semantic", tooltip="ctrl+f: rank as recall does")
            yield Select(
                [("All workspaces", ALL_WORKSPACES), ("Global only", "")],
                value=ALL_WORKSPACES,
                allow_blank=False,
                id="inspector-workspace",
            )
        with Vertical(id="inspector-main"):
            yield MemoryTable(id="inspector-table")
            yield Static(self._hint(EMPTY_HINT), id="inspector-empty")
            yield Static(self._hint(PENDING_HINT), id="inspector-empty-pending")
        yield Static("", id="inspector-status")
        yield MemoryDetail(SELECT_HINT, id="inspector-detail")
        yield Footer()

    def _hint(self, template: str) -> str:
        """`template` with each {binding id} replaced by the key bound to it now."""
        from ltm_chat.tui.bound_keys import bound_key

        keymap = getattr(getattr(self.app, "settings", None), "keymap", None) or {}
        chat_key = getattr(self.app, "key_for", lambda binding_id: binding_id)  # app.* ids
        names = re.findall(r"\{([a-z_.]+)\}", template)
        keys = {
            n: bound_key(keymap, n, (type(self),)) if n.startswith("inspector.") else chat_key(n)
            for n in names
        }
        return re.sub(r"\{([a-z_.]+)\}", lambda m: keys[m.group(1)], template)

    def on_mount(self) -> None:
        self.query_one("#inspector-detail").border_title = "Details"
        table = self.query_one(MemoryTable)
        table.loading = True
        table.focus()
        self.run_worker(
            partial(inspector_workers.open_store, self),
            group="open",
            exclusive=True,
            exit_on_error=False,
        )

    def now(self) -> datetime:
        if self._clock is not None:
            return self._clock()
        app_now = getattr(self.app, "now", None)
        return app_now() if callable(app_now) else datetime.now()

    # -- workers (never touch widgets) ------------------------------------------------------

    # -- message handlers (the only code that updates widgets) --------------------------------
    def on_opened(self, message: Opened) -> None:
        self.memory = message.memory
        self.mode = message.mode
        self._show_title()
        self.refresh_bindings()

    def on_rows_loaded(self, message: RowsLoaded) -> None:
        first = not self.all_rows and not self.rows
        self.all_rows = message.rows
        if first and message.select_id:  # opened on a memory waiting for review: show the queue
            wanted = next((m for m in message.rows if m.id == message.select_id), None)
            self.pending_view = wanted is not None and wanted.status == "pending"
            self.refresh_bindings()  # the footer shows the queue's keys, not the list's
        self._split_rows()
        self._sorted = sort_memories(self.rows, *self._plain_sort())
        table = self.query_one(MemoryTable)
        table.loading = False
        self._update_workspaces()
        self._show_title()
        select_id = message.select_id or self._selected_id()
        self._keep_in_sight(message.select_id)
        self.refresh_view(select_id)

    def _keep_in_sight(self, memory_id: str | None) -> None:
        """A row just added or edited that the filters would hide: drop the filters instead."""
        if memory_id is None or self.semantic:
            return
        if any(m.id == memory_id for m in self._view()[0]):
            return
        if not any(m.id == memory_id for m in self.rows):
            return
        self.needle, self.workspace = "", ALL_WORKSPACES
        box = self.query_one("#inspector-filter", Input)
        with box.prevent(Input.Changed):
            box.value = ""
        select = self.query_one("#inspector-workspace", Select)
        with select.prevent(Select.Changed):
            select.value = ALL_WORKSPACES
        self.notify("Filters cleared to keep the changed memory in view.", timeout=4)

    def on_search_done(self, message: SearchDone) -> None:
        if not self.semantic:
            return
        self.results = message.results
        self.results_query = message.query
        self.refresh_view(None)  # the best match first, selected

    def on_detail_loaded(self, message: DetailLoaded) -> None:
        current = self.query_one(MemoryTable).memory_at_cursor()
        if current is not None and current.id == message.details.memory.id:
            self.query_one(MemoryDetail).show(message.details)

    def on_write_done(self, message: WriteDone) -> None:
        if message.step is not None:
            self.undo_stack.push(message.step)
        self.notify(data_markup(message.note), severity=message.severity, timeout=6)
        if message.severity == "information":
            self.run_worker(
                partial(inspector_workers.reload_rows, self, message.select_id),
                group="load",
                exclusive=True,
                exit_on_error=False,
            )

    def on_inspector_failed(self, message: InspectorFailed) -> None:
        self.query_one(MemoryTable).loading = False
        if self.memory is None:  # never opened: the title says so instead of "opening…"
            self.query_one("#inspector-title", Static).update(
                data_text(f"Memory inspector · {message.title}")
            )
        self.query_one("#inspector-status", Static).update(data_text(message.error))
        self.notify(data_markup(message.error), severity="error", timeout=10)

    def on_resize(self) -> None:
        if self._width and self.size.width != self._width and self.memory is not None:
            self.refresh_view(self._selected_id())

    # -- the view ----------------------------------------------------------------------------
    def _split_rows(self) -> None:
        """The current view's rows: the active memories, or the ones waiting for review; never
        those past their expiry (not recalled, erased by curation: the title counts them)."""
        want = "pending" if self.pending_view else "active"
        now = self.memory.clock() if self.memory is not None else self.now()
        live = [m for m in self.all_rows if not expired(m, now)]
        self.expired_count = len(self.all_rows) - len(live)
        self.rows = [m for m in live if (m.status or "active") == want]
        self.set_class(self.pending_view, "-pending")

    def _plain_sort(self) -> tuple[str, bool]:
        plain = {c.key for c in columns_for(False, pending=self.pending_view)}
        return self.sort if self.sort[0] in plain else DEFAULT_SORT

    def _show_title(self) -> None:
        count = memories(len(self.rows)) if self.memory is not None else "loading…"
        live = len(self.all_rows) - self.expired_count
        waiting = live - len(self.rows) if not self.pending_view else len(self.rows)
        if self.pending_view:
            queue = f"{waiting:,} waiting, not recalled until accepted" if waiting else "empty"
            count = f"review queue · {queue} · v: back"
        elif waiting:
            count += f" · {waiting:,} to review (v)"
        if self.expired_count:  # `memories list --expired` lists them
            count += f" · {self.expired_count:,} expired, hidden"
        mode = f" · recall: {self.mode}" if self.mode else ""
        self.query_one("#inspector-title", Static).update(
            data_text(f"Memory inspector · {self.user_id} · {count}{mode}")
        )

    def _update_workspaces(self) -> None:
        select = self.query_one("#inspector-workspace", Select)
        names = workspaces(self.rows)
        if self.workspace not in {ALL_WORKSPACES, "", *names}:
            self.workspace = ALL_WORKSPACES
        options = [("All workspaces", ALL_WORKSPACES), ("Global only", "")]
        options += [(data_text(f"Workspace {n}", multiline=False), n) for n in names]
        with select.prevent(Select.Changed):
            select.set_options(options)
            select.value = self.workspace

    def _selected_id(self) -> str | None:
        m = self.query_one(MemoryTable).memory_at_cursor()
        return m.id if m else None

    def _view(self) -> tuple[list[Memory], dict[str, RecalledMemory]]:
        if self.semantic and self.results_query:
            scores = {r.memory.id: r for r in self.results}
            base = sort_memories([r.memory for r in self.results], *self.sort, scores)
            return filter_memories(base, "", self.workspace), scores
        if self.semantic:
            return filter_memories(self._sorted, "", self.workspace), {}
        return filter_memories(self._sorted, self.needle, self.workspace), {}

    def refresh_view(self, select_id: str | None = None) -> None:
        """Re-filter, re-sort and repaint the table, keeping `select_id` selected."""
        if self.memory is None:
            return
        view, scores = self._view()
        self._width = self.size.width
        columns = columns_for(self.semantic, self._width, self.pending_view)
        table = self.query_one(MemoryTable)
        width = text_width(self._width, columns)
        table.show(view, columns, width, sort=self.sort, scores=scores, select_id=select_id)
        self.set_class(not self.rows, "-empty")
        self._show_status()
        if not view:
            self.query_one(MemoryDetail).show(None)

    def _show_status(self) -> None:
        table = self.query_one(MemoryTable)
        view = table.view
        column = COLUMNS_BY_KEY[self.sort[0]].label
        order = "▼" if self.sort[1] else "▲"
        parts = [f"{len(view):,} of {len(self.rows):,} shown"]
        if table.windowed and table.cursor_index is not None:
            # The scrollbar spans only the rows the table holds: say where we are in the list.
            parts.append(f"row {table.cursor_index + 1:,} of {len(view):,}")
        parts.append(f"sorted by {column} {order} (s, r)")
        if self.semantic:
            scope = self.memory.workspace or "global"
            if self.results_query:
                parts.append(f"ranked by meaning as recall does ({scope} scope)")
            else:
                parts.append("type to rank by meaning")
        elif self.needle:
            parts.append(f"text contains “{self.needle}”")
        self.query_one("#inspector-status", Static).update(data_text(" · ".join(parts)))

    # -- events ------------------------------------------------------------------------------
    @on(DataTable.RowHighlighted, "#inspector-table")
    def _row_highlighted(self, event: DataTable.RowHighlighted) -> None:
        table = self.query_one(MemoryTable)
        m = table.memory_at_cursor()
        if m is None:
            return
        if table.windowed:
            self._show_status()  # the row position moved
        details = MemoryDetails(m, scored=table.scores.get(m.id))
        panel = self.query_one(MemoryDetail)
        shown = panel.details
        if shown and shown.memory == m and shown.scored == details.scored:
            return  # a re-filter kept the same row: nothing to repaint or reload
        if shown and shown.memory.id == m.id:
            details.provenance = shown.provenance  # keep what we know while reloading
        panel.show(details)
        self.run_worker(
            partial(inspector_workers.load_detail, self, details),
            group="detail",
            exclusive=True,
            exit_on_error=False,
        )

    @on(DataTable.RowSelected, "#inspector-table")
    def _row_selected(self) -> None:
        self.action_edit()

    @on(DataTable.HeaderSelected, "#inspector-table")
    def _header_selected(self, event: DataTable.HeaderSelected) -> None:
        key = str(event.column_key.value)
        if key == self.sort[0]:
            self.sort = (key, not self.sort[1])
        else:
            self.sort = (key, COLUMNS_BY_KEY[key].newest_first)
        self._resort()

    @on(Input.Changed, "#inspector-filter")
    def _filter_changed(self, event: Input.Changed) -> None:
        self.needle = event.value
        if self.semantic:
            query = event.value.strip()
            if not query:
                self.results, self.results_query = [], ""
                self.refresh_view(self._selected_id())
            elif self.memory is not None:
                self.run_worker(
                    partial(inspector_workers.search, self, query),
                    group="search",
                    exclusive=True,
                    exit_on_error=False,
                )
            return
        self.refresh_view(self._selected_id())

    @on(Input.Submitted, "#inspector-filter")
    def _filter_submitted(self) -> None:
        self._focus_now(self.query_one(MemoryTable))

    def _focus_now(self, widget: Widget) -> None:
        # Not `widget.focus()`: that waits for a message, and the app would hand the keys
        # typed right after this one to the widget that had focus ('/tern' lost its letters).
        self.set_focus(widget)

    @on(Switch.Changed, "#inspector-semantic")
    def _semantic_changed(self, event: Switch.Changed) -> None:
        self.semantic = event.value
        self.results, self.results_query = [], ""
        if self.semantic:
            self.sort = ("score", True)
            query = self.needle.strip()
            if query and self.memory is not None:
                self.run_worker(
                    partial(inspector_workers.search, self, query, delay=0),
                    group="search",
                    exclusive=True,
                    exit_on_error=False,
                )
        else:
            self.sort = self._plain_sort()
        self.refresh_view(self._selected_id())

    @on(Select.Changed, "#inspector-workspace")
    def _workspace_changed(self, event: Select.Changed) -> None:
        self.workspace = str(event.value)
        self.refresh_view(self._selected_id())

    # -- actions -----------------------------------------------------------------------------
    def _selected(self) -> Memory | None:
        m = self.query_one(MemoryTable).memory_at_cursor()
        if m is None:
            self.notify("No memory selected.", severity="warning", timeout=3)
        return m

    def _ready(self) -> bool:
        if self.memory is None:
            self.notify("Still opening the memory store…", severity="warning", timeout=3)
        return self.memory is not None

    def action_close(self) -> None:
        """Esc peels one layer: a typed filter first, then the filter box, then the screen."""
        box = self.query_one("#inspector-filter", Input)
        if box.value:
            box.value = ""
            self._focus_now(self.query_one(MemoryTable))
            return
        if self.focused is box:
            self._focus_now(self.query_one(MemoryTable))
            return
        if len(self.app.screen_stack) > 1:
            self.dismiss()
        else:
            self.app.exit()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # '/' typed in the filter box (or any text box) is text, not the filter key.
        if action == "focus_filter" and isinstance(self.focused, Input):
            return False
        if self.memory is None and action in STORE_ACTIONS:
            return None  # shown dimmed until the store is open (never, in incognito)
        # The review queue has its own keys; pinning and adding belong to memories.
        if action in {"accept", "reject", "accept_shown", "reject_shown"}:
            return self.pending_view
        if action in {"pin", "add", "clear", "toggle_semantic"}:
            return not self.pending_view
        return True

    def action_toggle_pending(self) -> None:
        self.pending_view = not self.pending_view
        if self.semantic:
            self.query_one("#inspector-semantic", Switch).value = False
        self._split_rows()
        self._sorted = sort_memories(self.rows, *self._plain_sort())
        self._show_title()
        self.refresh_bindings()
        self.refresh_view(None)

    def action_accept(self) -> None:
        inspector_actions.accept(self)

    def action_reject(self) -> None:
        inspector_actions.reject(self)

    def action_accept_shown(self) -> None:
        inspector_actions.review_shown(self, accept=True)

    def action_reject_shown(self) -> None:
        inspector_actions.review_shown(self, accept=False)

    def _neighbour(self, memory_id: str) -> str | None:
        """The row to select once `memory_id` leaves the view: the next one, else the previous."""
        view = self.query_one(MemoryTable).view
        index = next((i for i, m in enumerate(view) if m.id == memory_id), None)
        if index is None:
            return None
        rest = view[index + 1 : index + 2] or view[max(0, index - 1) : index]
        return rest[0].id if rest else None

    def action_focus_filter(self) -> None:
        self._focus_now(self.query_one("#inspector-filter", Input))

    def action_toggle_semantic(self) -> None:
        switch = self.query_one("#inspector-semantic", Switch)
        switch.value = not switch.value

    def action_next_workspace(self) -> None:
        spaces = [ALL_WORKSPACES, "", *workspaces(self.rows)]
        current = spaces.index(self.workspace) if self.workspace in spaces else 0
        self.query_one("#inspector-workspace", Select).value = spaces[(current + 1) % len(spaces)]

    def action_sort(self) -> None:
        shown = columns_for(self.semantic, self.size.width, self.pending_view)
        keys = [c.key for c in shown]
        key = keys[(keys.index(self.sort[0]) + 1) % len(keys)] if self.sort[0] in keys else keys[0]
        self.sort = (key, COLUMNS_BY_KEY[key].newest_first)
        self._resort()

    def action_reverse(self) -> None:
        self.sort = (self.sort[0], not self.sort[1])
        self._resort()

    def _resort(self) -> None:
        if not self.semantic:
            self._sorted = sort_memories(self.rows, *self.sort)
        self.refresh_view(self._selected_id())

    def action_add(self) -> None:
        inspector_actions.add(self)

    def action_edit(self) -> None:
        inspector_actions.edit(self)

    def action_restore(self) -> None:
        inspector_actions.restore(self)

    def action_pin(self) -> None:
        inspector_actions.pin(self)

    def action_move(self) -> None:
        from ltm_chat.tui.screens.inspector_move import move

        move(self)

    def _key(self, action: str) -> str:
        """The key of one of this screen's actions, as bound now."""
        return self._hint(f"{{inspector.{action}}}")

    def action_undo(self) -> None:
        inspector_actions.undo_last(self)

    def action_forget(self) -> None:
        inspector_actions.forget(self)

    def action_clear(self) -> None:
        inspector_actions.clear(self)

    def action_export(self) -> None:
        inspector_actions.export(self)
