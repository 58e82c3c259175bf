"""The arguments and options the `memories` commands share, and their checks (before anything is
opened)."""

from __future__ import annotations

import sys
from typing import Annotated, Any

import typer

KIND_HELP = "preference, identity, project, decision, event, fact, instruction or episode"


IdArgument = Annotated[
    str, typer.Argument(metavar="ID", help="Memory id, or any unique prefix of it.")
]


IdsArgument = Annotated[
    list[str], typer.Argument(metavar="ID", help="Memory ids or unique prefixes.")
]


ExpiresOption = Annotated[
    str | None,
    typer.Option(
        "--expires",
        "-e",
        metavar="WHEN",
        help="When it stops being true: 7d, 12h, 2w, 2027-01-31 (end of that day, UTC), or never.",
    ),
]


AsOfOption = Annotated[
    str | None,
    typer.Option(
        "--as-of",
        metavar="WHEN",
        help="As things were then: a date (its end), an ISO time, or words like 'last march'.",
    ),
]


WorkspaceOption = Annotated[
    str | None,
    typer.Option(
        "--workspace", "-w", help="Workspace id (default: LTM_CHAT_WORKSPACE or the config file)."
    ),
]


def parse_kind(value: str | None) -> str | None:
    from ltm_chat.memory.model import KINDS

    if value is None:
        return None
    kind = value.strip().lower()
    if kind not in KINDS:
        raise typer.BadParameter(f"{value!r} is not a kind; use one of: {KIND_HELP}")
    return kind


def checked_text(text: str) -> str:
    """Validate before anything is opened, with the engine's own rules: bad input changes
    nothing, not even by creating an empty database."""
    from ltm_chat.memory.model import validate_text
    from ltm_chat.memory.screen.verdict import screen_text

    if text == "-":
        text = sys.stdin.read()
    cleaned = validate_text(text)
    screen_text(cleaned)
    return cleaned


def parse_expires(value: str | None) -> Any:
    """The --expires moment (checked before anything is opened), or None when not given or
    'never' (as the inspector's Expires field reads it)."""
    if value is None:
        return None
    from datetime import UTC, datetime

    from ltm_chat.memory.write.expiry import parse_expires_or_never

    return parse_expires_or_never(value, datetime.now(UTC))
