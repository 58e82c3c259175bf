"""Saved conversations, newest first: Enter resumes one in the chat, d deletes one, f forgets
the memories one taught (both confirmed), / searches them (words, meaning, time words).

Listing and deleting run in workers (the store is read in a thread); the screen returns the id
of the conversation to open, or None.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING, Any

from rich.text import Text
from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.screen import Screen
from textual.widgets import DataTable, Footer, Input, Static

from ltm_chat.text import memories, safe_text
from ltm_chat.tui.data_text import data_markup, data_text

if TYPE_CHECKING:
    from ltm_chat.tui.host import ChatHost

OPEN_MARK = "● "  # before the title of the conversation open in the chat


def when_text(moment: datetime) -> str:
    """A conversation's last activity in local time."""
    return moment.astimezone().strftime("%Y-%m-%d %H:%M")


def clipped(text: str, width: int) -> str:
    return text if len(text) <= width else text[: max(0, width - 1)] + "…"


# Fixed columns: "Messages", a local time, and the model (cut at this width).
COUNT_WIDTH, WHEN_WIDTH, MODEL_MAX = 8, 16, 24
MIN_TITLE = 16
CHROME = 2 + 2 * 4 + 1  # the table's margins, one cell of padding each side of 4 columns, scrollbar


def column_widths(total: int, models: list[str]) -> tuple[int, int]:
    """(title, model) widths so that every column fits in `total` columns: the title takes
    what is left, the model gives way first on a narrow terminal (80 columns)."""
    model = min(MODEL_MAX, max([len("Model"), *map(len, models)]))
    title = total - CHROME - COUNT_WIDTH - WHEN_WIDTH - model
    if title < MIN_TITLE:
        model = max(len("Model"), model - (MIN_TITLE - title))
        title = total - CHROME - COUNT_WIDTH - WHEN_WIDTH - model
    return max(MIN_TITLE, title), model


def count_text(count: int | None) -> Text:
    """A conversation's message count, right-aligned under its header (blank if unknown)."""
    return Text("" if count is None else str(count), justify="right", no_wrap=True, end="")


class ConversationTable(DataTable):
    """The list. Enter selects through the table itself, so it acts on the row that the keys
    typed before it moved to (a screen-level priority Enter could overtake them)."""

    BINDINGS = [
        Binding(
            "enter",
            "select_cursor",
            "Open",
            id="conversations.open",
            tooltip="Resume the selected conversation in the chat",
        ),
        # DataTable's own Home/End scroll sideways: in a list of rows they go to its ends.
        Binding(
            "home,ctrl+home",
            "scroll_top",
            "First",
            id="conversations.first",
            show=False,
            tooltip="Go to the newest conversation",
        ),
        Binding(
            "end,ctrl+end",
            "scroll_bottom",
            "Last",
            id="conversations.last",
            show=False,
            tooltip="Go to the oldest conversation",
        ),
    ]


