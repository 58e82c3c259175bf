"""`ltm-chat mcp`: serve the memory to other tools over MCP, and set what each client may do."""

from __future__ import annotations

from typing import Annotated

import typer

from ltm_chat.cli.apps import new_typer
from ltm_chat.cli.common import JsonOption, UserOption, cli_command, fail, load_cli_settings

HELP = """Serve your memory to other tools (Claude Desktop, claude-code, Cursor …) over the Model
Context Protocol: stdio by default (the tool starts `ltm-chat mcp` itself), or Streamable HTTP
on 127.0.0.1 with --http and a bearer token from `ltm-chat mcp token`.

The same trust rules as the chat hold for every client: secrets and instructions are refused,
writes are consolidated, expire and respect the cap, and every read and write is in
`ltm-chat memories log` as mcp:CLIENT. Each client (by the name it announces) gets permissions:

\b
  read     search, list and read memories, the profile and recent resources
  propose  save into your review queue (`ltm-chat memories pending`);
           nothing is recalled until you accept it
  write    save and update at once, as `memories add` and `edit` do
  forget   erase memories for real

\b
A new client may read and propose; forget is never granted unless you allow it:
  ltm-chat mcp clients
  ltm-chat mcp allow claude-code write
  ltm-chat mcp deny "Claude Desktop" propose

NODETOOL_MEMORY_ENABLED=0 makes every tool refuse; --incognito makes the server read-only and
it writes nothing at all (no audit events, no client counts)."""

mcp_app = new_typer(
    HELP,
    no_args_is_help=False,
    invoke_without_command=True,
    short_help="Serve your memory to other tools over MCP.",
)

PermissionArg = Annotated[
    list[str], typer.Argument(metavar="PERMISSION...", help="read, propose, write or forget.")
]
ClientArg = Annotated[
    str,
    typer.Argument(metavar="CLIENT", help="The client's name, as `ltm-chat mcp clients` lists it."),
]


@mcp_app.callback()
@cli_command
def mcp_command(
    ctx: typer.Context,
    http: Annotated[
        bool, typer.Option("--http", help="Serve Streamable HTTP on 127.0.0.1 instead of stdio.")
    ] = False,
    port: Annotated[
        int, typer.Option("--port", "-p", min=1, max=65535, help="HTTP port (with --http).")
    ] = 8787,
    workspace: Annotated[
        str | None,
        typer.Option(
            "--workspace",
            "-w",
            help="Workspace the clients recall from with global memories (default: the project of the client's root folder, else the configured one; auto: this directory's project).",
        ),
    ] = None,
    incognito: Annotated[
        bool, typer.Option("--incognito", help="Read-only: no writes of any kind.")
    ] = False,
    user: UserOption = None,
) -> None:
    if ctx.invoked_subcommand is not None:
        if http or incognito or workspace is not None or user is not None or port != 8787:
            raise fail(
                f"server options go without a sub-command: `ltm-chat mcp {ctx.invoked_subcommand}` takes none"
            )
        from ltm_chat.cli.common import merge_root_flags

        # Permissions belong to a client and the token to this installation, not to a user or
        # a session: `--user`, `--incognito` … before `mcp clients` would be ignored silently.
        merge_root_flags(accepts=())
        return
    from ltm_chat.cli.common import merge_root_flags
    from ltm_chat.cli.mcp_entry import ServeError, serve

    flags = merge_root_flags(user=user, workspace=workspace, incognito=incognito)
    try:
        serve(http=http, port=port, **flags)
    except ServeError as exc:
        raise fail(str(exc)) from None


def _permissions(user: str | None = None):
    from ltm_chat.mcp.permissions import Permissions

    settings = load_cli_settings(writes=False, user=user)
    return Permissions(settings.paths.data_dir)


@mcp_app.command("clients", short_help="List the clients seen and their permissions.")
@cli_command
def clients_command(as_json: JsonOption = False) -> None:
    """List the clients seen (name, permissions, first and last seen, reads, writes)."""
    _no_root_flags()  # root flags may follow the sub-command too
    from ltm_chat.cli.common import print_json, stdout_console
    from ltm_chat.mcp.permissions import PermissionsError

    try:
        records = _permissions().clients()
    except PermissionsError as exc:
        raise fail(str(exc)) from None
    if as_json:
        print_json([r.to_json() for r in records])
        return
    if not records:
        typer.echo("No MCP client has connected yet.")
        return
    from rich.table import Table
    from rich.text import Text

    table = Table(box=None, pad_edge=False, header_style="bold")
    for column in ("client", "may", "first seen", "last seen", "reads", "writes"):
        table.add_column(column, no_wrap=column != "may")
    for r in records:
        table.add_row(
            Text(r.name),
            ", ".join(r.allow) or "nothing",
            (r.first_seen or "never")[:19],
            (r.last_seen or "never")[:19],
            str(r.reads),
            str(r.writes),
        )
    stdout_console().print(table)


def _set(client: str, permissions: list[str], allowed: bool) -> None:
    from ltm_chat.cli.common import say
    from ltm_chat.mcp.actor import client_name
    from ltm_chat.mcp.permissions import PermissionsError, check_permission

    name = client_name(client)
    if name != client.strip():
        raise typer.BadParameter(
            f"{client!r} is not a client name as clients announce them (use {name!r})"
        )
    try:
        wanted = [check_permission(p) for p in permissions]
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None
    store = _permissions()
    try:
        for p in wanted:
            record = store.set(name, p, allowed)
    except PermissionsError as exc:
        raise fail(str(exc)) from None
    say(f"{name} may now: {', '.join(record.allow) or 'nothing'}")


@mcp_app.command("allow", short_help="Let CLIENT read, propose, write or forget.")
@cli_command
def allow_command(client: ClientArg, permissions: PermissionArg) -> None:
    """Let CLIENT read, propose, write or forget (see `ltm-chat mcp --help`)."""
    _no_root_flags()  # root flags may follow the sub-command too
    _set(client, permissions, True)


@mcp_app.command("deny", short_help="Withdraw a permission from CLIENT.")
@cli_command
def deny_command(client: ClientArg, permissions: PermissionArg) -> None:
    """Withdraw a permission from CLIENT; a denied call is an error the client's model reads."""
    _no_root_flags()  # root flags may follow the sub-command too
    _set(client, permissions, False)


@mcp_app.command("token", short_help="Print the bearer token of `mcp --http`.")
@cli_command
def token_command(
    new: Annotated[
        bool,
        typer.Option("--new", help="Replace the token (clients using the old one stop working)."),
    ] = False,
) -> None:
    """Print the bearer token of `ltm-chat mcp --http` (created in the keyring the first time)."""
    _no_root_flags()  # root flags may follow the sub-command too
    from ltm_chat.mcp.token import ENV, TokenUnavailable, get_token, new_token

    try:
        if new:
            if get_token()[1].startswith("env:"):
                raise fail(f"the token comes from {ENV}; change it there")
            token, where = new_token(), "created"
        else:
            token, where = get_token(create=True)
    except TokenUnavailable as exc:
        raise fail(str(exc)) from None
    typer.echo(token)
    from ltm_chat.cli.common import note

    source = {"keyring": "from the system keyring", "created": "new, kept in the system keyring"}
    note(f"({source.get(where, 'from ' + where)}; clients send it as `Authorization: Bearer …`)")


def _no_root_flags() -> None:
    from ltm_chat.cli.common import merge_root_flags

    merge_root_flags(accepts=())


def register(app: typer.Typer) -> None:
    """Add the `mcp` group to the root app (cli/main builds it; this module never imports main)."""
    app.add_typer(mcp_app, name="mcp")
