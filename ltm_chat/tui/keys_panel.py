"""Esc closes the Keys panel (textual's help panel, from the palette's "Keys"), before Esc
does anything else on the screen under it."""

from __future__ import annotations

from typing import Any

from textual.binding import Binding

HIDE_KEYS_BINDING = Binding(
    "escape",
    "hide_help_panel",
    "Hide keys",
    id="app.hide_keys",
    show=False,
    priority=True,  # ahead of the screen's own Esc (cancel a reply, leave the inspector)
    tooltip="Close the keys panel",
)


def keys_panel_open(app: Any) -> bool:
    """Whether the current screen shows the Keys panel (the binding is live only then)."""
    return bool(app.screen.query("HelpPanel"))
