"""The assistant's reply: Markdown streamed through MarkdownStream, code blocks copyable."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.widgets import Markdown
from textual.widgets._markdown import MarkdownFence, MarkdownStream

from ltm_chat.tui.widgets.messages import ChatMessage


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


class AssistantMessage(ChatMessage):
    """The reply: Markdown streamed through MarkdownStream, never re-rendered per chunk."""

    ROLE = "assistant"
    LABEL = "Assistant"

    def __init__(self, text: str = "", *, model: str | None = None, **kwargs) -> None:
        super().__init__(text, **kwargs)
        self.model = model
        self._stream: MarkdownStream | None = None

    def header_text(self) -> str:
        model = f" ({self.model})" if self.model else ""
        when = f" · {self.when:%H:%M}" if self.when else ""
        return f"{self.LABEL}{model}{when}"

    def compose_body(self) -> ComposeResult:
        yield ReplyMarkdown(self.text, classes="message-body")

    @property
    def markdown(self) -> Markdown:
        return self.query_one(ReplyMarkdown)

    async def append(self, delta: str) -> None:
        """Append a streamed fragment (batched by MarkdownStream)."""
        if self._stream is None:
            self._stream = Markdown.get_stream(self.markdown)
        self.text += delta
        await self._stream.write(delta)

    async def finish(self, text: str | None = None) -> None:
        """Stop streaming and set the final text once (repairs a half-open code fence)."""
        if self._stream is not None:
            await self._stream.stop()
            self._stream = None
        if text is not None:
            self.text = text
        await self.markdown.update(self.text)
