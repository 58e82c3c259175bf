"""Events a chat turn yields, in order: RecallDone, (Delta | ToolUsed)*, then Done | Failed |
Cancelled.

MemoryUpdated arrives later, from background extraction, through the session's listener.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ltm_chat.memory.model import MemoryChange, RecalledMemory


@dataclass
class RecallDone:
    """Recall finished; `block` is exactly the system message sent with this call (or None)."""

    items: list[RecalledMemory]
    block: str | None
    memory_on: bool
    mode: str  # "semantic (<model>)", "lexical", "off"
    note: str | None = None  # e.g. "stored vectors are stale: lexical until reembed"
    period: str | None = None  # the period the message names ("2026-11-23 … 2026-11-29")
    block_tokens: int | None = None  # what the block added to the call (estimated tokens)
    recall_ms: float | None = None  # how long recall took, embedding included
    budget_note: str | None = None  # once a day: extraction paused, the budget is spent
    # Past messages in the block on a when-question (chat/past_messages.py), beside `items`.
    messages: list[Any] = field(default_factory=list)

    @property
    def cost_line(self) -> str:
        """ " · +212 tokens · 38 ms": what the block added to the call, and recall's time."""
        if self.block_tokens is None or self.recall_ms is None:
            return ""
        return f" · +{self.block_tokens:,} tokens · {self.recall_ms:.0f} ms"


@dataclass
class Delta:
    text: str


@dataclass
class Done:
    text: str
    message_id: str | None
    conversation_id: str | None


@dataclass
class Failed:
    """The provider failed: `message` is short and human; `prompt` is the user's text, handed back."""

    message: str
    kind: str
    prompt: str


@dataclass
class Cancelled:
    prompt: str


@dataclass
class ExplicitMemory:
    """ "remember that …" / "forget that …" handled without (or before) the model call.
    `final`: the turn ends here; else the message goes on to the model (it says more, or
    memory is off and `message` says that nothing was kept)."""

    changes: list[MemoryChange]
    message: str
    final: bool = True


@dataclass
class ToolUsed:
    """The model called a memory tool (or the tools were found unavailable): one muted line."""

    line: str
    changes: list[MemoryChange] = field(default_factory=list)


@dataclass
class MemoryUpdated:
    changes: list[MemoryChange] = field(default_factory=list)
    pending: int = 0  # memories waiting for review after this change

    @property
    def summary(self) -> str:
        parts = [c.action for c in self.changes]
        return ", ".join(f"{parts.count(a)} {a}" for a in dict.fromkeys(parts))


ChatEvent = RecallDone | Delta | ToolUsed | Done | Failed | Cancelled | ExplicitMemory
