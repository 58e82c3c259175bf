"""The chat screen: header chips, the conversation, the composer and the recalled panel."""

from __future__ import annotations

import asyncio
from collections import deque
from typing import TYPE_CHECKING, Any

from textual import work
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.screen import Screen
from textual.widgets import Footer, Static
from textual.worker import Worker, get_current_worker

from ltm_chat.tui.widgets.composer import Composer
from ltm_chat.tui.widgets.memory_chip import MemoryChip
from ltm_chat.tui.widgets.messages import (
    ChatMessage,
    ErrorMessage,
    MessageList,
    NoteMessage,
    PastMessage,
    ResumedDivider,
    StoppedMessage,
    UserMessage,
)
from ltm_chat.tui.widgets.model_chip import ModelChip
from ltm_chat.tui.widgets.workspace_chip import WorkspaceChip

if TYPE_CHECKING:
    from ltm_chat.chat.events import RecallDone
    from ltm_chat.tui.host import ChatHost
    from ltm_chat.tui.widgets.recalled_panel import RecalledMemoriesPanel
    from ltm_chat.tui.widgets.reply import AssistantMessage


STOPPED_NOTE = (
    "Stopped {when}. Nothing of this exchange is kept in the conversation, and the model will "
    "not see it; your message is back in the composer."
)


