"""The typer command line. Heavy modules are imported inside commands, never at the top."""
