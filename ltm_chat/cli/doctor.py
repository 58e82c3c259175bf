"""`ltm-chat doctor`: one screen with the resolved configuration and why it is so.

Where data lives, whether memory is on and what decided it (the DESIGN.md §3 row), the
embedder and recall mode, the chat model and where its key comes from (never the key), the
keyring backend, and versions. Reads only: it creates and changes nothing.
"""

from __future__ import annotations

import os
import platform
from typing import Annotated, Any

import typer

from ltm_chat.cli.common import (
    cli_command,
    data_text,
    load_cli_settings,
    memories,
    print_json,
    stdout_console,
)

_PACKAGES = (
    "ltm-chat",
    "textual",
    "typer",
    "rich",
    "litellm",
    "lancedb",
    "pyarrow",
    "keyring",
    "sentence-transformers",
)


def _versions() -> dict[str, str]:
    """Installed versions from package metadata (nothing heavy is imported)."""
    from importlib.metadata import PackageNotFoundError, version

    out = {"python": platform.python_version()}
    for name in _PACKAGES:
        try:
            out[name] = version(name)
        except PackageNotFoundError:
            out[name] = "not installed"
    return out


def _data(settings: Any) -> dict[str, Any]:
    from pathlib import Path

    paths = settings.paths
    db = Path(paths.db_uri).expanduser() if paths.db_is_local else None
    info: dict[str, Any] = {
        "home_from": "LTM_CHAT_HOME" if os.environ.get("LTM_CHAT_HOME") else "platform default",
        "data_dir": str(paths.data_dir),
        "database": paths.db_uri,
        "database_exists": db.exists() if db else None,
        "config_file": str(paths.config_file),
        "config_file_exists": paths.config_file.exists(),
        "config_problems": [*settings.config_problems, *_keymap_problems(settings)],
        "state_file": str(paths.state_file),
    }
    if db is not None:
        probe = db if db.exists() else paths.data_dir if paths.data_dir.exists() else None
        info["writable"] = os.access(probe, os.W_OK) if probe else None
    return info


def _keymap_problems(settings: Any) -> list[str]:
    """`[keymap]` ids that no binding has (only doctor imports every screen to know them)."""
    if not settings.keymap:
        return []
    from ltm_chat.tui.binding_ids import keymap_problems

    return keymap_problems(settings.keymap, settings.paths.config_file)


def _memory(settings: Any) -> dict[str, Any]:
    from ltm_chat.gate import parse_env_flag, resolve_memory

    decision = resolve_memory(settings.incognito, settings.memory_env, settings.memory_toggle)
    env = parse_env_flag(settings.memory_env)
    return {
        "enabled": decision.enabled,
        "label": decision.label,
        "row": decision.row,
        "reason": decision.reason,
        "env": settings.memory_env,
        "env_recognised": env.recognised,
        "toggle": settings.memory_toggle,
        "incognito": settings.incognito,
    }


def _recall(settings: Any) -> dict[str, Any]:
    """The embedder and the recall mode; opens the store only if it already exists."""
    from ltm_chat.memory.embed import resolve_embedder

    embedder, reason = resolve_embedder(settings)
    info: dict[str, Any] = {
        "embedder": embedder.name if embedder else None,
        "embedder_reason": reason,
        "mode": "lexical" if embedder is None else f"semantic ({embedder.name})",
        "memories": None,
    }
    paths = settings.paths
    if paths.db_is_local:
        from pathlib import Path

        if not Path(paths.db_uri).expanduser().exists():
            return info
    try:
        import asyncio

        from ltm_chat.memory.service import open_long_term_memory
        from ltm_chat.memory.storage.db import Database

        db = Database.at(paths)
        if not db.has_table("memories"):
            return info
        # The global scope, as before: doctor counts what every workspace shares.
        memory = open_long_term_memory(settings.with_(workspace=""), embedder=embedder, database=db)

        async def probe() -> tuple[str, int, int, dict[str, int]]:
            return (
                await memory.mode(),
                await memory.count(),
                await memory.stale_count(),
                await memory.store_models(),
            )

        info["mode"], info["memories"], info["stale"], info["store_models"] = asyncio.run(probe())
    except Exception as exc:  # noqa: BLE001  (doctor reports problems, it does not stop on them)
        info["store_problem"] = " ".join(str(exc).split())
    return info


