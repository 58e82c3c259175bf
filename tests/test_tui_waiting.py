"""The spinner line above the composer: shown while the engine loads and until the first token."""

from __future__ import annotations

from ltm_chat.chat.events import Delta, Done, RecallDone
from ltm_chat.tui.app import make_app
from ltm_chat.tui.widgets.composer import Composer
from tests.fixtures_tui import ScriptedSession, fixed_clock, wait_until

SIZE = (110, 32)


async def test_waiting_is_shown_while_loading_and_until_the_first_token(tui_settings):
    session = ScriptedSession(tui_settings)
    session.release.clear()  # load() waits until the test lets it finish
    app = make_app(tui_settings, session_factory=lambda s: session, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.chat.waiting_message != "")
        assert app.chat.waiting_message == "Loading the chat engine…"
        assert app.chat.query_one("#waiting").display and app.session is None
        session.release.set()
        await wait_until(pilot, lambda: app.session is not None)
        await pilot.pause()
        assert app.chat.waiting_message == ""
        assert not app.chat.query_one("#waiting").display

        session.script(RecallDone([], None, False, "off"), 30.0, Delta("Hi"), Done("Hi", "m", "c"))
        app.chat.query_one(Composer).insert("hello")
        await pilot.press("enter")
        await wait_until(pilot, lambda: session.sent)
        await pilot.pause()
        assert app.chat.waiting_message == "Waiting for openai/fake…"
        assert app.chat.query_one("#waiting").display
        await pilot.press("escape")  # cancelling hides it too
        await pilot.pause()
        assert app.chat.waiting_message == ""

        session.script(RecallDone([], None, False, "off"), Delta("Hi"), Done("Hi", "m", "c"))
        app.chat.query_one(Composer).clear()
        app.chat.query_one(Composer).insert("again")
        await pilot.press("enter")
        await wait_until(pilot, lambda: len(session.sent) == 2 and not app.chat.turn_running)
        assert app.chat.waiting_message == ""
        assert not app.chat.query_one("#waiting").display
