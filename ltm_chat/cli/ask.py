"""`ltm-chat ask "prompt"`: one question, one streamed answer, through the same engine as the TUI.

Piped stdin is appended to the prompt (`git diff | ltm-chat ask "review this"`). On a terminal
the answer streams as rendered Markdown; piped, as plain text. With memory on it recalls before
the call and waits (bounded) for extraction before exiting, so the next `ask` knows the result.
"""

from __future__ import annotations

import contextlib
import sys
from typing import TYPE_CHECKING, Annotated, Any

import typer

from ltm_chat.cli.common import (
    _silence_stdout,
    after_command,
    cli_command,
    fail,
    load_cli_settings,
    memories,
    merge_root_flags,
    run_async,
)

if TYPE_CHECKING:
    from ltm_chat.config import Settings

EXTRACTION_WAIT = 20.0  # seconds: extraction is one short JSON call; never hang the shell
EXIT_FAILED, EXIT_INTERRUPTED = 1, 130


def read_prompt(prompt: str | None) -> str:
    """The prompt, plus piped stdin after a blank line; a usage error when both are empty."""
    piped = ""
    if not sys.stdin.isatty():
        data = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read()
        piped = data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data
    parts = [p for p in (prompt or "", piped) if p.strip()]
    if not parts:
        raise typer.BadParameter(
            'nothing to ask: give a prompt (ltm-chat ask "…") or pipe text on stdin',
            param_hint="PROMPT",
        )
    return "\n\n".join(p.rstrip("\n") if i else p.strip() for i, p in enumerate(parts))


@cli_command
def ask_command(
    prompt: Annotated[
        str | None,
        typer.Argument(metavar="PROMPT", help="The question. Piped stdin is appended after it."),
    ] = None,
    model: Annotated[
        str | None,
        typer.Option("--model", "-m", help="Model (litellm name), e.g. openai/gpt-4o-mini."),
    ] = None,
    memory: Annotated[
        bool | None,
        typer.Option("--memory/--no-memory", help="Memory on or off for this question only."),
    ] = None,
    incognito: Annotated[
        bool, typer.Option("--incognito", help="No recall, no memory, no transcript: no trace.")
    ] = False,
    user: Annotated[
        str | None,
        typer.Option("--user", "-u", help="Whose memories to use (default: LTM_CHAT_USER)."),
    ] = None,
    workspace: Annotated[
        str | None,
        typer.Option("--workspace", "-w", help="Workspace id: recall reads global + this one."),
    ] = None,
    continue_: Annotated[
        bool, typer.Option("--continue", "-c", help="Follow up on the latest conversation.")
    ] = False,
    conversation: Annotated[
        str | None, typer.Option("--conversation", help="Follow up on this conversation (id).")
    ] = None,
    no_stream: Annotated[
        bool, typer.Option("--no-stream", help="Print the answer once it is complete.")
    ] = False,
    memory_tools: Annotated[
        bool,
        typer.Option(
            "--memory-tools",
            help="Let the model search, save and forget memories itself (tool calling; "
            "memory must be on). Also `[memory] model_tools = true`.",
        ),
    ] = False,
    yes: Annotated[
        bool, typer.Option("--yes", "-y", help="Allow the model's memory_forget without asking.")
    ] = False,
) -> None:
    """Ask one question and print the answer (stdin too).

    Text piped on stdin is added after the prompt, e.g. `git diff | ltm-chat ask "review this"`.
    The answer streams as Markdown on a terminal and as plain text into a pipe. With memory on,
    it waits (at most 20 s) for new memories to be saved before exiting. Exit code 1, with the
    reason on stderr, when the provider fails.
    """
    flags = merge_root_flags(
        user=user,
        workspace=workspace,
        model=model,
        memory=memory,
        incognito=incognito,
        continue_=continue_,
        conversation=conversation,
        memory_tools=memory_tools,
    )
    continue_, conversation = flags["continue_"], flags["conversation"]  # never both: merged
    text = read_prompt(prompt)
    # --memory/--no-memory here is for this one question: the TUI's remembered toggle stays.
    settings = load_cli_settings(writes=False, **flags)
    if flags["memory_tools"]:  # `--memory-tools`, before or after `ask`
        settings = settings.with_(model_tools=True)
    resume = "latest" if continue_ else conversation
    if resume is None:  # a resumed conversation keeps its own model: checked when loaded
        _fail_fast(settings)
    code = run_async(_ask(settings, text, resume=resume, stream=not no_stream, yes=yes))
    if code:
        raise typer.Exit(code)