def _model(settings: Any, flag_given: bool) -> dict[str, Any]:
    from ltm_chat import llm

    try:
        resolved = llm.resolve_chat_model(settings)
    except llm.ProviderError as exc:
        return {"name": None, "problem": str(exc)}
    env_base = next(
        (
            os.environ[n]
            for n in llm.BASE_ENV_VARS.get(resolved.provider or "", ())
            if os.environ.get(n)
        ),
        None,
    )
    return {
        "name": resolved.name,
        "from": _model_source(settings, flag_given),
        "api_base": resolved.api_base or env_base,
        "key_source": resolved.key_source,  # where the key comes from, never the key
        "extraction_model": settings.extraction_model or resolved.name,
        "memory_policy": _policy(settings, resolved.name),
        "extraction_memory_policy": _policy(settings, settings.extraction_model or resolved.name),
    }


def _policy(settings: Any, model: str) -> dict[str, str]:
    """Which memories the model may see (chat.recall_policy), and why."""
    from ltm_chat.chat.recall_policy import policy_for

    policy = policy_for(settings, model)
    return {"policy": policy.name, "reason": policy.reason}


def _model_source(settings: Any, flag_given: bool) -> str:
    if settings.model is None:
        return "first provider with a key"
    if flag_given:
        return "--model"
    if os.environ.get("LTM_CHAT_MODEL") == settings.model:
        return "LTM_CHAT_MODEL"
    from ltm_chat.config import read_state

    if read_state(settings.paths.state_file).get("model") == settings.model:
        return "last choice (state file)"
    return "config file"


def _keyring() -> dict[str, Any]:
    from ltm_chat import keys

    problem = keys.keyring_problem()
    backend = None
    if problem is None:
        import keyring

        b = keyring.get_keyring()
        backend = f"{type(b).__module__}.{type(b).__name__}"
    stored = [{"provider": k.provider, "source": k.source} for k in keys.list_keys()]
    return {"backend": backend, "problem": problem, "keys": stored}


def _memory_key(settings: Any) -> dict[str, Any]:
    """Where the key sealing sensitive memories lives (never the key)."""
    from ltm_chat.memory.storage.memory_key import KeyVault

    vault = KeyVault.for_paths(settings.paths)
    where = vault.where()
    return {"where": where, "warning": where.startswith(("key file", "unreadable"))}


def _object_store(settings: Any) -> list[dict[str, str]] | None:
    """Probes of an s3:// store (reachable, writable, conditional PUT, versioning); None for a
    local database."""
    import os

    from ltm_chat.memory.storage.object_store import is_remote

    paths = settings.paths
    if not is_remote(paths.db_uri):
        return None
    from ltm_chat.memory.model import StoreUnavailable
    from ltm_chat.memory.storage.object_probe import probe_store
    from ltm_chat.memory.storage.object_store import read_keyring_secrets

    try:
        secrets = read_keyring_secrets(paths.storage_keyring)
    except StoreUnavailable as exc:
        return [{"level": "fail", "message": str(exc)}]
    options = {**paths.storage_options, **secrets}
    found = probe_store(paths.db_uri, options, dict(os.environ))
    return [{"level": f.level, "message": f.message} for f in found]


def collect(settings: Any, *, model_flag: bool = False) -> dict[str, Any]:
    """Everything doctor reports, as plain data (also the --json output)."""
    return {
        "user": settings.user_id,
        "workspace": settings.workspace,
        "data": _data(settings),
        "memory": _memory(settings),
        "recall": _recall(settings),
        "object_store": _object_store(settings),
        "model": _model(settings, model_flag),
        "keyring": _keyring(),
        "memory_key": _memory_key(settings),
        "versions": _versions(),
    }


@cli_command
def doctor_command(
    as_json: Annotated[bool, typer.Option("--json", help="Machine-readable output.")] = False,
    user: Annotated[str | None, typer.Option("--user", "-u", help="Check as this user.")] = None,
    workspace: Annotated[
        str | None, typer.Option("--workspace", "-w", help="Workspace id.")
    ] = None,
    model: Annotated[str | None, typer.Option("--model", "-m", help="Check this model.")] = None,
    memory: Annotated[
        bool | None, typer.Option("--memory/--no-memory", help="As if this flag were given.")
    ] = None,
    incognito: Annotated[bool, typer.Option("--incognito", help="As if incognito.")] = False,
) -> None:
    """Explain the setup: data paths, memory on/off, model, keys.

    Says where data lives, whether memory is on and what decided it, the embedder and recall mode, the chat model and where its key comes from (never the
    key), the keyring backend and versions.
    """
    settings = load_cli_settings(
        writes=False,
        strict=False,
        user=user,
        workspace=workspace,
        model=model,
        memory=memory,
        incognito=incognito,
    )
    from ltm_chat.cli.common import root_flags

    given = model is not None or root_flags().get("model") is not None
    report = collect(settings, model_flag=given)
    if as_json:
        print_json(report)
    else:
        _print(report)
    store_failed = any(f["level"] == "fail" for f in report["object_store"] or [])
    if store_failed or report["recall"].get("store_problem") or report["data"]["config_problems"]:
        raise typer.Exit(1)  # the store cannot be used, or the config file is wrong: scripts see it


