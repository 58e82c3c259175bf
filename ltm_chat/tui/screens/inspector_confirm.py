"""Confirmations for destructive inspector actions, and the export path prompt.

Forget asks yes/no with the focus on Cancel. Clear asks the user to TYPE a word: Enter on its
own (or on a wrong word) never confirms, so a reflexive keypress cannot erase everything.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import ModalScreen
from textual.widgets import Button, Checkbox, Footer, Input, Label, Static

from ltm_chat.text import memories, plural
from ltm_chat.tui.data_text import data_text

DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 72; max-width: 95%; height: auto;
    border: thick $error; background: $surface; padding: 0 1;
}}
{name} .question {{ text-style: bold; margin-bottom: 1; }}
{name} .detail {{ margin-bottom: 1; }}
{name} .problem {{ color: $error; height: auto; }}
{name} Horizontal {{ height: auto; margin-top: 1; }}
{name} Button {{ margin-right: 2; }}
"""


class ConfirmModal(ModalScreen[bool]):
    """Yes/no; the focus starts on Cancel so Enter alone does nothing destructive."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ConfirmModal")
    BINDINGS = [
        Binding("y", "answer(True)", "Yes", id="inspector_confirm.yes", tooltip="Confirm"),
        Binding(
            "n,escape",
            "answer(False)",
            "No",
            id="inspector_confirm.no",
            tooltip="Keep everything as it is",
        ),
    ]

    def __init__(self, question: str, detail: str, confirm_label: str) -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.confirm_label = confirm_label

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question, classes="question")
            yield Static(self.detail, classes="detail", markup=False)
            with Horizontal():
                yield Button(f"{self.confirm_label} (y)", variant="error", id="confirm-yes")
                yield Button("Cancel (n)", id="confirm-no")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#confirm-no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "confirm-yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


@dataclass
class ForgetSource:
    """The saved conversation a memory was learned in, as the Forget dialog describes it."""

    title: str
    message_count: int


class ForgetModal(ModalScreen[tuple[bool, bool] | None]):
    """Forget one memory: says what is erased and what is not (the conversation it was learned
    in keeps the sentence), and offers to erase that conversation too. Dismisses with
    (True, also_conversation), or None. The focus starts on Cancel."""

    DEFAULT_CSS = (
        DIALOG_CSS.format(name="ForgetModal")
        + """
    ForgetModal .kept { color: $warning; margin-bottom: 1; }
    ForgetModal Checkbox { margin-bottom: 1; }
    """
    )
    BINDINGS = [
        Binding("y", "answer(True)", "Forget", id="inspector_forget.yes", tooltip="Confirm"),
        Binding(
            "n,escape",
            "answer(False)",
            "Cancel",
            id="inspector_forget.no",
            tooltip="Keep everything as it is",
        ),
    ]

    def __init__(self, text: str, source: ForgetSource | None, learned: str) -> None:
        super().__init__()
        self.text = text
        self.source = source
        self.learned = learned  # what to say when there is no saved conversation to offer

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label("Forget this memory?", classes="question")
            yield Static(f"“{self.text}”", classes="detail", markup=False)
            yield Static(
                "Erased for good: this memory, its earlier versions and every older copy of "
                "them on disk.",
                classes="detail",
                markup=False,
            )
            if self.source is None:
                yield Static(self.learned, classes="detail", markup=False)
            else:
                n = self.source.message_count
                yield Static(
                    data_text(
                        "Not erased: the conversation it was learned in, "
                        f"“{self.source.title}” ({plural(n, 'message')}), which still holds "
                        "what was said."
                    ),
                    classes="kept",
                )
                yield Checkbox(
                    data_text("Also erase that conversation and its messages", multiline=False),
                    False,
                    id="forget-conversation",
                )
            with Horizontal():
                yield Button("Forget (y)", variant="error", id="forget-yes")
                yield Button("Cancel (n)", id="forget-no")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#forget-no", Button).focus()

    @property
    def also_conversation(self) -> bool:
        boxes = self.query("#forget-conversation")
        return bool(boxes) and bool(boxes.first(Checkbox).value)

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.action_answer(event.button.id == "forget-yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss((True, self.also_conversation) if yes else None)


class TypedConfirmModal(ModalScreen[bool]):
    """Confirms only when the user has typed `word` exactly (case and spaces ignored)."""

    DEFAULT_CSS = DIALOG_CSS.format(name="TypedConfirmModal")
    BINDINGS = [
        Binding(
            "escape",
            "cancel",
            "Cancel",
            id="inspector_confirm.cancel",
            tooltip="Keep everything as it is",
        ),
    ]

    def __init__(self, question: str, detail: str, word: str = "clear") -> None:
        super().__init__()
        self.question = question
        self.detail = detail
        self.word = word

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(self.question, classes="question")
            yield Static(self.detail, classes="detail", markup=False)
            yield Label(f"Type {self.word} and press Enter to confirm; Esc cancels.")
            yield Input(id="typed-word")  # no placeholder: it would look typed
            yield Static("", classes="problem", id="typed-problem")
            with Horizontal():
                yield Button("Erase", variant="error", id="typed-yes", disabled=True)
                yield Button("Cancel", id="typed-no")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#typed-word", Input).focus()

    def typed_ok(self) -> bool:
        return self.query_one("#typed-word", Input).value.strip().casefold() == self.word

    @on(Input.Changed, "#typed-word")
    def _changed(self) -> None:
        self.query_one("#typed-yes", Button).disabled = not self.typed_ok()
        self.query_one("#typed-problem", Static).update("")

    @on(Input.Submitted, "#typed-word")
    def _submitted(self) -> None:
        if self.typed_ok():
            self.dismiss(True)
        else:
            self.query_one("#typed-problem", Static).update(
                f"Nothing was erased: type the word {self.word} first."
            )

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "typed-yes" and self.typed_ok())

    def action_cancel(self) -> None:
        self.dismiss(False)


class ExportPathModal(ModalScreen[Path | None]):
    """Asks where to write the export; the suggested path is in the data directory."""

    DEFAULT_CSS = DIALOG_CSS.format(name="ExportPathModal").replace("$error", "$primary")
    BINDINGS = [
        Binding(
            "escape",
            "cancel",
            "Cancel",
            id="inspector_export.cancel",
            tooltip="Do not export",
        ),
    ]

    def __init__(self, suggested: Path, count: int) -> None:
        super().__init__()
        self.suggested = suggested
        self.count = count

    def compose(self) -> ComposeResult:
        with Vertical():
            yield Label(f"Export {memories(self.count)} as JSON Lines", classes="question")
            yield Static(
                "One memory per line with its kind, importance, source, dates and provenance; "
                "readable by `ltm-chat memories import`. Enter writes, Esc cancels.",
                classes="detail",
                markup=False,
            )
            yield Input(str(self.suggested), id="export-path")
            yield Static("", classes="problem", id="export-problem")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#export-path", Input).focus()

    @on(Input.Submitted, "#export-path")
    def _submitted(self, event: Input.Submitted) -> None:
        raw = event.value.strip()
        if not raw:
            self.query_one("#export-problem", Static).update("Give a file path.")
            return
        path = Path(raw).expanduser()
        if path.exists():
            self.query_one("#export-problem", Static).update(
                f"{path} already exists; choose another name."
            )
            return
        self.dismiss(path)

    def action_cancel(self) -> None:
        self.dismiss(None)
