"""`ltm-chat inspect`: open the memory inspector on its own (textual is imported only here)."""

from __future__ import annotations

from typing import Annotated

import typer

from ltm_chat.cli.common import cli_command, load_cli_settings


@cli_command
def inspect_command(
    user: Annotated[
        str | None,
        typer.Option("--user", help="Whose memories (default: LTM_CHAT_USER or the OS user)."),
    ] = None,
    workspace: Annotated[
        str | None,
        typer.Option("--workspace", help="Workspace whose recall 'by meaning' search imitates."),
    ] = None,
    theme: Annotated[str | None, typer.Option("--theme", help="Colour theme.")] = None,
) -> None:
    """Browse, search, edit, pin, forget and clear your memories in a terminal UI."""
    # The inspector can change everything, so --incognito (before `inspect`) refuses it.
    settings = load_cli_settings(user=user, workspace=workspace, theme=theme)

    from ltm_chat.cli.fast_exit import exit_now, own_event_loop
    from ltm_chat.tui.screens.inspector_app import make_inspector_app  # last: keeps --help light

    inspector = make_inspector_app(settings)
    inspector.run(loop=own_event_loop())
    exit_now(inspector.return_code or 0)


def register(app: typer.Typer) -> None:
    """Add `inspect` to the root app (cli/main builds it; this module never imports main)."""
    app.command("inspect")(inspect_command)
