"""tmux for the benches that time the real app in a terminal (startup, footprint, tui_ready)."""

from __future__ import annotations

import subprocess


def tmux(*args: str, check: bool = False) -> str:
    """One tmux command's output; `check` raises when it fails."""
    return subprocess.run(["tmux", *args], check=check, capture_output=True, text=True).stdout


def open_session(name: str, command: str, width: int = 120, height: int = 40) -> None:
    """A detached session `name` running `command` in a `width` x `height` terminal (the size
    the app is checked at by hand)."""
    tmux("new-session", "-d", "-s", name, "-x", str(width), "-y", str(height), command, check=True)
