"""`memories curate` and `clear`: jobs over the whole store (expiry, merges, tiers; erasing all)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    YesOption,
    cli_command,
    confirm,
    fail,
    load_cli_settings,
    memories,
    note,
    print_json,
    run_async,
    say,
    short_id,
)
from ltm_chat.cli.memories.opening import is_stored, open_memory
from ltm_chat.cli.memories.progress import progress_bar
from ltm_chat.text import every


@cli_command
def curate_command(
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="Only say what would be done.")
    ] = False,
    incremental: Annotated[
        bool,
        typer.Option(
            "--incremental",
            help="Merge only memories new or changed since the last merge, each "
            "with its nearest neighbours (what the app's daily run does; with no merge yet, the "
            "whole store). Default: the whole store.",
        ),
    ] = False,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Run curation: erase expired memories for real (as forget), merge memories that state
    the same thing over the whole store (one row stays, the others are erased), then move
    every memory to its tier (hot, warm, cold, archived) by how recently and how often it was
    recalled, its importance and confidence; a memory sinks only once 20 recalls have passed
    it over since it was learnt or last recalled. Pinned and explicit memories stay hot. The app
    runs the same once a day in the background, with --incremental. Safe to rerun, also
    after a crash.
    """
    settings = load_cli_settings(user=user)

    async def go() -> dict[str, Any]:
        if not is_stored(settings):
            return {"dry_run": dry_run, "expired": [], "merged": [], "moved": {}, "texts": {}}
        return await open_memory(settings).curate(
            dry_run=dry_run, progress=advance, full=not incremental
        )

    advance: Callable[[str, int, int], None] | None = None
    if as_json:
        report = run_async(go())
    else:
        with progress_bar("Curating") as advance:
            report = run_async(go())
    purged, moved, merged = report["expired"], report["moved"], report["merged"]
    if as_json:
        print_json(
            {
                "dry_run": dry_run,
                "expired": [m.to_json() for m in purged],
                "merged": [
                    {"id": keeper.id, "text": keeper.text, "removed": [m.id for m in rest]}
                    for keeper, *rest in merged
                ],
                "moved": [
                    {"id": i, "from": a, "to": b, "text": report["texts"][i]}
                    for i, (a, b) in moved.items()
                ],
            }
        )
        return
    verb = "Would erase" if dry_run else "Erased"
    its = "its" if len(purged) == 1 else "their"
    typer.echo(f"{verb} {memories(len(purged))} past {its} expiry.")
    for m in purged:
        note(f"  {short_id(m.id)}  {m.text}")
    doubles = sum(len(g) - 1 for g in merged)
    verb = "Would merge" if dry_run else "Merged"
    typer.echo(f"{verb} {memories(doubles)} that repeated another.")
    for keeper, *_rest in merged:
        note(f"  {short_id(keeper.id)}  {keeper.text}")
    counts: dict[str, int] = {}
    for _old, new in moved.values():
        counts[new] = counts.get(new, 0) + 1
    tiers = ", ".join(f"{n} to {t}" for t, n in sorted(counts.items())) or "none"
    typer.echo(f"{'Would move' if dry_run else 'Moved'} between tiers: {tiers}.")


@cli_command
def clear_command(
    workspace: Annotated[
        str | None, typer.Option("--workspace", "-w", help="Only this workspace's memories.")
    ] = None,
    global_only: Annotated[
        bool, typer.Option("--global", help="Only the global memories (those of no workspace).")
    ] = False,
    yes: YesOption = False,
    user: UserOption = None,
) -> None:
    """Erase ALL of your memories, or one workspace's, or the global ones (asks first).

    The question shows how many will go; --yes skips it. Erasure is real and cannot be undone.
    """
    # An empty name (an unset shell variable: --workspace "$WS") must never mean "global".
    if workspace is not None and not workspace.strip():
        raise typer.BadParameter(
            "the workspace name is empty; for the global memories use --global",
            param_hint="--workspace",
        )
    if global_only and workspace is not None:
        raise typer.BadParameter("give --workspace or --global, not both")
    if global_only:
        workspace = ""
    settings = load_cli_settings(user=user)

    async def count() -> tuple[int, int]:
        if not is_stored(settings):
            return 0, 0
        memory = open_memory(settings)
        recovered = len(memory.recovered_erasures)  # a retry after an interrupted clear
        if workspace is None:
            return await memory.count(), recovered
        return len(await memory.list(workspace=workspace, include_global=False)), recovered

    n, recovered = run_async(count())
    scope = (
        ""
        if workspace is None
        else f" in {'global scope' if not workspace else 'workspace ' + workspace}"
    )
    if n == 0 and recovered:
        typer.echo(f"Erased {memories(recovered)}; {settings.user_id} has no memories{scope} left.")
        return
    if n == 0:
        raise fail(f"{settings.user_id} has no memories{scope}; nothing to clear")
    confirm(
        f"Erase {every(n)} of {settings.user_id}{scope}? This cannot be undone",
        yes=yes,
    )

    async def go() -> int:
        return await open_memory(settings).clear(workspace=workspace)

    removed = run_async(go())
    say(f"Erased {memories(removed)}{scope}.")


def register(group: typer.Typer) -> None:
    """Add curate, clear to the `memories` group."""
    group.command("curate", short_help="Erase expired memories, merge repeats, sink unused ones.")(
        curate_command
    )
    group.command(
        "clear", short_help="Erase all your memories, or one workspace's, or the global ones."
    )(clear_command)
