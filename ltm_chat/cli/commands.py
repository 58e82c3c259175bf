"""The root callback: the TUI when no sub-command is given; root flags handed on otherwise.

The root options are built from `tui_entry.ROOT_FLAGS`, the table the typer-free fast path in
`main.run()` also reads, so the two can never disagree. Every command imports its heavy parts at
the end, so `ltm-chat --help` stays fast.
"""

from __future__ import annotations

import inspect
from typing import Annotated, Any

import typer

from ltm_chat.cli.tui_entry import ON_OFF, ROOT_FLAGS, SWITCH, conflict, launch_tui


def main(ctx: typer.Context, version: bool = False, **values: Any) -> None:
    """Chat in the terminal UI (the default when no command is given)."""
    problem = conflict(values)
    if problem:  # before or after a sub-command, two flags that contradict each other
        from ltm_chat.cli.common import usage_error

        raise usage_error(problem)
    if ctx.invoked_subcommand is not None:
        # Flags given before a sub-command apply to it (`ltm-chat --user bob memories list`):
        # all of them are handed on, and `common.merge_root_flags` decides for every command.
        ctx.obj = dict(values)
        return
    status = launch_tui(**values)
    if status:
        raise typer.Exit(status)


def _option_type(kind: str) -> Any:
    return bool if kind == SWITCH else bool | None if kind == ON_OFF else str | None


_params = [
    inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=typer.Context)
]
_params += [
    inspect.Parameter(
        flag.name,
        inspect.Parameter.KEYWORD_ONLY,
        default=flag.default,
        annotation=Annotated[_option_type(flag.kind), typer.Option(*flag.decls, help=flag.help)],
    )
    for flag in ROOT_FLAGS
]
_params.append(
    inspect.Parameter(
        "version",
        inspect.Parameter.KEYWORD_ONLY,
        default=False,
        annotation=Annotated[
            bool,
            typer.Option(
                "--version",
                help="Print the version and exit.",
                is_eager=True,
                callback=lambda value: _print_version() if value else None,
            ),
        ],
    )
)


def _print_version() -> None:
    from importlib.metadata import PackageNotFoundError, version

    try:
        number = version("ltm-chat")
    except PackageNotFoundError:  # run from a source tree without installing
        from ltm_chat import __version__ as number
    typer.echo(f"ltm-chat {number}")
    raise typer.Exit(0)


main.__signature__ = inspect.Signature(_params, return_annotation=None)  # type: ignore[attr-defined]
main.__annotations__ = {p.name: p.annotation for p in _params}


def register(app: typer.Typer) -> None:
    """Make `main` the root callback: the TUI when no command is given, root flags otherwise."""
    app.callback(invoke_without_command=True)(main)
