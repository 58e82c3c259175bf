"""The TUI entry: the root flags (one table, read by typer and by the fast path) and the launch.

`ltm-chat` with only root flags is by far the most common invocation, so `run()` parses those
flags here without importing typer/click (≈0.1 s of start-up); anything else — a sub-command,
`--help`, an unknown or malformed flag — goes to typer, which builds its options from the same
`ROOT_FLAGS` table and reports errors as usual.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Any, NoReturn

from ltm_chat.cli.argv_words import option_value, split_option

VALUE, SWITCH, ON_OFF = "value", "switch", "on_off"


@dataclass(frozen=True)
class RootFlag:
    """One flag of `ltm-chat` itself: `name` is the parameter, `decls` the click declarations."""

    name: str
    decls: tuple[str, ...]
    kind: str  # VALUE (takes a string), SWITCH (presence = True), ON_OFF (--x/--no-x)
    help: str

    @property
    def default(self) -> Any:
        return False if self.kind == SWITCH else None

    def spelling(self, value: Any) -> str:
        """How the user wrote this flag to get `value` (`--no-memory`, `--user bob`)."""
        decl = self.decls[0]
        if self.kind == ON_OFF:
            on, off = decl.split("/")
            return on if value else off
        return decl if self.kind == SWITCH else f"{decl} {value}"


ROOT_FLAGS: tuple[RootFlag, ...] = (
    RootFlag("model", ("--model", "-m"), VALUE, "Model (litellm name), e.g. openai/gpt-4o-mini."),
    RootFlag(
        "memory", ("--memory/--no-memory",), ON_OFF, "Turn long-term memory on or off (remembered)."
    ),
    RootFlag("incognito", ("--incognito",), SWITCH, "No recall and no writes of any kind."),
    RootFlag(
        "user", ("--user",), VALUE, "Whose memories to use (default: LTM_CHAT_USER or the OS user)."
    ),
    RootFlag(
        "workspace", ("--workspace",), VALUE, "Workspace id: recall reads global + this workspace."
    ),
    RootFlag("continue_", ("--continue",), SWITCH, "Resume the latest conversation."),
    RootFlag("conversation", ("--conversation",), VALUE, "Resume the conversation with this id."),
    RootFlag(
        "theme",
        ("--theme",),
        VALUE,
        "Colour theme (ltm-dark, ltm-light, ltm-high-contrast or your own).",
    ),
    RootFlag(
        "memory_tools",
        ("--memory-tools",),
        SWITCH,
        "Let the model search, save and forget memories itself (asks before forgetting).",
    ),
)


# Flags that contradict each other, with why: a usage error naming both, never one dropped.
CONFLICTS: tuple[tuple[tuple[str, Any], tuple[str, Any], str], ...] = (
    (("incognito", True), ("memory", True), "incognito turns memory off"),
    (("incognito", True), ("memory_tools", True), "incognito turns memory off"),
    (("memory_tools", True), ("memory", False), "the memory tools need memory on"),
    (("continue_", True), ("conversation", ...), "both choose the conversation to resume"),
)


def conflict(values: dict[str, Any]) -> str | None:
    """The first pair of flags in `values` that contradict each other, worded as an error."""
    by_name = {flag.name: flag for flag in ROOT_FLAGS}

    def given(name: str, wanted: Any) -> bool:
        value = values.get(name, by_name[name].default)
        return value not in (None, False, "") if wanted is ... else value is wanted

    for (a, a_value), (b, b_value), why in CONFLICTS:
        if given(a, a_value) and given(b, b_value):
            first = by_name[a].spelling(a_value if a_value is not ... else values[a])
            second = by_name[b].spelling(b_value if b_value is not ... else values[b])
            return f"{first} and {second} contradict each other ({why}): drop one"
    return None


def _spellings() -> dict[str, tuple[RootFlag, Any]]:
    """Every accepted spelling -> (flag, value it sets; None for VALUE flags)."""
    out: dict[str, tuple[RootFlag, Any]] = {}
    for flag in ROOT_FLAGS:
        for decl in flag.decls:
            if flag.kind == ON_OFF:
                on, off = decl.split("/")
                out[on], out[off] = (flag, True), (flag, False)
            else:
                out[decl] = (flag, True if flag.kind == SWITCH else None)
    return out


def parse_root_flags(argv: list[str]) -> dict[str, Any] | None:
    """Values of the root flags in `argv`, or None when typer must handle it (a sub-command,
    --help, anything unknown, a missing value, or --continue with --conversation)."""
    spellings = _spellings()
    values = {flag.name: flag.default for flag in ROOT_FLAGS}
    args = list(argv)
    while args:
        arg = args.pop(0)
        name, eq, inline = split_option(arg)
        if name not in spellings:
            return None
        flag, value = spellings[name]
        if flag.kind != VALUE:
            if eq:
                return None  # `--incognito=x`: let click word the error
            values[flag.name] = value
            continue
        value = option_value(eq, inline, args)
        if value is None:
            return None  # missing value (or one that looks like a flag): click decides
        values[flag.name] = value
    if conflict(values):
        return None  # typer reports it as a usage error
    return values


def launch_tui(
    *,
    model: str | None = None,
    memory: bool | None = None,
    incognito: bool = False,
    user: str | None = None,
    workspace: str | None = None,
    continue_: bool = False,
    conversation: str | None = None,
    theme: str | None = None,
    memory_tools: bool = False,
) -> int:
    """Load settings from the flags and run the chat app; the exit status."""
    from ltm_chat.config import ConfigError, load_settings

    try:
        settings = load_settings(
            model=model,
            memory_toggle=memory,
            incognito=incognito or None,
            user_id=user,
            workspace=workspace,
            theme=theme,
            model_tools=memory_tools or None,
        )
    except ConfigError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if memory is not None and not incognito:
        from ltm_chat.config import write_state

        write_state(settings.paths.state_file, memory_toggle=memory)  # the flag is remembered
    resume = "latest" if continue_ else conversation

    from ltm_chat.cli.fast_exit import own_event_loop
    from ltm_chat.tui.app import make_app

    app = make_app(settings, resume=resume)
    app.run(loop=own_event_loop())
    return app.return_code or 0


def run_tui_and_exit(**values: Any) -> NoReturn:
    """The TUI, then the end of the process without the slow interpreter teardown."""
    from ltm_chat.cli.fast_exit import exit_now

    exit_now(launch_tui(**values))
