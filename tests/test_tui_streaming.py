"""Streaming a long Markdown reply: frozen pieces, the final text and layout, cancel mid-stream."""

from __future__ import annotations

import asyncio

from hypothesis import given, settings
from hypothesis import strategies as st
from markdown_it import MarkdownIt

from ltm_chat.chat.events import Delta, Done, RecallDone
from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.markdown_blocks import block_starts, has_reference_definitions
from tests.fixtures_tui import TERMINAL_SIZE, streamed, wait_until

SNIPPETS = [
    "## Heading {n}\n\n",
    "A paragraph {n} with **bold** and `code`,\nwrapped on a second line.\n\n",
    "- item {n}\n- another\n\n",
    "- loose {n}\n\n- list\n\n",
    "1. one {n}\n2. two\n\n",
    "```python\ndef f_{n}():\n\n\n    return {n}\n```\n\n",
    "> quoted {n}\n> still quoted\n\n",
    "| a | b |\n|---|---|\n| {n} | x |\n\n",
    "Setext {n}\n---\n\n",
    "***\n\n",
    "    indented code {n}\n\n",
]


def long_reply(blocks: int) -> str:
    return "".join(SNIPPETS[n % len(SNIPPETS)].format(n=n) for n in range(blocks))


def shape(tokens) -> list[tuple[str, str]]:
    """Token types and texts (line numbers left out: a piece starts at line 0)."""
    return [(t.type, t.content) for t in tokens]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.sampled_from(SNIPPETS), min_size=3, max_size=12), st.text("x \n`-", max_size=8))
def test_a_finished_prefix_parses_the_same_alone(snippets, tail):
    source = "".join(s.format(n=i) for i, s in enumerate(snippets)) + tail
    parser = MarkdownIt("gfm-like")
    starts = block_starts(source)
    for cut in starts[1:-1]:  # every finished block boundary
        alone = shape(parser.parse(source[:cut])) + shape(parser.parse(source[cut:]))
        assert alone == shape(parser.parse(source))


def test_no_block_starts_inside_an_open_code_fence():
    source = "Intro\n\n```python\nx = 1\n\n\n- not a list\n"
    assert block_starts(source) == [0, len("Intro\n\n")]


def test_reference_definitions_are_noticed():
    assert has_reference_definitions("see [docs]\n\n[docs]: https://example.com\n")
    assert not has_reference_definitions("a [link](https://example.com) and [brackets]\n")


def replies(app):
    from ltm_chat.tui.widgets.reply import AssistantMessage

    return list(app.chat.query(AssistantMessage))


def layout(message) -> list[tuple[str, int, int, str]]:
    """Each top-level block: type, line offset inside the message, height, and its text."""
    top = message.region.y
    return [
        (
            type(b).__name__,
            b.region.y - top,
            b.region.height,
            str(b.render()) if not b.children else "",
        )
        for b in message.blocks
    ]


async def stream_and_compare(pilot, holder, text: str, final: str | None = None) -> None:
    """Stream `text` through the chat screen, then show `final` once in a second message."""
    from ltm_chat.tui.widgets.reply import AssistantMessage

    final = text if final is None else final
    await wait_until(pilot, lambda: pilot.app.session is not None)
    events = streamed(text, chunk=9)
    events[-1] = Done(final, "m1", "c1")
    holder["session"].script(*events)
    pilot.app.chat.query_one(Composer).insert("write a long answer")
    await pilot.press("enter")
    await wait_until(pilot, lambda: holder["session"].sent and not pilot.app.chat.turn_running, 30)
    [streamed_reply] = replies(pilot.app)
    once = AssistantMessage(final)
    await pilot.app.chat.messages.add(once)
    await pilot.pause(0.1)
    assert streamed_reply.text == final
    assert len(streamed_reply.pieces) > 1  # it really was streamed in frozen pieces
    assert all(piece.display for piece in streamed_reply.pieces)
    assert layout(streamed_reply) == layout(once)


async def test_a_long_streamed_reply_ends_with_the_blocks_of_rendering_it_once(scripted_app):
    app, holder = scripted_app()
    async with app.run_test(size=TERMINAL_SIZE) as pilot:
        await stream_and_compare(pilot, holder, long_reply(60))


