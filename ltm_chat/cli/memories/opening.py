"""Opening the user's memory for a `memories` command, or knowing without opening that nothing
is stored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ltm_chat.cli.common import after_command, memories, note, show_ids_of

if TYPE_CHECKING:
    from ltm_chat.config import Settings
    from ltm_chat.memory.service import LongTermMemory


def open_memory(settings: Settings) -> LongTermMemory:
    """The user's memory, creating the database if needed (for commands that write)."""
    from functools import partial

    from ltm_chat.memory import refresh_memory_snapshot
    from ltm_chat.memory.service import open_long_term_memory

    memory = open_long_term_memory(settings)
    # A write deletes the listing snapshot: saved anew after the command, not at the next list.
    after_command(partial(refresh_memory_snapshot, settings, memory))
    show_ids_of(memory)  # ids are shown by their shortest unique prefix in this store
    if memory.recovered_erasures:
        note(
            f"Finished erasing {memories(len(memory.recovered_erasures))} whose erasure was "
            "interrupted earlier."
        )
    return memory


def open_listing(settings: Settings) -> tuple[Any, bool]:
    """The memories for a listing: the last listing's snapshot while the database is unchanged
    (no lancedb import), else the store; True when it is the store (save a snapshot after)."""
    from ltm_chat.memory import open_memory_snapshot

    snapshot = open_memory_snapshot(settings)
    if snapshot is None:
        return open_memory(settings), True
    show_ids_of(snapshot)
    return snapshot, False


async def save_listing(settings: Settings, memory: Any) -> None:
    """After a listing read the store: its rows as a snapshot for the next one."""
    import asyncio

    from ltm_chat.memory import save_memory_snapshot

    await asyncio.to_thread(save_memory_snapshot, settings, memory)


def is_stored(settings: Settings) -> bool:
    """False when nothing was ever stored here: read commands then answer without creating
    (or even importing) the database."""
    from pathlib import Path

    from ltm_chat.memory.storage.db import check_database_path

    paths = settings.paths
    if not paths.db_is_local:
        from ltm_chat.memory.storage.db import Database

        return Database.at(paths).has_table("memories")  # a LIST; never creates the table
    root = Path(paths.db_uri).expanduser()
    check_database_path(root)  # a file where the folder should be is an error, not "empty"
    return (root / "memories.lance").exists()


def open_existing(settings: Settings, memory_id: str) -> LongTermMemory:
    """The user's memory for a command about `memory_id`; unknown id when nothing is stored."""
    from ltm_chat.memory.model import MemoryNotFound

    if not is_stored(settings):
        raise MemoryNotFound(memory_id)
    return open_memory(settings)


def scope_label(settings: Settings, workspace: str | None) -> str:
    if workspace == "*":
        return "all workspaces"
    space = settings.workspace if workspace is None else workspace
    return f"global + workspace {space}" if space else "global"
