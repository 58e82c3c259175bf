"""The inspector's keys: its bindings, the actions that wait for the open store, and the
hints that name keys as they are bound now."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

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


SELECT_HINT = "Pick a memory to see it in full, where it came from and its earlier versions."


def _binding(key: str, action: str, label: str, tip: str, **kw: Any) -> Binding:
    return Binding(key, action, label, id=f"inspector.{action}", tooltip=tip, **kw)


INSPECTOR_BINDINGS = [
    _binding("escape", "close", "Back", "Leave the inspector (Esc in the filter: to the table)"),
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
    _binding("Y", "accept_shown", "Accept shown", "Keep every pending memory shown", show=False),
    _binding("N", "reject_shown", "Reject shown", "Erase every pending memory shown", show=False),
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