class ChatScreen(Screen):
    """One conversation. Turns run in a worker; Esc cancels and gives the prompt back.

    The recalled-memories panel is built the first time it is shown (not for the first frame);
    until then the screen keeps the latest recall so the panel opens up to date.
    """

    app: ChatHost  # the hosting app, through what the screens use of it (tui/host.py)

    BINDINGS = [
        Binding(
            "escape",
            "cancel_reply",
            "Cancel reply",
            id="chat.cancel",
            tooltip="Stop the streaming reply and put your message back in the composer",
            priority=True,
        ),
    ]

    def __init__(self) -> None:
        super().__init__()
        self._pending: deque[tuple[str, UserMessage]] = deque()
        self._turn: Worker | None = None
        self._turn_user: UserMessage | None = None
        self._turn_reply: AssistantMessage | None = None
        self._turn_prompt = ""
        self._last_recall: RecallDone | None = None
        self._recall_mode = ""

    def compose(self) -> ComposeResult:
        app = self.app
        with Horizontal(id="header"):
            yield Static("ltm-chat", id="app-title", markup=False)
            yield Static("", id="header-spacer")
            yield WorkspaceChip(app.settings.workspace, id="workspace-chip")
            yield ModelChip(app.settings.model, id="model-chip")
            yield MemoryChip(app.decision, "", id="memory-chip")
        with Horizontal(id="body"):
            with Vertical(id="conversation"):
                yield MessageList(id="messages")
                yield Composer(
                    id="composer", placeholder="Message  (Enter sends · ctrl+n new line)"
                )
        yield Footer()

    NARROW = 100  # below this width the recalled panel takes less room from the chat

    def on_resize(self) -> None:
        self._fit_width()

    def _fit_width(self) -> None:
        narrow = self.size.width < self.NARROW
        self.set_class(narrow, "-narrow")
        # keys without their padding: at 80 columns the padded footer cut "Inspector" off
        self.query_one(Footer).compact = narrow

    def on_mount(self) -> None:
        self._fit_width()
        from ltm_chat.tui.widgets.waiting import WaitingIndicator

        # Mounted here, not composed: hidden until needed, it leaves the layout as it was.
        self._waiting = WaitingIndicator(id="waiting")
        self.query_one("#conversation").mount(self._waiting, before=self.query_one(Composer))
        self.query_one(Composer).focus()
        self.call_after_refresh(self.app.on_first_paint)

    # --- state shown in the header and panel -------------------------------------------------

    def show_decision(self, decision, mode: str) -> None:
        chip = self.query_one(MemoryChip)
        chip.mode = mode
        chip.decision = decision
        self._recall_mode = mode
        if panel := self.panel:
            panel.set_memory_on(decision.enabled, mode)
        self._show_policy()

    @property
    def panel(self) -> RecalledMemoriesPanel | None:
        """The recalled-memories panel, or None until it was first shown."""
        panels = self.query("#recalled-panel")
        return panels.first() if panels else None  # type: ignore[return-value]

    async def show_panel(self, visible: bool) -> None:
        """Show or hide the recalled-memories panel, building it on first use."""
        panel = self.panel
        if panel is None:
            if not visible:
                return
            from ltm_chat.tui.widgets.recalled_panel import RecalledMemoriesPanel

            panel = RecalledMemoriesPanel(id="recalled-panel")
            panel.set_memory_on(self.app.decision.enabled, self._recall_mode)
            if self._last_recall is not None:
                panel.recall = self._last_recall
            await self.query_one("#body").mount(panel)
        panel.display = visible

    def show_model(self, model: str | None) -> None:
        self.query_one(ModelChip).model = model
        self._show_policy()

    def _show_policy(self) -> None:
        """What of memory the model may see, on its chip (only while memory is on)."""
        from ltm_chat.chat.recall_policy import policy_for

        chip = self.query_one(ModelChip)
        on = self.app.decision.enabled and chip.model
        chip.policy = policy_for(self.app.settings, chip.model) if on else None

    def on_memory_chip_toggle_requested(self) -> None:
        self.app.action_toggle_memory()

    def on_model_chip_switch_requested(self) -> None:
        self.app.action_switch_model()

    @property
    def messages(self) -> MessageList:
        return self.query_one(MessageList)

    async def add_message(self, message: ChatMessage) -> ChatMessage:
        await self.messages.add(message)
        return message

    async def show_history(self, history: list[PastMessage]) -> list[Any]:
        """Render a resumed conversation's messages, under a rule saying when it began; the
        widgets added."""
        from ltm_chat.tui.widgets.reply import AssistantMessage

        widgets: list[ChatMessage | ResumedDivider] = []
        for past in history:
            if past.role == "user":
                widgets.append(UserMessage(past.text, when=past.when))
            elif past.role == "assistant":
                widgets.append(AssistantMessage(past.text, model=past.model, when=past.when))
            elif past.role == "note":  # the app's own notice ("Remembered: …"), as it was shown
                widgets.append(NoteMessage(past.text, when=past.when))
        if not widgets:
            return []
        started = next((past.when for past in history if past.when), None)
        if started is not None:
            widgets.insert(0, ResumedDivider(started))
        await self.messages.add(*widgets)
        return widgets

    async def show_error(self, text: str) -> None:
        await self.add_message(ErrorMessage(text, when=self.app.now()))

    async def clear_conversation(self) -> None:
        await self.messages.clear()
        self._pending.clear()

    # --- waiting indicator ---------------------------------------------------------------------

    def show_waiting(self, message: str) -> None:
        """A spinner line above the composer (engine loading, first token awaited)."""
        self._waiting.wait(message)

    def hide_waiting(self) -> None:
        self._waiting.done()

    @property
    def waiting_message(self) -> str:
        """What the spinner says, or "" when it is hidden."""
        return self._waiting.message if self._waiting.waiting else ""

    # --- sending -------------------------------------------------------------------------------

    async def on_composer_submitted(self, event: Composer.Submitted) -> None:
        text = event.text
        event.composer.clear()
        user = await self.add_message(UserMessage(text, when=self.app.now()))
        assert isinstance(user, UserMessage)
        if self.app.session is None or self.turn_running:
            self._pending.append((text, user))
            if self.app.session is None:
                user.set_pending(True)
            return
        self._start_turn(text, user)

    @property
    def turn_running(self) -> bool:
        return self._turn is not None and self._turn.is_running

    def send_pending(self) -> None:
        """Send the next queued message, if any (after load, or after a turn ends)."""
        if self._pending and not self.turn_running and self.app.session is not None:
            text, user = self._pending.popleft()
            user.set_pending(False)
            self._start_turn(text, user)

    def _start_turn(self, text: str, user: UserMessage) -> None:
        model = self.app.current_model or "the model"
        self.show_waiting(f"Waiting for {model}…")
        self._turn_prompt = text
        self._turn_user = user
        self._turn_reply = None
        self._turn = self._run_turn(text)
        self.refresh_bindings()

    @work(exclusive=True, group="turn", exit_on_error=False)
    async def _run_turn(self, text: str) -> None:
        me = get_current_worker()
        session = self.app.session
        events = session.send(text)
        try:
            async for event in events:
                await self._handle_event(event)
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # an engine bug must not take the app down
            await self._turn_failed(f"Unexpected error: {exc}", text)
        finally:
            aclose = getattr(events, "aclose", None)
            if aclose is not None:
                try:
                    await asyncio.shield(aclose())
                except (Exception, asyncio.CancelledError):
                    pass
            if self._turn is me:
                self._turn = None
                self.hide_waiting()
            self.refresh_bindings()
            self.call_later(self.send_pending)

    async def _handle_event(self, event) -> None:
        from ltm_chat.chat.events import (  # cached after the first turn
            Cancelled,
            Delta,
            Done,
            ExplicitMemory,
            Failed,
            RecallDone,
            ToolUsed,
        )

        if not isinstance(event, RecallDone):
            self.hide_waiting()  # the first token (or the outcome) has arrived
        if isinstance(event, RecallDone):
            self._last_recall = event
            if panel := self.panel:
                panel.show(event)
            self.app.recall_seen(event)
        elif isinstance(event, Delta):
            reply = await self._ensure_reply()
            await reply.append(event.text)
        elif isinstance(event, Done):
            reply = await self._ensure_reply()
            await reply.finish(event.text)
        elif isinstance(event, Failed):
            await self._turn_failed(event.message, event.prompt)
        elif isinstance(event, Cancelled):
            await self._stop_turn(event.prompt)
        elif isinstance(event, ExplicitMemory):
            await self.add_message(NoteMessage(event.message, when=self.app.now()))
            if not event.final:  # the message goes on to the model: wait for its answer
                self.show_waiting(f"Waiting for {self.app.current_model or 'the model'}…")
        elif isinstance(event, ToolUsed):  # a muted line per memory tool call of the model
            await self.add_message(NoteMessage(f"Model tool: {event.line}", when=self.app.now()))

    async def _ensure_reply(self) -> AssistantMessage:
        if self._turn_reply is None:
            from ltm_chat.tui.widgets.reply import AssistantMessage

            reply = AssistantMessage(model=self.app.current_model, when=self.app.now())
            self._turn_reply = reply
            await self.add_message(reply)
        return self._turn_reply

    async def _turn_failed(self, message: str, prompt: str) -> None:
        reply, self._turn_reply = self._turn_reply, None
        if reply is not None:
            await reply.finish()
            await reply.remove()
        if self._turn_user is not None:
            self._turn_user.add_class("-unsent")
        self._restore_prompt(prompt)
        await self.show_error(message)

    async def _stop_turn(self, prompt: str) -> None:
        """Esc: the message stays on screen, marked stopped, with a notice saying what became
        of the turn (nothing of it is saved: a resumed conversation shows no trace of it, and
        the model never sees it); the prompt goes back to the composer to edit or send again."""
        reply, self._turn_reply = self._turn_reply, None
        began = reply is not None and bool(reply.text)
        if reply is not None:
            await reply.finish()
            await reply.remove()
        user, self._turn_user = self._turn_user, None
        if user is not None and user.is_attached:
            user.set_stopped()
        when = "mid-reply" if began else "before the reply began"
        await self.add_message(StoppedMessage(STOPPED_NOTE.format(when=when), when=self.app.now()))
        self._restore_prompt(prompt)

    def _restore_prompt(self, prompt: str) -> None:
        composer = self.query_one(Composer)
        # Keep anything typed meanwhile after the restored prompt.
        typed = composer.text.strip()
        composer.restore(f"{prompt}\n{typed}" if typed else prompt)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "cancel_reply":
            return self.turn_running
        return True

    async def action_cancel_reply(self) -> None:
        turn = self._turn
        if turn is None:
            return
        self._turn = None
        self.hide_waiting()
        cancel = getattr(self.app.session, "cancel", None)
        if cancel is not None:
            cancel()  # stops the HTTP stream; the session then saves nothing
        turn.cancel()
        await self._stop_turn(self._turn_prompt)
        self.refresh_bindings()

    def last_code_block(self) -> str | None:
        """The code of the latest code block in an assistant reply."""
        from ltm_chat.tui.widgets.reply import CopyableFence

        fences = list(self.messages.query(CopyableFence))
        return fences[-1].code if fences else None
