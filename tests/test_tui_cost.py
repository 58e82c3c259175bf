"""#28 items 3 and 4 in the TUI (Pilot): the model chip's memory policy, the workspace in the
header, the recalled block's cost in the panel, the budget notice, and the inspector's move."""

from __future__ import annotations

from ltm_chat.chat.events import Done, RecallDone
from ltm_chat.config import ModelConfig, load_settings
from ltm_chat.memory.service import open_long_term_memory
from ltm_chat.tui.screens.inspector_move import NO_WORKSPACE
from ltm_chat.tui.widgets.model_chip import ModelChip
from ltm_chat.tui.widgets.workspace_chip import WorkspaceChip
from tests.fixtures_tui import FIXED_NOW, wait_until
from tests.test_inspector import SIZE, inspector_app, loaded, select, stored


def chip_text(app) -> str:
    return str(app.chat.query_one(ModelChip).render())


async def ready(pilot) -> None:
    await wait_until(pilot, lambda: pilot.app.session is not None)
    await pilot.pause()


async def test_model_chip_shows_the_policy_while_memory_is_on(scripted_app, tui_settings):
    models = {
        "ollama/llama3.2": ModelConfig(),
        "openai/private": ModelConfig(memory="none"),
    }
    app, _ = scripted_app(tui_settings.with_(memory_toggle=True, models=models))
    async with app.run_test() as pilot:
        await ready(pilot)
        assert chip_text(app) == "◆ openai/fake · no sensitive"  # a cloud model
        chip = app.chat.query_one(ModelChip)
        assert "Memory policy: normal (cloud model)" in str(chip.tooltip)
        app.set_model("ollama/llama3.2")
        await pilot.pause()
        assert chip_text(app) == "◆ ollama/llama3.2 · all memories"  # served from this machine
        app.set_model("openai/private")
        await pilot.pause()
        assert chip_text(app) == "◆ openai/private · no memory"  # configured
        await pilot.press("ctrl+g")  # memory off: the model sees no memory, the chip says less
        await pilot.pause()
        assert chip_text(app) == "◆ openai/private"


async def test_header_shows_the_workspace_only_when_there_is_one(scripted_app, tui_settings):
    app, _ = scripted_app(tui_settings.with_(workspace="github.com/acme/storefront-backend"))
    async with app.run_test() as pilot:
        await ready(pilot)
        chip = app.chat.query_one(WorkspaceChip)
        assert chip.display and str(chip.render()) == "▣ …com/acme/storefront-backend"
        assert "github.com/acme/storefront-backend" in str(chip.tooltip)
    app, _ = scripted_app()
    async with app.run_test() as pilot:
        await ready(pilot)
        assert not app.chat.query_one(WorkspaceChip).display  # global: nothing to show


async def test_panel_shows_the_block_tokens_and_recall_time(scripted_app, tui_settings):
    app, holder = scripted_app(tui_settings.with_(memory_toggle=True))
    async with app.run_test() as pilot:
        await ready(pilot)
        await pilot.press("ctrl+r")
        from tests.test_tui_snapshots import recalled_items

        items = recalled_items()
        recall = RecallDone(
            items, "<recalled-memories>…", True, "lexical", block_tokens=212, recall_ms=38.4
        )
        holder["session"].script(recall, Done("ok", "m1", "c1"))
        await pilot.press(*"tea?", "enter")
        panel = app.chat.panel
        await wait_until(pilot, lambda: panel.recall is recall)
        status = str(panel.query_one("#recalled-status").render())
        assert "3 memories sent with the latest call · +212 tokens · 38 ms:" in status


async def test_budget_notice_is_shown_as_a_warning(scripted_app, tui_settings):
    app, holder = scripted_app(tui_settings.with_(memory_toggle=True))
    note = "Memory extraction paused for today: 1,200 of the 1,000 daily memory tokens spent"
    async with app.run_test() as pilot:
        await ready(pilot)
        holder["session"].script(
            RecallDone([], None, True, "lexical", budget_note=note), Done("ok", "m1", "c1")
        )
        await pilot.press(*"hi", "enter")
        await wait_until(pilot, lambda: any(n.message == note for n in app._notifications))
        [shown] = [n for n in app._notifications if n.message == note]
        assert shown.severity == "warning" and shown.title == "Memory"


async def two_memories(workspace: str = ""):
    """A memory of the workspace "thesis" and a global one, opened from `workspace`."""
    settings = load_settings().with_(workspace=workspace)
    memory = open_long_term_memory(settings, clock=lambda: FIXED_NOW)
    await memory.add("Supervisor is Dr. Okafor.", "fact", 0.5, workspace="thesis")
    await memory.add("Has a cat named Miso.", "fact", 0.5, workspace="")
    return memory


async def test_inspector_moves_a_workspace_memory_to_global_and_undo_takes_it_back(ltm_home):
    memory = await two_memories()
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        m = await select(pilot, "Supervisor is Dr. Okafor.")
        assert m.workspace == "thesis"
        await pilot.press("m")
        await wait_until(
            pilot, lambda: any("Moved to global" in n.message for n in pilot.app._notifications)
        )
        moved = (await stored(memory))["Supervisor is Dr. Okafor."]
        assert moved.workspace == "" and moved.version == m.version + 1
        await wait_until(pilot, lambda: len(screen.undo_stack) == 1)
        await pilot.press("u")
        await wait_until(
            pilot, lambda: any("Undone: Move of" in n.message for n in pilot.app._notifications)
        )
    back = (await stored(memory))["Supervisor is Dr. Okafor."]
    assert back.workspace == "thesis" and back.version == m.version + 2
    actions = [e["action"] for e in await memory.log(m.id)]
    assert actions.count("edit") == actions.count("undo") == 1  # audited like any edit


async def test_inspector_moves_a_global_memory_into_this_workspace(ltm_home):
    memory = await two_memories("shop")
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        await loaded(pilot)
        await select(pilot, "Has a cat")
        await pilot.press("m")
        await wait_until(
            pilot,
            lambda: any("Moved to workspace shop" in n.message for n in pilot.app._notifications),
        )
    assert (await stored(memory))["Has a cat named Miso."].workspace == "shop"


async def test_inspector_says_why_a_global_memory_cannot_move_without_a_workspace(ltm_home):
    memory = await two_memories()
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        await loaded(pilot)
        m = await select(pilot, "Has a cat named Miso.")
        assert m.workspace == ""
        await pilot.press("m")
        await wait_until(
            pilot, lambda: any(NO_WORKSPACE[:40] in n.message for n in pilot.app._notifications)
        )
    assert (await stored(memory))["Has a cat named Miso."].version == m.version
