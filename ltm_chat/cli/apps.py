"""One way to build a typer (sub-)application: plain help text, no completion, no pretty tracebacks."""

from __future__ import annotations

from difflib import SequenceMatcher
from typing import Any

# How alike an unknown option and a real one must be to suggest it (difflib's own default).
SUGGEST_CUTOFF = 0.6


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


def sane_suggestions(option: str, candidates: list[str] | None) -> list[str]:
    """The candidates that look like `option` by their names: click compares them with their
    dashes, so the shared "--" alone made `--bogus` look like `--user`."""
    name = option.lstrip("-")
    return [
        c
        for c in candidates or []
        if SequenceMatcher(None, name, c.lstrip("-")).ratio() >= SUGGEST_CUTOFF
    ]


def root_group_class() -> type:
    """The root command's class: parses like typer's, suggests options by name (above)."""
    from typer.core import TyperGroup

    try:  # typer >= 0.20 vendors click
        from typer._click.exceptions import NoSuchOption
    except ImportError:  # pragma: no cover  (older typer on top of click)
        from click.exceptions import NoSuchOption

    class SuggestingGroup(TyperGroup):
        # Sub-commands parse inside the root's invoke(), root flags in make_context().
        def make_context(self, *args: Any, **kwargs: Any) -> Any:
            try:
                return super().make_context(*args, **kwargs)
            except NoSuchOption as exc:
                exc.possibilities = sane_suggestions(exc.option_name, exc.possibilities)
                raise

        def invoke(self, ctx: Any) -> Any:
            try:
                return super().invoke(ctx)
            except NoSuchOption as exc:
                exc.possibilities = sane_suggestions(exc.option_name, exc.possibilities)
                raise

    return SuggestingGroup
