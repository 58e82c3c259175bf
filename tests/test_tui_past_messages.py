"""#27 in the TUI (Pilot): the recalled panel says how many past messages the block carries,
also when no memory was recalled (a when-question answered by what was said then)."""

from __future__ import annotations

from datetime import UTC, datetime

from ltm_chat.chat.events import Done, RecallDone
from ltm_chat.memory.retrieval.past_messages import PastMessage
from tests.fixtures_tui import wait_until

SAID = PastMessage(
    "m0", "c0", "user", datetime(2026, 11, 20, tzinfo=UTC), "I fired my first bowl today", 0.9
)


async def panel_status_after(scripted_app, tui_settings, recall: RecallDone) -> str:
    app, holder = scripted_app(tui_settings.with_(memory_toggle=True))
    async with app.run_test() as pilot:
        await wait_until(pilot, lambda: pilot.app.session is not None)
        await pilot.press("ctrl+r")
        holder["session"].script(recall, Done("ok", "m1", "c1"))
        await pilot.press(*"when?", "enter")
        panel = app.chat.panel
        await wait_until(pilot, lambda: panel.recall is recall)
        return str(panel.query_one("#recalled-status").render())


async def test_panel_counts_past_messages_when_no_memory_was_recalled(scripted_app, tui_settings):
    recall = RecallDone([], "<recalled-memories>…", True, "lexical", messages=[SAID])
    status = await panel_status_after(scripted_app, tui_settings, recall)
    assert "No memory recalled; 1 past message (in the block) sent with the latest call." in status
    assert "Nothing recalled" not in status


async def test_panel_counts_past_messages_beside_memories(scripted_app, tui_settings):
    from tests.test_tui_snapshots import recalled_items

    recall = RecallDone(
        recalled_items(), "<recalled-memories>…", True, "lexical", messages=[SAID, SAID]
    )
    status = await panel_status_after(scripted_app, tui_settings, recall)
    assert "3 memories sent with the latest call:" in status
    assert "and 2 past messages (in the block)" in status
