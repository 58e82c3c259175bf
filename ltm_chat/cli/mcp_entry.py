"""`ltm-chat mcp [server flags]` without typer: a client spawns the server on every start, and
`initialize` is answered sooner without importing typer and every command module.

Anything unusual (a sub-command, --help, an unknown flag, a bad value) goes to typer, which
words the error (`mcp_cmd.py` defines the same options).
"""

from __future__ import annotations

import sys
from typing import Any, NoReturn

from ltm_chat.cli.argv_words import option_value

_VALUES = {
    "--port": "port",
    "-p": "port",
    "--workspace": "workspace",
    "-w": "workspace",
    "--user": "user",
    "-u": "user",
}
_SWITCHES = {"--http": "http", "--incognito": "incognito"}
DEFAULT_PORT = 8787


def parse_server_flags(argv: list[str]) -> dict[str, Any] | None:
    """The server's flags from `argv` (after `mcp`), or None when typer must handle it."""
    values: dict[str, Any] = {
        "http": False,
        "incognito": False,
        "port": DEFAULT_PORT,
        "workspace": None,
        "user": None,
    }
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg in _SWITCHES:
            values[_SWITCHES[arg]] = True
            continue
        name, eq, inline = arg.partition("=")
        if name not in _VALUES:
            return None
        value = option_value(eq, inline, args)
        if value is None:
            return None
        values[_VALUES[name]] = value
    port = str(values["port"])
    if not port.isdigit() or not 1 <= int(port) <= 65535:
        return None
    values["port"] = int(port)
    return values


def serve(
    *, http: bool, port: int, workspace: str | None, incognito: bool, user: str | None
) -> None:
    """Resolve settings and run the server until the client goes. ConfigError / ServeError:
    a one-line problem (no user id, no keyring for the token)."""
    from ltm_chat.config import load_settings
    from ltm_chat.mcp import server

    settings = load_settings(user_id=user, workspace=workspace, incognito=incognito or None)
    if not settings.user_id.strip():
        raise ServeError("the user id is empty: pass --user NAME or set LTM_CHAT_USER")
    token = _http_token() if http else None
    if http and (problem := server.port_problem(port)):
        raise ServeError(problem)
    # A --workspace given pins it (resolved: "auto" is the server's own project); else the
    # client's roots decide, per connection.
    pinned = settings.workspace if workspace is not None else None
    mcp = server.build(settings, incognito=settings.incognito, workspace=pinned)
    if token is None:
        server.serve_stdio(mcp)
    else:
        server.serve_http(mcp, port, token)


class ServeError(Exception):
    """A one-line error (exit 1)."""


def _http_token() -> str:
    from ltm_chat.mcp.token import TokenUnavailable, get_token

    try:
        token, _where = get_token(create=True)
    except TokenUnavailable as exc:
        raise ServeError(str(exc)) from None
    assert token is not None
    return token


def serve_and_exit(values: dict[str, Any]) -> NoReturn:
    from ltm_chat.config import ConfigError

    try:
        serve(**values)
    except (ConfigError, ServeError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(1) from None
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    raise SystemExit(0)
