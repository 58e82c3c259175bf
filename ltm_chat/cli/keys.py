"""`ltm-chat keys set|list|delete PROVIDER`: API keys in the system keyring, never echoed."""

from __future__ import annotations

import json
import sys

import typer

from ltm_chat.cli.apps import new_typer

keys_app = new_typer(
    "Store provider API keys in the system keyring (environment variables still win).",
    short_help="Store provider API keys in the system keyring.",
)


@keys_app.callback()
def _keys_take_no_root_flags() -> None:
    # Keys belong to a provider, not to a user or a session: `--user`, `--incognito` … before
    # `keys` would be silently ignored, so they are a usage error, as for every command.
    from ltm_chat.cli.common import merge_root_flags

    merge_root_flags(accepts=())


def _provider(value: str) -> str:
    from ltm_chat.keys import check_provider

    try:
        return check_provider(value)
    except ValueError as exc:
        raise typer.BadParameter(str(exc)) from None


def _known_name(name: str) -> None:
    """A provider litellm routes, or a keyring entry the config's [storage] names: anything
    else is a typo ("opnai") that would be stored and never read."""
    from ltm_chat.providers import unknown_provider

    problem = unknown_provider(name)
    if problem is None or name in _storage_entries():
        return
    raise typer.BadParameter(
        f"{problem}; a [storage] credential's entry is named in config.toml first "
        '(e.g. access_key_id_keyring = "s3-key-id")',
        param_hint="PROVIDER",
    )


def _storage_entries() -> set[str]:
    from ltm_chat.config import ConfigError, load_settings

    try:
        return set(load_settings(strict=False).paths.storage_keyring.values())
    except ConfigError:
        return set()


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(1)


def _read_secret(provider: str) -> str:
    """The key from a hidden prompt, or the first line of stdin when it is piped."""
    if not sys.stdin.isatty():
        return sys.stdin.readline().strip()
    return typer.prompt(f"API key for {provider}", hide_input=True, default="", show_default=False)


@keys_app.command("set", short_help="Store a provider's API key (asked without echo).")
def set_command(
    provider: str = typer.Argument(..., help="Provider name, e.g. openai, anthropic, gemini."),
) -> None:
    """Store PROVIDER's API key (asked without echo, or read from stdin when piped)."""
    from ltm_chat import keys

    _keys_take_no_root_flags()  # again: root flags may also follow the command

    provider = _provider(provider)
    _known_name(provider)
    try:
        keys.set_key(provider, _read_secret(provider))
    except keys.KeyStoreError as exc:
        raise _fail(str(exc)) from None
    typer.echo(f"Saved the {provider} key in the system keyring.")
    env_name = keys.env_key_name(provider)
    if env_name:
        typer.echo(f"note: {env_name} is set and takes precedence over the keyring.", err=True)


