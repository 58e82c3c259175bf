"""The memory inspector: see, search, edit, pin, forget and clear what is remembered.

The store opens in a worker (lancedb takes about a second); every engine call runs off the
UI thread and reports back with a message; handlers are the only code that touches widgets.
"""

from __future__ import annotations

import asyncio
import os
import re
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from functools import partial
from pathlib import Path
from typing import Any

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import DataTable, Footer, Input, Label, Select, Static, Switch

from ltm_chat.memory.model import Memory, MemoryError_, RecalledMemory
from ltm_chat.text import every, memories
from ltm_chat.tui.data_text import data_markup, data_text
from ltm_chat.tui.screens.inspector_confirm import (
    ConfirmModal,
    ExportPathModal,
    ForgetModal,
    ForgetSource,
    TypedConfirmModal,
)
from ltm_chat.tui.screens.inspector_edit import MemoryDraft, MemoryEditModal
from ltm_chat.tui.screens.inspector_undo import (
    UndoStack,
    UndoStep,
    final_step,
    of,
    version_step,
)
from ltm_chat.tui.screens.inspector_view import (
    ALL_WORKSPACES,
    COLUMNS_BY_KEY,
    columns_for,
    filter_memories,
    sort_memories,
    text_width,
    workspaces,
)
from ltm_chat.tui.widgets.memory_detail import MemoryDetail, MemoryDetails, Provenance
from ltm_chat.tui.widgets.memory_table import MemoryTable

SEARCH_LIMIT = 50
SEARCH_DELAY = 0.25  # wait for typing to pause before embedding the query
LOG_LIMIT = 12  # the detail pane's audit trail: the latest events about the memory
DETAIL_DELAY = 0.06  # holding an arrow key must not queue a history query per row
DEFAULT_SORT = ("created", True)
# {binding id} names a key as bound now: a [keymap] remap shows in the text too.
EMPTY_HINT = (
    "No memories yet.\n\nPress {inspector.add} to add one by hand. When memory is on in the chat "
    "({app.toggle_memory}), durable facts you mention are picked up and appear here, with where "
    "they came from."
)
PENDING_HINT = (
    "Nothing waits for review.\n\nA fact mentioned once in passing waits here until you accept it "
    "({inspector.accept}), edit then accept it ({inspector.edit}) or reject it "
    "({inspector.reject}); {inspector.toggle_pending} goes back to the memories."
)
# The actions that need the open store (dimmed in the footer until then).
STORE_ACTIONS = {
    "accept",
    "reject",
    "accept_shown",
    "reject_shown",
    "restore",
    "add",
    "edit",
    "pin",
    "move",
    "forget",
    "undo",
    "next_workspace",
    "export",
    "clear",
    "toggle_semantic",
    "toggle_pending",
}
ACCEPTED = "it is a memory now: forget it (d) if you no longer want it"
SELECT_HINT = "Pick a memory to see it in full, where it came from and its earlier versions."


class InspectorUnavailable(Exception):
    """The inspector cannot open the store here (e.g. an incognito session); `title` is what
    the inspector's header says it shows instead."""

    def __init__(self, message: str, title: str) -> None:
        super().__init__(message)
        self.title = title


def open_memory(source: Any) -> Any:
    """The LongTermMemory to inspect (blocking: call it in a thread).

    `source` is a LongTermMemory, a ChatSession (its open memory is reused; when memory is off
    the store is opened anyway: users can always see and erase what is kept), Settings, or a
    zero-argument callable returning a LongTermMemory.
    """
    if hasattr(source, "store") and hasattr(source, "search"):
        return source
    settings = getattr(source, "settings", None)
    if settings is not None:  # a chat session
        if getattr(source, "memory", None) is not None:
            return source.memory
        if settings.incognito:
            raise InspectorUnavailable(
                "Incognito: this session does not open the memory store. Run `ltm-chat inspect`.",
                "incognito: no memories are read or shown (run `ltm-chat inspect`)",
            )
        from ltm_chat.memory.service import open_long_term_memory

        return open_long_term_memory(settings, clock=getattr(source, "clock", None) or _utcnow)
    if hasattr(source, "paths"):  # Settings
        from ltm_chat.memory.service import open_long_term_memory

        return open_long_term_memory(source)
    return source()


