"""The header's workspace chip: the project whose memories are recalled beside the global ones.

Hidden when the chat is global (no workspace). A long id ("github.com/acme/shop") keeps its
end, the part that tells projects apart; the tooltip has it whole.
"""

from __future__ import annotations

from textual.reactive import reactive
from textual.widgets import Static

from ltm_chat.text import safe_text

MAX_CHARS = 28


def short_workspace(workspace: str, limit: int = MAX_CHARS) -> str:
    """The id as shown: whole when it fits, else its last `limit` characters after an ellipsis."""
    text = safe_text(workspace, multiline=False)
    return text if len(text) <= limit else "…" + text[-(limit - 1) :]


class WorkspaceChip(Static):
    """Shows the current workspace; not displayed when there is none."""

    workspace: reactive[str] = reactive("")

    def __init__(self, workspace: str, **kwargs) -> None:
        super().__init__("", markup=False, **kwargs)
        self.set_reactive(WorkspaceChip.workspace, workspace)

    def on_mount(self) -> None:
        self.watch_workspace(self.workspace)

    def watch_workspace(self, workspace: str) -> None:
        self.display = bool(workspace)
        self.update(f"▣ {short_workspace(workspace)}" if workspace else "")
        self.tooltip = (
            f"Workspace: {safe_text(workspace, multiline=False)}. Recall reads its memories and "
            "the global ones; new memories are kept in it. Set by --workspace or "
            '[memory] workspace ("auto": the git project you are in).'
        )
