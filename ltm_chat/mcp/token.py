"""The bearer token of `ltm-chat mcp --http`, kept in the system keyring.

`LTM_CHAT_MCP_TOKEN` in the environment wins (headless machines without a keyring, CI).
"""

from __future__ import annotations

import os
import secrets

ENV = "LTM_CHAT_MCP_TOKEN"
KEYRING_ENTRY = "mcp-http-token"  # the user name under the keyring service "ltm-chat"
MIN_LENGTH = 16


class TokenUnavailable(Exception):
    """No token can be read or kept; the message says what to do."""


def _no_keyring(problem: str) -> TokenUnavailable:
    return TokenUnavailable(
        f"{problem}; set a token of your own in the environment of both the server and the "
        f"client instead, e.g. `export {ENV}=$(python -c 'import secrets; "
        "print(secrets.token_urlsafe(32))')` (ltm-chat never writes it to a plain-text file)"
    )


def _backend():
    from ltm_chat.keys import SERVICE, keyring_problem

    problem = keyring_problem()
    if problem:
        raise _no_keyring(problem.split(";")[0])
    import keyring

    return keyring.get_keyring(), SERVICE


def env_token() -> str | None:
    value = os.environ.get(ENV, "").strip()
    if value and len(value) < MIN_LENGTH:
        raise TokenUnavailable(f"{ENV} is shorter than {MIN_LENGTH} characters: use a longer one")
    return value or None


def get_token(*, create: bool = False) -> tuple[str | None, str]:
    """(the token, where it came from: "env:LTM_CHAT_MCP_TOKEN", "keyring" or "created");
    with `create`, a new random token is stored when the keyring holds none."""
    if (value := env_token()) is not None:
        return value, f"env:{ENV}"
    backend, service = _backend()
    try:
        stored = backend.get_password(service, KEYRING_ENTRY)
    except Exception as exc:  # noqa: BLE001  (locked, D-Bus gone)
        raise _no_keyring(f"the system keyring failed ({type(exc).__name__})") from None
    if stored:
        return stored, "keyring"
    if not create:
        return None, "none"
    return new_token(), "created"


def new_token() -> str:
    """Store a fresh random token in the keyring (replacing any) and return it."""
    backend, service = _backend()
    token = secrets.token_urlsafe(32)
    try:
        backend.set_password(service, KEYRING_ENTRY, token)
    except Exception as exc:  # noqa: BLE001
        raise _no_keyring(f"the system keyring failed ({type(exc).__name__})") from None
    return token
