"""Helpers shared by the CLI commands: settings from flags, errors to exit codes, JSON and rich
output, time formatting, confirmation, running async engine calls.

Nothing heavy is imported at module level: `ltm-chat --help` imports this module.
"""

from __future__ import annotations

import asyncio
import functools
import json
import os
import sys
from collections.abc import Callable, Coroutine
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Annotated, Any, TypeVar

import typer

from ltm_chat.text import memories, plural, unique_prefix_length  # noqa: F401  (re-exported)

if TYPE_CHECKING:
    from rich.console import Console

    from ltm_chat.config import Settings

T = TypeVar("T")
PIPE_WIDTH = 240
F = TypeVar("F", bound=Callable[..., Any])

# Options shared by every command that reads or writes a user's data.
UserOption = Annotated[
    str | None,
    typer.Option(
        "--user",
        "-u",
        help="Whose data to use (default: LTM_CHAT_USER, the config file, or the OS user).",
        show_default=False,
    ),
]
JsonOption = Annotated[
    bool, typer.Option("--json", help="Machine-readable output: a JSON array of objects.")
]
YesOption = Annotated[bool, typer.Option("--yes", "-y", help="Do not ask for confirmation.")]


class CliError(Exception):
    """A user-facing failure: printed as one line on stderr, exit code 1."""


def fail(message: str) -> CliError:
    """An error to `raise` from a command (one line on stderr, exit 1)."""
    return CliError(message)


def _click_context() -> Any:
    try:  # typer >= 0.20 vendors click
        from typer._click.globals import get_current_context
    except ImportError:  # pragma: no cover  (older typer on top of click)
        from click import get_current_context

    return get_current_context(silent=True)


def _usage_error_class() -> type[Exception]:
    try:
        from typer._click.exceptions import UsageError
    except ImportError:  # pragma: no cover
        from click import UsageError
    return UsageError


def usage_error(message: str) -> Exception:
    return _usage_error_class()(message, ctx=_click_context())


def root_flags() -> dict[str, Any]:
    """Flags given before the sub-command (`ltm-chat --user bob memories list`)."""
    ctx = _click_context()
    root = ctx.find_root() if ctx is not None else None
    obj = getattr(root, "obj", None)
    return obj if isinstance(obj, dict) else {}


# Root flags that every command reading a user's data honours; the others (model, memory, the
# chat's --continue/--conversation/--theme) only where the command has that option itself.
USER_DATA_FLAGS = ("user", "workspace", "incognito")


def merge_root_flags(*, accepts: tuple[str, ...] = USER_DATA_FLAGS, **flags: Any) -> dict[str, Any]:
    """The command's own flags with those given before the sub-command filled in, by one rule
    for every command: the command's own value wins, a switch is on when either sets it, and a
    root flag the command has no use for is a usage error (exit 2) instead of being dropped."""
    from ltm_chat.cli.tui_entry import ROOT_FLAGS, SWITCH

    root = root_flags()
    merged = dict(flags)
    for flag in ROOT_FLAGS:
        given = root.get(flag.name, flag.default)
        if given == flag.default:
            continue
        if flag.name not in flags and flag.name not in accepts:
            ctx = _click_context()
            where = f"`{ctx.command_path}`" if ctx is not None else "this command"
            raise usage_error(f"{flag.spelling(given)} does not apply to {where}")
        own = merged.get(flag.name, flag.default)
        if flag.kind == SWITCH:
            merged[flag.name] = bool(own) or bool(given)
        elif own is None:
            merged[flag.name] = given
    from ltm_chat.cli.tui_entry import conflict

    problem = conflict(merged)
    if problem:
        raise usage_error(problem)
    return merged


