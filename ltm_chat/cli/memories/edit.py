"""`memories add`, `edit`, `pin` and `unpin`: writing one memory by hand."""

from __future__ import annotations

from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    JsonOption,
    UserOption,
    cli_command,
    fail,
    load_cli_settings,
    print_json,
    run_async,
    say,
    short_id,
)
from ltm_chat.cli.memories.changes import (
    changes_json,
    print_changes,
    say_embedding_failed,
    say_over_cap,
)
from ltm_chat.cli.memories.opening import open_existing, open_memory
from ltm_chat.cli.memories.options import (
    KIND_HELP,
    ExpiresOption,
    IdArgument,
    IdsArgument,
    WorkspaceOption,
    checked_text,
    parse_expires,
    parse_kind,
)
from ltm_chat.memory.model import MANUAL_IMPORTANCE


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
    kind = parse_kind(kind) or "fact"
    text = checked_text(text)
    expires_at = parse_expires(expires)
    settings = load_cli_settings(user=user, workspace=workspace)

    async def go() -> tuple[list[Any], list[dict[str, Any]]]:
        memory = open_memory(settings)
        changes = await memory.remember(
            text,
            kind=kind,
            importance=importance,
            pinned=pin,
            source="manual",
            expires_at=expires_at,
        )
        return changes, await changes_json(memory, changes), memory

    changes, rows, memory = run_async(go())
    say_embedding_failed(memory)
    say_over_cap(memory)
    if as_json:
        print_json(rows)
        return
    print_changes(changes)


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

    kind = parse_kind(kind)
    clear_expiry = expires is not None and expires.strip().lower() in CLEAR_WORDS
    expires_at = None if clear_expiry else parse_expires(expires)
    settings = load_cli_settings(user=user)
    if text is not None:
        text = checked_text(text)

    async def current() -> Any:
        return await open_existing(settings, memory_id).get(memory_id)

    old = run_async(current())
    if text is None:
        others = kind or importance is not None or expires is not None or sensitive is not None
        text = old.text if others else _edit_in_editor(old.text)
        text = checked_text(text)
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
        return await open_memory(settings).update(
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
        memory = open_existing(settings, memory_ids[0])
        ids = [await memory.resolve_id(i) for i in dict.fromkeys(memory_ids)]  # all or nothing
        return [await memory.pin(i, pinned) for i in ids]

    for m in run_async(go()):
        say(f"{'Pinned' if pinned else 'Unpinned'} {short_id(m.id)}: {m.text}")


@cli_command
def pin_command(
    memory_ids: IdsArgument,
    user: UserOption = None,
) -> None:
    """Pin memories: always recalled (within a budget), never evicted."""
    _set_pin(memory_ids, True, user)


@cli_command
def unpin_command(
    memory_ids: IdsArgument,
    user: UserOption = None,
) -> None:
    """Unpin memories: recalled only when relevant again."""
    _set_pin(memory_ids, False, user)


def register(group: typer.Typer) -> None:
    """Add add, edit, pin, unpin to the `memories` group."""
    group.command("add", short_help="Store a memory by hand, as typed.")(add_command)
    group.command("edit")(edit_command)
    group.command("pin")(pin_command)
    group.command("unpin")(unpin_command)