def _utcnow() -> datetime:
    from ltm_chat.memory.model import utcnow

    return utcnow()


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


def _binding(key: str, action: str, label: str, tip: str, **kw: Any) -> Binding:
    return Binding(key, action, label, id=f"inspector.{action}", tooltip=tip, **kw)


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

    BINDINGS = [
        _binding(
            "escape", "close", "Back", "Leave the inspector (Esc in the filter: to the table)"
        ),
        # Priority: the app runs it as it reads the key, so letters typed right after '/' (or
        # pasted by tmux) already go to the filter box rather than to the table.
        _binding(
            "slash", "focus_filter", "Filter", "Filter memories by text", show=False, priority=True
        ),
        _binding("ctrl+f", "toggle_semantic", "Meaning", "Rank by meaning, as chat recall does"),
        # Shown in the title when something waits ("3 to review (v)"), not in the footer.
        _binding(
            "v",
            "toggle_pending",
            "Pending",
            "Switch between memories and the review queue",
            show=False,
        ),
        _binding("y", "accept", "Accept", "Keep the selected pending memory (it is recalled)"),
        _binding("n", "reject", "Reject", "Erase the selected pending memory for good"),
        # In bulk, over what the filter shows (text, kind:K, from:CONVERSATION): an import.
        _binding(
            "Y", "accept_shown", "Accept shown", "Keep every pending memory shown", show=False
        ),
        _binding(
            "N", "reject_shown", "Reject shown", "Erase every pending memory shown", show=False
        ),
        _binding("t", "restore", "Restore", "Bring a demoted memory back to hot", show=False),
        _binding("a", "add", "Add", "Add a memory by hand"),
        _binding("e", "edit", "Edit", "Edit the selected memory (keeps the old version)"),
        _binding("p", "pin", "Pin", "Pin or unpin: pinned memories are always recalled"),
        _binding(
            "m", "move", "Move", "Move to global, or a global memory to this workspace", show=False
        ),
        _binding("d,delete", "forget", "Forget", "Erase the selected memory for good"),
        _binding("u", "undo", "Undo", "Undo your last action in this inspector (not an erasure)"),
        _binding("w", "next_workspace", "Workspace", "Show the next workspace (Clear erases it)"),
        _binding("x", "export", "Export", "Write the memories shown to a JSON Lines file"),
        _binding("C", "clear", "Clear", "Erase every memory shown by the workspace filter"),
        _binding("s", "sort", "Sort", "Sort by the next column (or click a header)", show=False),
        _binding("r", "reverse", "Reverse", "Reverse the sort order", show=False),
    ]

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
        self.run_worker(self._open, group="open", exclusive=True, exit_on_error=False)

    def now(self) -> datetime:
        if self._clock is not None:
            return self._clock()
        app_now = getattr(self.app, "now", None)
        return app_now() if callable(app_now) else datetime.now()

    # -- workers (never touch widgets) ------------------------------------------------------
    async def _open(self) -> None:
        try:
            memory = await asyncio.to_thread(open_memory, self.source)
            mode = await memory.mode()
            self.post_message(Opened(memory, mode))
            rows = await memory.list(workspace=ALL_WORKSPACES, with_vectors=False)
        except InspectorUnavailable as exc:
            self.post_message(InspectorFailed(str(exc), exc.title))
            return
        except MemoryError_ as exc:
            self.post_message(InspectorFailed(str(exc)))
            return
        except Exception as exc:  # a broken store must not take the chat down with it
            self.post_message(InspectorFailed(f"Could not open the memory store: {exc}"))
            return
        self.post_message(RowsLoaded(rows, self.focus_ids[0] if self.focus_ids else None))
        await self._warm_embedder(memory)

    @staticmethod
    async def _warm_embedder(memory: Any) -> None:
        """Load the embedding model now, not on the first save or search (seconds for MiniLM)."""
        if memory.embedder is None:
            return
        try:
            await asyncio.to_thread(memory.embedder.embed, ["warm up"])
        except Exception:  # the first real embed reports the problem (and falls back to lexical)
            return

    async def _reload(self, select_id: str | None) -> None:
        try:
            rows = await self.memory.list(workspace=ALL_WORKSPACES, with_vectors=False)
        except Exception as exc:
            self.post_message(InspectorFailed(f"Could not reload the memories: {exc}"))
            return
        self.post_message(RowsLoaded(rows, select_id))
        if self.semantic and self.results_query:
            await self._search(self.results_query, delay=0)

    async def _search(self, query: str, delay: float = SEARCH_DELAY) -> None:
        await asyncio.sleep(delay)
        try:
            results = await self.memory.search(query, limit=SEARCH_LIMIT) if query else []
        except Exception as exc:
            self.post_message(InspectorFailed(f"Search failed: {exc}"))
            return
        self.post_message(SearchDone(query, results))

    async def _load_detail(self, details: MemoryDetails) -> None:
        from ltm_chat.mcp.actor import client_of

        await asyncio.sleep(DETAIL_DELAY)
        m = details.memory
        try:
            details.history = await self.memory.history(m.id)
            events = await self.memory.log(m.id)  # all: the oldest names who saved it
            details.log, details.client = events[:LOG_LIMIT], client_of(events)
            if m.conversation_id:
                details.provenance = await asyncio.to_thread(self._provenance, m.conversation_id)
        except MemoryError_:
            details.history = details.history or []  # forgotten meanwhile; the reload follows
        self.post_message(DetailLoaded(details))

    def _provenance(self, conversation_id: str) -> Provenance:
        from ltm_chat.chat.history import ConversationNotFound, ConversationStore

        if self._conversations is None:
            self._conversations = ConversationStore(
                self.memory.database, self.memory.user_id
            ).open()
        try:
            conv = self._conversations.get(conversation_id)
        except ConversationNotFound:
            return Provenance(conversation_id)
        return Provenance(conv.id, conv.title, conv.created_at)

    def _write(
        self,
        op: Callable[[], Any],
        describe: Callable[[Any], tuple[str, str | None]],
        step: Callable[[Any], UndoStep | None] | None = None,
    ) -> None:
        """Run one engine write in a worker; report the outcome as a WriteDone (with how to
        undo it: `step` of the result) or a failure."""

        async def run() -> None:
            try:
                result = await op()
            except MemoryError_ as exc:
                self.post_message(WriteDone(str(exc), None, "warning"))
                return
            except Exception as exc:
                self.post_message(InspectorFailed(f"The change failed: {exc}"))
                return
            note, select_id = describe(result)
            self.post_message(WriteDone(note, select_id, step=step(result) if step else None))

        self.run_worker(run, group="write", exit_on_error=False)

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
                partial(self._reload, message.select_id),
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
        live = [m for m in self.all_rows if not _expired(m, now)]
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
            partial(self._load_detail, details), group="detail", exclusive=True, exit_on_error=False
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
                    partial(self._search, query),
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
                    partial(self._search, query, delay=0),
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
        m = self._selected() if self._ready() else None
        if m is None:
            return
        self._write(
            lambda: self.memory.accept([m.id]),
            lambda r: (f"Accepted: {r[0].text}", self._neighbour(m.id)),
            lambda r: final_step(of("Accept", m.text), ACCEPTED),
        )

    def action_reject(self) -> None:
        m = self._selected() if self._ready() else None
        if m is None:
            return
        self._write(
            lambda: self.memory.reject([m.id]),
            lambda n: (f"Rejected and erased: {m.text}", self._neighbour(m.id)),
            lambda n: final_step(of("Reject", m.text)),
        )

    def action_accept_shown(self) -> None:
        self._review_shown(accept=True)

    def action_reject_shown(self) -> None:
        self._review_shown(accept=False)

    def _review_shown(self, *, accept: bool) -> None:
        """Accept or reject every pending memory the filter shows, after a yes."""
        if not self._ready():
            return
        ids = [m.id for m in self.query_one(MemoryTable).view if m.status == "pending"]
        if not ids:
            self.notify("Nothing waiting for review is shown.", severity="warning", timeout=3)
            return
        verb = "Accept" if accept else "Reject"
        question = data_markup(f"{verb} the {memories(len(ids))} shown?")
        detail = (
            "They become active and are recalled." if accept else "They are erased for good."
        ) + " The filter chooses which: text, kind:KIND, from:CONVERSATION-ID."

        def confirmed(yes: bool | None) -> None:
            if not yes:
                return
            if accept:
                self._write(
                    lambda: self.memory.accept(ids),
                    lambda r: (f"Accepted {memories(len(r))}.", None),
                )
            else:
                self._write(
                    lambda: self.memory.reject(ids),
                    lambda n: (f"Rejected and erased {memories(len(ids))}.", None),
                )

        self.app.push_screen(ConfirmModal(question, detail, verb), confirmed)

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
        if not self._ready():
            return
        space = self.workspace if self.workspace != ALL_WORKSPACES else self.memory.workspace
        draft = MemoryDraft("", workspace=space)

        said: list[str] = []
        steps: list[UndoStep] = []

        async def save(d: MemoryDraft) -> Memory:
            changes = await self.memory.remember(
                d.text,
                d.kind,
                d.importance,
                d.pinned,
                workspace=d.workspace,
                expires_at=None if d.expires_at == "keep" else d.expires_at,
            )
            first = changes[0]
            verb = {"reinforced": "Already known; reinforced", "superseded": "Updated"}
            note = f"{verb.get(first.action, 'Added')}: {first.text}"
            if first.previous_text:
                note += f" (was: {first.previous_text})"
            evicted = sum(c.action == "evicted" for c in changes)
            said.append(note + (f"; {evicted} evicted over the cap" if evicted else ""))
            stored = await self.memory.get(first.memory_id)
            if first.action in {"added", "pending"}:  # a new memory: undone by erasing it
                steps.append(UndoStep(of("Add", stored.text), "erase", stored.id, stored.version))
            else:  # restated an existing one (reinforced, superseded): a version of it
                steps.append(version_step("Add", stored.text, stored.id, stored.version))
            return stored

        def done(stored: Memory | None) -> None:
            if stored is not None:
                self.post_message(WriteDone(said[-1], stored.id, step=steps[-1]))

        modal = MemoryEditModal("Add a memory", draft, save, new=True, clock=self.memory.clock)
        self.app.push_screen(modal, done)

    def action_edit(self) -> None:
        m = self._selected() if self._ready() else None
        if m is None:
            return
        draft = MemoryDraft.of(m)
        if m.status == "pending":
            self._edit_then_accept(m, draft)
            return

        async def save(d: MemoryDraft) -> Memory:
            return await self.memory.update(
                m.id,
                d.text,
                kind=d.kind,
                importance=d.importance,
                expires_at=d.expires_at,
                expected_version=d.version,
            )

        async def load() -> Memory:
            return await self.memory.get(m.id)

        def done(stored: Memory | None) -> None:
            if stored is not None:
                note = f"Saved version {stored.version}. Undo with {self._key('undo')}."
                step = version_step("Edit", m.text, stored.id, stored.version)
                self.post_message(WriteDone(note, stored.id, step=step))

        title = f"Edit memory (version {m.version}; the current text is kept in its history)"
        modal = MemoryEditModal(title, draft, save, new=False, load=load, clock=self.memory.clock)
        self.app.push_screen(modal, done)

    def _edit_then_accept(self, m: Memory, draft: MemoryDraft) -> None:
        async def save(d: MemoryDraft) -> Memory:
            [kept] = await self.memory.accept([m.id], text=d.text)  # a refused text: no change
            if d.expires_at != "keep":  # part of the accept, as the text: it was never a memory
                kept = await self.memory.set_expires(m.id, d.expires_at)
            return kept

        def done(stored: Memory | None) -> None:
            if stored is not None:
                step = final_step(of("Edit and accept", stored.text), ACCEPTED)
                self.post_message(WriteDone(f"Edited and accepted: {stored.text}", None, step=step))

        title = "Edit, then accept (the pending text is not kept)"
        self.app.push_screen(
            MemoryEditModal(title, draft, save, new=False, clock=self.memory.clock), done
        )

    def action_restore(self) -> None:
        m = self._selected() if self._ready() else None
        if m is None:
            return
        if (m.tier or "hot") == "hot":
            self.notify("This memory is hot already.", timeout=3)
            return
        self._write(
            lambda: self.memory.restore(m.id),
            lambda r: (f"Restored to hot: {r.text}", r.id),
            lambda r: final_step(
                of("Restore", m.text), "tiers are not versions (curation sets them again from use)"
            ),
        )

    def action_pin(self) -> None:
        m = self._selected() if self._ready() else None
        if m is None:
            return
        self._write(
            lambda: self.memory.pin(m.id, not m.pinned),
            lambda r: (f"{'Pinned' if r.pinned else 'Unpinned'}: {r.text}", r.id),
            lambda r: (
                version_step("Pin" if r.pinned else "Unpin", r.text, r.id, r.version)
                if r.version != m.version
                else None
            ),
        )

    def action_move(self) -> None:
        from ltm_chat.tui.screens.inspector_move import move_of

        m = self._selected() if self._ready() else None
        if m is None:
            return
        move = move_of(m.workspace, self.memory.workspace)
        if isinstance(move, str):
            self.notify(data_markup(move), severity="warning", timeout=8)
            return
        self._write(
            lambda: self.memory.update(m.id, workspace=move.workspace, expected_version=m.version),
            lambda r: (f"Moved to {move.label}: {r.text}", r.id),
            lambda r: move.step(r.text, r.id, r.version),
        )

    def _key(self, action: str) -> str:
        """The key of one of this screen's actions, as bound now."""
        return self._hint(f"{{inspector.{action}}}")

    def action_undo(self) -> None:
        """Take back the user's last action in this inspector, whatever row is selected."""
        if not self._ready():
            return
        step = self.undo_stack.pop()
        if step is None:
            self.notify(
                "Nothing to undo: you have changed nothing in this inspector yet. "
                "(`ltm-chat memories undo ID` takes back a memory's last change.)",
                timeout=6,
            )
            return
        if step.undo == "none":
            before = self.undo_stack.peek()
            key = self._key("undo")
            then = f" {key} again undoes the action before it ({before.what})." if before else ""
            self.notify(
                data_markup(f"{step.what} cannot be undone: {step.why}.{then}"),
                severity="warning",
                timeout=8,
            )
            return
        self._write(partial(self._undo, step), lambda note: (note, step.memory_id))

    async def _undo(self, step: UndoStep) -> str:
        """Undo `step` if the memory is still as the action left it; the notice to show."""
        from ltm_chat.memory.model import InvalidMemory, MemoryNotFound, StaleVersion

        changed = InvalidMemory(
            f"Not undone: {step.what}. That memory changed since (another window or the chat); "
            "its Versions below keep every earlier one."
        )
        try:
            if step.undo == "erase":
                if (await self.memory.get(step.memory_id)).version != step.version:
                    raise changed
                await self.memory.forget(step.memory_id)
                return f"Undone: {step.what}. It is erased."
            restored = await self.memory.undo(step.memory_id, expected_version=step.version)
        except MemoryNotFound:
            raise InvalidMemory(f"Not undone: {step.what}. That memory was erased since.") from None
        except StaleVersion:
            raise changed from None
        return f"Undone: {step.what}. Restored version {step.version - 1}: {restored.text}"

    def action_forget(self) -> None:
        m = self._selected() if self._ready() else None
        if m is None:
            return
        table = self.query_one(MemoryTable)
        index = table.index_of(m.id) or 0
        after = table.view[index + 1] if index + 1 < len(table.view) else None
        after = after or (table.view[index - 1] if index > 0 else None)

        after_id = after.id if after else None

        async def ask() -> None:
            source, learned = await asyncio.to_thread(self._forget_source, m)
            self.app.push_screen(ForgetModal(m.text, source, learned), confirmed)

        def confirmed(answer: tuple[bool, bool] | None) -> None:
            if answer is None:
                return
            if not answer[1]:
                self._write(
                    lambda: self.memory.forget(m.id),
                    lambda n: (f"Forgotten and erased: {m.text}", after_id),
                    lambda n: final_step(of("Forget", m.text)),
                )
                return

            async def both() -> None:
                await self.memory.forget(m.id)
                await self._erase_conversation(m.conversation_id)

            self._write(
                both,
                lambda _: (f"Forgotten and erased, with its conversation: {m.text}", after_id),
                lambda _: final_step(of("Forget", m.text)),
            )

        self.run_worker(ask, group="forget", exclusive=True, exit_on_error=False)

    def _forget_source(self, m: Memory) -> tuple[ForgetSource | None, str]:
        """The saved conversation `m` was learned in (for the Forget dialog), or what to say."""
        if not m.conversation_id:
            return None, "It was not learned in a conversation, so there is nothing else to erase."
        p = self._provenance(m.conversation_id)
        if p.title is None:
            return None, "The conversation it was learned in is already deleted."
        count = len(self._conversations.messages(p.conversation_id))
        return ForgetSource(p.title, count), ""

    async def _erase_conversation(self, conversation_id: str | None) -> None:
        """Real erasure of a conversation; through the chat session when there is one, so that
        a chat showing it starts afresh instead of writing to a deleted conversation."""
        if not conversation_id:
            return
        delete = getattr(self.source, "delete_conversation", None)
        if callable(delete):
            was_open = getattr(self.source, "conversation_id", None) == conversation_id
            await delete(conversation_id)
            chat = getattr(self.app, "chat_or_none", None)
            if was_open and chat is not None:
                await chat.clear_conversation()  # its messages are gone: do not show them
        else:
            await asyncio.to_thread(self._conversations.delete, conversation_id)

    def action_clear(self) -> None:
        if not self._ready():
            return
        scope = self.workspace
        doomed = filter_memories(self.rows, "", scope)
        if not doomed:
            self.notify("Nothing to clear here.", severity="warning", timeout=3)
            return
        where = {ALL_WORKSPACES: "in every workspace", "": "that are global"}.get(
            scope, f"in workspace {scope}"
        )
        question = data_markup(f"Erase {every(len(doomed))} {where}?")
        detail = (
            "They are erased for good, with their earlier versions. The workspace filter above "
            "chooses what is cleared."
        )

        def confirmed(yes: bool | None) -> None:
            if yes:
                self._write(
                    lambda: self.memory.clear(None if scope == ALL_WORKSPACES else scope),
                    lambda n: (f"Erased {memories(n)} {where}.", None),
                    lambda n: final_step(f"Clear of {memories(n)} {where}"),
                )

        self.app.push_screen(TypedConfirmModal(question, detail, "clear"), confirmed)

    def action_export(self) -> None:
        if not self._ready():
            return
        view = list(self.query_one(MemoryTable).view)
        if not view:
            self.notify("Nothing to export: no memory is shown.", severity="warning", timeout=4)
            return
        stamp = self.now().strftime("%Y%m%d-%H%M%S")
        suggested = self.export_dir / f"memories-{stamp}.jsonl"

        def chosen(path: Path | None) -> None:
            if path is None:
                return

            async def write() -> int:
                await asyncio.to_thread(write_export, path, view)
                return len(view)

            self._write(
                write,
                lambda n: (f"Exported {memories(n)} to {path}", None),
                lambda n: final_step(
                    f"Export to {path}", "the file stays; delete it if you no longer want it"
                ),
            )

        self.app.push_screen(ExportPathModal(suggested, len(view)), chosen)


def _expired(m: Memory, now: datetime) -> bool:
    if m.expires_at is None:
        return False
    ends = m.expires_at if m.expires_at.tzinfo else m.expires_at.replace(tzinfo=UTC)
    return ends <= (now if now.tzinfo else now.astimezone())


def write_export(path: Path, memories: list[Memory]) -> None:
    """JSON Lines as `ltm-chat memories export` writes them, readable by its owner only."""
    from ltm_chat.memory.model import to_jsonl

    path.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        fh.write(to_jsonl(memories))
