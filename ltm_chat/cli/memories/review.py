"""`memories pending`, `accept` and `reject`: the review queue of incidental mentions."""

from __future__ import annotations

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
    short_id,
    stdout_console,
)
from ltm_chat.cli.memories.opening import (
    is_stored,
    open_existing,
    open_listing,
    open_memory,
    save_listing,
)
from ltm_chat.cli.memories.options import checked_text, parse_kind


@cli_command
def pending_command(as_json: JsonOption = False, user: UserOption = None) -> None:
    """List memories waiting for review (not recalled until accepted).

    Extraction stores an incidental mention here; `accept` keeps it, `reject` erases it.
    """
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> list[Any]:
        if not is_stored(settings):
            return []
        memory, full = open_listing(settings)
        rows = await memory.pending()
        if full:
            await save_listing(settings, memory)
        return rows

    rows = run_async(go())
    if as_json:
        print_json([m.to_json() for m in rows])
        return
    if not rows:
        typer.echo(f"Nothing waits for review for {settings.user_id}.")
        return
    from datetime import UTC, datetime

    from ltm_chat.cli.memory_views import pending_table

    caption = f"{memories(len(rows))} to review · `accept ID…` keeps, `reject ID…` erases"
    stdout_console().print(pending_table(rows, now=datetime.now(UTC), caption=caption))


ReviewIdsArgument = Annotated[
    list[str] | None,
    typer.Argument(metavar="[ID]...", help="Memory ids or unique prefixes."),
]


ByConversationOption = Annotated[
    str | None,
    typer.Option(
        "--conversation",
        "-c",
        metavar="ID",
        help="Every pending memory learnt from this conversation (id or prefix).",
    ),
]


ByKindOption = Annotated[
    str | None, typer.Option("--kind", "-k", help="Every pending memory of this kind.")
]


AllOption = Annotated[bool, typer.Option("--all", help="Every pending memory.")]


async def _review_ids(
    memory: Any, ids: list[str], conversation: str | None, kind: str | None, everything: bool
) -> list[str]:
    """The ids named, or the pending memories the filters select (all of them must match)."""
    if ids:
        return list(dict.fromkeys(ids))
    ref = (conversation or "").strip().lower()
    return [
        m.id
        for m in await memory.pending()
        if (everything or conversation is not None or kind is not None)
        and (conversation is None or (m.conversation_id or "").lower().startswith(ref))
        and (kind is None or m.kind == kind)
    ]


def _check_review_selection(
    ids: list[str], conversation: str | None, kind: str | None, everything: bool
) -> None:
    if ids and (conversation is not None or kind is not None or everything):
        raise typer.BadParameter("give ids, or --conversation / --kind / --all, not both")
    if not ids and conversation is None and kind is None and not everything:
        raise typer.BadParameter("give memory ids, or --conversation ID, --kind KIND or --all")
    if conversation is not None and not conversation.strip():
        raise typer.BadParameter("--conversation needs an id")


@cli_command
def accept_command(
    memory_ids: ReviewIdsArgument = None,
    text: Annotated[
        str | None, typer.Option("--text", "-t", help="Edit, then accept (one id): the new text.")
    ] = None,
    conversation: ByConversationOption = None,
    kind: ByKindOption = None,
    everything: AllOption = False,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Keep pending memories: they become active and are recalled (provenance stays).

    In bulk: --conversation ID (what one conversation taught), --kind KIND, or --all (they
    combine: --conversation ID --kind preference)."""
    memory_ids = memory_ids or []
    kind = parse_kind(kind)
    _check_review_selection(memory_ids, conversation, kind, everything)
    if text is not None:
        text = checked_text(text)
    settings = load_cli_settings(user=user)

    async def go() -> list[Any]:
        if not memory_ids and not is_stored(settings):
            return []
        memory = open_existing(settings, memory_ids[0]) if memory_ids else open_memory(settings)
        ids = await _review_ids(memory, memory_ids, conversation, kind, everything)
        return await memory.accept(ids, text=text) if ids else []

    accepted = run_async(go())
    if as_json:
        print_json([m.to_json() for m in accepted])
        return
    for m in accepted:
        typer.echo(f"Accepted {short_id(m.id)}: {m.text}")
    if not accepted:
        typer.echo("Nothing waiting for review matches; nothing was changed.")


@cli_command
def reject_command(
    memory_ids: ReviewIdsArgument = None,
    conversation: ByConversationOption = None,
    kind: ByKindOption = None,
    everything: AllOption = False,
    yes: YesOption = False,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Erase pending memories for real (as forget; asks first unless --yes): a rejected text
    is not kept.

    In bulk: --conversation ID, --kind KIND, or --all (they combine)."""
    memory_ids = memory_ids or []
    kind = parse_kind(kind)
    _check_review_selection(memory_ids, conversation, kind, everything)
    settings = load_cli_settings(user=user)

    async def find() -> list[Any]:
        if not memory_ids and not is_stored(settings):
            return []
        memory = open_existing(settings, memory_ids[0]) if memory_ids else open_memory(settings)
        rows = {}
        for ref in await _review_ids(memory, memory_ids, conversation, kind, everything):
            m = await memory.get(ref)  # all or nothing: refused if one of them is not pending
            if m.status != "pending":
                raise fail(f"memory {ref} is not waiting for review; nothing was changed")
            rows[m.id] = m
        return list(rows.values())

    found = run_async(find())
    if found and not yes:
        for m in found:
            note(f"  {short_id(m.id)}  {m.text}")
    if found:
        what = "this memory" if len(found) == 1 else f"these {len(found)} memories"
        confirm(f"Reject and erase {what}? This cannot be undone", yes=yes)

    async def go() -> list[str]:
        ids = [m.id for m in found]
        if ids:
            await open_memory(settings).reject(ids)
        return ids

    rejected = run_async(go())
    if as_json:  # ids only: the text is erased, not repeated
        print_json([{"id": i, "action": "rejected"} for i in rejected])
        return
    typer.echo(f"Rejected and erased {memories(len(rejected))}.")


def register(group: typer.Typer) -> None:
    """Add pending, accept, reject to the `memories` group."""
    group.command("pending")(pending_command)
    group.command("accept", short_help="Keep pending memories: they are recalled from now on.")(
        accept_command
    )
    group.command("reject", short_help="Erase pending memories for real.")(reject_command)
