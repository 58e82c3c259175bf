"""`ltm-chat inspect`: the memory inspector as an app of its own (no chat, no model needed)."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from textual.app import App

from ltm_chat.tui.keys_panel import HIDE_KEYS_BINDING, keys_panel_open
from ltm_chat.tui.screens.inspector import InspectorScreen
from ltm_chat.tui.themes import load_themes, resolve_theme_name, shipped_themes_dir


class InspectorApp(App):
    """Opens straight on the inspector; Esc on it quits."""

    TITLE = "ltm-chat inspect"
    BINDINGS = [HIDE_KEYS_BINDING]

    def __init__(
        self,
        settings: Any,
        *,
        source: Any = None,
        clock: Callable[[], datetime] | None = None,
        export_dir: Path | None = None,
    ) -> None:
        super().__init__()
        self.settings = settings
        self._source = source if source is not None else settings
        self._clock = clock or datetime.now
        self._export_dir = export_dir
        self.set_keymap(settings.keymap)
        self._notices: list[str] = []
        loaded = load_themes(shipped_themes_dir(), settings.paths.user_themes_dir)
        for theme in loaded.themes:
            self.register_theme(theme)
        self._notices.extend(loaded.errors)
        name, problem = resolve_theme_name(settings.theme, set(self.available_themes))
        if problem:
            self._notices.append(problem)
        self.theme = name

    def now(self) -> datetime:
        return self._clock()

    def key_for(self, binding_id: str) -> str:
        """The key of a chat binding under the user's keymap (the inspector's hints name the
        chat's memory toggle)."""
        from ltm_chat.tui.app import chat_key

        return chat_key(self.settings.keymap, binding_id)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hide_help_panel":
            return keys_panel_open(self)  # otherwise Esc goes on to the inspector
        return True

    def get_theme_variable_defaults(self) -> dict[str, str]:
        from ltm_chat.tui.app import THEME_VARIABLE_FALLBACKS  # one palette for both apps

        return {**super().get_theme_variable_defaults(), **THEME_VARIABLE_FALLBACKS}

    def get_default_screen(self) -> InspectorScreen:
        return InspectorScreen(self._source, clock=self._clock, export_dir=self._export_dir)

    def on_mount(self) -> None:
        for notice in self._notices:
            self.notify(notice, severity="warning", timeout=8)


def make_inspector_app(settings: Any, **kwargs: Any) -> InspectorApp:
    """The one factory for `ltm-chat inspect` and the tests (which inject a memory and clock)."""
    return InspectorApp(settings, **kwargs)
