"""The chat screens reach their app through `tui/host.ChatHost` (issue #24): the real app, as
started, has every member the protocol names, and no screen imports the App module."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from ltm_chat.tui.host import ChatHost

SCREENS = Path(__file__).resolve().parents[1] / "ltm_chat" / "tui" / "screens"


def _members() -> set[str]:
    names = set(ChatHost.__annotations__)
    names |= {n for n, v in vars(ChatHost).items() if not n.startswith("_") and callable(v)}
    names |= {n for n, v in vars(ChatHost).items() if isinstance(v, property)}
    return names


async def test_the_running_app_has_everything_the_screens_may_ask_of_it(scripted_app):
    app, _ = scripted_app()
    async with app.run_test() as pilot:
        await pilot.pause()
        missing = sorted(n for n in _members() if not hasattr(app, n))
        assert missing == []
        assert len(_members()) >= 12
        for name in ("now", "wait_for_session", "recall_seen", "action_toggle_memory"):
            ours = inspect.signature(getattr(ChatHost, name)).parameters
            theirs = inspect.signature(getattr(type(app), name)).parameters
            assert list(ours) == list(theirs), name


def test_no_screen_imports_the_app_module():
    for path in SCREENS.glob("*.py"):
        if path.name == "inspector_app.py":  # the inspector's own App (shares the palette)
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom):
                assert node.module != "ltm_chat.tui.app", path.name
