"""The inspector on a large store (3,000 memories): the table holds a window of the view, and
every move, jump, filter, sort and write keeps the right memory under the cursor."""

from __future__ import annotations

import asyncio
import os
import shutil
from datetime import timedelta

import pytest

from ltm_chat.memory.model import Memory
from ltm_chat.tui.widgets.memory_detail import MemoryDetail
from ltm_chat.tui.widgets.memory_table import MemoryTable, window_start_for
from tests.fixtures_tui import FIXED_NOW, wait_until
from tests.test_inspector import SIZE, inspector_app, loaded, open_memory, settled

TOTAL = 3000


def text_of(i: int) -> str:
    return f"Memory number {i} about topic {i % 37}."


@pytest.fixture(scope="module")
def big_store_files(tmp_path_factory):
    """The LTM_CHAT_HOME of a store of 3,000 memories, number 0 the newest (first in the
    default sort), built once: embedding 3,000 texts takes a minute, and each test copies it."""
    home = tmp_path_factory.mktemp("big-store") / "home"
    with pytest.MonkeyPatch.context() as env:
        env.setenv("LTM_CHAT_HOME", str(home))
        env.setenv("LTM_CHAT_USER", "alice")
        env.setenv("XDG_CONFIG_HOME", str(home.parent / "xdg-config"))
        for name in [n for n in os.environ if n.startswith("NODETOOL_MEMORY_")]:
            env.delenv(name)
        memory = open_memory(None)
        items = [
            Memory(
                id=f"{0x19A00000000 + i:013x}{i:06x}",
                user_id=memory.user_id,
                text=text_of(i),
                created_at=FIXED_NOW - timedelta(minutes=i),
            )
            for i in range(TOTAL)
        ]
        asyncio.run(memory.add_many(items))
    return home


@pytest.fixture
def big_store(ltm_home, big_store_files):
    """A test's own copy of the 3,000-memory store, opened in its LTM_CHAT_HOME."""
    shutil.copytree(big_store_files, ltm_home, dirs_exist_ok=True)
    return open_memory(None)


def row_under_cursor(table: MemoryTable) -> str:
    """The id of the memory the DataTable really paints under its cursor."""
    return table.coordinate_to_cell_key(table.cursor_coordinate).row_key.value


def assert_cursor_on(table: MemoryTable, index: int) -> None:
    assert table.cursor_index == index
    assert table.memory_at_cursor() is table.view[index]
    assert row_under_cursor(table) == table.view[index].id


def top_of_screen(table: MemoryTable) -> int:
    return table.window_start + round(table.scroll_y)


async def slid(pilot, table: MemoryTable) -> None:
    """Wait until a scroll that reached the window's edge has slid it (the slide runs after the
    next refresh: on a busy machine the next wheel turn could come first and stop at the edge)."""
    await pilot.pause()
    await wait_until(pilot, lambda: not table._scrolled_near_edge())


def page_rows(table: MemoryTable) -> int:
    return table.scrollable_content_region.height - table.header_height


def status(screen) -> str:
    return str(screen.query_one("#inspector-status").render())


def test_the_window_centres_on_a_row_and_stays_inside_the_view():
    assert window_start_for(500, TOTAL, 100) == 450
    assert window_start_for(10, TOTAL, 100) == 0  # near the top: from the first row
    assert window_start_for(TOTAL - 1, TOTAL, 100) == TOTAL - 100  # near the end: to the last
    assert window_start_for(5, 30, 100) == 0  # a short view fits whole


