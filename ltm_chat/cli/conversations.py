"""Placeholder `ltm-chat conversations` sub-app so the CLI runs; the owning issue replaces it."""

from __future__ import annotations

import typer

conversations_app = typer.Typer(
    help="List, show, export and delete conversations.", no_args_is_help=True
)