def _print(r: dict[str, Any]) -> None:
    from rich.table import Table
    from rich.text import Text

    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")

    def section(title: str) -> None:
        grid.add_row(Text(title, style="bold underline"), "")

    def row(label: str, value: Any, style: str = "") -> None:
        grid.add_row(f"  {label}", data_text(value, style=style))

    data, mem, rec, model, ring = r["data"], r["memory"], r["recall"], r["model"], r["keyring"]
    section("Data")
    row("user", r["user"] + (f" · workspace {r['workspace']}" if r["workspace"] else ""))
    row("data directory", f"{data['data_dir']}  ({data['home_from']})")
    exists = "" if data["database_exists"] in (None, True) else "  (not created yet)"
    row("database", data["database"] + exists)
    if data.get("writable") is False:
        row("", "the data directory is read-only: memory cannot be written", "red")
    row("config file", data["config_file"] + ("" if data["config_file_exists"] else "  (none)"))
    for problem in data["config_problems"]:  # each names the file and the key
        row("", problem, "red")
    if any("is not a binding id" not in p for p in data["config_problems"]):
        row("", "every other command stops on these until they are fixed", "red")
    row("state file", data["state_file"])

    section("Memory")
    row("status", mem["label"], "green" if mem["enabled"] else "yellow")
    row("decided by", mem["reason"])  # the design's row number is in --json, not for people
    env = mem["env"]
    row("NODETOOL_MEMORY_ENABLED", "unset" if env is None else repr(env))
    if not mem["env_recognised"]:
        row(
            "",
            f"{env!r} is not recognised (use 1/true/yes/on or 0/false/no/off): counts as unset",
            "yellow",
        )
    toggle = {None: "never set", True: "on", False: "off"}[mem["toggle"]]
    row("toggle", f"{toggle} (--memory/--no-memory or the chip; remembered)")
    row("workspace", r["workspace"] or 'global (none set; `workspace = "auto"` follows git)')
    row("embedder", f"{rec['embedder'] or 'none'}  ({rec['embedder_reason']})")
    row("recall mode", rec["mode"])
    if rec.get("memories") is not None:
        row("stored", f"{memories(rec['memories'])} for {r['user']}")
    if rec.get("store_models"):
        made = ", ".join(f"{name} ({n})" for name, n in rec["store_models"].items())
        row("store vectors", made, "yellow" if rec.get("stale") else "")
    if rec.get("store_problem"):
        row("store problem", rec["store_problem"], "red")
    if r["object_store"] is not None:
        section("Object store")
        colours = {"ok": "green", "warn": "yellow", "fail": "red"}
        for finding in r["object_store"]:
            row(finding["level"], finding["message"], colours[finding["level"]])

    section("Model")
    if model["name"] is None:
        row("chat model", model["problem"], "red")
    else:
        row("chat model", f"{model['name']}  (from {model['from']})")
        row("server", model["api_base"] or "the provider's default endpoint")
        key = model["key_source"]
        key_text = {
            "keyring": "system keyring",
            "none": "none",
            "config": "config file (api_key_env)",
        }.get(key, key)
        row("API key", key_text, "yellow" if key == "none" else "")
        policy = model["memory_policy"]
        row(
            "memory it sees",
            f"{policy['policy']}  ({policy['reason']}; all / normal = no sensitive / none)",
        )
        row("extraction model", model["extraction_model"])
        policy = model["extraction_memory_policy"]
        row("memory it sees", f"{policy['policy']}  ({policy['reason']})")

    section("Keyring")
    if ring["problem"]:
        row("backend", ring["problem"], "yellow")
    else:
        row("backend", ring["backend"])
    keys_text = ", ".join(f"{k['provider']} ({k['source']})" for k in ring["keys"]) or "none"
    row("keys", keys_text)
    key = r["memory_key"]
    row("memory key", key["where"], "yellow" if key["warning"] else "")

    section("Versions")
    for package, number in r["versions"].items():
        row(package, number)
    stdout_console().print(grid)


def register(app: typer.Typer) -> None:
    """Add `doctor` to the root app (cli/main builds it; this module never imports main)."""
    app.command("doctor")(doctor_command)
