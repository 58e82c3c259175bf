"""One way to build a typer (sub-)application: plain help text, no completion, no pretty tracebacks."""

from __future__ import annotations

from typing import Any


def new_typer(help: str, **options: Any) -> Any:
    """A typer app configured like every other ltm-chat command group."""
    import typer

    settings: dict[str, Any] = {
        "no_args_is_help": True,
        "add_completion": False,
        "rich_markup_mode": None,
        "pretty_exceptions_enable": False,
    }
    settings.update(options)
    return typer.Typer(help=help, **settings)
