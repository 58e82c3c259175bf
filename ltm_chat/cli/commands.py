"""Top-level commands: the TUI (no sub-command). `ask`, `doctor` and `inspect` are added here too.

Every command imports its heavy parts at the end, so `ltm-chat --help` stays fast.
"""

from __future__ import annotations

from typing import Annotated

import typer

from ltm_chat.cli.main import app


@app.callback(invoke_without_command=True)
def main(
    ctx: typer.Context,
    model: Annotated[
        str | None,
        typer.Option("--model", "-m", help="Model (litellm name), e.g. openai/gpt-4o-mini."),
    ] = None,
    memory: Annotated[
        bool | None,
        typer.Option("--memory/--no-memory", help="Turn long-term memory on or off (remembered)."),
    ] = None,
    incognito: Annotated[
        bool, typer.Option("--incognito", help="No recall and no writes of any kind.")
    ] = False,
    user: Annotated[
        str | None,
        typer.Option(
            "--user", help="Whose memories to use (default: LTM_CHAT_USER or the OS user)."
        ),
    ] = None,
    workspace: Annotated[
        str | None,
        typer.Option("--workspace", help="Workspace id: recall reads global + this workspace."),
    ] = None,
    continue_: Annotated[
        bool, typer.Option("--continue", help="Resume the latest conversation.")
    ] = False,
    conversation: Annotated[
        str | None, typer.Option("--conversation", help="Resume the conversation with this id.")
    ] = None,
    theme: Annotated[
        str | None,
        typer.Option(
            "--theme", help="Colour theme (ltm-dark, ltm-light, ltm-high-contrast or your own)."
        ),
    ] = None,
) -> None:
    """Chat in the terminal UI (the default when no command is given)."""
    if ctx.invoked_subcommand is not None:
        # Flags given before a sub-command apply to it (`ltm-chat --user bob memories list`).
        ctx.obj = {"model": model, "memory": memory, "incognito": incognito, "user": user,
                   "workspace": workspace}  # fmt: skip
        return
    if continue_ and conversation:
        raise typer.BadParameter("use either --continue or --conversation, not both")
    from ltm_chat.config import ConfigError, load_settings

    try:
        settings = load_settings(
            model=model,
            memory_toggle=memory,
            incognito=incognito or None,
            user_id=user,
            workspace=workspace,
            theme=theme,
        )
    except ConfigError as exc:
        typer.echo(f"error: {exc}", err=True)
        raise typer.Exit(1) from None
    if memory is not None and not incognito:
        from ltm_chat.config import write_state

        write_state(settings.paths.state_file, memory_toggle=memory)  # the flag is remembered
    resume = "latest" if continue_ else conversation

    from ltm_chat.tui.app import make_app  # last: keeps --help free of textual

    make_app(settings, resume=resume).run()