async def test_a_large_view_holds_a_window_and_says_where_the_cursor_is(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        assert len(table.view) == TOTAL and table.windowed
        assert table.row_count < 300  # a few screens, not 3,000 rows
        assert_cursor_on(table, 0)
        assert "row 1 of 3,000" in status(screen)


async def test_end_lands_on_the_last_memory_and_home_on_the_first(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        await pilot.press("end")
        assert_cursor_on(table, TOTAL - 1)
        assert table.memory_at_cursor().text == text_of(TOTAL - 1)
        assert table.row_count < 300
        await settled(pilot)
        assert screen.query_one(MemoryDetail).details.memory.text == text_of(TOTAL - 1)
        assert table.scroll_y == table.max_scroll_y  # the last row is on screen
        assert "row 3,000 of 3,000" in status(screen)

        await pilot.press("home")
        assert_cursor_on(table, 0)
        assert table.window_start == 0 and table.scroll_y == 0
        await settled(pilot)
        assert screen.query_one(MemoryDetail).details.memory.text == text_of(0)
        assert "row 1 of 3,000" in status(screen)


async def test_page_moves_cross_the_window_edge_a_page_at_a_time(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        page = page_rows(table)
        first_window_end = table.window_end
        expected = 0
        while expected <= first_window_end + 2 * page:
            await pilot.press("pagedown")
            expected += page
            assert_cursor_on(table, expected)
        assert table.window_start > 0  # the window slid along
        while expected > 0:
            await pilot.press("pageup")
            expected = max(0, expected - page)
            assert_cursor_on(table, expected)
        assert table.window_start == 0


async def test_arrows_cross_the_window_edge_without_moving_the_screen(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        page = page_rows(table)

        async def step(move, by: int) -> None:
            index, top = table.cursor_index, top_of_screen(table)
            move()  # what the arrow key runs; pilot.press would add ~0.2 s a key
            await pilot.pause()
            assert_cursor_on(table, index + by)
            assert abs(top_of_screen(table) - top) <= 1  # the rows on screen stay put

        await pilot.press("down")
        await step(table.action_cursor_down, 1)
        while table.window_start == 0:
            await step(table.action_cursor_down, 1)
        await pilot.press("end")
        table.go_to(table.window_start + page)
        await pilot.pause()
        last_window = table.window_start
        while table.window_start == last_window:
            await step(table.action_cursor_up, -1)
        await step(table.action_cursor_up, -1)


async def test_keys_faster_than_the_screen_repaints_still_move_row_by_row(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        page = page_rows(table)
        edge = table.window_end - 1
        table.go_to(edge)
        table.action_cursor_down()  # queued keys: no repaint in between
        assert_cursor_on(table, edge + 1)
        for _ in range(8):
            table.action_page_down()
        assert_cursor_on(table, edge + 1 + 8 * page)
        table.action_cursor_up()
        table.action_scroll_top()
        table.action_cursor_down()
        assert_cursor_on(table, 1)
        await pilot.pause()
        assert_cursor_on(table, 1)


async def test_page_moves_stay_whole_after_the_terminal_grows_taller(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        await pilot.resize_terminal(SIZE[0], 100)  # same width: the view is not rebuilt
        await pilot.pause()
        page = page_rows(table)
        assert table.row_count < 4 * page  # the window is now short of what a page move needs
        for expected in range(page, 6 * page, page):
            table.action_page_down()
            await pilot.pause()
            assert_cursor_on(table, expected)
            assert top_of_screen(table) == expected  # a page down scrolls a page


async def test_scrolling_past_the_window_edge_slides_it_and_keeps_a_row_selected(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        page = page_rows(table)
        pages = 0
        while table.cursor_index == 0 and pages < 40:
            table.scroll_relative(y=page, animate=False)  # as the mouse wheel or scrollbar does
            pages += 1
            await slid(pilot, table)
        # The first memory slid out of the window: the cursor moved onto a row on screen.
        assert table.window_start > 0
        assert top_of_screen(table) == pages * page  # the screen stayed where it was scrolled
        assert table.scroll_y <= table.cursor_row < table.scroll_y + page
        assert_cursor_on(table, table.cursor_index)
        await settled(pilot)
        assert screen.query_one(MemoryDetail).details.memory is table.memory_at_cursor()
        for _ in range(30):
            table.scroll_relative(y=page, animate=False)
            await slid(pilot, table)
        assert top_of_screen(table) == (pages + 30) * page
        assert table.window_start <= table.cursor_index < table.window_end
        assert_cursor_on(table, table.cursor_index)


async def test_filter_and_sort_after_end_show_the_new_view_from_a_sensible_row(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        await pilot.press("end")
        await pilot.press("slash", *"topic 5.")
        hits = [i for i in range(TOTAL) if i % 37 == 5]
        assert [m.text for m in table.view] == [text_of(i) for i in hits]
        assert table.window_start == 0 and not table.windowed  # 82 rows: all held
        assert_cursor_on(table, 0)  # the last memory is filtered out: the first hit
        assert "row " not in status(screen)
        await pilot.press("escape")  # filter cleared: the selected hit stays selected
        assert_cursor_on(table, hits[0])
        assert table.memory_at_cursor().text == text_of(5)

        await pilot.press("end", "r")  # reversed: the selected last memory is now the first
        assert table.memory_at_cursor().text == text_of(TOTAL - 1)
        assert_cursor_on(table, 0)
        assert table.window_start == 0
        await pilot.press("r")
        assert_cursor_on(table, TOTAL - 1)
        assert table.memory_at_cursor().text == text_of(TOTAL - 1)


async def test_a_memory_far_down_stays_selected_after_pin_and_edit(big_store):
    async with inspector_app(big_store).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        table = screen.query_one(MemoryTable)
        table.go_to(2500)
        await pilot.pause()
        target = table.memory_at_cursor()
        assert target.text == text_of(2500)
        await settled(pilot)

        await pilot.press("p")
        await wait_until(pilot, lambda: table.memory_at_cursor().pinned)
        assert table.memory_at_cursor().id == target.id
        assert_cursor_on(table, 2500)
        assert (await big_store.get(target.id)).pinned
        assert "row 2,501 of 3,000" in status(screen)

        await settled(pilot)
        await pilot.press("e")
        pilot.app.screen.query_one("#edit-text").text = "Memory number 2500, edited."
        await pilot.press("ctrl+s")
        await wait_until(pilot, lambda: table.memory_at_cursor().text.endswith("edited."))
        assert table.memory_at_cursor().id == target.id
        assert_cursor_on(table, 2500)
        await settled(pilot)
        assert screen.query_one(MemoryDetail).details.memory.text == "Memory number 2500, edited."
