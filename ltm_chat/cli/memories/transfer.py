"""`memories export` and `import`: the store to and from jsonl and Markdown files."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    cli_command,
    load_cli_settings,
    memories,
    note,
    print_json,
    run_async,
    write_output,
)
from ltm_chat.cli.memories.changes import VERBS, changes_json, print_changes, say_embedding_failed
from ltm_chat.cli.memories.opening import is_stored, open_memory


@cli_command
def export_command(
    directory: Annotated[
        str | None,
        typer.Argument(
            metavar="[DIR]",
            help="For --format md: the directory to write (created if missing).",
            show_default=False,
        ),
    ] = None,
    fmt: Annotated[
        str,
        typer.Option(
            "--format",
            "-f",
            help="jsonl (for import), md (a directory of Markdown files, for import and editing) or markdown (one page, for reading).",
        ),
    ] = "jsonl",
    output: Annotated[
        str | None,
        typer.Option(
            "--output", "-o", help="Write to FILE (0600) instead of stdout; for md, the directory."
        ),
    ] = None,
    user: UserOption = None,
) -> None:
    """Export all your memories as jsonl, a Markdown directory (md) or one Markdown page.

    `export --format md DIR` writes one `<key>.md` per memory: frontmatter with its fields and
    history, the text as the body. `memories import DIR` reads it back.
    """
    from ltm_chat.cli.memory_io import FORMATS, to_markdown
    from ltm_chat.memory.model import to_jsonl
    from ltm_chat.memory.storage.sealed import UNREADABLE

    fmt = fmt.strip().lower()
    if fmt not in FORMATS:
        raise typer.BadParameter(f"{fmt!r}: use jsonl, md or markdown", param_hint="--format")
    if directory is not None and output is not None:
        raise typer.BadParameter("give the destination once: DIR or --output", param_hint="DIR")
    target = directory if directory is not None else output
    if fmt == "md" and target is None:
        raise typer.BadParameter("--format md writes a directory: give DIR", param_hint="DIR")
    if fmt != "md" and directory is not None:
        raise typer.BadParameter(
            f"DIR is for --format md; for {fmt} use --output FILE", param_hint="DIR"
        )
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> tuple[list[Any], dict[str, Any]]:
        if not is_stored(settings):
            return [], {}
        memory = open_memory(settings)
        rows = await memory.list(workspace="*", newest_first=False)
        rows = [m for m in rows if m.text != UNREADABLE]  # sealed, key missing: the note names them
        history = memory.history_rows() if fmt == "md" else {}
        return rows, history

    rows, history = run_async(go())
    if fmt == "md":
        from pathlib import Path

        from ltm_chat.cli.memory_md import write_markdown_dir

        written, others = write_markdown_dir(Path(target).expanduser(), rows, history)
        note(f"Exported {memories(written)} to {target}/ (one .md file each).")
        if others:  # never deleted here: importing the folder would bring them back
            note(
                f"{len(others)} other .md file{'' if len(others) == 1 else 's'} in {target}/ "
                f"kept as they were (e.g. {others[0]}); delete those you no longer want."
            )
        return
    text = to_jsonl(rows) if fmt == "jsonl" else to_markdown(rows, settings.user_id)
    if write_output(text, output):
        note(f"Exported {memories(len(rows))} to {output} ({fmt}).")


@cli_command
def import_command(
    source: Annotated[
        str,
        typer.Argument(
            metavar="PATH",
            help="A jsonl file from `memories export`, a .md file, or a directory of .md files.",
        ),
    ],
    recursive: Annotated[
        bool,
        typer.Option("--recursive", "-r", help="Also read the .md files of the folders inside."),
    ] = False,
    as_json: JsonOption = False,
    evict: Annotated[
        bool,
        typer.Option("--evict", help="Past the cap (max_items), evict the least-used memories."),
    ] = False,
    user: UserOption = None,
) -> None:
    """Import memories from a jsonl export, a Markdown file or a directory of them.

    A directory imports its own .md files (those of its folders too with --recursive); no
    symlink inside it is followed. Keeps ids, timestamps, pins and provenance; ids you already
    have are skipped; everything lands in your current namespace. Lines or files that are not
    valid, or look like secrets, are refused and reported by line number or file name; the
    rest is imported in one write, and the exit code is 1 when anything was refused. An import
    that would go past the cap (max_items) imports nothing and says what it would evict,
    unless --evict.
    """
    from ltm_chat.cli.memory_io import cap_refusal, plan_import
    from ltm_chat.cli.memory_records import read_source

    settings = load_cli_settings(user=user)  # flag errors first, then the source's
    # an unreadable source stops here, before anything is opened
    found = read_source(source, recursive=recursive)

    async def go() -> Any:
        memory = open_memory(settings)
        existing = {
            m.id for m in await memory.list(workspace="*", namespace=None, with_vectors=False)
        }
        plan = plan_import(
            found.records,
            user_id=settings.user_id,
            namespace=settings.namespace,
            existing_ids=existing,
        )
        candidate_ids = [m.id for m in plan.memories]
        foreign = memory.ids_of_other_users(candidate_ids)
        if foreign:  # plan again: those get ids of their own
            plan = plan_import(
                found.records,
                user_id=settings.user_id,
                namespace=settings.namespace,
                existing_ids=existing,
                foreign_ids=foreign,
            )
        # The cap is checked as if every record were new (a consolidated one adds no row).
        total, victims = await memory.eviction_victims(plan.memories)
        if victims and not evict:
            raise cap_refusal(plan, total, victims, memory.max_items)
        # The imported rows the cap would evict at once are not written at all.
        doomed = {m.id for m in victims}
        keep = [m for m in plan.memories if m.id not in doomed]
        by_vector: list = []  # (memory, reason): refused by the vector's second opinion
        changes = (
            await memory.import_memories(keep, actor="import", refused=by_vector) if keep else []
        )
        plan.refused.extend((f"id {m.id}", why) for m, why in by_vector)
        gone = {id(m) for m, _ in by_vector}
        keep = [m for m in keep if id(m) not in gone]
        plan.memories = [m for m in plan.memories if id(m) not in gone]
        added = {c.memory_id for c in changes if c.action == "added"}
        history = [h for h in plan.history if h["memory_id"] in added]
        if history:  # after the memories: a failure here loses no memory
            await memory.add_history(history)
        old = [m for m in victims if m.id in existing]
        if old:
            await memory.evict([m.id for m in old], actor="import")
            changes += [MemoryChange("evicted", m.id, m.text) for m in old]
        plan.evicted, plan.left_out = len(old), len(plan.memories) - len(keep)
        plan.memories = keep
        return plan, changes, await changes_json(memory, changes), memory

    from ltm_chat.memory.model import MemoryChange

    plan, changes, rows, memory = run_async(go())
    say_embedding_failed(memory)
    _report_import(
        found,
        plan,
        changes,
        rows,
        as_json=as_json,
        namespace=settings.namespace,
        cap=memory.max_items,
    )
    if found.skipped_folders:
        note(f"{found.skipped_folders} folder(s) inside {source} not read (--recursive reads them)")
    if plan.refused or found.refused:  # the same status however often it is run
        raise typer.Exit(1)


_MAX_REFUSED_LINES = 50  # a wrong file would otherwise print a line per line of it


def _report_import(
    found: Any,
    plan: Any,
    changes: list[Any],
    rows: list[dict[str, Any]],
    *,
    as_json: bool,
    namespace: str,
    cap: int,
) -> None:
    """Each refused entry by label and reason (stderr), what changed, then the counts."""
    refused = [*found.refused, *plan.refused]
    for label, reason in refused[:_MAX_REFUSED_LINES]:
        note(f"{label} refused: {reason}")
    if len(refused) > _MAX_REFUSED_LINES:
        note(f"… and {len(refused) - _MAX_REFUSED_LINES} more refused")
    for label, old, new in plan.new_ids:
        note(f"{label}: id {old} belongs to another user's memory; imported as {new}")
    if plan.evicted or plan.left_out:
        done = [f"evicted {memories(plan.evicted)} stored" if plan.evicted else ""]
        done.append(f"left out {plan.left_out} of the file's" if plan.left_out else "")
        note(
            f"To stay within the cap of {cap} (max_items): "
            f"{' and '.join(d for d in done if d)} (the least used)."
        )
    if as_json:
        print_json(rows)
        return
    print_changes(changes)
    counts = {a: sum(c.action == a for c in changes) for a in VERBS}
    parts = [f"Imported {memories(len(plan.memories))}"]
    merged = [f"{counts[a]} {a}" for a in ("reinforced", "superseded", "evicted") if counts[a]]
    if merged:
        parts[0] += f" ({counts['added']} added, {', '.join(merged)})"
    if plan.already_present:
        parts.append(f"{plan.already_present} already present")
    if refused:
        parts.append(f"{len(refused)} refused")
    if plan.other_namespace:
        parts.append(f"{plan.other_namespace} from another namespace put into {namespace!r}")
    if found.ignored_fields:
        n = found.ignored_fields
        parts.append(f"{n} unknown frontmatter field{'' if n == 1 else 's'} ignored")
    typer.echo(", ".join(parts) + ".")


def register(group: typer.Typer) -> None:
    """Add export, import to the `memories` group."""
    group.command("export", short_help="Export your memories as jsonl or Markdown.")(export_command)
    group.command("import", short_help="Import memories from an export or Markdown files.")(
        import_command
    )
