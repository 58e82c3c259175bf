"""`memories forget`: erasing memories for real, by id or by the conversation that taught them."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.common import (
    UserOption,
    YesOption,
    cli_command,
    confirm,
    fail,
    load_cli_settings,
    memories,
    note,
    run_async,
    say,
    short_id,
)
from ltm_chat.cli.memories.opening import is_stored, open_existing, open_memory

if TYPE_CHECKING:
    from ltm_chat.config import Settings


@cli_command
def forget_command(
    memory_ids: Annotated[
        list[str] | None, typer.Argument(metavar="[ID]...", help="Memory ids or unique prefixes.")
    ] = None,
    conversation: Annotated[
        str | None,
        typer.Option(
            "--conversation",
            "-c",
            metavar="ID",
            help="Every memory this conversation taught (id or prefix, see `conversations list`).",
        ),
    ] = None,
    yes: YesOption = False,
    user: UserOption = None,
) -> None:
    """Erase memories for real (asks first unless --yes).

    Removes the rows, their edit history and every older copy on disk. With --conversation,
    every memory whose provenance is that conversation.
    """
    settings = load_cli_settings(user=user)
    if conversation is not None:
        if memory_ids:
            raise typer.BadParameter("give memory ids or --conversation, not both")
        _forget_conversation(settings, conversation, yes)
        return
    if not memory_ids:
        raise typer.BadParameter("give at least one memory id, or --conversation ID")

    async def find() -> tuple[list[Any], list[str]]:
        from ltm_chat.memory.model import MemoryNotFound

        memory = open_existing(settings, memory_ids[0])
        found, gone = [], []
        for i in dict.fromkeys(memory_ids):  # all or nothing
            try:
                found.append(await memory.get(i))
            except MemoryNotFound:
                # A retry after an interrupted (now finished) or earlier erasure: already gone.
                erased = await memory.erased_id(i)
                if erased is None:
                    raise
                gone.append(erased)
        return found, gone

    found_rows, gone = run_async(find())
    for memory_id in gone:
        note(f"{short_id(memory_id)} is already forgotten (erased for real).")
    found = list({m.id: m for m in found_rows}.values())
    if not found:
        typer.echo(f"Forgot {memories(len(gone))}.")
        return
    if not yes:
        for m in found:
            note(f"  {short_id(m.id)}  {m.text}")
    what = "this memory" if len(found) == 1 else f"these {len(found)} memories"
    confirm(f"Forget {what}? This cannot be undone", yes=yes)

    async def go() -> int:
        return await open_memory(settings).forget([m.id for m in found])

    removed = run_async(go())
    say(f"Forgot {memories(removed + len(gone))}.")


def _forget_conversation(settings: Settings, ref: str, yes: bool) -> None:
    from ltm_chat.chat.history import ConversationStore

    if not ref.strip():
        raise typer.BadParameter("the conversation id is empty", param_hint="--conversation")

    async def find() -> tuple[str, list[Any], bool]:
        if not is_stored(settings):
            return ref, [], False
        memory = open_memory(settings)
        conv_id, saved = ref, False
        db = memory.database
        if db.has_table("conversations"):
            from ltm_chat.chat.history import ConversationNotFound

            try:  # a prefix, when the conversation is still saved
                conv_id, saved = ConversationStore(db, settings.user_id).open().get(ref).id, True
            except ConversationNotFound:
                conv_id = ref
        found = await memory.from_conversation(conv_id)
        if not found and not saved:  # known from the audit trail: a retry, or all forgotten
            saved = any(e.get("conversation_id") == conv_id for e in await memory.log())
        return conv_id, found, saved

    conv_id, found, saved = run_async(find())
    if not found and not saved:  # a typo must not look like a successful forget
        raise fail(
            f"no conversation with id {ref!r}, and no memory was learned in one "
            "(see `ltm-chat conversations list`)"
        )
    if not found:
        typer.echo(f"Conversation {ref} taught nothing that is stored; nothing was forgotten.")
        return
    if not yes:
        for m in found:
            note(f"  {short_id(m.id)}  {m.text}")
    question = f"Forget the {memories(len(found))} conversation {conv_id[:8]} taught?"
    confirm(f"{question} This cannot be undone", yes=yes)

    async def go() -> int:
        return await open_memory(settings).forget_conversation(conv_id)

    typer.echo(f"Forgot {memories(run_async(go()))} from conversation {conv_id[:8]}.")


def register(group: typer.Typer) -> None:
    """Add forget to the `memories` group."""
    group.command("forget")(forget_command)
