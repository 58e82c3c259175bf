"""The assistant's reply: Markdown streamed through MarkdownStream, code blocks copyable.

Streaming costs time linear in the reply's length: deltas are coalesced and shown at most
`FLUSH_INTERVAL` apart; finished top-level blocks are frozen into their own Markdown pieces, so
an update re-parses only the open tail; and frozen pieces scrolled far above the view are
folded behind a spacer of the same height while the reply streams, because Textual lays out
every displayed widget of the screen on each update.
"""

from __future__ import annotations

import asyncio
import contextlib

from textual import events
from textual.app import ComposeResult
from textual.containers import ScrollableContainer
from textual.widget import Widget
from textual.widgets import Markdown
from textual.widgets._markdown import MarkdownBlock, MarkdownFence, MarkdownStream

from ltm_chat.text import safe_text
from ltm_chat.tui.widgets.markdown_blocks import block_starts, has_reference_definitions
from ltm_chat.tui.widgets.messages import ChatMessage

# Seconds between two updates of a streaming reply (with the update's own cost, 10-15 a second).
FLUSH_INTERVAL = 0.06
# Freeze finished blocks once this many have gathered in the open tail.
FREEZE_BLOCKS = 4
# Blocks that stay in the new tail: the open one and the finished one before it (so the new
# tail starts with a block whose type, hence top margin, is settled).
KEEP_BLOCKS = 2
# Blank lines Textual's Markdown keeps under a block (app.tcss zeroes it under a last block).
BLOCK_GAP = 1
# Fold frozen pieces that end this many screens above the view; unfold as soon as the view
# comes within UNFOLD_SCREENS of them (before the spacer could be painted).
FOLD_SCREENS = 1
UNFOLD_SCREENS = 0.5


class CopyableFence(MarkdownFence):
    """A code block that copies its code to the clipboard when clicked."""

    def on_mount(self) -> None:
        self.tooltip = "Click to copy this code block"

    def on_click(self, event: events.Click) -> None:
        event.stop()
        self.app.copy_to_clipboard(self.code)
        self.app.notify("Code block copied to the clipboard", timeout=2)


class ReplyMarkdown(Markdown):
    """Markdown whose code blocks can be copied."""

    BLOCKS = {**Markdown.BLOCKS, "fence": CopyableFence, "code_block": CopyableFence}


class FoldedPieces(Widget):
    """Stands in, at the same height, for frozen pieces folded away while the reply streams."""

    DEFAULT_CSS = "FoldedPieces { height: 0; }"


