"""Data (titles, user ids, model and workspace names, messages) for widgets: shown as its
characters, never parsed as markup, with control sequences made visible (ltm_chat.text)."""

from __future__ import annotations

from rich.text import Text
from textual.markup import escape

from ltm_chat.text import safe_text


def data_text(value: object, style: str = "", *, multiline: bool = True, **kwargs) -> Text:
    """A Text for a table cell, a Static or a Select option."""
    return Text(safe_text(value, multiline=multiline), style=style, **kwargs)


def data_markup(value: object) -> str:
    """Data to put inside a markup string (notifications, labels): escaped and safe."""
    return escape(safe_text(value))
