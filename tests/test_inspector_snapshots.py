"""SVG snapshots of the memory inspector (top-level snapshots/): a realistic set on a real
store, fixed ids, clock, time zone and terminal size.

Update with `pytest tests/test_inspector_snapshots.py --snapshot-update`, then LOOK at the SVGs.
"""

from __future__ import annotations

import asyncio

import pytest

from ltm_chat.tui.screens.inspector_confirm import ForgetModal, TypedConfirmModal
from ltm_chat.tui.screens.inspector_edit import MemoryEditModal
from ltm_chat.tui.widgets.memory_table import MemoryTable
from tests import test_inspector as base
from tests.fixtures_tui import FIXED_NOW, SNAPSHOT_DIR, steady_cursors, wait_until
from tests.memory_helpers import HashEmbedder
from tests.test_inspector import (
    REALISTIC,
    SIZE,
    Clock,
    inspector_app,
    loaded,
    open_memory,
    seed,
    select,
    settled,
)

# The pilot tests' fixtures, shared: a seeded real store, fixed ids, UTC as local time.
store = base.store
fixed_ids = base.fixed_ids
utc_zone = base.utc_zone


@pytest.fixture(autouse=True)
def _snapshots_in_top_level_folder(monkeypatch):
    from pytest_textual_snapshot import SVGImageExtension

    steady_cursors(monkeypatch)
    monkeypatch.setattr(
        SVGImageExtension,
        "dirname",
        classmethod(lambda cls, *, test_location: str(SNAPSHOT_DIR / test_location.basename)),
    )


def snap(snap_compare, memory, run_before):
    return snap_compare(inspector_app(memory), terminal_size=SIZE, run_before=run_before)


def test_table(snap_compare, store):
    memory, _ = store
    assert snap(snap_compare, memory, loaded)