class ConversationsScreen(Screen[str | None]):
    """Lists saved conversations; dismisses with the id to resume (None: back to the chat)."""

    app: ChatHost  # the hosting app, through what the screens use of it (tui/host.py)

    DEFAULT_CSS = """
    ConversationsScreen { layout: vertical; }
    ConversationsScreen #conversations-title {
        height: 1; padding: 0 1; background: $panel; color: $primary; text-style: bold;
    }
    ConversationsScreen #conversations-status { height: auto; padding: 0 1; color: $text-muted; }
    ConversationsScreen DataTable { height: 1fr; margin: 0 1; }
    ConversationsScreen #conversations-search { margin: 0 1; display: none; }
    ConversationsScreen #conversations-search.-shown { display: block; }
    """

    BINDINGS = [
        Binding(
            "d,delete",
            "delete",
            "Delete",
            id="conversations.delete",
            tooltip="Erase the selected conversation and its messages (asks first)",
        ),
        Binding(
            "f",
            "forget_taught",
            "Forget memories",
            id="conversations.forget_taught",
            tooltip="Erase every memory learned in the selected conversation (asks first)",
        ),
        Binding(
            "slash",
            "search",
            "Search",
            id="conversations.search",
            tooltip="Search the conversations: words, meaning, or time words like 'last week'",
        ),
        Binding("escape", "close", "Back", id="conversations.close", tooltip="Back to the chat"),
    ]

    def __init__(self) -> None:
        super().__init__()
        self.conversations: list[Any] = []
        self.loaded = False
        self._open_id: str | None = None
        self._filled_width = 0
        self.everything: list[Any] = []  # the whole list, while a search shows its hits
        self.excerpts: dict[str, str] = {}  # id -> where the search matched
        self.searched = ""

    def compose(self) -> ComposeResult:
        yield Static("Conversations", id="conversations-title", markup=False)
        yield Static("Loading saved conversations…", id="conversations-status", markup=False)
        yield Input(
            placeholder="Search: words, or 'boiler last week' (Enter searches, empty shows all)",
            id="conversations-search",
        )
        table = ConversationTable(id="conversations-table", cursor_type="row", zebra_stripes=True)
        table.display = False  # shown once there are rows
        yield table
        yield Footer()

    def on_mount(self) -> None:
        self.query_one(DataTable).focus()
        self._load()

    # --- listing -------------------------------------------------------------------------------

    @work(exclusive=True, group="conversations-list", exit_on_error=False)
    async def _load(self) -> None:
        status = self.query_one("#conversations-status", Static)
        if self.app.session is None:
            status.update("Starting the chat engine (the list needs the database)…")
        session = await self.app.wait_for_session()
        status.update("Loading saved conversations…")
        if session is None:
            status.update(f"The chat engine did not start: {self.app.session_error}")
            return
        if self.app.settings.incognito:
            status.update("Incognito: nothing is saved, so there is nothing to list.")
            return
        try:
            conversations = await session.list_conversations(limit=None)
        except Exception as exc:  # shown, never fatal
            status.update(f"Could not read saved conversations: {safe_text(exc)}")
            return
        self.conversations = list(conversations)
        self._fill(getattr(session, "conversation_id", None))
        self.loaded = True

    def _fill(self, open_id: str | None) -> None:
        self._open_id = open_id
        table = self.query_one(DataTable)
        title_w, model_w = column_widths(
            self.size.width, [c.model or "" for c in self.conversations]
        )
        self._filled_width = self.size.width
        cursor = table.cursor_row
        table.clear(columns=True)
        table.add_column("Title", key="title", width=title_w)
        table.add_column(Text("Messages", justify="right"), key="messages", width=COUNT_WIDTH)
        table.add_column("Last message", key="when", width=WHEN_WIDTH)
        table.add_column("Model", key="model", width=model_w)
        for conv in self.conversations:
            mark = OPEN_MARK if conv.id == open_id else ""
            found = f" — {self.excerpts[conv.id]}" if conv.id in self.excerpts else ""
            title = clipped(f"{mark}{conv.title or '(untitled)'}{found}", title_w)
            table.add_row(
                data_text(title, multiline=False),  # text, never markup
                count_text(getattr(conv, "message_count", None)),
                when_text(conv.updated_at),
                data_text(clipped(conv.model or "", model_w), multiline=False),
                key=conv.id,
            )
        if cursor and table.row_count:
            table.move_cursor(row=min(cursor, table.row_count - 1), animate=False)
        self._show_count()

    def on_resize(self) -> None:
        if self.loaded and self.size.width != self._filled_width:
            self._fill(self._open_id)  # the columns follow the terminal's width

    def _show_count(self) -> None:
        status = self.query_one("#conversations-status", Static)
        count = len(self.conversations)
        self.query_one(DataTable).display = count > 0
        if not count and self.searched:
            status.update(f"No conversation matches “{self.searched}” · Esc shows all")
            return
        if not count:
            status.update("No saved conversations yet: chats are saved as you go (not incognito).")
            return
        noun = "conversation" if count == 1 else "conversations"
        if self.searched:
            status.update(
                f"{count} {noun} match “{self.searched}”, best first · Enter opens · Esc shows all"
            )
            return
        status.update(
            f"{count} saved {noun}, newest first · Enter opens · d deletes · "
            "f forgets what it taught"
        )

    @property
    def selected(self) -> Any | None:
        """The conversation under the cursor, if any."""
        table = self.query_one(DataTable)
        if not self.conversations or table.row_count == 0:
            return None
        key = table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value
        return next((c for c in self.conversations if c.id == key), None)

    # --- actions -------------------------------------------------------------------------------

    def action_open(self) -> None:
        conv = self.selected
        if conv is not None:
            self.dismiss(conv.id)

    def on_data_table_row_selected(self, event: DataTable.RowSelected) -> None:
        event.stop()  # a click on a row opens it, like Enter
        self.action_open()

    def action_close(self) -> None:
        box = self.query_one(Input)
        if self.searched or box.has_class("-shown"):  # Esc leaves the search, then the screen
            self._show_search(None, "")
            box.value = ""
            box.remove_class("-shown")
            self.query_one(DataTable).focus()
            return
        self.dismiss(None)

    def action_search(self) -> None:
        box = self.query_one(Input)
        box.add_class("-shown")  # hidden until asked for: the list keeps its rows
        box.focus()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        query = event.value.strip()
        if not query:
            self._show_search(None, "")
            self.query_one(DataTable).focus()
            return
        self._search(query)

    @work(exclusive=True, group="conversations-search", exit_on_error=False)
    async def _search(self, query: str) -> None:
        session = self.app.session
        if session is None or not self.loaded:
            return
        self.query_one("#conversations-status", Static).update(f"Searching for “{query}”…")
        try:
            hits = await session.search_conversations(query, limit=50)
        except Exception as exc:  # shown, never fatal
            self.query_one("#conversations-status", Static).update(
                f"Could not search: {safe_text(exc)}"
            )
            return
        self._show_search(hits, query)
        self.query_one(DataTable).focus()

    def _show_search(self, hits: list[dict] | None, query: str) -> None:
        """Show the hits (best first, with where they matched), or the whole list again."""
        if not self.searched:
            self.everything = list(self.conversations)
        if hits is None:
            self.conversations, self.excerpts, self.searched = self.everything, {}, ""
        else:
            known = {c.id: c for c in self.everything}
            self.conversations = [known[h["id"]] for h in hits if h["id"] in known]
            self.excerpts = {h["id"]: " ".join(h["excerpt"].split()) for h in hits}
            self.searched = query
        self._fill(self._open_id)
        table = self.query_one(DataTable)
        if table.row_count:
            table.move_cursor(row=0, animate=False)

    def action_delete(self) -> None:
        conv = self.selected
        if conv is None:
            return
        from ltm_chat.tui.screens.inspector_confirm import ConfirmModal

        question = data_markup(f"Delete “{conv.title or '(untitled)'}”?")
        detail = (
            "The conversation and all its messages are erased from disk; this cannot be undone. "
            "Memories learned from it stay (f on this list forgets them)."
        )

        def answered(yes: bool | None) -> None:
            if yes:
                self._delete(conv)

        self.app.push_screen(ConfirmModal(question, detail, "Delete"), answered)

    def action_forget_taught(self) -> None:
        conv = self.selected
        if conv is None:
            return
        self._ask_forget_taught(conv)

    @work(group="conversations-forget", exit_on_error=False)
    async def _ask_forget_taught(self, conv: Any) -> None:
        from ltm_chat.tui.screens.inspector_confirm import ConfirmModal

        try:
            taught = await self.app.session.memories_from(conv.id)
        except Exception as exc:  # shown, never fatal
            self.app.notify(f"Could not read its memories: {data_markup(exc)}", severity="error")
            return
        title = data_markup(conv.title or "(untitled)")
        if not taught:
            self.app.notify(f"“{title}” taught nothing that is stored.", timeout=4)
            return
        question = f"Forget the {memories(len(taught))} “{title}” taught?"
        detail = (
            "They are erased from disk with their earlier versions; this cannot be undone. "
            "The conversation itself stays."
        )

        def answered(yes: bool | None) -> None:
            if yes:
                self._forget_taught(conv)

        self.app.push_screen(ConfirmModal(question, detail, "Forget"), answered)

    @work(group="conversations-forget", exit_on_error=False)
    async def _forget_taught(self, conv: Any) -> None:
        try:
            removed = await self.app.session.forget_memories_from(conv.id)
        except Exception as exc:  # shown, never fatal
            self.app.notify(f"Could not forget: {data_markup(exc)}", severity="error")
            return
        title = data_markup(conv.title or "(untitled)")
        self.app.notify(f"Forgot {memories(removed)} “{title}” taught.", timeout=4)

    @work(group="conversations-delete", exit_on_error=False)
    async def _delete(self, conv: Any) -> None:
        session = self.app.session
        was_open = conv.id == getattr(session, "conversation_id", None)
        try:
            await session.delete_conversation(conv.id)
        except Exception as exc:  # shown, never fatal
            self.app.notify(f"Could not delete: {data_markup(exc)}", severity="error")
            return
        self.conversations = [c for c in self.conversations if c.id != conv.id]
        self.everything = [c for c in self.everything if c.id != conv.id]
        self.query_one(DataTable).remove_row(conv.id)
        self._show_count()
        if was_open:
            await self.app.chat.clear_conversation()  # the next message starts a new one
        self.app.notify(f"Deleted “{data_markup(conv.title or '(untitled)')}”", timeout=4)
