"""Start-up order, queued messages, themes, keymap, palette and the inspector hook."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from ltm_chat.config import read_state
from ltm_chat.tui.app import make_app
from ltm_chat.tui.commands import APP_COMMANDS
from ltm_chat.tui.themes import load_themes, theme_from_toml
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.messages import UserMessage
from ltm_chat.tui.widgets.recalled_panel import RecalledMemoriesPanel
from tests.fixtures_tui import fixed_clock, streamed, wait_until

SIZE = (110, 32)

FIRST_PAINT_PROBE = """
import asyncio, json, sys
from ltm_chat.config import load_settings
from ltm_chat.tui.app import make_app

async def main():
    app = make_app(load_settings())
    async with app.run_test(size=(120, 40)) as pilot:
        while app.first_paint_modules is None:
            await pilot.pause(0.01)
        first = dict(app.first_paint_modules)
        while app.session is None and app.session_error is None:
            await pilot.pause(0.05)
        after = {m: m in sys.modules for m in ("litellm", "lancedb")}
        print(json.dumps({"first": first, "after": after, "error": app.session_error}))

asyncio.run(main())
"""


@pytest.mark.parametrize("route", ["auto", "litellm"])
def test_first_frame_paints_before_litellm_and_lancedb_are_imported(fake_llm_settings, route):
    env = {**os.environ, "LTM_CHAT_PROVIDER_ROUTE": route}
    out = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT_PROBE],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    assert out.returncode == 0, out.stderr[-2000:]
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["first"] == {"litellm": False, "lancedb": False}
    assert result["error"] is None
    # Loaded in the worker: lancedb always, litellm only when the model's route needs it (the
    # fake server is an OpenAI-wire api_base, which the direct route serves without it).
    assert result["after"] == {"litellm": route == "litellm", "lancedb": True}


def test_help_does_not_import_the_tui():
    out = subprocess.run(
        [
            sys.executable,
            "-X",
            "importtime",
            "-c",
            "from ltm_chat.cli.main import run; run()",
            "--help",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0 and "--incognito" in out.stdout
    imported = {line.split("|")[-1].strip() for line in out.stderr.splitlines()}
    assert "textual" not in imported and "litellm" not in imported and "lancedb" not in imported


async def test_message_typed_before_ready_is_sent_when_ready(scripted_app):
    app, holder = scripted_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: "session" in holder)
        session = holder["session"]
        session.release.clear()  # load() now waits
        # The factory ran before load(): make sure load really is still pending.
        assert app.session is None or session.loaded
        if app.session is None:
            session.script(*streamed("Hello!"))
            app.chat.query_one(Composer).insert("early bird")
            await pilot.press("enter")
            await pilot.pause()
            [user] = app.chat.query(UserMessage)
            assert "queued" in str(user.query_one(".message-header").render())
            assert session.sent == []
            session.release.set()
            await wait_until(pilot, lambda: session.sent == ["early bird"])
            assert "queued" not in str(user.query_one(".message-header").render())


async def test_queued_message_waits_for_a_slow_load(tui_settings):
    """Same as above with a load that is slow from the start (no race with the factory)."""
    import asyncio

    from tests.fixtures_tui import ScriptedSession

    gate = asyncio.Event()
    sessions = []

    class SlowSession(ScriptedSession):
        async def load(self):
            await gate.wait()

    def factory(settings):
        sessions.append(SlowSession(settings))
        sessions[-1].script(*streamed("Hi there."))
        return sessions[-1]

    app = make_app(tui_settings, session_factory=factory, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: sessions)
        app.chat.query_one(Composer).insert("typed before ready")
        await pilot.press("enter")
        await pilot.pause(0.1)
        assert app.session is None and sessions[0].sent == []
        assert "queued" in str(app.chat.query_one(".message-header").render())
        gate.set()
        await wait_until(pilot, lambda: sessions[0].sent == ["typed before ready"])
        await wait_until(pilot, lambda: not app.chat.turn_running)
        assert app.chat.messages.transcript() == [
            ("user", "typed before ready"),
            ("assistant", "Hi there."),
        ]


def test_shipped_themes_parse():
    loaded = load_themes(__import__("ltm_chat.tui.themes").tui.themes.shipped_themes_dir())
    assert loaded.errors == []
    names = {t.name for t in loaded.themes}
    assert {"ltm-dark", "ltm-light", "ltm-high-contrast"} <= names
    light = next(t for t in loaded.themes if t.name == "ltm-light")
    assert light.dark is False and light.variables["chip-on"] == "#1a7f37"


def test_theme_file_validation(tmp_path):
    bad = tmp_path / "bad.toml"
    bad.write_text('name = "x"\nprimary = "not-a-colour"\n')
    import pytest

    from ltm_chat.tui.themes import ThemeFileError

    with pytest.raises(ThemeFileError, match="not a colour"):
        theme_from_toml(bad)
    bad.write_text("primary = '#fff'\n")
    with pytest.raises(ThemeFileError, match="name"):
        theme_from_toml(bad)


async def test_user_theme_is_loaded_and_a_broken_one_falls_back_with_a_notice(
    scripted_app, tui_settings
):
    themes_dir = tui_settings.paths.user_themes_dir
    themes_dir.mkdir(parents=True)
    (themes_dir / "mine.toml").write_text('name = "mine"\nprimary = "#ff8800"\ndark = true\n')
    (themes_dir / "broken.toml").write_text('name = "broken"\nprimary = [1, 2\n')
    app, _ = scripted_app(tui_settings.with_(theme="broken"))
    # Every notice posted, kept: a busy machine can stall the loop past a notice's 8 s on screen.
    posted: list[str] = []
    show = app.notify
    app.notify = lambda message, **kw: (posted.append(message), show(message, **kw))[1]
    async with app.run_test(size=SIZE) as pilot:
        # The notices are posted at first paint, which a busy machine reaches late.
        await wait_until(pilot, lambda: app.first_paint_modules is not None, timeout=60)
        assert "mine" in app.available_themes
        assert app.theme == "ltm-dark"
        notices = " ".join(posted)
        assert "broken.toml" in notices and "unknown theme 'broken'" in notices


async def test_theme_choice_is_persisted_except_in_incognito(scripted_app, tui_settings):
    app, _ = scripted_app(tui_settings.with_(theme="light"))
    async with app.run_test(size=SIZE) as pilot:
        assert app.theme == "ltm-light"  # "light" is accepted as a short name
        app.theme = "ltm-high-contrast"
        await pilot.pause()
    assert read_state(tui_settings.paths.state_file)["theme"] == "ltm-high-contrast"

    incognito = tui_settings.with_(incognito=True)
    app, _ = scripted_app(incognito)
    async with app.run_test(size=SIZE) as pilot:
        app.theme = "ltm-dark"
        await pilot.pause()
    assert read_state(tui_settings.paths.state_file)["theme"] == "ltm-high-contrast"


async def test_bindings_have_ids_and_tooltips_and_can_be_remapped(scripted_app, tui_settings):
    from ltm_chat.tui.app import LtmChatApp
    from ltm_chat.tui.screens.chat import ChatScreen
    from ltm_chat.tui.screens.conversations import ConversationsScreen, ConversationTable

    screens = [LtmChatApp, ChatScreen, Composer, ConversationsScreen, ConversationTable]
    for binding in [b for screen in screens for b in screen.BINDINGS]:
        assert binding.id and binding.tooltip, binding
        for key in binding.key.split(","):
            assert key not in {"ctrl+h", "ctrl+j", "ctrl+s", "ctrl+m"}
    app, _ = scripted_app(tui_settings.with_(keymap={"app.toggle_panel": "f9"}))
    async with app.run_test(size=SIZE) as pilot:
        assert not app.chat.query(RecalledMemoriesPanel)  # built the first time it is shown
        await pilot.press("f9")
        panel = app.chat.query_one(RecalledMemoriesPanel)
        assert panel.display
        await pilot.press("ctrl+r")  # the old key no longer toggles
        assert panel.display


async def test_palette_lists_the_app_commands(scripted_app):
    app, _ = scripted_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press(*"toggle recalled")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await pilot.pause(0.2)
        assert app.chat.query_one(RecalledMemoriesPanel).display
    titles = {title for title, _, _ in APP_COMMANDS}
    for wanted in (
        "New chat",
        "Toggle memory",
        "Open memory inspector",
        "Switch model",
        "Switch theme",
        "Export conversation",
    ):
        assert wanted in titles


async def test_open_inspector_pushes_the_inspector_screen(fake_llm_settings):
    app = make_app(fake_llm_settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None, timeout=30)
        await pilot.press("ctrl+o")
        await pilot.pause(0.3)
        assert type(app.screen).__name__ == "InspectorScreen"


async def _chat_then_export(app, fake_openai, pilot) -> None:
    await wait_until(pilot, lambda: app.session or app.session_error, timeout=180)
    assert app.session_error is None, app.session_error
    fake_openai.script_reply("**Kyoto** in spring.")
    app.chat.query_one(Composer).insert("Where should I go in Japan?")
    await pilot.press("enter")
    await wait_until(pilot, lambda: len(app.chat.messages.transcript()) == 2, timeout=60)
    await wait_until(pilot, lambda: not app.chat.turn_running, timeout=20)
    await app.run_action("export_conversation")


def _exported(home) -> str:
    """The one export written: 0600 in a 0700 folder under the data directory."""
    import stat

    folder = home / "exports"
    [path] = folder.glob("conversation-*.md")
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700
    return path.read_text(encoding="utf-8")


async def test_export_is_private_and_the_same_as_the_cli_export(
    fake_llm_settings, fake_openai, ltm_home, tmp_path, monkeypatch
):
    from ltm_chat.chat.session import ChatSession
    from tests.cli_helpers import invoke

    cwd = tmp_path / "cwd"
    cwd.mkdir()
    monkeypatch.chdir(cwd)
    app = make_app(
        fake_llm_settings,
        session_factory=lambda s: ChatSession(s, clock=fixed_clock),
        clock=fixed_clock,
    )
    async with app.run_test(size=SIZE) as pilot:
        await _chat_then_export(app, fake_openai, pilot)
    assert list(cwd.iterdir()) == []  # nothing lands where the app was started
    text = _exported(ltm_home)
    assert text == invoke("conversations", "export", "latest").stdout
    assert text.startswith("# Where should I go in Japan?\n\n_2026-11-29 14:02 UTC · openai/")
    assert "## User · 14:02\n\nWhere should I go in Japan?" in text


async def test_incognito_export_goes_to_the_same_private_place(
    fake_llm_settings, fake_openai, ltm_home, tmp_path, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    app = make_app(fake_llm_settings.with_(incognito=True), clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await _chat_then_export(app, fake_openai, pilot)
    assert not list(tmp_path.glob("*.md"))
    text = _exported(ltm_home)
    assert "## Assistant · 14:02\n\n**Kyoto** in spring." in text
    assert not (ltm_home / "db").exists() or not list((ltm_home / "db").glob("messages*"))


async def test_palette_has_one_theme_command(scripted_app):
    from textual.command import CommandList

    app, _ = scripted_app()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause(0.3)
        await pilot.press(*"theme")
        await pilot.pause(0.5)
        results = app.screen.query_one(CommandList)
        titles = [
            str(results.get_option_at_index(i).prompt).splitlines()[0]
            for i in range(results.option_count)
        ]
        # textual's own "Theme" command would do the same as ours: only ours is offered.
        assert [t for t in titles if "theme" in t.lower()] == ["Switch theme"], titles
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert "Search for themes" in str(app.screen.query_one("Input").placeholder)


async def test_esc_closes_the_keys_panel_before_anything_else(scripted_app):
    app, _ = scripted_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None)
        app.action_show_help_panel()  # the palette's "Keys"
        await wait_until(pilot, lambda: bool(app.screen.query("HelpPanel")))
        await pilot.press("escape")
        await wait_until(pilot, lambda: not app.screen.query("HelpPanel"))
        assert app.screen is app.chat
        # On the conversations screen Esc first closes the panel, then leaves the screen.
        await pilot.press("ctrl+f")
        await wait_until(pilot, lambda: type(app.screen).__name__ == "ConversationsScreen")
        app.action_show_help_panel()
        await wait_until(pilot, lambda: bool(app.screen.query("HelpPanel")))
        await pilot.press("escape")
        await wait_until(pilot, lambda: not app.screen.query("HelpPanel"))
        assert type(app.screen).__name__ == "ConversationsScreen"
        await pilot.press("escape")
        await wait_until(pilot, lambda: app.screen is app.chat)
