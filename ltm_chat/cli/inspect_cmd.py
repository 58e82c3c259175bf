"""`ltm-chat inspect`: open the memory inspector on its own (textual is imported only here)."""

from __future__ import annotations

from typing import Annotated

import typer

from ltm_chat.cli.main import app


@app.command("inspect")
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
    from ltm_chat.config import ConfigError, load_settings

    try:
        settings = load_settings(user_id=user, workspace=workspace, theme=theme)
    except ConfigError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None

    from ltm_chat.cli.fast_exit import exit_now, own_event_loop
    from ltm_chat.tui.screens.inspector_app import make_inspector_app  # last: keeps --help light

    inspector = make_inspector_app(settings)
    inspector.run(loop=own_event_loop())
    exit_now(inspector.return_code or 0)
