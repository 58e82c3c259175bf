"""Option words as click reads them, for the pre-checks that answer before typer loads
(ask_precheck.py, tui_entry.py, mcp_entry.py): one reading, so none of them drifts."""

from __future__ import annotations

__all__ = ["option_value", "split_option"]


def split_option(arg: str) -> tuple[str, str, str]:
    """(name, "=" or "", inline value) of an option word: `--name=value`, and click's
    `-mVALUE` for a short option."""
    name, eq, inline = arg.partition("=") if arg.startswith("--") else (arg, "", "")
    if not eq and len(arg) > 2 and arg[0] == "-" and arg[1] != "-":
        name, inline, eq = arg[:2], arg[2:], "="
    return name, eq, inline


def option_value(eq: str, inline: str, args: list[str]) -> str | None:
    """The option's value, inline or the next word (taken from `args`); None when it is missing
    or looks like a flag (click then words the error)."""
    if eq:
        return inline
    if args and not args[0].startswith("-"):
        return args.pop(0)
    return None
