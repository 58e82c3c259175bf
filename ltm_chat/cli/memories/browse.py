"""`memories list`, `search` and `show`: reading what is stored."""

from __future__ import annotations

from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    cli_command,
    data_text,
    load_cli_settings,
    local_minute,
    memories,
    note,
    parse_moment,
    print_json,
    run_async,
    say,
    stdout_console,
)
from ltm_chat.cli.memories.history import history_json
from ltm_chat.cli.memories.opening import (
    is_stored,
    open_existing,
    open_listing,
    open_memory,
    save_listing,
    scope_label,
)
from ltm_chat.cli.memories.options import (
    KIND_HELP,
    AsOfOption,
    IdArgument,
    WorkspaceOption,
    parse_kind,
)

if TYPE_CHECKING:
    from ltm_chat.memory.service import LongTermMemory


@cli_command
def list_command(
    workspace: WorkspaceOption = None,
    all_workspaces: Annotated[
        bool, typer.Option("--all-workspaces", "-a", help="Every workspace, not just this one.")
    ] = False,
    kind: Annotated[
        str | None, typer.Option("--kind", "-k", help=f"Only this kind ({KIND_HELP}).")
    ] = None,
    pinned: Annotated[bool, typer.Option("--pinned", help="Only pinned memories.")] = False,
    expired: Annotated[
        bool,
        typer.Option(
            "--expired",
            help="Only memories past their expiry (never recalled; `memories curate` erases them).",
        ),
    ] = False,
    limit: Annotated[
        int | None, typer.Option("--limit", "-n", min=1, help="At most N, newest first.")
    ] = None,
    as_of: AsOfOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """List your memories, newest first, with their expiry where set (--as-of: as they were
    then).

    Shows global memories plus the current workspace's, unless --workspace or --all-workspaces
    says otherwise. Memories past their expiry are left out (they are not recalled either)
    unless --expired asks for them.
    """
    kind = parse_kind(kind)
    moment = parse_moment(as_of, "--as-of", end=True)
    if moment is not None and expired:  # --as-of leaves out what had expired by then
        raise typer.BadParameter("--expired lists what is past its expiry now; not with --as-of")
    settings = load_cli_settings(writes=False, user=user, workspace=workspace)
    scope = "*" if all_workspaces else settings.workspace

    async def go() -> tuple[list[Any], int, int, int]:
        if not is_stored(settings):
            return [], 0, 0, 0
        # --as-of reads the history table: the store itself
        memory, full = open_listing(settings) if moment is None else (open_memory(settings), False)
        filters = dict(
            workspace=scope,
            kind=kind,
            pinned=True if pinned else None,
            status="active",
            with_vectors=False,  # printed rows never show a vector
        )
        if moment is not None:  # expired by then or not: as_of decides
            rows = (await memory.as_of(moment, **filters))[:limit]
        else:
            rows = await memory.list(**filters, limit=limit, expired=expired)
        waiting = await memory.pending_count()
        if waiting:
            note(f"{waiting} waiting for review: `ltm-chat memories pending`.")
        in_scope = await memory.count(workspace=scope, status="active")
        elsewhere = await memory.count(status="active") - in_scope
        if not expired and moment is None:
            past = await memory.list(
                workspace=scope, status="active", with_vectors=False, expired=True
            )
            if past:
                note(
                    f"{memories(len(past))} past {'its' if len(past) == 1 else 'their'} expiry "
                    "left out: `--expired` lists them, `memories curate` erases them."
                )
                in_scope -= len(past)  # the caption counts what the list could show
        if full:
            await save_listing(settings, memory)
        return rows, in_scope, elsewhere, waiting

    rows, in_scope, elsewhere, waiting = run_async(go())
    total = in_scope + elsewhere
    if as_json:
        print_json([m.to_json() for m in rows])
        return
    if not rows:
        filtered = kind or pinned or expired
        # the store may hold memories, only not then
        stored = "memories were stored" if moment is not None else "memories are stored"
        what = "memories match these filters" if filtered else stored
        if expired and not (kind or pinned):
            what = "memories are past their expiry"
        then = f" as of {local_minute(moment, end=True)}" if moment is not None else ""
        say(f"No {what} for {settings.user_id} ({scope_label(settings, scope)}){then}.")
        if elsewhere and not expired:  # the ones in this scope were filtered out, not elsewhere
            note(f"{elsewhere} in other workspaces: add --all-workspaces to see them.")
        elif not filtered and not total:
            note('Add one with `ltm-chat memories add "…"`, or turn memory on in a chat.')
        return
    from datetime import UTC, datetime

    from ltm_chat.cli.memory_views import memories_table

    caption = _list_caption(settings, scope, len(rows), in_scope, elsewhere, waiting)
    if moment is not None:  # the counts are today's; the rows are as they were then
        where = f"{settings.user_id} · {scope_label(settings, scope)}"
        caption = f"{memories(len(rows))} of {where} · as of {local_minute(moment, end=True)}"
    show_ws = all_workspaces or any(m.workspace for m in rows)
    stdout_console().print(
        memories_table(rows, now=datetime.now(UTC), show_workspace=show_ws, caption=caption)
    )


def _list_caption(
    settings: Any, scope: str | None, shown: int, in_scope: int, elsewhere: int, waiting: int
) -> str:
    """What the numbers count: shown of those in this scope, then what the list leaves out."""
    where = f"{settings.user_id} · {scope_label(settings, scope)}"
    head = f"{memories(shown)} of {where}"
    if shown < in_scope:
        head = f"{shown:,} shown of {memories(in_scope)} of {where}"
    parts = [head]
    if elsewhere:
        parts.append(f"{elsewhere:,} more in other workspaces (--all-workspaces)")
    if waiting:
        parts.append(f"{waiting:,} waiting for review (not listed)")
    return " · ".join(parts)


@cli_command
def search_command(
    query: Annotated[
        str, typer.Argument(metavar="QUERY", help="What to look for, in your own words.")
    ],
    limit: Annotated[
        int, typer.Option("--limit", "-n", min=1, max=100, help="At most N results.")
    ] = 6,
    workspace: WorkspaceOption = None,
    as_of: AsOfOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Rank memories for QUERY as a chat's recall would (--as-of: what was true then).

    Shows each score's parts and the recall mode; a search does not count as a use.
    """
    if not query.strip():
        raise typer.BadParameter("the query is empty")
    moment = parse_moment(as_of, "--as-of", end=True)
    settings = load_cli_settings(writes=False, user=user, workspace=workspace)

    async def go() -> tuple[list[Any], str]:
        if not is_stored(settings):
            return [], "nothing stored yet"
        memory = open_memory(settings)
        if moment is not None:
            then = await memory.as_of(moment, status="active", with_vectors=False)
            mode = f"words, as of {local_minute(moment, end=True)}"
            return _lexical_ranking(query, then, limit), mode
        return await memory.search(query, limit=limit), await memory.mode()

    results, mode = run_async(go())
    if as_json:
        print_json([{**r.to_json(), "recall_mode": mode} for r in results])
        return
    if not results:
        say(f"Nothing stored matches {query!r}.")
        note(f"recall mode: {mode}")
        return
    from ltm_chat.cli.memory_views import search_table

    caption = f"recall mode: {mode} · score = 0.7·similarity + 0.2·recency + 0.1·importance"
    stdout_console().print(search_table(results, caption=caption))


def _lexical_ranking(query: str, rows: list[Any], limit: int) -> list[Any]:
    """The texts as they were then, ranked by the words they share with the query (their
    vectors are today's, so meaning cannot rank an older text)."""
    from ltm_chat.memory import RecalledMemory
    from ltm_chat.memory.retrieval.recall import lexical_similarity

    scored = [(lexical_similarity(query, m.text), m) for m in rows]
    ranked = sorted((p for p in scored if p[0] > 0), key=lambda p: -p[0])[:limit]
    return [RecalledMemory(m, sim, sim, 0.0, m.importance) for sim, m in ranked]


@cli_command
def show_command(
    memory_id: IdArgument, as_json: JsonOption = False, user: UserOption = None
) -> None:
    """Show one memory in full, where it was learned, and its history."""
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> tuple[Any, list[Any], Any, str | None]:
        from ltm_chat.mcp.actor import client_of

        memory = open_existing(settings, memory_id)
        m = await memory.get(memory_id)
        client = client_of(await memory.log(m.id))  # the MCP client that saved it, if one did
        return m, await memory.history(m.id), _conversation_of(memory, m.conversation_id), client

    m, history, conversation, client = run_async(go())
    from ltm_chat.memory.retrieval.as_of import since_note, supersession

    held = supersession(history)
    if as_json:
        out = m.to_json()
        out["client"] = client
        out["conversation"] = conversation.to_json() if conversation else None
        out["history"] = [history_json(e) for e in history]
        out["since"] = {"at": held.since.isoformat(), "before": held.before} if held else None
        print_json(out)
        return
    from ltm_chat.cli.common import stamp
    from ltm_chat.cli.memory_views import history_table, memory_detail

    if conversation is not None:
        provenance = (
            f"“{conversation.title}” ({stamp(conversation.created_at)}, {conversation.id[:8]})"
        )
    elif m.conversation_id:
        provenance = f"conversation {m.conversation_id[:8]} (deleted since)"
    else:
        provenance = {"manual": "added by hand", "import": "imported"}.get(m.source, "—")
    console = stdout_console()
    console.print(
        memory_detail(m, provenance=provenance, history_count=len(history), client=client)
    )
    if held is not None:
        console.print(data_text(f"Holds {since_note(held)}", style="dim"))
    if history:
        console.print()
        console.print(history_table(m, history))


def _conversation_of(memory: LongTermMemory, conversation_id: str | None) -> Any:
    """The conversation a memory was learned in, or None (deleted, or never had one)."""
    if not conversation_id:
        return None
    from ltm_chat.chat.history import ConversationNotFound, ConversationStore

    db = memory.database
    if not db.has_table("conversations"):
        return None
    try:
        return ConversationStore(db, memory.user_id).open().get(conversation_id)
    except ConversationNotFound:
        return None


def register(group: typer.Typer) -> None:
    """Add list, search, show to the `memories` group."""
    group.command("list", short_help="List your memories, newest first.")(list_command)
    group.command("search", short_help="Rank memories for QUERY as a chat's recall would.")(
        search_command
    )
    group.command("show")(show_command)
