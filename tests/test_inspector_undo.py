"""The inspector's keys as the user meets them (issue 23, item 11): the review queue opened from
the chat shows its own keys, `u` takes back the user's last action (not the selected row's last
change), the hints name remapped keys, and the incognito header says what it shows."""

from __future__ import annotations

import pytest
from textual.widgets import Footer
from textual.widgets._footer import FooterKey

from ltm_chat.chat.events import MemoryUpdated
from ltm_chat.config import load_settings
from ltm_chat.memory.model import MemoryChange
from ltm_chat.tui.messages import MemoryUpdatedNotice
from ltm_chat.tui.screens.inspector import InspectorScreen
from ltm_chat.tui.screens.inspector_confirm import ForgetModal
from ltm_chat.tui.widgets.memory_table import MemoryTable
from tests import test_inspector as base
from tests.fixtures_tui import wait_until
from tests.test_inspector import (
    SIZE,
    _open_edit,
    inspector_app,
    loaded,
    open_memory,
    select,
    settled,
    stored,
    texts,
)

store = base.store
fixed_ids = base.fixed_ids
utc_zone = base.utc_zone


def footer_keys(screen) -> dict[str, str]:
    """The footer's keys as shown: description -> action."""
    return {k.description: k.action for k in screen.query_one(Footer).query(FooterKey)}


def notices(app) -> list[str]:
    return [n.message for n in app._notifications]


async def _pending(memory, text: str = "Is in Berlin this week."):
    return await memory.add(
        text, "event", source="extracted", status="pending", dedupe=False, evict=False
    )


async def test_review_queue_opened_from_the_chat_shows_its_own_keys(scripted_app, fixed_ids):
    """ctrl+o after a "1 to review" notice opens the queue: its footer names accept and
    reject, not pin; and every key the footer shows does something."""
    memory = open_memory(None)
    await memory.add("Prefers green tea over coffee.", "preference", 0.6)
    waiting = await _pending(memory)
    app, _ = scripted_app()
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None)
        change = MemoryChange("pending", waiting.id, waiting.text)
        app.post_message(MemoryUpdatedNotice(MemoryUpdated([change], pending=1)))
        await wait_until(pilot, lambda: app.last_memory_changes)
        await pilot.press("ctrl+o")
        screen = await loaded(pilot)
        assert screen.pending_view and texts(screen) == ["Is in Berlin this week."]
        await pilot.pause()
        keys = footer_keys(screen)
        assert {"Accept", "Reject"} <= keys.keys() and "Pin" not in keys and "Add" not in keys
        for action in keys.values():
            assert screen.check_action(action, ()) is True, action
        await pilot.press("y")
        await wait_until(pilot, lambda: not screen.rows)
    assert (await memory.get(waiting.id)).status == "active"


async def _moved_to_grenoble(pilot) -> InspectorScreen:
    """The inspector loaded, then "Lives in Lyon, France." edited to Grenoble (version 2)."""
    screen = await loaded(pilot)
    await select(pilot, "Lives in Lyon")
    modal = await _open_edit(pilot)
    modal.query_one("#edit-text").text = "Lives in Grenoble, France."
    await pilot.press("ctrl+s")
    await wait_until(pilot, lambda: "Lives in Grenoble, France." in texts(screen))
    return screen


async def test_undo_takes_back_the_last_action_not_the_selected_rows_last_change(store):
    """Edit A, forget B, then u on C: the forget is said to be final, A and C stay as they
    are; u again undoes the edit of A, and the notice names the version restored."""
    memory, seeded = store
    lyon = seeded["Lives in Lyon, France."]
    tern = seeded["Works on a Python parser called tern."]  # edited twice when seeded
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        screen = await _moved_to_grenoble(pilot)
        await settled(pilot)
        await select(pilot, "Has a cat named Miso")
        await pilot.press("d")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, ForgetModal))
        await pilot.click("#forget-yes")
        await wait_until(pilot, lambda: "Has a cat named Miso." not in texts(screen))
        await settled(pilot)
        await select(pilot, "Works on a Rust parser")  # a memory with history of its own
        await pilot.press("u")
        await wait_until(pilot, lambda: any("cannot be undone" in n for n in notices(pilot.app)))
        said = next(n for n in notices(pilot.app) if "cannot be undone" in n)
        assert "Forget of “Has a cat named Miso”" in said and "an erasure is for good" in said
        assert "Edit of “Lives in Lyon, France”" in said  # what the next u takes back
        assert (await memory.get(tern.id)).version == 3  # the selected row is untouched
        assert (await memory.get(lyon.id)).text == "Lives in Grenoble, France."
        await pilot.press("u")
        await wait_until(pilot, lambda: "Lives in Lyon, France." in texts(screen))
        back = await memory.get(lyon.id)
        assert (back.text, back.version) == ("Lives in Lyon, France.", 3)
        await wait_until(pilot, lambda: any(n.startswith("Undone:") for n in notices(pilot.app)))
        undone = next(n for n in notices(pilot.app) if n.startswith("Undone:"))
        assert "Restored version 1: Lives in Lyon, France." in undone and "version 3" not in undone
        assert screen.query_one(MemoryTable).memory_at_cursor().id == lyon.id
        await pilot.press("u")
        await wait_until(pilot, lambda: any("Nothing to undo" in n for n in notices(pilot.app)))
    assert (await memory.get(tern.id)).version == 3


