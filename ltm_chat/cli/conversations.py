"""`ltm-chat conversations list|search|show|export|delete`: saved chat transcripts from the shell.

Ids may be given as any unique prefix, or "latest". Incognito chats are never saved, so they
never appear here.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.apps import new_typer
from ltm_chat.cli.common import (
    CliError,
    JsonOption,
    UserOption,
    YesOption,
    cli_command,
    confirm,
    data_text,
    fail,
    load_cli_settings,
    local_minute,
    note,
    parse_moment,
    plain_table,
    plural,
    print_json,
    say,
    stdout_console,
    when,
    write_output,
)

if TYPE_CHECKING:
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import Settings

conversations_app = new_typer("List, search, show, export and delete saved conversations.")

RefArgument = Annotated[
    str, typer.Argument(metavar="ID", help='Conversation id, any unique prefix of it, or "latest".')
]


def _store(settings: Settings) -> ConversationStore | None:
    """The user's transcripts, or None when nothing was ever saved (nothing is created)."""
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    db = Database.at(settings.paths)
    if settings.paths.db_is_local:
        from pathlib import Path

        if not Path(settings.paths.db_uri).expanduser().exists():
            return None
    if not db.has_table("conversations"):
        return None
    return ConversationStore(db, settings.user_id).open()


def _get(store: ConversationStore | None, ref: str) -> Any:
    from ltm_chat.chat.history import ConversationNotFound
    from ltm_chat.memory.model import AmbiguousId

    if store is None:
        raise fail(f"no conversation with id {ref!r} (none are saved yet)")
    try:
        return store.get(ref)
    except AmbiguousId:
        raise fail(
            f"id prefix {ref!r} matches several conversations; give more characters"
        ) from None
    except ConversationNotFound:
        raise fail(f"no conversation with id {ref!r}") from None


@conversations_app.command("list")
@cli_command
def list_command(
    limit: Annotated[
        int | None, typer.Option("--limit", "-n", min=1, help="At most N, most recent first.")
    ] = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """List saved conversations, most recently active first."""
    settings = load_cli_settings(writes=False, user=user)
    from ltm_chat.chat.conversation_rows import open_conversation_snapshot

    # The last listing's snapshot while the database is unchanged: no lancedb import.
    store: Any = open_conversation_snapshot(settings)
    if store is None and (store := _store(settings)) is not None:
        from ltm_chat.chat.conversation_rows import save_conversation_snapshot

        save_conversation_snapshot(settings, store)
    convs = store.list(limit, with_counts=True) if store else []
    if as_json:
        print_json([c.to_json() for c in convs])
        return
    if not convs:
        say(f"No saved conversations for {settings.user_id}.")
        return
    from datetime import UTC, datetime

    now = datetime.now(UTC)
    names = _conversation_names(store, [c.id for c in convs])
    table = plain_table(f"{plural(len(convs), 'conversation')} of {settings.user_id}")
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("title", ratio=1, min_width=16, overflow="fold")
    table.add_column("messages", justify="right", no_wrap=True)
    table.add_column("started", no_wrap=True)
    table.add_column("last active", no_wrap=True)
    table.add_column("model", no_wrap=True, overflow="ellipsis", max_width=28)
    for c in convs:
        table.add_row(
            names[c.id],
            data_text(c.title),
            str(c.message_count),
            when(c.created_at, now),
            when(c.updated_at, now),
            data_text(c.model or "—"),
        )
    stdout_console().print(table)


def _query_vector(settings: Settings, store: ConversationStore, query: str) -> tuple[Any, Any]:
    """The query's vector when messages were saved with vectors (memory on) and the same
    embedder is at hand; else (None, None): words only."""
    from ltm_chat.chat.history import MESSAGE_VECTORS

    if MESSAGE_VECTORS not in store.db.table_names():
        return None, None
    from ltm_chat.memory.embed import query_vectors, resolve_embedder

    embedder, _ = resolve_embedder(settings)
    if embedder is None:
        return None, None
    try:
        return query_vectors(embedder, [query])[0], embedder.name
    except Exception as exc:  # words still find what they find
        note(f"searching by words only: the embedder failed ({exc})")
        return None, None


@conversations_app.command("search")
@cli_command
def search_command(
    query: Annotated[
        str,
        typer.Argument(metavar="QUERY", help="Words to find; time words narrow the period."),
    ],
    since: Annotated[
        str | None, typer.Option("--since", help="Only messages from then on (date or words).")
    ] = None,
    until: Annotated[
        str | None, typer.Option("--until", help="Only messages before then (date or words).")
    ] = None,
    model: Annotated[str | None, typer.Option("--model", help="Only this model's.")] = None,
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, help="At most N.")] = 10,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Search saved conversations ("boiler last week"), best match first."""
    from ltm_chat.chat.transcript_search import search_conversations
    from ltm_chat.memory.model import utcnow

    settings = load_cli_settings(writes=False, user=user)
    start, end = parse_moment(since, "--since", end=False), parse_moment(until, "--until", end=True)
    if start is not None and end is not None and start >= end:  # an empty period matches nothing
        raise typer.BadParameter(
            f"--since {since!r} ({local_minute(start)}) is not before --until {until!r} "
            f"({local_minute(end, end=True)}): nothing could match",
            param_hint="--since / --until",
        )
    if not query.strip():
        raise fail("give some words to search for, e.g. `conversations search boiler`")
    store = _store(settings)
    now = utcnow()  # one clock for the period's words, which tests can hold still
    if store is None:
        hits, period = [], None
    else:
        vector, embedding_model = _query_vector(settings, store, query)
        found = search_conversations(
            store,
            query,
            now=now,
            since=start,
            until=end,
            model=model,
            limit=limit,
            vector=vector,
            embedding_model=embedding_model,
            read_only=settings.incognito,
        )
        hits, period = found.hits, found.period
    if as_json:
        print_json([h.to_json() for h in hits])
        return
    if period is not None and start is None and end is None:
        note(f"period: {period.label()}")
    if not hits:
        say("No conversation matches.")
        return
    from rich.text import Text

    names = _conversation_names(store, [h.conversation.id for h in hits])
    table = plain_table(f"{plural(len(hits), 'conversation')} found")
    table.add_column("id", style="cyan", no_wrap=True)
    table.add_column("when", no_wrap=True)
    table.add_column("title", ratio=1, min_width=12, overflow="fold")
    table.add_column("where it matched", ratio=2, min_width=16, overflow="fold")
    for h in hits:
        shown = data_text(h.snippet)
        for first, last in h.marks:
            shown.stylize("bold underline", first, last)
        table.add_row(
            names[h.conversation.id],
            when(h.at, now),
            data_text(h.conversation.title),
            Text.assemble(f"{h.role or ''}: " if h.role else "", shown),
        )
    stdout_console().print(table)


@conversations_app.command("show")
@cli_command
def show_command(ref: RefArgument, as_json: JsonOption = False, user: UserOption = None) -> None:
    """Print a conversation's messages (Markdown rendered on a terminal)."""
    settings = load_cli_settings(writes=False, user=user)
    store = _store(settings)
    conv = _get(store, ref)
    messages = store.messages(conv.id)  # type: ignore[union-attr]
    if as_json:
        print_json([m.to_json() for m in messages])
        return
    if not sys.stdout.isatty():
        sys.stdout.write(store.export(conv.id, "markdown"))  # type: ignore[union-attr]
        return
    from rich.markdown import Markdown
    from rich.rule import Rule
    from rich.text import Text

    from ltm_chat.chat.history import message_headings
    from ltm_chat.cli.common import stamp
    from ltm_chat.text import safe_text

    console = stdout_console()
    console.print(Rule(data_text(safe_text(conv.title, multiline=False)), style="dim"))
    about = f"{stamp(conv.created_at)} · {conv.model or 'unknown model'} · {conv.id}"
    console.print(data_text(safe_text(about, multiline=False), style="dim"))
    for m, heading in zip(messages, message_headings(conv, messages), strict=True):
        style = "bold cyan" if m.role == "user" else "bold magenta"
        console.print()
        console.print(Text(heading, style=style))
        console.print(Markdown(safe_text(m.content)))


