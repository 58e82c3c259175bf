"""CPU cost of streaming a Markdown reply through the chat screen's path, against rendering it once.

    python bench/streaming.py                 # 5k, 10k, 20k characters, 10 characters a chunk
    python bench/streaming.py --pace-ms 0     # chunks as fast as they can be appended

The reply goes through `AssistantMessage.append` (tui/widgets/reply.py), exactly as the chat
screen streams, in a headless app (`App.run_test`) styled by the chat app's own `app.tcss`, then
`finish()`; "once" mounts an empty reply and calls `finish(text)` a single time. CPU = process
time from the first chunk until the app is idle after the final update. Linear growth shows as a
constant CPU per 1,000 chars. "updates/s" = Markdown appends (visible updates) per second of
streaming wall time.
"""

from __future__ import annotations

import argparse
import asyncio
import inspect
import statistics
import time
from pathlib import Path

BLOCKS = [
    "## Section {n}\n\nHere is a paragraph with **bold**, *italic* and `inline code` that goes on "
    "for a while so that it wraps across the terminal like a real answer would.\n\n",
    "- first point about item {n}\n- second point, with a [link](https://example.com)\n"
    "- third point\n\n",
    "```python\ndef step_{n}(x: int) -> int:\n    return x * {n} + 1  # a comment\n```\n\n",
    "1. numbered\n2. list\n\n> a quoted remark number {n}\n\n",
]


def markdown_reply(chars: int) -> str:
    parts, n = [], 0
    while sum(map(len, parts)) < chars:
        parts.append(BLOCKS[n % len(BLOCKS)].format(n=n))
        n += 1
    return "".join(parts)[:chars]


def chunks(text: str, count: int) -> list[str]:
    size = max(1, -(-len(text) // count))
    return [text[i : i + size] for i in range(0, len(text), size)]


async def render(text: str, n_chunks: int | None, pace: float) -> tuple[float, float, int]:
    """(CPU seconds, wall seconds, Markdown appends) to show `text`: in `n_chunks`, or once (None)."""
    from textual.app import App, ComposeResult
    from textual.widgets import Markdown

    from ltm_chat.tui.app import THEME_VARIABLE_FALLBACKS, LtmChatApp
    from ltm_chat.tui.widgets.messages import MessageList
    from ltm_chat.tui.widgets.reply import AssistantMessage

    class Bench(App):
        CSS_PATH = Path(inspect.getfile(LtmChatApp)).parent / LtmChatApp.CSS_PATH

        def get_theme_variable_defaults(self) -> dict[str, str]:
            return {**super().get_theme_variable_defaults(), **THEME_VARIABLE_FALLBACKS}

        def compose(self) -> ComposeResult:
            yield MessageList()

    appends = 0
    markdown_append = Markdown.append

    def counted_append(self, markdown: str):
        nonlocal appends
        appends += 1
        return markdown_append(self, markdown)

    Markdown.append = counted_append
    app = Bench()
    async with app.run_test(size=(120, 40)) as pilot:
        reply = AssistantMessage("", model="bench")
        await app.query_one(MessageList).add(reply)
        await pilot.pause()
        cpu, wall = time.process_time(), time.perf_counter()
        if n_chunks is None:
            await reply.finish(text)
        else:
            for part in chunks(text, n_chunks):
                await reply.append(part)
                await asyncio.sleep(pace)
            await reply.finish()
        await pilot.pause()
        await app.workers.wait_for_complete()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        assert reply.text == text
    Markdown.append = markdown_append
    return cpu, wall, appends


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="5000,10000,20000")
    parser.add_argument("--chars-per-chunk", type=int, default=10)
    parser.add_argument("--pace-ms", type=float, default=2.0, help="pause between chunks")
    parser.add_argument("--runs", type=int, default=3, help="median of this many runs")
    args = parser.parse_args()
    pace = args.pace_ms / 1000

    print(
        "| reply | chunks | streamed CPU | once CPU | streamed / once "
        "| streamed CPU per 1k chars | streaming wall | updates/s |"
    )
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in (int(s) for s in args.sizes.split(",")):
        text = markdown_reply(size)
        n = max(1, size // args.chars_per_chunk)
        runs = [asyncio.run(render(text, n, pace)) for _ in range(args.runs)]
        streamed = statistics.median(cpu for cpu, _, _ in runs)
        wall = statistics.median(wall for _, wall, _ in runs)
        rate = statistics.median(appends / wall for _, wall, appends in runs)
        once = statistics.median(asyncio.run(render(text, None, pace))[0] for _ in range(args.runs))
        print(
            f"| {size:,} chars | {n:,} | {streamed:.2f} s | {once:.2f} s "
            f"| {streamed / once:.1f}x | {1000 * streamed / size * 1000:.0f} ms "
            f"| {wall:.1f} s | {rate:.0f} |"
        )


if __name__ == "__main__":
    main()