def load_cli_settings(*, writes: bool = True, strict: bool = True, **flags: Any) -> Settings:
    """Settings from env, config and state, with the command's flags (then the root flags) on
    top, merged by `merge_root_flags`. A command that changes stored data (`writes`, the safe
    default) is refused under --incognito before anything is opened: incognito writes nothing.
    `strict=False` (doctor) keeps going past config-file problems and lists them instead."""
    from ltm_chat.config import ConfigError, load_settings

    merged = merge_root_flags(**flags)
    overrides = {
        "user_id": merged.get("user"),
        "workspace": merged.get("workspace"),
        "model": merged.get("model"),
        "memory_toggle": merged.get("memory"),
        "incognito": merged.get("incognito") or None,
        "theme": merged.get("theme"),
    }
    try:
        settings = load_settings(strict=strict, **overrides)
    except ConfigError as exc:
        raise fail(str(exc)) from None
    if not settings.user_id.strip():
        raise fail("the user id is empty: pass --user NAME or set LTM_CHAT_USER")
    if writes and settings.incognito:
        ctx = _click_context()
        what = f"`{ctx.command_path}`" if ctx is not None else "this command"
        raise fail(f"{what} changes stored data and --incognito writes nothing: drop --incognito")
    return settings


# -- ids ---------------------------------------------------------------------------------------

_id_source: list[Callable[[], dict[str, str]]] = []
_id_names: dict[str, str] = {}


def show_ids_of(memory: Any) -> None:
    """Name memory ids by `memory`'s store from now on (read once, when first needed)."""
    _id_source[:] = [memory.short_ids]
    _id_names.clear()


def short_id(memory_id: str | None) -> str:
    """How every view shows a memory id: its shortest prefix of at least 8 characters that no
    other memory of the user shares (`LongTermMemory.short_ids`); an id gone from the store
    (erased, evicted) is named against the ids still there."""
    from ltm_chat.text import ID_MIN_LENGTH, short_ids

    if not memory_id:
        return ""
    if not _id_names and _id_source:
        _id_names.update(_id_source[0]())
    if memory_id not in _id_names:
        _id_names.update(short_ids([memory_id], _id_names or [memory_id], ID_MIN_LENGTH))
    return _id_names[memory_id]


def run_async(coro: Coroutine[Any, Any, T]) -> T:
    """Run an engine coroutine to completion from a synchronous command."""
    return asyncio.run(coro)


def cli_command(fn: F) -> F:
    """Wrap a command so that every failure is one line on stderr and an exit code, never a
    traceback: CliError and engine errors -> 1, Ctrl-C -> 130."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            result = fn(*args, **kwargs)
            _run_after_command()
        finally:
            _after_command.clear()
        _say_what_was_unreadable()  # on failure the error line says it (one line in all)
        return result

    return guarded(wrapper)  # type: ignore[return-value]


_after_command: list[Callable[[], Any]] = []


def after_command(hook: Callable[[], Any]) -> None:
    """Run `hook` once the command has succeeded (e.g. keep a listing snapshot its writes
    deleted); a failing hook is only logged: the command's work is done."""
    _after_command.append(hook)


def _run_after_command() -> None:
    import logging

    for hook in list(_after_command):
        try:
            hook()
        except Exception as exc:  # noqa: BLE001  (a shortcut for the next command only)
            logging.getLogger(__name__).info("after-command step failed: %s", exc)


def _say_what_was_unreadable() -> None:
    """One line naming the sensitive memories this command could not open (a missing key)."""
    sealed = sys.modules.get("ltm_chat.memory.storage.sealed")
    summary = sealed.unreadable_summary() if sealed is not None else None
    if summary:
        typer.echo(f"note: {summary}", err=True)
        sealed.forget_unreadable()


def guarded(fn: F) -> F:
    """Every failure of `fn` as one line on stderr and an exit code."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except (typer.Exit, typer.Abort, _usage_error_class()):
            raise
        except KeyboardInterrupt:
            typer.echo("interrupted", err=True)
            raise typer.Exit(130) from None
        except BrokenPipeError:  # `ltm-chat … | head`: the reader left; stop quietly
            _silence_stdout()
            raise typer.Exit(141) from None
        except Exception as exc:  # noqa: BLE001  (the one place that turns errors into lines)
            typer.echo(f"error: {describe_error(exc)}", err=True)
            if os.environ.get("LTM_CHAT_DEBUG"):
                import traceback

                traceback.print_exc()
            raise typer.Exit(1) from None

    return wrapper  # type: ignore[return-value]


def _silence_stdout() -> None:
    """Point stdout at /dev/null so that Python's final flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # not a real file (the test runner)
        pass


