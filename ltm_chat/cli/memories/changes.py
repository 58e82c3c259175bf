"""What a write changed, said to the user: one line per change, or JSON (add and import)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ltm_chat.cli.common import note, say, short_id

if TYPE_CHECKING:
    from ltm_chat.memory.service import LongTermMemory


VERBS = {
    "added": "Remembered",
    "reinforced": "Already known; reinforced",
    "superseded": "Updated",
    "evicted": "Evicted (over the memory cap)",
}


async def changes_json(memory: LongTermMemory, changes: list[Any]) -> list[dict[str, Any]]:
    """Each change as the memory's JSON (DESIGN.md §2 names) plus `action`, `previous_text`
    and `reason`; an evicted memory, gone now, as its id and text."""
    from ltm_chat.memory.model import MemoryNotFound

    out = []
    for c in changes:
        extra = {"action": c.action, "previous_text": c.previous_text, "reason": c.reason}
        try:
            found = None if c.action == "evicted" else await memory.get(c.memory_id)
        except MemoryNotFound:  # evicted by a later change of the same command
            found = None
        row = found.to_json() if found else {"id": c.memory_id, "text": c.text}
        out.append({**row, **extra})
    return out


SHOWN_ADDED = 10  # an import of hundreds lists the first few added; --json has them all


def print_changes(changes: list[Any]) -> None:
    """One line per change: what happened, to which memory, its text (and the replaced one).
    Every change to a stored memory is listed; new ones up to SHOWN_ADDED."""
    added = 0
    for c in changes:
        if c.action == "added":
            added += 1
            if added > SHOWN_ADDED:
                continue
        line = f"{VERBS.get(c.action, c.action.capitalize())} {short_id(c.memory_id)}: {c.text}"
        if c.previous_text:
            line += f" (was: {c.previous_text})"
        say(line)
    if added > SHOWN_ADDED:
        say(f"… and {added - SHOWN_ADDED} more added (--json lists every change).")


def say_over_cap(memory: LongTermMemory) -> None:
    """A store left above the cap (the cap was lowered) is said; what one write evicted is
    among its changes."""
    if memory.over_cap:
        note(
            f"warning: {memory.over_cap:,} memories are stored, above the cap of "
            f"{memory.max_items:,} (max_items); a new memory evicts at most one: forget or "
            "clear some, or raise max_items"
        )


def say_embedding_failed(memory: LongTermMemory) -> None:
    """A write that got no vector is said, never passed over: recall is lexical until reembed."""
    if memory.embed_error:
        note(
            f"warning: {memory.embed_error}; stored without a vector (found by its words only) "
            "until you run `ltm-chat memories reembed`"
        )
