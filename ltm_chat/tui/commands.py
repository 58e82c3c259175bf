"""Command palette provider: the app's commands, each one an app action."""

from __future__ import annotations

from functools import partial

from textual.command import DiscoveryHit, Hit, Hits, Provider

# (title, action, help) — the palette shows these; actions live on LtmChatApp.
APP_COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("New chat", "new_chat", "Start a new conversation"),
    ("Conversations", "conversations", "Open or delete a saved conversation"),
    ("Toggle memory", "toggle_memory", "Turn long-term memory on or off"),
    ("Open memory inspector", "open_inspector", "Browse and edit what is remembered"),
    ("Switch model", "switch_model", "Choose the model for the next message"),
    ("Switch theme", "switch_theme", "Choose a colour theme"),
    ("Toggle recalled-memories panel", "toggle_panel", "Show what was recalled into the last call"),
    ("Export conversation", "export_conversation", "Save this conversation as Markdown"),
    ("Copy last code block", "copy_last_code", "Copy the latest code block to the clipboard"),
)


class LtmCommands(Provider):
    """Exposes APP_COMMANDS in the command palette."""

    async def discover(self) -> Hits:
        for title, action, help_text in APP_COMMANDS:
            yield DiscoveryHit(title, partial(self.app.run_action, action), help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, action, help_text in APP_COMMANDS:
            score = matcher.match(title)
            if score > 0:
                yield Hit(
                    score,
                    matcher.highlight(title),
                    partial(self.app.run_action, action),
                    help=help_text,
                )
