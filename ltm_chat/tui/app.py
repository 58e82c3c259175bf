"""LtmChatApp and `make_app`, the one factory used by the CLI and the tests.

The first frame paints with nothing heavy imported; litellm and lancedb load afterwards in a
worker, and a message typed meanwhile is queued and sent when the session is ready.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any

from textual.app import App
from textual.binding import Binding

from ltm_chat.config import Settings, write_state
from ltm_chat.gate import MemoryDecision, resolve_memory
from ltm_chat.text import unique_prefix_length
from ltm_chat.tui.commands import LtmCommands
from ltm_chat.tui.data_text import data_markup
from ltm_chat.tui.keys_panel import HIDE_KEYS_BINDING, keys_panel_open
from ltm_chat.tui.messages import MemoryUpdatedNotice, SessionFailed, SessionReady
from ltm_chat.tui.screens.chat import ChatScreen
from ltm_chat.tui.themes import load_themes, resolve_theme_name, shipped_themes_dir
from ltm_chat.tui.widgets.messages import PastMessage

SessionFactory = Callable[[Settings], Any]
FIRST_PAINT_ENV = "LTM_CHAT_FIRST_PAINT_FILE"  # bench/tests: where to record the first paint
HEAVY_MODULES = ("litellm", "lancedb")
QUIT_SNAPSHOT_TIMEOUT = 1.0  # s to save the latest conversation for the next --continue
QUIT_FLUSH_TIMEOUT = 0.6  # s for the writes under way at quit (a transcript, an access bump)
THEME_VARIABLE_FALLBACKS = {
    "chip-on": "#4caf50",
    "chip-off": "#9e9e9e",
    "chip-veto": "#e53935",
    "chip-incognito": "#ab47bc",
    "user-message": "#2a2a3a",
}


def _change_line(c: Any, with_action: bool, names: dict[str, str]) -> str:
    """One change of a "Memory updated" notice: (what,) which memory (its short id), its text
    (and the old one it replaced)."""
    line = f"{c.action} " if with_action else ""
    memory_id = c.memory_id or ""
    line += f"{names.get(memory_id, memory_id[:8])} “{data_markup(c.text or '')}”"
    if c.previous_text:
        line += f" (was “{data_markup(c.previous_text)}”)"
    return line


def _field(message: Any, name: str) -> Any:
    """A field of a saved message, given as a dict or as an object (history.Message)."""
    return message.get(name) if isinstance(message, dict) else getattr(message, name, None)


def _past_messages(messages: list[Any]) -> list[PastMessage]:
    """Saved messages (or their dicts) as the chat shows them again: user, assistant, note."""
    out = []
    for m in messages:
        role, text, when = _field(m, "role"), _field(m, "content"), _field(m, "created_at")
        if role in {"user", "assistant", "note"} and isinstance(text, str):
            when = when if isinstance(when, datetime) else None
            out.append(PastMessage(role, text, when, _field(m, "model")))
    return out


def _warm_heavy_imports() -> None:
    """Import lancedb off the UI thread so `session.load()` finds it cached. litellm is the
    session's to warm (`ChatSession.load`): only when the model's route needs it."""
    from ltm_chat.memory.storage.lancedb_import import import_lancedb

    import_lancedb()

    import ltm_chat.chat.session  # noqa: F401


def _read_preview(app: Any) -> Any:
    """The resumed conversation from its snapshot (no lancedb: the first frame is painting
    meanwhile), and the reply widget's module it will need; None: read it after that frame."""
    from ltm_chat.chat.resume_preview import read_snapshot_preview

    try:
        preview = read_snapshot_preview(app.settings, app._resume or "latest")
    except Exception:  # noqa: BLE001  (a shortcut only: the full read follows)
        return None
    if preview is not None:
        import ltm_chat.tui.widgets.reply  # noqa: F401  (textual's Markdown: ~0.06 s)
    return preview


def _default_session_factory(settings: Settings) -> Any:
    from ltm_chat.chat.session import ChatSession

    session = ChatSession(settings)
    session.keeps_conversation_listing = True  # `conversations list` during a chat stays quick
    return session


