"""`ltm-chat memories …`: see, search, correct and erase what the client remembers, from the shell.

Every command works whether memory is on or off (a user can always see and erase what is
stored), takes ids as any unique prefix, honours --user / LTM_CHAT_USER, and prints a table for
people or, with --json, a JSON array of objects named as in DESIGN.md §2 for programs.

One module per job; each adds its commands to the group through its `register(group)`, here in
the order `memories --help` lists them (`imports.register` adds `mine` last).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ltm_chat.cli.apps import new_typer
from ltm_chat.cli.memories import (
    browse,
    edit,
    forget,
    history,
    move,
    reembed,
    review,
    stats,
    transfer,
    upkeep,
)

if TYPE_CHECKING:
    import typer

memories_app = new_typer("See, search, add, edit and forget long-term memories.")
for _room in (browse, edit, move, history, forget, review, upkeep, stats, transfer, reembed):
    _room.register(memories_app)


def register(app: typer.Typer) -> None:
    """Add the `memories` group to the root app (cli/main builds it)."""
    app.add_typer(memories_app, name="memories")
