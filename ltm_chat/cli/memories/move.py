"""`ltm-chat memories move`: a memory to global, or into a workspace (a new version, undone
by `memories undo`, audited as an edit)."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    UserOption,
    cli_command,
    fail,
    load_cli_settings,
    run_async,
    say,
    short_id,
)


@cli_command
def move_command(
    memory_ids: Annotated[
        list[str], typer.Argument(metavar="ID", help="Memory ids or unique prefixes.")
    ],
    to: Annotated[
        str | None, typer.Option("--to", metavar="WORKSPACE", help="Into this workspace.")
    ] = None,
    to_global: Annotated[
        bool, typer.Option("--global", help="Make them global (recalled in every workspace).")
    ] = False,
    here: Annotated[
        bool,
        typer.Option(
            "--here", help="Into the current workspace (--workspace, the config, or auto)."
        ),
    ] = False,
    user: UserOption = None,
    workspace: Annotated[
        str | None, typer.Option("--workspace", "-w", help="The current workspace, for --here.")
    ] = None,
) -> None:
    """Move memories to global or to a workspace (a new version: `undo` takes it back)."""
    if sum((to is not None, to_global, here)) != 1:
        raise typer.BadParameter("say where to: exactly one of --global, --here or --to WORKSPACE")
    settings = load_cli_settings(user=user, workspace=workspace)
    target = "" if to_global else (settings.workspace if here else (to or "").strip())
    if here and not target:
        raise fail('--here: no current workspace (pass --workspace W, or set workspace = "auto")')
    if to is not None and not target:
        raise fail("--to needs a workspace id (use --global for global)")
    from ltm_chat.cli.memories.opening import open_existing

    where = f"workspace {target}" if target else "global"

    async def go() -> list[tuple[Any, bool]]:
        memory = open_existing(settings, memory_ids[0])
        done = []
        for ref in memory_ids:
            m = await memory.get(ref)
            if m.workspace == target:
                done.append((m, False))
                continue
            moved = await memory.update(m.id, workspace=target, expected_version=m.version)
            done.append((moved, True))
        return done

    for m, moved in run_async(go()):
        if moved:
            say(f"Moved {short_id(m.id)} to {where} (version {m.version}): {m.text}")
        else:
            say(f"Unchanged: {short_id(m.id)} is {where} already.")


def register(group: typer.Typer) -> None:
    """Add move to the `memories` group."""
    group.command("move", short_help="Move memories to global or to a workspace.")(move_command)