def test_detail_with_history_and_provenance(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        await loaded(pilot)
        await select(pilot, "Works on a Rust parser")

    assert snap(snap_compare, memory, run_before)


def test_detail_of_a_memory_learned_in_a_conversation(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        await loaded(pilot)
        await select(pilot, "Prefers green tea")

    assert snap(snap_compare, memory, run_before)


async def modal_on(pilot, row: str, key: str, kind: type):
    """Open the inspector, select the row starting with `row`, press `key`, wait for `kind`."""
    await loaded(pilot)
    await select(pilot, row)
    await pilot.press(key)
    await wait_until(pilot, lambda: isinstance(pilot.app.screen, kind))
    await pilot.pause(0.05)
    return pilot.app.screen


def test_edit_modal(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        await modal_on(pilot, "Lives in Lyon", "e", MemoryEditModal)

    assert snap(snap_compare, memory, run_before)


def test_refused_secret_edit(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        modal = await modal_on(pilot, "Prefers metric units", "e", MemoryEditModal)
        modal.query_one(
            "#edit-text"
        ).text = "My GitHub token is ghp_abcdefghijklmnopqrstuvwxyz0123456789"
        await pilot.press("ctrl+s")
        error = modal.query_one("#edit-error")
        await wait_until(pilot, lambda: "secret" in str(error.render()))
        await pilot.pause(0.05)

    assert snap(snap_compare, memory, run_before)


def test_stale_edit_offers_reload_or_overwrite(snap_compare, store):
    memory, seeded = store
    lyon = seeded["Lives in Lyon, France."]

    async def run_before(pilot):
        modal = await modal_on(pilot, "Lives in Lyon", "e", MemoryEditModal)
        await open_memory().update(lyon.id, "Lives in Paris, France.", actor="extraction")
        modal.query_one("#edit-text").text = "Lives in Grenoble, France."
        await pilot.press("ctrl+s")
        stale = modal.query_one("#edit-stale")
        await wait_until(pilot, lambda: not stale.has_class("-hidden"))
        await pilot.pause(0.05)

    assert snap(snap_compare, memory, run_before)


def test_forget_confirm(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        # Learned in a saved conversation: the dialog says that one is kept, and offers it.
        await modal_on(pilot, "Prefers green tea", "d", ForgetModal)

    assert snap(snap_compare, memory, run_before)


def test_clear_confirm_refuses_enter_alone(snap_compare, store):
    memory, _ = store

    async def run_before(pilot):
        screen = await loaded(pilot)
        screen.query_one("#inspector-workspace").value = "tern"
        await pilot.pause()
        await settled(pilot)
        await pilot.press("C")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, TypedConfirmModal))
        await pilot.press(*"cle", "enter")
        await pilot.pause(0.05)

    assert snap(snap_compare, memory, run_before)


def test_empty_store(snap_compare, ltm_home, utc_zone):
    memory = open_memory(None)

    async def run_before(pilot):
        screen = await loaded(pilot)
        assert screen.has_class("-empty")

    assert snap(snap_compare, memory, run_before)


def test_search_by_meaning_with_score_parts(snap_compare, ltm_home, fixed_ids, utc_zone):
    clock = Clock(FIXED_NOW)
    memory = open_memory(HashEmbedder(), clock)
    asyncio.run(seed(memory, clock, REALISTIC))

    async def run_before(pilot):
        screen = await loaded(pilot)
        await pilot.press("ctrl+f", "slash", *"what tea do I like")
        table = screen.query_one(MemoryTable)
        await wait_until(pilot, lambda: bool(table.scores))
        await pilot.press("enter")
        await settled(pilot)

    assert snap(snap_compare, memory, run_before)


# -- 80×24 and the Add dialog ---------------------------------------------------------------------


def test_table_80x24(snap_compare, store):
    """The memory text keeps room at 80 columns (Last used, Uses, Imp. and Kind give way; the
    tier stays)."""
    memory, _ = store

    async def run_before(pilot):
        await loaded(pilot)
        table = pilot.app.screen.query_one(MemoryTable)
        assert table.columns["text"].width >= 32
        assert "tier" in table.columns and "kind" not in table.columns
        assert table.virtual_size.width <= 80

    assert snap_compare(inspector_app(memory), terminal_size=(80, 24), run_before=run_before)


@pytest.mark.parametrize("size", [(80, 24), (120, 36)], ids=["80x24", "120x36"])
def test_add_dialog_shows_every_field(snap_compare, store, size):
    """The Pinned checkbox and the buttons are inside the dialog (Pinned was cut off)."""
    memory, _ = store

    async def run_before(pilot):
        await loaded(pilot)
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryEditModal))
        await pilot.pause(0.05)
        dialog = pilot.app.screen.query_one("#edit-dialog").region
        for widget in ("#edit-pinned", "#edit-save", "#edit-workspace", "#edit-expires"):
            assert dialog.contains_region(pilot.app.screen.query_one(widget).region), widget

    assert snap_compare(inspector_app(memory), terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", [(80, 24), SIZE], ids=["80x24", "default"])
def test_edit_dialog_shows_the_expiry(snap_compare, store, size):
    """The Expires field holds the stored expiry in local time, as the detail pane shows it;
    the field and the buttons are inside the dialog at 80×24 too."""
    from datetime import timedelta

    memory, seeded = store
    lyon = seeded["Lives in Lyon, France."]
    asyncio.run(memory.set_expires(lyon.id, FIXED_NOW + timedelta(days=7)))

    async def run_before(pilot):
        await modal_on(pilot, "Lives in Lyon", "e", MemoryEditModal)
        dialog = pilot.app.screen.query_one("#edit-dialog").region
        for widget in ("#edit-expires", "#edit-save", "#edit-importance"):
            assert dialog.contains_region(pilot.app.screen.query_one(widget).region), widget

    assert snap_compare(inspector_app(memory), terminal_size=size, run_before=run_before)


def test_bad_expiry_is_said_in_the_dialog_80x24(snap_compare, store):
    """An unreadable expiry: one line in the dialog, the typed value kept, Save still visible."""
    memory, _ = store

    async def run_before(pilot):
        modal = await modal_on(pilot, "Lives in Lyon", "e", MemoryEditModal)
        modal.query_one("#edit-expires").value = "next week"
        await pilot.press("ctrl+s")
        error = modal.query_one("#edit-error")
        await wait_until(pilot, lambda: "not a date" in str(error.render()))
        await pilot.pause(0.05)
        dialog = modal.query_one("#edit-dialog").region
        for widget in ("#edit-error", "#edit-save"):
            assert dialog.contains_region(modal.query_one(widget).region), widget

    assert snap_compare(inspector_app(memory), terminal_size=(80, 24), run_before=run_before)


def test_pending_view_with_a_sensitive_and_an_expiring_memory(snap_compare, store):
    """The review queue: v switches to it; the detail says it waits, is sensitive, expires."""
    from datetime import timedelta

    memory, _ = store

    async def pend() -> None:
        await memory.add(
            "Is in Berlin this week for a conference.",
            "event",
            0.5,
            source="extracted",
            status="pending",
            confidence=0.7,
            expires_at=FIXED_NOW + timedelta(days=4),
            dedupe=False,
            evict=False,
        )
        await memory.add(
            "Has about $40,000 of student debt.",
            "fact",
            0.5,
            source="extracted",
            status="pending",
            confidence=0.7,
            dedupe=False,
            evict=False,
        )

    asyncio.run(pend())

    async def run_before(pilot):
        screen = await loaded(pilot)
        await pilot.press("v")
        await wait_until(pilot, lambda: screen.pending_view and len(screen.rows) == 2)
        await select(pilot, "Has about $40,000")

    assert snap(snap_compare, memory, run_before)


@pytest.mark.parametrize("size", [(80, 24), SIZE], ids=["80x24", "wide"])
def test_tiers_in_the_table_and_the_detail(snap_compare, store, size):
    """Tier column (cold and archived dimmed) and the tier line in the detail pane, with the key
    that restores it; at 80 columns the tier stays and the text keeps its room."""
    memory, by_text = store
    tiers = {
        "Thesis is about type inference": "warm",
        "Gave a talk on incremental parsing": "cold",
        "Decided to use LanceDB": "archived",
        "Supervisor is Dr. Okafor.": "archived",
    }
    for start, tier in tiers.items():
        [m] = [m for text, m in by_text.items() if text.startswith(start)]
        memory.store.set_fields(memory.user_id, [m.id], tier=tier)

    async def run_before(pilot):
        await loaded(pilot)
        await select(pilot, "Decided to use LanceDB")
        table = pilot.app.screen.query_one(MemoryTable)
        assert "tier" in table.columns and table.columns["text"].width >= 32

    assert snap_compare(inspector_app(memory), terminal_size=size, run_before=run_before)