@keys_app.command("list", short_help="Show which providers have a key, and from where.")
def list_command(
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """Show which providers have a key, where it comes from, and its last 4 characters."""
    from ltm_chat import keys

    _keys_take_no_root_flags()

    infos = keys.list_keys()
    problem = keys.keyring_problem()
    if as_json:
        rows = [
            {"provider": i.provider, "masked": i.masked, "source": i.source, "note": i.note}
            for i in infos
        ]
        typer.echo(json.dumps({"keys": rows, "keyring_problem": problem}, indent=2))
        return
    if problem:
        typer.echo(f"note: {problem}", err=True)
    if not infos:
        how = (
            "`export OPENAI_API_KEY=…` (no usable keyring here)"
            if problem
            else "`ltm-chat keys set openai`, or `export OPENAI_API_KEY=…`"
        )
        typer.echo(f"No API keys found. Add one with {how}.")
        return
    width = max(len(i.provider) for i in infos)
    for info in infos:
        note = f"  ({info.note})" if info.note else ""
        typer.echo(f"{info.provider:<{width}}  {info.masked:<6}  {info.source}{note}")


@keys_app.command("delete")
def delete_command(
    provider: str = typer.Argument(..., help="Provider whose stored key to remove."),
) -> None:
    """Remove PROVIDER's key from the system keyring."""
    from ltm_chat import keys

    _keys_take_no_root_flags()

    provider = _provider(provider)
    try:
        removed = keys.delete_key(provider)
    except keys.KeyStoreError as exc:
        raise _fail(str(exc)) from None
    if not removed:
        raise _fail(f"no {provider} key is stored in the system keyring")
    typer.echo(f"Deleted the {provider} key from the system keyring.")
    env_name = keys.env_key_name(provider)
    if env_name:
        typer.echo(f"note: {env_name} is still set in the environment.", err=True)


def _memory_vault():
    from ltm_chat.config import resolve_paths
    from ltm_chat.memory.storage.memory_key import KeyVault

    return KeyVault.for_paths(resolve_paths())


@keys_app.command(
    "export-memory-key", short_help="Print the key that seals sensitive memories (to move it)."
)
def export_memory_key_command(
    output: str | None = typer.Option(
        None, "--output", "-o", metavar="FILE", help="Write it to FILE (mode 0600), not stdout."
    ),
) -> None:
    """Print the memory key (one line) that seals sensitive memories at rest, to carry to
    another machine with `ltm-chat keys import-memory-key`. Anyone holding it and a copy of
    the data directory can read those memories: keep it like a password."""
    from ltm_chat.memory.storage.memory_key import MemoryKeyError

    _keys_take_no_root_flags()
    try:
        line = _memory_vault().export_text()
    except MemoryKeyError as exc:
        raise _fail(str(exc)) from None
    if output:
        from ltm_chat.cli.common import write_private_text

        write_private_text(output, line + "\n")
        typer.echo(f"Wrote the memory key to {output} (mode 0600).", err=True)
    else:
        typer.echo(line)
    typer.echo("note: this key opens your sensitive memories; keep it like a password.", err=True)


@keys_app.command("import-memory-key", short_help="Store a memory key exported on another machine.")
def import_memory_key_command(
    source: str | None = typer.Option(
        None, "--input", "-i", metavar="FILE", help="Read it from FILE (default: stdin/prompt)."
    ),
    replace: bool = typer.Option(
        False, "--replace", help="Replace a different memory key already here."
    ),
) -> None:
    """Store the memory key printed by `ltm-chat keys export-memory-key` (read from stdin when
    piped, else asked without echo) in the system keyring, so that sensitive memories copied
    from that machine can be read here."""
    from ltm_chat.memory.storage import sealed_rows
    from ltm_chat.memory.storage.memory_key import KeyVault, MemoryKeyError, key_id

    _keys_take_no_root_flags()
    try:
        if source:
            from pathlib import Path

            text = Path(source).read_text(errors="replace")
        else:
            text = _read_secret("memory key")
        key = KeyVault.parse(text)
        vault = _memory_vault()
        current, _where = vault.load()
        if current == key:
            typer.echo(f"This memory key ({key_id(key)}) is already here; nothing changed.")
            return
        if current is not None and not replace:
            raise _fail(
                f"another memory key ({key_id(current)}) is here already; memories sealed with "
                "it would become unreadable: export it first, then use --replace"
            )
        where = vault.keep(key)
    except OSError as exc:
        raise _fail(f"cannot read {source}: {exc.strerror}") from None
    except MemoryKeyError as exc:
        raise _fail(str(exc)) from None
    sealed_rows.use_sealer(None)  # read the key again at next use
    place = "the system keyring" if where == "keyring" else where.removeprefix("file:")
    typer.echo(f"Stored memory key {key_id(key)} in {place}.")


def register(app: typer.Typer) -> None:
    """Add the `keys` group to the root app (cli/main builds it)."""
    app.add_typer(keys_app, name="keys")
