"""`ltm-chat ask "question"` with no usable model or API key: said before typer loads.

typer builds every parameter through pydantic (~0.2 s of imports and adapters); a missing key
needs none of it. `run()` hands `ask`'s arguments here first: when they are a plain question
(one prompt and `ask`'s own options, nothing to resume) and the model cannot be called, the
same one line and exit code 1 as `ask` itself. Anything else — `--help`, an unknown or
malformed option, a conflict, a config error, a second argument — returns None and typer
parses it and reports it as usual.
"""

from __future__ import annotations

from typing import Any

from ltm_chat.cli.argv_words import option_value, split_option

# `ask`'s own options (cli/ask.py): spelling -> (parameter, value it sets; None: takes a value).
# tests/test_cli_ask_precheck.py keeps this table equal to the typer command's.
OPTIONS: dict[str, tuple[str, Any]] = {
    "--model": ("model", None),
    "-m": ("model", None),
    "--memory": ("memory", True),
    "--no-memory": ("memory", False),
    "--incognito": ("incognito", True),
    "--user": ("user", None),
    "-u": ("user", None),
    "--workspace": ("workspace", None),
    "-w": ("workspace", None),
    "--continue": ("continue_", True),
    "-c": ("continue_", True),
    "--conversation": ("conversation", None),
    "--no-stream": ("no_stream", True),
    "--memory-tools": ("memory_tools", True),
    "--yes": ("yes", True),
    "-y": ("yes", True),
}


def parse(argv: list[str]) -> dict[str, Any] | None:
    """The option values and the prompt of `ask ARGV`, or None when typer must decide."""
    values: dict[str, Any] = {}
    prompts: list[str] = []
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "-":
            return None
        if not arg.startswith("-"):
            prompts.append(arg)
            continue
        name, eq, inline = split_option(arg)
        if name not in OPTIONS or OPTIONS[name][0] in values:
            return None  # unknown, or given twice: click's own rules apply
        key, value = OPTIONS[name]
        if value is not None:
            if eq:
                return None
            values[key] = value
            continue
        value = option_value(eq, inline, args)
        if value is None:
            return None
        values[key] = value
    if len(prompts) != 1 or not prompts[0].strip():
        return None
    values["prompt"] = prompts[0]
    return values


def problem(argv: list[str]) -> str | None:
    """What `ask ARGV` would fail with before any call (no model, no key), else None."""
    values = parse(argv)
    if values is None or values.get("continue_") or values.get("conversation"):
        return None  # a resumed conversation keeps its own model: checked once it is read
    if values.get("incognito") and (values.get("memory") or values.get("memory_tools")):
        return None  # a usage error: typer words it
    if values.get("memory_tools") and values.get("memory") is False:
        return None
    from ltm_chat import llm
    from ltm_chat.config import load_settings

    try:
        settings = load_settings(
            user_id=values.get("user"),
            workspace=values.get("workspace"),
            model=values.get("model"),
            memory_toggle=values.get("memory"),
            incognito=values.get("incognito") or None,
        )
    except Exception:  # noqa: BLE001  (a config error: `ask` reports it with its own words)
        return None
    if not settings.user_id.strip():
        return None
    try:
        llm.check_ready(settings)
    except llm.ProviderError as exc:
        return str(exc)
    except Exception:  # noqa: BLE001  (anything else: the full path decides)
        return None
    return None