async def test_undo_of_an_add_erases_it_and_of_a_pin_unpins(store):
    memory, seeded = store
    count = len(await stored(memory))
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        await pilot.press("a")
        await wait_until(pilot, lambda: pilot.app.screen is not screen)
        await pilot.press(*"Speaks Portuguese.", "ctrl+s")
        await wait_until(pilot, lambda: "Speaks Portuguese." in texts(screen))
        await settled(pilot)
        await select(pilot, "Lives in Lyon")
        await pilot.press("p")
        lyon = seeded["Lives in Lyon, France."]
        await wait_until(pilot, lambda: screen.query_one(MemoryTable).memory_at_cursor().pinned)
        await pilot.press("u")  # the pin
        await wait_until(pilot, lambda: not screen.query_one(MemoryTable).memory_at_cursor().pinned)
        assert not (await memory.get(lyon.id)).pinned
        await pilot.press("u")  # the add
        await wait_until(pilot, lambda: "Speaks Portuguese." not in texts(screen))
    assert len(await stored(memory)) == count


async def test_undo_of_an_edit_changed_since_is_refused(store):
    memory, seeded = store
    lyon = seeded["Lives in Lyon, France."]
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        await _moved_to_grenoble(pilot)
        await open_memory().update(lyon.id, "Lives in Paris, France.", actor="user")
        await pilot.press("u")
        await wait_until(pilot, lambda: any("Not undone" in n for n in notices(pilot.app)))
    assert (await memory.get(lyon.id)).text == "Lives in Paris, France."


@pytest.mark.parametrize("view", ["memories", "review queue"])
async def test_empty_hints_name_the_keys_as_remapped(ltm_home, utc_zone, view):
    config = load_settings().paths.config_file
    config.parent.mkdir(parents=True, exist_ok=True)
    config.write_text(
        '[keymap]\n"app.toggle_memory" = "f2"\n"inspector.accept" = "f5"\n"inspector.add" = "f6"\n'
    )
    settings = load_settings()
    memory = open_memory(None)
    from ltm_chat.tui.screens.inspector_app import make_inspector_app

    async with make_inspector_app(settings, source=memory).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        if view == "review queue":
            await pilot.press("v")
            await wait_until(pilot, lambda: screen.pending_view)
            hint = str(screen.query_one("#inspector-empty-pending").render())
            assert "accept it (f5)" in hint and "(y)" not in hint
        else:
            hint = str(screen.query_one("#inspector-empty").render())
            assert "(f2)" in hint and "ctrl+g" not in hint and "Press f6 to add" in hint


async def test_incognito_inspector_header_says_what_it_shows(scripted_app):
    settings = load_settings(model="openai/fake", incognito=True)
    app, _ = scripted_app(settings)
    async with app.run_test(size=SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None)
        await pilot.press("ctrl+o")
        await wait_until(pilot, lambda: isinstance(app.screen, InspectorScreen))
        title = app.screen.query_one("#inspector-title")
        await wait_until(pilot, lambda: "opening" not in str(title.render()))
        assert "incognito: no memories are read or shown" in str(title.render())
        await pilot.pause()
        shown = {k.action: k for k in app.screen.query_one(Footer).query(FooterKey)}
        assert shown["add"].has_class("-disabled")  # no key offered that cannot work here