def describe_error(exc: BaseException) -> str:
    """A short, one-line description of an error for the user."""
    from ltm_chat.config import ConfigError
    from ltm_chat.memory.model import MemoryError_

    if isinstance(exc, CliError | MemoryError_ | ConfigError):
        text = str(exc)
    elif _is_provider_error(exc):
        text = str(exc)
    elif isinstance(exc, PermissionError):
        where = f" {exc.filename}" if exc.filename else ""
        text = f"permission denied:{where}"
    elif isinstance(exc, OSError):
        where = f" ({exc.filename})" if exc.filename else ""
        text = f"{exc.strerror or exc}{where}"
    else:
        text = f"unexpected {type(exc).__name__}: {exc} (set LTM_CHAT_DEBUG=1 for details)"
    from ltm_chat.text import one_line

    return one_line(text) or type(exc).__name__


def _is_provider_error(exc: BaseException) -> bool:
    llm = sys.modules.get("ltm_chat.llm")  # only loaded when a model was involved
    return llm is not None and isinstance(exc, llm.ProviderError)


# -- output --------------------------------------------------------------------------------------


def stdout_console() -> Console:
    """A rich console on the current stdout (created per call: CliRunner swaps streams)."""
    from rich.console import Console

    if sys.stdout.isatty() or os.environ.get("COLUMNS"):
        return Console(file=sys.stdout, highlight=False, soft_wrap=False)
    # Into a pipe or file, rows stay whole lines (grep-able) instead of wrapping at 80 columns,
    # and without the padding rich adds to fill them.
    return Console(
        file=_TrimmedLines(sys.stdout), highlight=False, soft_wrap=False, width=PIPE_WIDTH
    )


class _TrimmedLines:
    """A text stream that drops the spaces at the end of each line it passes on."""

    def __init__(self, out: Any) -> None:
        self._out = out
        self._pending = ""

    def write(self, text: str) -> int:
        *lines, self._pending = (self._pending + text).split("\n")
        for line in lines:
            self._out.write(line.rstrip(" ") + "\n")
        return len(text)

    def flush(self) -> None:
        if self._pending:
            self._out.write(self._pending)
            self._pending = ""
        self._out.flush()

    def isatty(self) -> bool:
        return False

    def fileno(self) -> int:
        return self._out.fileno()


def data_text(value: object, style: str = "") -> Any:
    """Data (a title, user id, model name, message) as rich Text: shown as its characters,
    never parsed as markup, with control sequences made visible (ltm_chat.text.safe_text)."""
    from rich.text import Text

    from ltm_chat.text import safe_text

    return Text(safe_text(value), style=style)


def stderr_console() -> Console:
    from rich.console import Console

    return Console(file=sys.stderr, highlight=False)


def plain_table(caption: str | None = None) -> Any:
    """The house table: a header rule, two spaces between columns, caption below on the left."""
    from rich import box
    from rich.table import Table

    return Table(
        box=box.SIMPLE_HEAD,
        caption=data_text(caption) if caption else None,
        caption_justify="left",
        pad_edge=False,
        padding=(0, 1, 0, 0),
        show_edge=False,
    )


def print_json(data: Any) -> None:
    """Print JSON (UTF-8 as is, two-space indent) for programs."""
    typer.echo(json.dumps(data, indent=2, ensure_ascii=False, default=_json_default))