async def test_a_half_open_code_fence_is_repaired_by_the_final_text(scripted_app):
    app, holder = scripted_app()
    text = long_reply(30) + "```python\nprint('unfinished')\n\nmore = 1"
    async with app.run_test(size=TERMINAL_SIZE) as pilot:
        await stream_and_compare(pilot, holder, text, final=text + "\n```\n")
        [reply, _] = replies(app)
        fence = reply.blocks[-1]
        assert type(fence).__name__ == "CopyableFence"
        assert fence.code == "print('unfinished')\n\nmore = 1"


async def test_the_reply_shows_progressively_while_it_streams(scripted_app):
    app, holder = scripted_app()
    text = long_reply(24)
    events: list = [RecallDone([], None, False, "off")]
    for i in range(0, len(text), 12):
        events += [Delta(text[i : i + 12]), 0.01]  # about one second in all
    events.append(Done(text, "m1", "c1"))
    seen: list[int] = []

    async def watch_blocks() -> None:
        while True:
            if (shown := replies(app)) and (not seen or seen[-1] != len(shown[0].blocks)):
                seen.append(len(shown[0].blocks))
            await asyncio.sleep(0.01)

    async with app.run_test(size=TERMINAL_SIZE) as pilot:
        await wait_until(pilot, lambda: app.session is not None)
        holder["session"].script(*events)
        app.chat.query_one(Composer).insert("go")
        watcher = asyncio.create_task(watch_blocks())
        await pilot.press("enter")
        await wait_until(pilot, lambda: holder["session"].sent and not app.chat.turn_running)
        watcher.cancel()
        final = len(replies(app)[0].blocks)
    # Many partial states were on screen, not one render at the end.
    assert len(seen) >= 8 and seen[-1] == final and seen[len(seen) // 2] < final


async def send_paced_long_reply(app, holder, pilot, blocks: int) -> None:
    """Script a long reply whose chunks arrive 2 ms apart, and send a prompt for it."""
    events = streamed(long_reply(blocks), chunk=9)
    paced = [events[0]]
    for event in events[1:-1]:
        paced += [event, 0.002]
    await wait_until(pilot, lambda: app.session is not None)
    holder["session"].script(*paced, events[-1])
    app.chat.query_one(Composer).insert("a very long answer please")
    await pilot.press("enter")


async def test_esc_cancels_a_long_reply_mid_stream(scripted_app):
    app, holder = scripted_app()
    async with app.run_test(size=TERMINAL_SIZE) as pilot:
        await send_paced_long_reply(app, holder, pilot, 80)
        await wait_until(pilot, lambda: replies(app) and len(replies(app)[0].pieces) > 2, 20)
        await pilot.press("escape")
        await pilot.pause(0.2)
        assert replies(app) == []
        assert app.chat.query_one(Composer).text == "a very long answer please"
        assert not app.chat.turn_running
        # The app still answers the next message.
        holder["session"].script(*streamed("Short.", chunk=3))
        app.chat.query_one(Composer).clear()
        app.chat.query_one(Composer).insert("short please")
        await pilot.press("enter")
        await wait_until(pilot, lambda: replies(app) and not app.chat.turn_running)
        assert [r.text for r in replies(app)] == ["Short."]


async def test_scrolling_up_mid_stream_shows_the_folded_blocks(scripted_app):
    app, holder = scripted_app()
    async with app.run_test(size=TERMINAL_SIZE) as pilot:
        await send_paced_long_reply(app, holder, pilot, 90)
        # Far-above pieces get folded while the view follows the bottom...
        await wait_until(pilot, lambda: replies(app) and replies(app)[0]._folded, 20)
        assert app.chat.turn_running
        [reply] = replies(app)
        first = reply.pieces[0]
        assert not first.display
        # ...and come back as soon as the user scrolls towards them.
        app.chat.messages.scroll_home(animate=False, immediate=True)
        view = app.chat.messages.content_region
        # Shown again, and laid out in view (the layout can trail the unfold by a frame).
        await wait_until(
            pilot, lambda: first.display and not reply._folded and first.region.overlaps(view), 10
        )
        assert "Heading 0" in str(first.query_one("MarkdownH2").render())
