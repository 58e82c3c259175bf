"""`memories history`, `log` and `undo`: earlier versions, the audit trail, and going back."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    cli_command,
    load_cli_settings,
    print_json,
    run_async,
    say,
    short_id,
    stdout_console,
)
from ltm_chat.cli.memories.opening import is_stored, open_existing, open_memory
from ltm_chat.cli.memories.options import IdArgument


def history_json(e: Any) -> dict[str, Any]:
    """One earlier version: its values (None where an older schema did not record them) and
    the change that replaced it."""
    return {
        "id": e.id,
        "memory_id": e.memory_id,
        "version": e.version,
        "text": e.text,
        "kind": e.kind,
        "importance": e.importance,
        "pinned": e.pinned,
        "workspace": e.workspace,
        "expires_at": e.expires_at.isoformat() if e.expires_at else None,
        "source": e.source,
        "conversation_id": e.conversation_id,
        "changed_at": e.changed_at.isoformat(),
        "actor": e.actor,
        "action": e.action,
        "restores": e.restores,
    }


@cli_command
def history_command(
    memory_id: IdArgument, as_json: JsonOption = False, user: UserOption = None
) -> None:
    """Show the earlier versions of an edited memory."""
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> tuple[Any, list[Any]]:
        memory = open_existing(settings, memory_id)
        m = await memory.get(memory_id)
        return m, await memory.history(m.id)

    m, entries = run_async(go())
    if as_json:
        current = {
            "id": None,
            "memory_id": m.id,
            "version": m.version,
            "text": m.text,
            "changed_at": None,
            "actor": None,
            "current": True,
        }
        print_json([{**history_json(e), "current": False} for e in entries] + [current])
        return
    if not entries:
        say(f"{short_id(m.id)} has no earlier versions (version {m.version}): {m.text}")
        return
    from ltm_chat.cli.memory_views import history_table

    stdout_console().print(history_table(m, entries))


@cli_command
def log_command(
    memory_id: Annotated[
        str | None,
        typer.Argument(
            metavar="[ID]",
            help="Only this memory (any unique prefix; an erased memory's id works too).",
        ),
    ] = None,
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=1, help="At most N events, newest first.")
    ] = 50,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Show the audit trail: who changed what, when, in which conversation.

    Who is user, extraction, import, eviction, model (the extraction model's judgement),
    chat (which memories entered a chat call) or mcp:CLIENT (a tool connected through
    `ltm-chat mcp`: its saves, edits, forgets, and the searches and reads that returned
    memories). Ids and actions only, never memory text.
    """
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> list[dict[str, Any]]:
        if not is_stored(settings):
            return []
        return await open_memory(settings).log(memory_id, limit=limit)

    events = run_async(go())
    rows = [_event_json(e) for e in events]
    if as_json:
        print_json(rows)
        return
    if not rows:
        what = f"about {memory_id}" if memory_id else f"for {settings.user_id}"
        typer.echo(f"No events {what}.")
        return
    from ltm_chat.cli.memory_views import log_table

    stdout_console().print(log_table(rows))


def _event_json(e: dict[str, Any]) -> dict[str, Any]:
    import json

    try:
        detail = json.loads(e.get("detail") or "null")
    except ValueError:
        detail = None
    return {
        "at": e["at"].isoformat(),
        "actor": e["actor"],
        "action": e["action"],
        "memory_id": e.get("memory_id"),
        "conversation_id": e.get("conversation_id"),
        "detail": detail,
    }


@cli_command
def undo_command(memory_id: IdArgument, user: UserOption = None) -> None:
    """Undo the last change of a memory (text, kind, importance, pin, workspace, expiry).

    The restored values become a new version, so the undo itself can be undone; undoing
    again steps further back.
    """
    settings = load_cli_settings(user=user)

    async def go() -> Any:
        return await open_existing(settings, memory_id).undo(memory_id)

    m = run_async(go())
    say(f"Undone: {short_id(m.id)} is now version {m.version}: {m.text}")


def register(group: typer.Typer) -> None:
    """Add history, log, undo to the `memories` group."""
    group.command("history")(history_command)
    group.command("log", short_help="Show the audit trail: who changed what, when.")(log_command)
    group.command("undo", short_help="Undo the last change of a memory.")(undo_command)
