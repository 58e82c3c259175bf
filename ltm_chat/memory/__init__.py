"""The memory engine. Imports neither textual nor typer nor rich (DESIGN.md §1)."""
