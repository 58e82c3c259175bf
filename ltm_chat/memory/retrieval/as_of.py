"""When a fact was true, from the history every memory keeps: what held at a date, and since when
the current text holds ("since 2026-03-14; before: Lives in Porto").

A supersede writes the old text to history with action "supersede" at the moment it was
replaced; an edit or reinforce writes the old values likewise. So the text true at a moment is
the text of the first history entry replaced after it, or the current text if none was.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime

from ltm_chat.memory.model import HistoryEntry, Memory


@dataclass(frozen=True)
class Supersession:
    """The current text holds since `since`; `before` held until then."""

    since: datetime
    before: str


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def version_at(memory: Memory, history: list[HistoryEntry], moment: datetime) -> Memory | None:
    """The memory as it was at `moment` (text and version then), or None if it did not exist
    yet or had expired."""
    moment = _utc(moment)
    if _utc(memory.created_at) > moment:
        return None
    if memory.expires_at is not None and _utc(memory.expires_at) <= moment:
        return None
    for entry in sorted(history, key=lambda e: (e.version, e.changed_at)):
        if _utc(entry.changed_at) > moment:  # this version was still current at `moment`
            return replace(memory, text=entry.text, version=entry.version, vector=None)
    return memory


def supersession(history: list[HistoryEntry]) -> Supersession | None:
    """Since when the current text holds, if a supersede (a changed fact) put it there."""
    for entry in sorted(history, key=lambda e: (e.version, e.changed_at), reverse=True):
        if entry.action == "supersede":
            return Supersession(_utc(entry.changed_at), entry.text)
    return None


def since_note(found: Supersession) -> str:
    """How the recalled block and `memories show` say it: "since 2026-03-14; before: …"."""
    return f"since {found.since:%Y-%m-%d}; before: {found.before}"
