"""`ltm-chat`: the TUI when no sub-command is given, plus ask/memories/keys/conversations/doctor."""

from __future__ import annotations

import typer

app = typer.Typer(
    name="ltm-chat",
    help="A terminal chat client for any LLM with opt-in, user-controlled long-term memory.",
    no_args_is_help=False,
    add_completion=False,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
)


_registered = False


def _register() -> None:
    """Attach sub-commands; each lives in its own module and imports heavy parts lazily.
    Idempotent: tests call it before invoking `app`."""
    global _registered
    if _registered:
        return
    _registered = True
    # Importing these registers the TUI callback and the `ask`, `doctor`, `inspect` commands.
    from ltm_chat.cli import ask, commands, doctor, inspect_cmd  # noqa: F401
    from ltm_chat.cli.conversations import conversations_app
    from ltm_chat.cli.keys import keys_app
    from ltm_chat.cli.memories import memories_app

    app.add_typer(memories_app, name="memories")
    app.add_typer(keys_app, name="keys")
    app.add_typer(conversations_app, name="conversations")


def run() -> None:
    """Console-script entry point."""
    _register()
    app()


if __name__ == "__main__":
    # `python -m ltm_chat.cli.main`: run the importable module, whose `app` the commands extend.
    from ltm_chat.cli.main import run as _run

    _run()
