"""Placeholder `ltm-chat keys` sub-app so the CLI runs; the owning issue replaces it."""

from __future__ import annotations

import typer

keys_app = typer.Typer(help="Store provider API keys in the system keyring.", no_args_is_help=True)