def _json_default(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.isoformat()
    raise TypeError(f"cannot encode {type(value).__name__} as JSON")


def say(message: str) -> None:
    """A line for people on stdout; data in it (titles, ids) cannot drive the terminal."""
    from ltm_chat.text import safe_text

    typer.echo(safe_text(message))


def note(message: str) -> None:
    """A secondary line for people (stderr, so that piped stdout stays clean)."""
    from ltm_chat.text import safe_text

    typer.echo(safe_text(message), err=True)


def as_utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def utc_day(moment: datetime) -> str:
    """The UTC day as "YYYY-MM-DD", four year digits even before year 1000 (strftime's %Y
    drops them on Linux)."""
    return as_utc(moment).date().isoformat()


def when(moment: datetime | None, now: datetime | None = None) -> str:
    """A compact, human time: "just now", "5 min ago", "3 h ago", "yesterday", "2026-11-02"."""
    if moment is None:
        return "never"
    now = now or datetime.now(UTC)
    seconds = (as_utc(now) - as_utc(moment)).total_seconds()
    if seconds < 0:
        return utc_day(moment)
    if seconds < 60:
        return "just now"
    if seconds < 3600:
        return f"{int(seconds // 60)} min ago"
    if seconds < 86_400:
        return f"{int(seconds // 3600)} h ago"
    if seconds < 2 * 86_400:
        return "yesterday"
    if seconds < 7 * 86_400:
        return f"{int(seconds // 86_400)} days ago"
    return utc_day(moment)


def parse_moment(value: str | None, option: str, *, end: bool) -> datetime | None:
    """--since/--until/--as-of: a date, an ISO time or time words ("last monday"), local time;
    a date or words name a period: its start, or with `end` its end."""
    if value is None:
        return None
    from datetime import timedelta

    from ltm_chat.memory.retrieval.time_words import resolve

    text = value.strip()
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        period = resolve(text, datetime.now().astimezone())
        if period is None:
            raise fail(
                f"{option} {value!r} is not a date: use e.g. 2026-11-02, 2026-11-02T18:00 "
                "or words like 'last monday' or '2 weeks ago'"
            ) from None
        return period.end if end else period.start
    try:
        moment = moment.astimezone() if moment.tzinfo is None else moment
        if end and len(text) == 10:  # a bare date: the end of that day
            moment += timedelta(days=1)
        moment.astimezone(UTC)  # every later step compares it in UTC
    except (OverflowError, ValueError, OSError):  # the calendar's first or last day
        raise fail(
            f"{option} {value!r} is out of range: use a date between 0002-01-01 and 9999-12-30"
        ) from None
    return moment


def local_minute(moment: datetime, *, end: bool = False) -> str:
    """A moment as local "YYYY-MM-DD HH:MM" with four year digits (strftime drops them before
    year 1000); with `end`, an exclusive end at midnight, as --as-of and --until make of a
    day, reads as "the end of" the day before."""
    from datetime import timedelta

    local = moment.astimezone()
    if end and (local.hour, local.minute, local.second, local.microsecond) == (0, 0, 0, 0):
        try:
            day = (local - timedelta(days=1)).date()
        except OverflowError:  # the calendar's first day has no day before
            return f"{local.date().isoformat()} 00:00"
        return f"the end of {day.isoformat()}"
    return f"{local.date().isoformat()} {local:%H:%M}"


def stamp(moment: datetime | None) -> str:
    """A full UTC timestamp for detail views."""
    return "—" if moment is None else f"{utc_day(moment)} {as_utc(moment):%H:%M:%S} UTC"


def confirm(question: str, *, yes: bool) -> None:
    """Ask before a destructive action unless --yes; "no" (or no answer) exits 1 untouched."""
    if yes:
        return
    try:
        ok = typer.confirm(question, default=False, err=True)
    except (typer.Abort, EOFError):
        ok = False
    if not sys.stdin.isatty():  # the answer was not echoed: end the question's line
        typer.echo("", err=True)
    if not ok:
        raise fail("not confirmed; nothing was changed (pass --yes to skip the question)")


def write_output(text: str, path: str | None) -> bool:
    """Write `text` to stdout, or to the file `path` (0600); True when a file was written."""
    if path is None:
        sys.stdout.write(text)
        return False
    write_private_text(path, text)
    return True


def write_private_text(path: str, text: str) -> None:
    """Write an export file readable only by its owner (it holds personal data)."""
    from pathlib import Path

    from ltm_chat.exports import write_private

    target = Path(path).expanduser()
    if target.is_dir():
        raise fail(f"{target} is a directory; give a file name")
    write_private(target, text, replace=True)