class LtmChatApp(App):
    """The chat client. Engine state lives in `self.session` once loaded."""

    CSS_PATH = "app.tcss"
    TITLE = "ltm-chat"
    COMMANDS = App.COMMANDS | {LtmCommands}
    BINDINGS = [
        Binding(
            "ctrl+g",
            "toggle_memory",
            "Memory",
            id="app.toggle_memory",
            tooltip="Turn long-term memory on or off (persisted)",
        ),
        Binding(
            "ctrl+r",
            "toggle_panel",
            "Recalled",
            id="app.toggle_panel",
            tooltip="Show or hide the recalled-memories panel",
        ),
        Binding(
            "ctrl+l",
            "switch_model",
            "Model",
            id="app.switch_model",
            tooltip="Choose the model for the next message",
        ),
        Binding(
            "ctrl+t", "new_chat", "New chat", id="app.new_chat", tooltip="Start a new conversation"
        ),
        Binding(
            "ctrl+f",
            "conversations",
            "Chats",
            id="app.conversations",
            tooltip="List saved conversations: open one, or delete it",
        ),
        Binding(
            "ctrl+o",
            "open_inspector",
            "Inspector",
            id="app.open_inspector",
            tooltip="Open the memory inspector",
        ),
        Binding(
            "alt+c",
            "copy_last_code",
            "Copy code",
            id="app.copy_code",
            show=False,
            tooltip="Copy the latest code block to the clipboard",
        ),
        HIDE_KEYS_BINDING,
    ]

    def __init__(
        self,
        settings: Settings,
        *,
        session_factory: SessionFactory | None = None,
        clock: Callable[[], datetime] | None = None,
        resume: str | None = None,
        extra_theme_dirs: tuple[Path, ...] = (),
    ) -> None:
        super().__init__()
        self.settings = settings
        self.session: Any = None
        self.session_error: str | None = None
        self._session_factory = session_factory
        self._clock = clock or datetime.now
        self._resume = resume
        self._previewed: tuple[list[PastMessage], list[Any]] | None = None  # shown, widgets
        self._preview_read: asyncio.Future[Any] | None = None  # from the snapshot, at mount
        self._theme_dirs = (shipped_themes_dir(), *extra_theme_dirs, settings.paths.user_themes_dir)
        self.decision: MemoryDecision = resolve_memory(
            settings.incognito, settings.memory_env, settings.memory_toggle
        )
        self.recall_mode = ""
        self.current_model: str | None = settings.model
        self.panel_visible = False
        self.last_memory_changes: list = []
        self.first_paint_modules: dict[str, bool] | None = None
        self._startup_notices: list[str] = []
        self._persist_theme = False
        self._session_settled = asyncio.Event()  # set once loading succeeded or failed
        self.set_keymap(settings.keymap)
        self._install_themes()

    # --- lifecycle -----------------------------------------------------------------------------

    def now(self) -> datetime:
        return self._clock()

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "hide_help_panel":
            return keys_panel_open(self)  # otherwise Esc goes on to the screen
        return True

    def key_for(self, binding_id: str) -> str:
        """The key bound to `binding_id` now: the user's keymap, else the default (the first
        of several), as the user would type it ("ctrl+g", "f2", "Esc")."""
        return chat_key(self.settings.keymap, binding_id)

    def get_default_screen(self) -> ChatScreen:
        return ChatScreen()

    @property
    def chat(self) -> ChatScreen:
        """The chat screen, even while another screen (inspector, picker) is on top."""
        for screen in reversed(self.screen_stack):
            if isinstance(screen, ChatScreen):
                return screen
        raise LookupError("no chat screen")

    @property
    def chat_or_none(self) -> ChatScreen | None:
        try:
            return self.chat
        except LookupError:  # the app is shutting down
            return None

    def _install_themes(self) -> None:
        """Register shipped and user themes and pick one before the stylesheet is parsed."""
        loaded = load_themes(*self._theme_dirs)
        for theme in loaded.themes:
            self.register_theme(theme)
        self._startup_notices.extend(loaded.errors)
        name, problem = resolve_theme_name(self.settings.theme, set(self.available_themes))
        if problem:
            self._startup_notices.append(problem)
        self.theme = name

    def get_theme_variable_defaults(self) -> dict[str, str]:
        # Built-in textual themes lack our variables; borrow their palette instead.
        return {**super().get_theme_variable_defaults(), **THEME_VARIABLE_FALLBACKS}

    def on_mount(self) -> None:
        self.theme_changed_signal.subscribe(self, self._theme_changed)
        self._persist_theme = True
        if self._resume and self._session_factory is None:  # read while the first frame paints
            self._preview_read = asyncio.ensure_future(asyncio.to_thread(_read_preview, self))

    def on_first_paint(self) -> None:
        """Called once the chat screen has painted: record it, then start the heavy loading."""
        self.first_paint_modules = {m: m in sys.modules for m in HEAVY_MODULES}
        marker = os.environ.get(FIRST_PAINT_ENV)
        if marker:
            tmp = Path(f"{marker}.tmp")  # written then renamed: readers never see half a file
            stamp = {"t": time.time(), "cpu": time.process_time(), **self.first_paint_modules}
            tmp.write_text(json.dumps(stamp))
            tmp.replace(marker)
        for notice in self._startup_notices:
            self.notify(data_markup(notice), severity="warning", timeout=8)
        self._startup_notices.clear()
        if chat := self.chat_or_none:
            chat.show_waiting("Loading the chat engine…")
        self.run_worker(self._load_session(), group="load", exclusive=True, exit_on_error=False)

    async def _load_session(self) -> None:
        try:
            factory = self._session_factory
            if factory is None:
                if self._resume:  # the transcript first (lancedb only), then the engine
                    await self._show_resume_preview()
                await asyncio.to_thread(_warm_heavy_imports)
                factory = _default_session_factory
            session = factory(self.settings)
            await session.load()
        except Exception as exc:  # shown in the chat; the app stays usable for reading
            self.post_message(SessionFailed(f"Could not start the chat engine: {exc}"))
            return
        history = await self._resumed_history(session) if self._resume else []
        session.add_listener(lambda event: self.post_message(MemoryUpdatedNotice(event)))
        session.confirm_forget = self.confirm_model_forget  # the model's memory_forget tool
        self.post_message(SessionReady(session, history))

    async def confirm_model_forget(self, memory: Any) -> bool:
        """The model asked to erase a memory (its memory_forget tool): the user decides."""
        from ltm_chat.tui.screens.inspector_confirm import ConfirmModal

        answer: asyncio.Future[bool] = asyncio.get_running_loop().create_future()

        def decided(ok: bool | None) -> None:
            if not answer.done():  # the turn may have been cancelled meanwhile
                answer.set_result(bool(ok))

        question = "The model asks to forget this memory. Erase it for good?"
        self.push_screen(ConfirmModal(question, memory.text, "Forget"), callback=decided)
        return await answer

    async def action_quit(self) -> None:
        """Finish the writes under way (the session's flush), then exit; `ltm-chat` then ends
        the process without the slow interpreter teardown (cli/fast_exit.py)."""
        flush = getattr(self.session, "flush", None)
        if flush is not None:
            try:
                await flush(QUIT_FLUSH_TIMEOUT)
            except Exception:  # quitting must always work
                pass
            await self._save_resume_snapshot()
        self.exit()

    async def _save_resume_snapshot(self) -> None:
        """The latest conversation, for the next `--continue` to show before lancedb loads,
        and the memories listing's snapshot when this session's writes deleted it."""
        if self._session_factory is not None or self.session is None:
            return
        from ltm_chat.chat.resume_preview import save_resume_snapshot
        from ltm_chat.memory import refresh_memory_snapshot

        memory = getattr(self.session, "memory", None)

        def keep() -> None:
            save_resume_snapshot(self.settings)
            if memory is not None:
                refresh_memory_snapshot(self.settings, memory)

        try:
            await asyncio.wait_for(asyncio.to_thread(keep), QUIT_SNAPSHOT_TIMEOUT)
        except Exception:  # noqa: BLE001  (a shortcut for the next start: quitting goes on)
            pass

    async def wait_for_session(self) -> Any:
        """The loaded session, waiting for it if needed; None if loading failed."""
        await self._session_settled.wait()
        return self.session

    async def _resumed_history(self, session: Any) -> list[PastMessage]:
        """The `--continue`/`--conversation` history; one that cannot be resumed (an unknown
        id) is a notice and a fresh chat, never an engine that never becomes ready."""
        try:
            return await self._history_of(session, self._resume or "latest")
        except Exception as exc:  # noqa: BLE001  (any reason: say it, then chat on)
            what = "the latest conversation" if self._resume == "latest" else repr(self._resume)
            self.notify(
                f"Could not resume {what}: {exc}. This is a new chat.",
                title="Conversation",
                severity="warning",
                timeout=10,
            )
            return []

    async def _history_of(self, session: Any, ref: str) -> list[PastMessage]:
        """Make `ref` the session's conversation; its messages to show, with their times. The
        session goes on with the conversation's model (unless -m named one): show it."""
        result = await session.resume(ref)
        messages = result if isinstance(result, list) else getattr(session, "messages", []) or []
        out = _past_messages(messages)
        if getattr(session, "model", None) and session.model != self.current_model:
            self.current_model = session.model
            if chat := self.chat_or_none:
                chat.show_model(self.current_model)
        notice = getattr(session, "model_notice", None)
        if notice:
            self.notify(data_markup(notice), title="Model", severity="warning", timeout=10)
        return out

    async def _show_resume_preview(self) -> None:
        """Show the resumed conversation from its transcript before litellm loads."""
        from ltm_chat.chat.resume_preview import read_resume_preview

        ref = self._resume or "latest"
        preview = await self._preview_read if self._preview_read is not None else None
        if preview is None:  # no snapshot: the transcript, through lancedb alone
            preview = await asyncio.to_thread(read_resume_preview, self.settings, ref)
        chat = self.chat_or_none
        if preview is not None and chat is not None:
            history = _past_messages(preview.messages)
            self._previewed = (history, await chat.show_history(history))

    async def _show_resumed(self, chat: ChatScreen, history: list[PastMessage]) -> None:
        """The session's resumed history, unless the preview already shows exactly that."""
        previewed, self._previewed = self._previewed, None
        if previewed is not None:
            if previewed[0] == history:
                return
            for widget in previewed[1]:  # changed meanwhile (another process wrote to it)
                await widget.remove()
        await chat.show_history(history)

    async def on_session_ready(self, message: SessionReady) -> None:
        session = message.session
        self.session = session
        self._session_settled.set()
        if hasattr(session, "curate_if_due"):  # at most once a day, off the UI path
            self.run_worker(session.curate_if_due(), group="curate", exit_on_error=False)
        if hasattr(session, "write_due_episodes"):  # conversations that ended while away
            self.run_worker(session.write_due_episodes(), group="episodes", exit_on_error=False)
        self.decision = session.decision
        self.recall_mode = session.memory_mode
        self.current_model = session.model or self.current_model
        chat = self.chat_or_none
        if chat is None:
            return
        chat.hide_waiting()
        chat.show_decision(self.decision, self.recall_mode)
        chat.show_model(self.current_model)
        await self._show_resumed(chat, message.history)
        model_error = getattr(session, "model_error", None)
        if model_error:
            self.notify(data_markup(model_error), title="Model", severity="warning", timeout=10)
        chat.send_pending()

    async def on_session_failed(self, message: SessionFailed) -> None:
        self.session_error = message.error
        self._session_settled.set()
        if chat := self.chat_or_none:
            chat.hide_waiting()
            await chat.show_error(message.error)

    async def on_memory_updated_notice(self, message: MemoryUpdatedNotice) -> None:
        changes = message.event.changes
        if not changes:
            return
        self.last_memory_changes = changes
        one_kind = len({c.action for c in changes}) == 1
        names = await self._short_ids([c.memory_id or "" for c in changes[:3]])
        details = "\n".join(_change_line(c, not one_kind, names) for c in changes[:3])
        sep = " " if len(changes) == 1 else "\n"
        more = f" (+{len(changes) - 3} more)" if len(changes) > 3 else ""
        key = self.key_for("app.open_inspector")
        waiting = getattr(message.event, "pending", 0)
        link = (
            f"[@click=app.open_inspector]{waiting} to review · {key}[/]"
            if waiting
            else f"[@click=app.open_inspector]Open inspector[/] ({key})"
        )
        self.notify(
            f"{message.event.summary}:{sep}{details}{more}\n{link}",
            title="Memory updated",
            timeout=10,
        )

    async def _short_ids(self, ids: list[str]) -> dict[str, str]:
        """Ids as every view shows them: the shortest prefix (at least 8) unique in the store
        (memories written in one moment share their first characters)."""
        memory = getattr(self.session, "memory", None)
        if memory is not None:
            try:
                return await asyncio.to_thread(memory.short_ids, ids)
            except Exception:  # noqa: BLE001  (a notice never fails over an id's length)
                pass
        width = unique_prefix_length(ids)
        return {i: i[:width] for i in ids}

    def recall_seen(self, recall: Any) -> None:
        """A turn reported its recall: keep the chip's mode current; say (once a day) that
        the daily token budget paused extraction."""
        if getattr(recall, "budget_note", None):
            self.notify(
                data_markup(recall.budget_note), title="Memory", severity="warning", timeout=15
            )
        if recall.mode and recall.mode != "off":
            self.recall_mode = recall.mode
            if chat := self.chat_or_none:
                chat.show_decision(self.decision, self.recall_mode)

    # --- theme ---------------------------------------------------------------------------------

    def _theme_changed(self, theme: Any) -> None:
        if self._persist_theme and not self.settings.incognito:
            write_state(self.settings.paths.state_file, theme=theme.name)

    def action_switch_theme(self) -> None:
        self.search_themes()

    # --- actions -------------------------------------------------------------------------------

    def action_toggle_memory(self) -> None:
        decision = self.decision
        if decision.incognito:
            self.notify("Incognito: memory stays off and nothing is written.", severity="warning")
            return
        if decision.operator_veto:
            self.notify(
                "Memory is disabled by the operator (NODETOOL_MEMORY_ENABLED="
                f"{self.settings.memory_env}); it cannot be turned on here.",
                severity="warning",
                timeout=8,
            )
            return
        want = not decision.enabled
        if self.session is not None:
            self.decision = self.session.set_memory_toggle(want)
        else:
            # Not loaded yet: the session will be built from these settings.
            self.settings = self.settings.with_(memory_toggle=want)
            write_state(self.settings.paths.state_file, memory_toggle=want)
            self.decision = resolve_memory(False, self.settings.memory_env, want)
        self.chat.show_decision(self.decision, self.recall_mode)
        self.notify(self.decision.label, timeout=3)

    async def action_toggle_panel(self) -> None:
        self.panel_visible = not self.panel_visible
        await self.chat.show_panel(self.panel_visible)

    def action_switch_model(self) -> None:
        from ltm_chat.tui.screens.model_picker import ModelPickerScreen

        known = sorted(
            {*self.settings.models, *([self.current_model] if self.current_model else [])}
        )
        self.push_screen(ModelPickerScreen(self.current_model, known), self.set_model)

    def set_model(self, model: str | None) -> None:
        """Use `model` for the next message (mid-conversation is fine)."""
        if not model or model == self.current_model:
            return
        self.current_model = model
        self.settings = self.settings.with_(model=model)
        if self.session is not None:
            self.session.set_model(model)
        if not self.settings.incognito:
            write_state(self.settings.paths.state_file, model=model)
        self.chat.show_model(model)
        self.notify(f"Model: {data_markup(model)}", timeout=3)

    async def action_new_chat(self) -> None:
        chat = self.chat
        if chat.turn_running:
            await chat.action_cancel_reply()
        await chat.clear_conversation()
        if self.session is not None:
            await self.session.new_conversation()
        self.notify("New conversation", timeout=2)

    def action_conversations(self) -> None:
        """Push the saved-conversations list; the one picked there is resumed in the chat."""
        from ltm_chat.tui.screens.conversations import ConversationsScreen

        if isinstance(self.screen, ConversationsScreen):
            return
        self.push_screen(ConversationsScreen(), self._open_conversation)

    def _open_conversation(self, conversation_id: str | None) -> None:
        if conversation_id:
            self.run_worker(
                self._resume_conversation(conversation_id),
                group="resume",
                exclusive=True,
                exit_on_error=False,
            )

    async def _resume_conversation(self, conversation_id: str) -> None:
        session, chat = self.session, self.chat
        if chat.turn_running:
            await chat.action_cancel_reply()
        try:
            history = await self._history_of(session, conversation_id)
        except Exception as exc:  # e.g. deleted meanwhile by `ltm-chat conversations delete`
            self.notify(f"Could not open the conversation: {data_markup(exc)}", severity="error")
            return
        await chat.clear_conversation()
        await chat.show_history(history)
        title = getattr(session, "conversation_title", None) or "conversation"
        self.notify(f"Resumed “{data_markup(title)}”", timeout=3)

    def get_system_commands(self, screen: Any) -> Any:
        # The palette already has our "Switch theme"; textual's own "Theme" does the same.
        for command in super().get_system_commands(screen):
            if command.callback != self.action_change_theme:
                yield command

    def action_open_inspector(self) -> None:
        """Push the memory inspector (issue 6), focused on the last changed memories."""
        try:
            from ltm_chat.tui.screens.inspector import InspectorScreen
        except ModuleNotFoundError as exc:
            if exc.name != "ltm_chat.tui.screens.inspector":
                raise
            self.notify(
                "The memory inspector is not available in this build yet.", severity="warning"
            )
            return
        if self.session is None:
            self.notify("Still loading the memory store…", severity="warning")
            return
        ids = [c.memory_id for c in self.last_memory_changes if c.memory_id]
        self.push_screen(InspectorScreen(self.session, memory_ids=ids))

    def action_export_conversation(self) -> None:
        """The conversation shown, as `ltm-chat conversations export` writes it, into the
        private exports folder (also under --incognito: the user asked for this file)."""
        from ltm_chat.exports import exports_dir, write_new_export
        from ltm_chat.tui.export import conversation_markdown

        title = getattr(self.session, "conversation_title", None)
        text = conversation_markdown(self.chat.messages, title, self.current_model, self.now())
        if text is None:
            self.notify("Nothing to export yet.", severity="warning")
            return
        stamp = self.now().strftime("%Y%m%d-%H%M%S")
        try:
            path = write_new_export(
                exports_dir(self.settings.paths), f"conversation-{stamp}", ".md", text
            )
        except OSError as exc:
            self.notify(f"Could not export: {data_markup(exc)}", severity="error", timeout=8)
            return
        self.notify(f"Exported to {data_markup(path)}", timeout=8)

    def action_copy_last_code(self) -> None:
        code = self.chat.last_code_block()
        if code is None:
            self.notify("No code block in this conversation yet.", severity="warning")
            return
        self.copy_to_clipboard(code)
        self.notify("Code block copied to the clipboard", timeout=2)


def chat_key(keymap: dict[str, str], binding_id: str) -> str:
    """The key of one of the chat's bindings (app, chat screen, composer) under `keymap`."""
    from ltm_chat.tui.bound_keys import bound_key
    from ltm_chat.tui.widgets.composer import Composer

    return bound_key(keymap, binding_id, (LtmChatApp, ChatScreen, Composer))


def make_app(
    settings: Settings,
    *,
    session_factory: SessionFactory | None = None,
    clock: Callable[[], datetime] | None = None,
    resume: str | None = None,
) -> LtmChatApp:
    """Build the app; the CLI passes settings from flags, tests inject a session and a clock."""
    return LtmChatApp(settings, session_factory=session_factory, clock=clock, resume=resume)
