"""`ltm-chat`: the TUI when no sub-command is given, plus ask/memories/keys/conversations/doctor.

`run()` starts the TUI without importing typer when argv holds only root flags (see
`tui_entry`); `app`, the typer application the command modules extend, is built on first use.
"""

from __future__ import annotations

import sys
from typing import Any


def _make_app() -> Any:
    from ltm_chat.cli.apps import new_typer, root_group_class

    return new_typer(
        "A terminal chat client for any LLM with opt-in, user-controlled long-term memory.",
        name="ltm-chat",
        no_args_is_help=False,
        add_completion=True,  # --install-completion / --show-completion (bench/cli_help.py)
        cls=root_group_class(),
    )


def __getattr__(name: str) -> Any:
    # `from ltm_chat.cli.main import app` builds the typer app the first time it is asked for.
    if name == "app":
        globals()["app"] = _make_app()
        return globals()["app"]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_registered = False
# The modules a sub-command needs (`imports` adds `memories mine`): `ltm-chat ask …` builds
# only its own command, not all 44 (typer builds each one's parameters, ~0.15 s in all).
_ONLY_FOR = {
    "ask": ("ask",),
    "memories": ("memories", "imports"),
    "conversations": ("conversations",),
    "keys": ("keys",),
    "doctor": ("doctor",),
}
_ALL = (
    "ask",
    "commands",
    "doctor",
    "inspect_cmd",
    "memories",
    "keys",
    "conversations",
    "imports",
    "mcp_cmd",
)


def _register(only: str | None = None) -> None:
    """Attach sub-commands; each lives in its own module and imports heavy parts lazily.
    `only`: the sub-command being run, when only it (and the root callback) is needed.
    Idempotent: tests call it before invoking `app`."""
    global _registered
    if _registered:
        return
    _registered = True
    import importlib

    from ltm_chat.cli.main import app

    # Each command module adds itself through its `register(app)` and never imports this one.
    names = ("commands", *_ONLY_FOR[only]) if only in _ONLY_FOR else _ALL
    for name in names:
        importlib.import_module(f"ltm_chat.cli.{name}").register(app)


def _only_command(argv: list[str]) -> str | None:
    """The sub-command named first in `argv`, unless shell completion (which lists every
    command) is asked for."""
    import os

    if any(k.endswith("_COMPLETE") for k in os.environ):
        return None
    return argv[0] if argv and argv[0] in _ONLY_FOR else None


def _quiet_engine_logs() -> None:
    """Background failures (extraction, access bumps) are logged, never shown as errors;
    LTM_CHAT_DEBUG=1 prints them on stderr."""
    import logging
    import os

    if os.environ.get("LTM_CHAT_DEBUG"):
        logging.basicConfig(level=logging.DEBUG, format="%(levelname)s %(name)s: %(message)s")
        return
    root = logging.getLogger("ltm_chat")
    root.addHandler(logging.NullHandler())
    root.propagate = False


def run() -> None:
    """Console-script entry point."""
    _quiet_engine_logs()
    from ltm_chat.cli.tui_entry import parse_root_flags, run_tui_and_exit

    values = parse_root_flags(sys.argv[1:])
    if values is not None:  # only root flags: straight to the TUI, no typer/click import
        run_tui_and_exit(**values)
    if sys.argv[1:2] == ["mcp"]:  # the MCP server, spawned by a client: no typer either
        from ltm_chat.cli.mcp_entry import parse_server_flags, serve_and_exit

        flags = parse_server_flags(sys.argv[2:])
        if flags is not None:
            serve_and_exit(flags)
    if sys.argv[1:2] == ["ask"]:  # no model or key: said before typer loads (~0.2 s)
        from ltm_chat.cli.ask_precheck import problem

        message = problem(sys.argv[2:])
        if message is not None:
            print(f"error: {message}", file=sys.stderr)
            sys.exit(1)
    _register(_only_command(sys.argv[1:]))
    from ltm_chat.cli.main import app

    app()


if __name__ == "__main__":
    # `python -m ltm_chat.cli.main`: run the importable module, whose `app` the commands extend.
    from ltm_chat.cli.main import run as _run

    _run()
