"""The inspector's undo: the user's own actions of this session, newest last (no widgets).

`u` takes back the user's last action, whichever memory the cursor is on. A change that made a
new version (edit, pin, a superseding add) is undone by a version with the values before it,
only while that version is still the current one; an add that made a new memory is undone by
erasing it. Erasures (forget, reject, clear) cannot be undone: nothing of them is kept. Such a
step is told once, then dropped, so the next `u` reaches the action before it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ltm_chat.text import safe_text

QUOTE_CHARS = 40  # a memory's text in a notice, cut at a word

Undo = Literal["version", "erase", "none"]


def quoted(text: str) -> str:
    """“text”, on one line, cut to QUOTE_CHARS, without its full stop (a sentence goes on)."""
    line = safe_text(" ".join(text.split()), multiline=False).rstrip(".")
    if len(line) > QUOTE_CHARS:
        line = line[:QUOTE_CHARS].rsplit(" ", 1)[0] + "…"
    return f"“{line}”"


@dataclass(frozen=True)
class UndoStep:
    """One action of the user, named in `what` ("Edit of “Lives in Lyon”"). `undo` says how it
    is taken back: "version" (the memory's `version`, made by it, goes back to the values of
    `version - 1`), "erase" (the memory it added is erased), or "none" (`why` says why not)."""

    what: str
    undo: Undo
    memory_id: str | None = None
    version: int | None = None
    why: str = ""


ERASED = "an erasure is for good, nothing of what it erased is kept"


def of(action: str, text: str) -> str:
    """ "Edit of “Lives in Lyon, France.”": an action and the memory it was done to."""
    return f"{action} of {quoted(text)}"


def version_step(action: str, text: str, memory_id: str, version: int) -> UndoStep:
    return UndoStep(of(action, text), "version", memory_id, version)


def final_step(what: str, why: str = ERASED) -> UndoStep:
    return UndoStep(what, "none", why=why)


class UndoStack:
    """The session's steps; `pop` hands back the newest."""

    def __init__(self) -> None:
        self.steps: list[UndoStep] = []

    def push(self, step: UndoStep) -> None:
        self.steps.append(step)

    def pop(self) -> UndoStep | None:
        return self.steps.pop() if self.steps else None

    def peek(self) -> UndoStep | None:
        return self.steps[-1] if self.steps else None

    def __len__(self) -> int:
        return len(self.steps)
