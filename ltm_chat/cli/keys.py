"""`ltm-chat keys set|list|delete PROVIDER`: API keys in the system keyring, never echoed."""

from __future__ import annotations

import json
import sys

import typer

from ltm_chat.cli.apps import new_typer

keys_app = new_typer(
    "Store provider API keys in the system keyring (environment variables still win)."
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


def _fail(message: str) -> typer.Exit:
    typer.echo(f"error: {message}", err=True)
    return typer.Exit(1)


def _read_secret(provider: str) -> str:
    """The key from a hidden prompt, or the first line of stdin when it is piped."""
    if not sys.stdin.isatty():
        return sys.stdin.readline().strip()
    return typer.prompt(f"API key for {provider}", hide_input=True, default="", show_default=False)


@keys_app.command("set")
def set_command(
    provider: str = typer.Argument(..., help="Provider name, e.g. openai, anthropic, gemini."),
) -> None:
    """Store PROVIDER's API key (asked without echo, or read from stdin when piped)."""
    from ltm_chat import keys

    provider = _provider(provider)
    try:
        keys.set_key(provider, _read_secret(provider))
    except keys.KeyStoreError as exc:
        raise _fail(str(exc)) from None
    typer.echo(f"Saved the {provider} key in the system keyring.")
    env_name = keys.env_key_name(provider)
    if env_name:
        typer.echo(f"note: {env_name} is set and takes precedence over the keyring.", err=True)


@keys_app.command("list")
def list_command(
    as_json: bool = typer.Option(False, "--json", help="Machine-readable output."),
) -> None:
    """Show which providers have a key, where it comes from, and its last 4 characters."""
    from ltm_chat import keys

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
        typer.echo("No API keys found. Add one with `ltm-chat keys set openai`.")
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


def register(app: typer.Typer) -> None:
    """Add the `keys` group to the root app (cli/main builds it)."""
    app.add_typer(keys_app, name="keys")
