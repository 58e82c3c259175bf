"""Side panel: exactly the <recalled-memories> block sent with the latest call, with scores."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.app import ComposeResult
from textual.containers import Vertical, VerticalScroll
from textual.widgets import Static

from ltm_chat.text import memories

if TYPE_CHECKING:
    from ltm_chat.chat.events import RecallDone
    from ltm_chat.memory.model import RecalledMemory


def score_line(item: RecalledMemory) -> str:
    """The parts of one item's score, in the order the formula adds them (DESIGN §4)."""
    return (
        f"sim {item.similarity:.2f} · rec {item.recency:.2f} · "
        f"imp {item.importance:.2f} → {item.score:.2f}"
    )


class RecalledItem(Static):
    """One recalled memory with its score parts."""

    def __init__(self, item: RecalledMemory) -> None:
        memory = item.memory
        pin = "pinned · " if memory.pinned else ""
        super().__init__(
            f"{pin}[{memory.kind}] {memory.text}\n{score_line(item)}",
            markup=False,
            classes="recalled-item",
        )
        self.item = item


class RecalledMemoriesPanel(VerticalScroll):
    """Live view of recall for the latest call; `show(recall)` replaces its contents."""

    def __init__(self, **kwargs) -> None:
        super().__init__(**kwargs)
        self.recall: RecallDone | None = None
        self.memory_on: bool | None = None
        self.mode = ""

    def compose(self) -> ComposeResult:
        yield Static("Recalled memories", classes="panel-title", markup=False)
        yield Static("", id="recalled-status", markup=False)
        yield Vertical(id="recalled-items")
        yield Static("", id="recalled-block", markup=False)

    def on_mount(self) -> None:
        self._render_state()

    def set_memory_on(self, memory_on: bool, mode: str = "") -> None:
        """Before any call: show whether recall will run (and how)."""
        self.memory_on = memory_on
        self.mode = mode
        if self.recall is None and self.is_mounted:
            self._render_state()

    def show(self, recall: RecallDone) -> None:
        """Replace the panel's contents with the recall of the latest call."""
        self.recall = recall
        self.memory_on = recall.memory_on
        self._render_state()

    @property
    def block_text(self) -> str:
        """The block as shown (and sent), or empty when nothing was sent."""
        return (self.recall.block or "") if self.recall else ""

    def _render_state(self) -> None:
        status = self.query_one("#recalled-status", Static)
        block = self.query_one("#recalled-block", Static)
        items = self.query_one("#recalled-items", Vertical)
        items.remove_children()
        recall = self.recall
        mode = recall.mode if recall else self.mode
        if recall is None:
            if self.memory_on:
                status.update(
                    f"Memory on · recall: {mode or 'loading…'}\n"
                    "Recall runs before each message; what it sends shows here."
                )
            else:
                status.update("Memory off: nothing is recalled or stored.")
            block.display = False
            return
        if not recall.memory_on:
            status.update("Memory off: nothing was recalled for the latest call.")
            block.display = False
            return
        lines = [f"Recall: {recall.mode}"]
        if recall.period:
            lines.append(f"period: {recall.period}")
        if recall.note:
            lines.append(recall.note)
        # a when-question may also send what was said then, dated, in the block
        n = len(recall.messages)
        said = f"{n} past message{'s' if n != 1 else ''} (in the block)"
        if not recall.items:
            lines.append(
                f"No memory recalled; {said} sent with the latest call."
                if n
                else "Nothing recalled for the latest call."
            )
        else:
            lines.append(
                f"{memories(len(recall.items))} sent with the latest call{recall.cost_line}:"
            )
            if n:
                lines.append(f"and {said}")
        status.update("\n".join(lines))
        block.display = bool(recall.block)
        block.border_title = "Block sent"
        block.update(recall.block or "")
        items.mount_all(RecalledItem(item) for item in recall.items)