class AssistantMessage(ChatMessage):
    """The reply: a run of Markdown pieces; while streaming only the last one changes.

    `append` records a delta and wakes a pump that, at most every `FLUSH_INTERVAL`, writes
    what arrived to the tail's `MarkdownStream`; when `FREEZE_BLOCKS` finished blocks have
    gathered in the tail, they stay behind as a frozen piece and a new tail starts. `finish`
    renders the tail once from its final text and unfolds everything.
    """

    ROLE = "assistant"
    LABEL = "Assistant"

    def __init__(self, text: str = "", *, model: str | None = None, **kwargs) -> None:
        super().__init__(text, **kwargs)
        self.model = model
        self._stream: MarkdownStream | None = None
        self._pump: asyncio.Task | None = None
        self._arrived = asyncio.Event()
        self._frozen = 0  # characters of `text` shown by frozen pieces
        self._written = 0  # characters of `text` handed to the tail
        self._spacer: FoldedPieces | None = None
        self._folded: list[ReplyMarkdown] = []
        self._folded_bottom = 0  # where the folded pieces end, in the scroller's content lines
        self._folded_width = 0  # the message's width when they were folded
        self._pinned_width = 0  # the message's width when frozen pieces' heights were fixed

    def header_text(self) -> str:
        model = f" ({safe_text(self.model, multiline=False)})" if self.model else ""
        return f"{self.LABEL}{model}{self.when_text()}"

    def compose_body(self) -> ComposeResult:
        yield ReplyMarkdown(self.text, classes="message-body")

    @property
    def pieces(self) -> list[ReplyMarkdown]:
        """The Markdown pieces, in order (one unless the reply was streamed at length)."""
        return list(self.query_children(ReplyMarkdown))

    @property
    def markdown(self) -> Markdown:
        """The first Markdown piece (the whole reply unless it was streamed at length)."""
        return self.query_one(ReplyMarkdown)

    @property
    def blocks(self) -> list[MarkdownBlock]:
        """The top-level Markdown blocks of the reply, across pieces."""
        return [block for piece in self.pieces for block in piece.query_children(MarkdownBlock)]

    async def append(self, delta: str) -> None:
        """Append a streamed fragment; it shows with the next update (within FLUSH_INTERVAL)."""
        if not delta:
            return
        self.text += safe_text(delta)
        self._arrived.set()
        if self._pump is None:
            self._pump = asyncio.create_task(self._run_pump())
            await asyncio.sleep(0)  # let the first fragment show at once

    async def finish(self, text: str | None = None) -> None:
        """Stop streaming and set the final text once (repairs a half-open code fence).

        Only the open tail is rendered again; frozen pieces already show their final blocks.
        """
        await self._stop_pump()
        if self._stream is not None:
            await self._stream.stop()
            self._stream = None
        if text is not None:
            text = safe_text(text)
            if not text.startswith(self.text[: self._frozen]):
                self._frozen = 0  # the final text rewrote frozen blocks
            self.text = text
        if self._frozen and has_reference_definitions(self.text):
            self._frozen = 0  # "[id]: url" reaches links in every piece: render it whole
        pieces = self.pieces
        with self.app.batch_update():
            self._unfold()
            self._unpin(pieces)
            if not self._frozen and len(pieces) > 1:
                pieces[0].styles.margin = 0
                await self.remove_children(pieces[1:])
                await pieces[0].update(self.text)
            else:
                await pieces[-1].update(self.text[self._frozen :])
        self._written = len(self.text)

    def on_unmount(self) -> None:
        if self._pump is not None:
            self._pump.cancel()

    def on_resize(self, event: events.Resize) -> None:
        if self._folded and self.size.width != self._folded_width:
            self._unfold()  # the spacer's height was measured at another width
        if self._pump is not None and self._pinned_width not in (0, self.size.width):
            pieces = self.pieces
            self._unpin(pieces)  # measured at another width: measure again
            for piece in pieces[:-1]:
                self.call_after_refresh(self._pin, piece)

    def _pin(self, piece: ReplyMarkdown) -> None:
        """Fix a frozen piece's height, so laying out the growing tail skips its blocks."""
        # Textual arranges auto-height children against their container's height, which
        # grows with the tail: without a fixed height every frozen block is re-arranged.
        if self._pump is not None and piece.is_attached and piece.outer_size.height:
            piece.styles.height = piece.outer_size.height
            self._pinned_width = self.size.width

    def _unpin(self, pieces: list[ReplyMarkdown]) -> None:
        for piece in pieces:
            piece.styles.clear_rule("height")

    async def _stop_pump(self) -> None:
        pump, self._pump = self._pump, None
        if pump is not None:
            pump.cancel()
            try:
                await pump
            except asyncio.CancelledError:
                pass

    async def _run_pump(self) -> None:
        """Show what arrived, at most once per FLUSH_INTERVAL, until cancelled by `finish`."""
        while True:
            await self._arrived.wait()
            self._arrived.clear()
            show = asyncio.ensure_future(self._show_arrived())
            try:
                await asyncio.shield(show)
            except asyncio.CancelledError:
                # Never leave an update half done; it fails if the message is being removed.
                with contextlib.suppress(Exception):
                    await show
                raise
            await asyncio.sleep(FLUSH_INTERVAL)

    async def _show_arrived(self) -> None:
        text, tail = self.text, self.pieces[-1]
        if self._stream is None:
            self._stream = Markdown.get_stream(tail)
        await self._stream.write(text[self._written :])
        self._written = len(text)
        open_source = text[self._frozen :]
        starts = block_starts(open_source)
        if len(starts) >= FREEZE_BLOCKS + KEEP_BLOCKS:
            cut = starts[-KEEP_BLOCKS]
            await self._freeze(tail, open_source[:cut], open_source[cut:], len(starts))
            self._frozen += cut
        await self._fold_far_above()

    async def _freeze(self, tail: ReplyMarkdown, finished: str, rest: str, count: int) -> None:
        """Leave `tail` showing its `finished` blocks; a new tail takes the `rest`.

        `tail` shows `finished + rest` in `count` blocks; its last KEEP_BLOCKS go to the new tail.
        """
        await self._stream.stop()
        self._stream = None
        async with tail.lock:  # an append the stream shielded from cancelling may still run
            blocks = list(tail.query_children(MarkdownBlock))
        new_tail = ReplyMarkdown(classes="message-body")
        with self.app.batch_update():
            await self.mount(new_tail)
            if len(blocks) == count:
                await tail.remove_children(blocks[-KEEP_BLOCKS:])
                blocks[-KEEP_BLOCKS - 1].update_node_styles()  # it is the last child now
            else:  # not the blocks we parsed: render the finished ones again
                await tail.update(finished)
            await new_tail.append(rest)
            # Margins do not collapse across pieces: keep the gap one Markdown would show.
            last = tail.query_children(MarkdownBlock).last().styles.margin.bottom
            top = new_tail.query_children(MarkdownBlock).first().styles.margin.top
            tail.styles.margin = (0, 0, max(0, max(BLOCK_GAP, top) - top - last), 0)
        self.call_after_refresh(self._pin, tail)

    async def _fold_far_above(self) -> None:
        """Fold frozen pieces that ended far above the view behind a spacer of their height."""
        scroller = self.parent
        if not isinstance(scroller, ScrollableContainer):
            return
        view = scroller.content_region
        limit = view.y - FOLD_SCREENS * view.height
        pieces = self.pieces
        fold = []
        # The tail and the piece before it stay.
        for piece, after in zip(pieces, pieces[1:-1], strict=False):
            if not piece.display:
                continue
            if not (piece.region.height and after.region.height and piece.region.bottom < limit):
                break
            fold.append(piece)
        if not fold:
            return
        if self._spacer is None:
            self._spacer = FoldedPieces()
            await self.mount(self._spacer, before=fold[0])
            self.watch(scroller, "scroll_y", self._unfold_if_near, init=False)
        top = self._spacer.region.y if self._folded else fold[0].region.y
        bottom = pieces[pieces.index(fold[-1]) + 1].region.y
        with self.app.batch_update():
            for piece in fold:
                piece.display = False
            self._spacer.styles.height = bottom - top
        self._folded += fold
        self._folded_bottom = bottom - view.y + round(scroller.scroll_y)
        self._folded_width = self.size.width

    def _unfold_if_near(self, scroll_y: float) -> None:
        scroller = self.parent
        if isinstance(scroller, ScrollableContainer):
            near = self._folded_bottom + UNFOLD_SCREENS * scroller.content_region.height
            if scroll_y < near:
                self._unfold()

    def _unfold(self) -> None:
        """Show every folded piece again."""
        if not self._folded:
            return
        with self.app.batch_update():
            for piece in self._folded:
                piece.display = True
            if self._spacer is not None:
                self._spacer.styles.height = 0
        self._folded = []
