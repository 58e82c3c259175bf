"""Placeholder `ltm-chat memories` sub-app so the CLI runs; the owning issue replaces it."""

from __future__ import annotations

import typer

memories_app = typer.Typer(
    help="List, search, add, edit and forget long-term memories.", no_args_is_help=True
)