def _fail_fast(settings: Settings) -> None:
    """No model or no key: say so now, before litellm and lancedb are imported (seconds)."""
    from ltm_chat import llm

    try:
        llm.check_ready(settings)
    except llm.ProviderError as exc:
        raise fail(str(exc)) from None


async def _ask(
    settings: Settings, text: str, *, resume: str | None, stream: bool, yes: bool = False
) -> int:
    from ltm_chat.chat.events import (
        Cancelled,
        Delta,
        Done,
        ExplicitMemory,
        Failed,
        RecallDone,
        ToolUsed,
    )
    from ltm_chat.chat.session import ChatSession
    from ltm_chat.text import SafeStream, safe_text

    session = ChatSession(settings, one_shot=resume is None)
    after_command(lambda: _keep_listing(settings, session))
    # The model's text reaches the terminal or pipe as characters, never as escape sequences
    # (clipboard writes, links, titles, clears), as everywhere else in the app.
    safe = SafeStream()

    async def allow_forget(_memory: Any) -> bool:
        return yes  # no one to ask in a one-shot command: only --yes allows it

    session.confirm_forget = allow_forget
    changes: list[Any] = []
    waiting: list[int] = [0]  # memories waiting for review after the latest change
    told: set[str] = set()  # memories the turn's own lines already named

    def heard(event: Any) -> None:
        changes.extend(event.changes)
        waiting[0] = event.pending

    session.add_listener(heard)
    status = _Status()
    out = _make_output(stream)
    code = 0
    # Until the first token: loading the engine, recall, then the model's time to answer.
    status.wait("starting…")
    try:
        if resume:
            await session.resume(resume)
        async for event in session.send(text):
            if not isinstance(event, RecallDone):
                status.stop_waiting()
            if isinstance(event, RecallDone):
                if event.items:
                    status.say(
                        f"recalled {memories(len(event.items))} · {event.mode}{event.cost_line}"
                    )
                if event.note:
                    status.say(event.note)
                if event.budget_note:  # an outcome (learning stops): said into a pipe too
                    typer.echo(event.budget_note, err=True)
                status.wait(f"waiting for {session.model or 'the model'}…")
            elif isinstance(event, Delta):
                out.delta(safe.feed(event.text))
            elif isinstance(event, ToolUsed):
                declined = event.line.startswith("forget declined") and not yes
                status.say(f"· {event.line}" + (" (pass --yes to allow it)" if declined else ""))
            elif isinstance(event, Done):
                out.delta(safe.flush())
                out.done(safe_text(event.text))
            elif isinstance(event, ExplicitMemory) and event.final:
                out.done(safe_text(event.message))
                told.update(c.memory_id for c in event.changes)
            elif isinstance(event, ExplicitMemory):  # said beside the answer, on stderr
                for line in event.message.splitlines():
                    typer.echo(safe_text(line), err=True)
                told.update(c.memory_id for c in event.changes)
            elif isinstance(event, Failed):
                out.abort()
                typer.echo(f"error: {event.message}", err=True)
                code = EXIT_FAILED
            elif isinstance(event, Cancelled):
                out.abort()
                code = EXIT_INTERRUPTED
        if code == 0 and (session.decision.enabled or session.background_busy):
            with status.spinner("saving memories…"):
                finished = await session.wait_for_background(EXTRACTION_WAIT)
            if not finished:
                status.say(f"memory extraction did not finish within {EXTRACTION_WAIT:.0f} s")
            fresh = [c for c in changes if c.memory_id not in told]  # said once is enough
            if fresh:
                from ltm_chat.chat.events import MemoryUpdated

                review = (
                    f" · {waiting[0]} to review: `ltm-chat memories pending`" if waiting[0] else ""
                )
                # an outcome, not a side note: said into a pipe too (one line, no text)
                typer.echo(f"memory updated: {MemoryUpdated(fresh).summary}{review}", err=True)
    finally:
        status.stop_waiting()
        with contextlib.suppress(OSError):  # a closed pipe must not skip the clean-up
            out.abort()
        await session.close(timeout=1.0)
    return code


def _keep_listing(settings: Settings, session: Any) -> None:
    """With memory on, the memories listing's snapshot saved anew if this question's writes
    deleted it (the next `memories list` is then not the cold one)."""
    if session.memory is not None:
        from ltm_chat.memory import refresh_memory_snapshot

        refresh_memory_snapshot(settings, session.memory)