@conversations_app.command("export")
@cli_command
def export_command(
    ref: RefArgument,
    fmt: Annotated[str, typer.Option("--format", "-f", help="markdown or json.")] = "markdown",
    output: Annotated[
        str | None, typer.Option("--output", "-o", help="Write to FILE (0600) instead of stdout.")
    ] = None,
    user: UserOption = None,
) -> None:
    """Export a conversation as Markdown or JSON."""
    fmt = {"md": "markdown"}.get(fmt.strip().lower(), fmt.strip().lower())
    if fmt not in ("markdown", "json"):
        raise typer.BadParameter(f"{fmt!r}: use markdown or json", param_hint="--format")
    settings = load_cli_settings(writes=False, user=user)
    store = _store(settings)
    conv = _get(store, ref)
    text = store.export(conv.id, fmt)  # type: ignore[union-attr]
    if write_output(text if text.endswith("\n") else text + "\n", output):
        note(f"Exported “{conv.title}” to {output} ({fmt}).")


def _conversation_names(store: Any, ids: list[str]) -> dict[str, str]:
    """Conversation ids as memory ids are shown: the shortest prefix, at least 8 characters,
    that no other conversation of the user shares (any unique prefix is accepted)."""
    from ltm_chat.text import short_ids

    return short_ids(ids, [c.id for c in store.list()] if store is not None else ids)


@conversations_app.command("delete", short_help="Erase a conversation and its messages for real.")
@cli_command
def delete_command(ref: RefArgument, yes: YesOption = False, user: UserOption = None) -> None:
    """Erase a conversation and its messages for real (asks first unless --yes).

    Memories learned in it stay (forget them with `ltm-chat memories forget`).
    """
    settings = load_cli_settings(user=user)
    store = _store(settings)
    try:
        conv = _get(store, ref)
    except CliError as exc:
        gone = store.erased(ref) if store is not None and "no conversation" in str(exc) else None
        if gone is None:
            raise
        say(f"Conversation {gone[:8]} is deleted already.")  # a retry after an interruption
        return
    count = len(store.messages(conv.id))  # type: ignore[union-attr]
    confirm(f"Delete “{conv.title}” ({count} messages)? This cannot be undone", yes=yes)
    name = _conversation_names(store, [conv.id])[conv.id]
    store.delete(conv.id)  # type: ignore[union-attr]
    say(f"Deleted “{conv.title}” ({name}).")


def register(app: typer.Typer) -> None:
    """Add the `conversations` group to the root app (cli/main builds it)."""
    app.add_typer(conversations_app, name="conversations")
