"""The add/edit modal. It performs the write itself, so a refused text keeps the modal open
with the text as typed and the reason (e.g. which secret rule matched) shown under it."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from functools import partial
from typing import Literal

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.message import Message
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Select, Static, TextArea

from ltm_chat.memory.model import (
    KINDS,
    MANUAL_IMPORTANCE,
    MAX_TEXT_CHARS,
    Memory,
    MemoryError_,
    StaleVersion,
)
from ltm_chat.memory.write.expiry import editable_expires, parse_expires_or_never


@dataclass
class MemoryDraft:
    """What the user typed; the engine validates it (secrets, kind, importance, length)."""

    text: str
    kind: str = "fact"
    importance: float = MANUAL_IMPORTANCE
    pinned: bool = False
    workspace: str = ""
    version: int | None = None  # the version the edit is based on (compare-and-swap)
    expires: str = ""  # as typed; "" (or "never") is no expiry
    # what `expires` means, filled in on save: "keep" when it was not touched
    expires_at: datetime | None | Literal["keep"] = "keep"

    @classmethod
    def of(cls, m: Memory) -> MemoryDraft:
        """The form for editing `m` as it is stored now."""
        return cls(
            m.text,
            m.kind,
            m.importance,
            m.pinned,
            m.workspace,
            m.version,
            editable_expires(m.expires_at),
        )


SaveDraft = Callable[[MemoryDraft], Awaitable[Memory]]
LoadCurrent = Callable[[], Awaitable[Memory]]
Clock = Callable[[], datetime]
EXPIRES_FIELD = "Expires"  # names the field in its error, as --expires does on the command line


def _same(a: MemoryDraft, b: MemoryDraft) -> bool:
    """Equal as stored: whitespace is collapsed by the engine, importance kept to 2 places."""
    return (
        " ".join(a.text.split()) == " ".join(b.text.split())
        and a.kind == b.kind
        and round(a.importance, 2) == round(b.importance, 2)
        and a.expires.strip() == b.expires.strip()
    )


class MemoryEditModal(ModalScreen[Memory | None]):
    """Returns the stored Memory, or None when cancelled."""

    DEFAULT_CSS = """
    MemoryEditModal { align: center middle; }
    #edit-dialog {
        width: 84; max-width: 95%; height: auto; max-height: 95%;
        border: thick $primary; background: $surface; padding: 0 1;
    }
    #edit-dialog > Label.title { text-style: bold; margin-bottom: 1; }
    #edit-text { height: 7; max-height: 25vh; }  /* 24 rows: the buttons stay on screen */
    .edit-fields { height: auto; margin-top: 1; }
    .edit-fields Label { padding: 1 1 0 0; }
    .edit-fields.-second { margin-top: 0; }
    #edit-kind { width: 22; }
    #edit-importance { width: 12; }  /* "0.70" and the cursor, inside the border and padding */
    #edit-workspace { width: 18; }
    #edit-pinned { margin-left: 1; }
    #edit-expires { width: 30; }  /* "2027-01-31 18:00" and room to type an offset */
    .edit-fields Label.-spaced { margin-left: 2; }
    #edit-error { color: $error; text-style: bold; height: auto; margin-top: 1; }
    #edit-error.-empty { display: none; }
    #edit-buttons { height: auto; margin-top: 1; }
    #edit-buttons Button { margin-right: 2; }
    #edit-count { color: $text-muted; padding: 1 0 0 2; }
    #edit-stale { height: auto; margin-top: 1; }
    #edit-stale.-hidden { display: none; }
    #edit-stale Button { margin-right: 2; }
    /* 24 rows: an error takes rows from the text, so the buttons stay on screen */
    MemoryEditModal.-short #edit-dialog.-error #edit-text { height: 3; }
    MemoryEditModal.-short #edit-dialog.-error > Label.title { margin-bottom: 0; }
    MemoryEditModal.-short #edit-dialog.-error #edit-buttons { margin-top: 0; }
    MemoryEditModal.-short #edit-error { margin-top: 0; }
    """
    VERTICAL_BREAKPOINTS = [(0, "-short"), (30, "-tall")]

    BINDINGS = [
        Binding(
            "ctrl+s",
            "save",
            "Save",
            id="inspector_edit.save",
            tooltip="Store this memory",
            # (not a priority binding: one would run ahead of the keys typed before it, still
            # queued for the text area, and store the text cut short)
        ),
        Binding(
            "escape",
            "cancel",
            "Cancel",
            id="inspector_edit.cancel",
            tooltip="Close without storing anything",
        ),
    ]

    class Outcome(Message):
        """The save worker's result: the stored memory, or the engine's refusal (`stale`: the
        memory changed since the dialog opened)."""

        def __init__(
            self, memory: Memory | None, error: str | None, stale: StaleVersion | None = None
        ) -> None:
            super().__init__()
            self.memory = memory
            self.error = error
            self.stale = stale

    class Reloaded(Message):
        def __init__(self, memory: Memory | None, error: str | None = None) -> None:
            super().__init__()
            self.memory = memory
            self.error = error

    def __init__(
        self,
        title: str,
        draft: MemoryDraft,
        save: SaveDraft,
        *,
        new: bool,
        load: LoadCurrent | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__()
        self.title_text = title
        self.draft = draft
        self.save_draft = save
        self.load_current = load
        self.new = new
        self.clock = clock or (lambda: datetime.now(UTC))  # the store's clock: its "now"
        self.stale: StaleVersion | None = None

    def compose(self) -> ComposeResult:
        with Vertical(id="edit-dialog"):
            yield Label(self.title_text, classes="title")
            yield TextArea(self.draft.text, soft_wrap=True, id="edit-text")
            with Horizontal(classes="edit-fields"):
                yield Label("Kind")
                yield Select(
                    [(k, k) for k in KINDS],
                    value=self.draft.kind,
                    allow_blank=False,
                    id="edit-kind",
                )
                yield Label("Importance")
                yield Input(f"{self.draft.importance:.2f}", id="edit-importance")
                if self.new:
                    yield Checkbox("Pinned", self.draft.pinned, id="edit-pinned")
            # a row of its own: beside kind and importance, workspace was cut off at 80 columns
            with Horizontal(classes="edit-fields -second"):
                if self.new:
                    yield Label("Workspace")
                    yield Input(self.draft.workspace, placeholder="global", id="edit-workspace")
                yield Label("Expires", classes="-spaced" if self.new else "")
                yield Input(
                    self.draft.expires, placeholder="never · 7d · 2027-01-31", id="edit-expires"
                )
            yield Static("", id="edit-error", classes="-empty")
            with Horizontal(id="edit-stale", classes="-hidden"):
                yield Button("Reload theirs", variant="primary", id="edit-reload")
                yield Button("Overwrite with mine", variant="warning", id="edit-overwrite")
            with Horizontal(id="edit-buttons"):
                yield Button("Save", variant="primary", id="edit-save")
                yield Button("Cancel", id="edit-cancel")
                yield Label(self._count(self.draft.text), id="edit-count")
        yield Footer()

    def on_mount(self) -> None:
        area = self.query_one("#edit-text", TextArea)
        area.focus()
        area.move_cursor(area.document.end)

    @staticmethod
    def _count(text: str) -> str:
        return f"{len(' '.join(text.split()))}/{MAX_TEXT_CHARS} characters"

    @on(TextArea.Changed, "#edit-text")
    def _text_changed(self, event: TextArea.Changed) -> None:
        self.query_one("#edit-count", Label).update(self._count(event.text_area.text))

    @on(Button.Pressed, "#edit-save")
    def _save_pressed(self) -> None:
        self.action_save()

    @on(Button.Pressed, "#edit-cancel")
    def _cancel_pressed(self) -> None:
        self.action_cancel()

    @on(Button.Pressed, "#edit-reload")
    def _reload_pressed(self) -> None:
        """Drop my edit: the form shows the current version, to edit again from there."""
        if self.load_current is None:
            return
        load = self.load_current

        async def run() -> None:
            try:
                self.post_message(self.Reloaded(await load()))
            except Exception as exc:  # forgotten meanwhile, or the store failed
                self.post_message(self.Reloaded(None, f"Could not reload: {exc}"))

        self.run_worker(run, group="save", exclusive=True, exit_on_error=False)

    @on(Button.Pressed, "#edit-overwrite")
    def _overwrite_pressed(self) -> None:
        """Keep my edit: save it over the version that replaced the one I opened."""
        if self.stale is None:
            return
        self.draft.version = self.stale.current
        self._show_stale(None)
        self.action_save()

    def _show_stale(self, stale: StaleVersion | None) -> None:
        self.stale = stale
        self.query_one("#edit-stale").set_class(stale is None, "-hidden")

    def on_memory_edit_modal_reloaded(self, message: Reloaded) -> None:
        if message.memory is None:
            self.show_error(message.error)
            return
        m = message.memory
        self.draft = MemoryDraft.of(m)
        self.query_one("#edit-text", TextArea).text = m.text
        self.query_one("#edit-expires", Input).value = self.draft.expires
        self.query_one("#edit-kind", Select).value = m.kind
        self.query_one("#edit-importance", Input).value = f"{m.importance:.2f}"
        self._show_stale(None)
        self.show_error(None)
        self.app.notify(f"Reloaded version {m.version}.", timeout=3)
        self.query_one("#edit-text", TextArea).focus()

    def show_error(self, error: str | None) -> None:
        box = self.query_one("#edit-error", Static)
        box.update(error or "")
        box.set_class(not error, "-empty")
        self.query_one("#edit-dialog").set_class(bool(error), "-error")

    def current_draft(self) -> MemoryDraft | None:
        """The form's values, or None (with the reason shown) when importance is no number or
        the expiry is unreadable or past."""
        raw = self.query_one("#edit-importance", Input).value.strip()
        try:
            importance = float(raw)
        except ValueError:
            self.show_error(f"Importance must be a number between 0 and 1, not {raw!r}.")
            return None
        kind = self.query_one("#edit-kind", Select).value
        draft = MemoryDraft(
            text=self.query_one("#edit-text", TextArea).text,
            kind=str(kind),
            importance=importance,
            pinned=self.draft.pinned,
            workspace=self.draft.workspace,
            version=self.draft.version,
            expires=self.query_one("#edit-expires", Input).value,
        )
        if draft.expires.strip() != self.draft.expires.strip():
            try:
                draft.expires_at = parse_expires_or_never(
                    draft.expires, self.clock(), name=EXPIRES_FIELD, local=True
                )
            except MemoryError_ as exc:
                self.show_error(str(exc))
                return None
        if self.new:
            draft.workspace = self.query_one("#edit-workspace", Input).value.strip()
            draft.pinned = self.query_one("#edit-pinned", Checkbox).value
        return draft

    def action_save(self) -> None:
        draft = self.current_draft()
        if draft is None:
            return
        if not self.new and _same(draft, self.draft):
            self.app.notify("Nothing changed.", timeout=3)
            self.dismiss(None)
            return
        self.show_error(None)
        save = self.query_one("#edit-save", Button)
        save.disabled, save.label = True, "Saving…"
        self.run_worker(
            partial(self._save, draft), group="save", exclusive=True, exit_on_error=False
        )

    async def _save(self, draft: MemoryDraft) -> None:
        try:
            stored = await self.save_draft(draft)
        except StaleVersion as exc:  # another window or extraction saved first
            self.post_message(self.Outcome(None, str(exc), exc))
        except MemoryError_ as exc:  # refused secret, bad kind/importance, empty or too long
            self.post_message(self.Outcome(None, str(exc)))
        except Exception as exc:  # the store failed: say so, keep the text
            self.post_message(self.Outcome(None, f"Could not save: {exc}"))
        else:
            self.post_message(self.Outcome(stored, None))

    def on_memory_edit_modal_outcome(self, message: Outcome) -> None:
        save = self.query_one("#edit-save", Button)
        save.disabled, save.label = False, "Save"
        if message.memory is not None:
            self.dismiss(message.memory)
            return
        if message.stale is not None:
            self.show_error(
                f"{message.error}. Reload theirs (your edit is dropped) or overwrite with yours?"
            )
            self._show_stale(message.stale)
            self.query_one("#edit-reload", Button).focus()
            return
        self.show_error(message.error)
        self.query_one("#edit-text", TextArea).focus()

    def action_cancel(self) -> None:
        self.dismiss(None)