class _Status:
    """Dim side notes on stderr, only for a person at a terminal (pipes stay clean)."""

    def __init__(self) -> None:
        self.enabled = sys.stderr.isatty()
        self._waiting: Any = None  # a rich Status (spinner) on stderr while nothing is shown

    def say(self, message: str) -> None:
        if not self.enabled:
            return
        if self._waiting is not None:  # printed above the spinner, which keeps spinning
            self._waiting.console.print(message, style="dim", markup=False)
        else:
            typer.secho(message, err=True, dim=True)

    def wait(self, message: str) -> None:
        """Show (or re-word) a spinner until `stop_waiting`: seconds of silence look stuck."""
        if not self.enabled:
            return
        if self._waiting is None:
            from ltm_chat.cli.common import stderr_console

            self._waiting = stderr_console().status(message, spinner="dots")
            self._waiting.start()
        else:
            self._waiting.update(message)

    def stop_waiting(self) -> None:
        if self._waiting is not None:
            self._waiting.stop()
            self._waiting = None

    def spinner(self, message: str) -> Any:
        if not self.enabled:
            return contextlib.nullcontext()
        from ltm_chat.cli.common import stderr_console

        return stderr_console().status(message, spinner="dots")


def _make_output(stream: bool) -> Any:
    if sys.stdout.isatty():
        return _MarkdownOutput(stream)
    return _PlainOutput(stream)


class _PlainOutput:
    """Plain text into a pipe or file: deltas as they come (or all at once), one final newline.

    A reader that leaves early (`ask … | head -3`) ends the output, not the work: the rest of
    the reply is dropped, and the turn is still saved and mined."""

    def __init__(self, stream: bool) -> None:
        self.stream = stream
        self.written = ""
        self.closed = False  # the reader went away

    def _write(self, text: str) -> None:
        if self.closed:
            return
        try:
            sys.stdout.write(text)
            sys.stdout.flush()
        except BrokenPipeError:
            self.closed = True
            _silence_stdout()  # the interpreter's last flush cannot fail again

    def delta(self, text: str) -> None:
        if self.stream:
            self._write(text)
            self.written = text[-1:] or self.written  # only the last character matters

    def done(self, text: str) -> None:
        if not self.stream or not self.written:
            self._write(text)
            self.written = text[-1:]
        if not self.written.endswith("\n"):
            self._write("\n")
        self.written = "\n"

    def abort(self) -> None:
        if self.written and not self.written.endswith("\n"):
            self._write("\n")
            self.written = "\n"


class _MarkdownOutput:
    """Rendered Markdown on a terminal. While streaming, a live view shows the tail of the reply
    that fits the screen; at the end it is replaced by the whole reply, printed once."""

    def __init__(self, stream: bool) -> None:
        from ltm_chat.cli.common import stdout_console

        self.console = stdout_console()
        self.stream = stream
        self.text = ""
        self.live: Any = None

    def delta(self, text: str) -> None:
        if not self.stream:
            return
        self.text += text
        if self.live is None:
            from rich.live import Live

            self.live = Live(
                _Tail(self.text), console=self.console, transient=True, refresh_per_second=12
            )
            self.live.start()
        else:
            self.live.update(_Tail(self.text))

    def done(self, text: str) -> None:
        from rich.markdown import Markdown

        self._stop()
        self.console.print(Markdown(text))

    def abort(self) -> None:
        if self.live is not None:
            self._stop()
            if self.text:  # keep what arrived before the failure visible
                from rich.markdown import Markdown

                self.console.print(Markdown(self.text))
            self.text = ""

    def _stop(self) -> None:
        if self.live is not None:
            self.live.stop()
            self.live = None


class _Tail:
    """The last screenful of a Markdown text: a live view that never scrolls off the top."""

    def __init__(self, text: str) -> None:
        self.text = text

    def __rich_console__(self, console: Any, options: Any) -> Any:
        from rich.markdown import Markdown
        from rich.segment import Segment

        lines = console.render_lines(Markdown(self.text), options.update(height=None), pad=False)
        keep = max(1, console.size.height - 2)
        for line in lines[-keep:]:
            yield from line
            yield Segment.line()


def register(app: typer.Typer) -> None:
    """Add `ask` to the root app (cli/main builds it; this module never imports main)."""
    app.command("ask")(ask_command)
