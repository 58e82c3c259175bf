"""Test helpers for `ltm-chat mcp`: the official SDK's client, connected as other tools connect
(a spawned `ltm-chat mcp` over stdio, or Streamable HTTP on 127.0.0.1)."""

from __future__ import annotations

import contextlib
import json
import os
import socket
import subprocess
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

from tests.cli_helpers import LTM_CHAT

REPO = Path(__file__).resolve().parent.parent


def server_env(**extra: str) -> dict[str, str]:
    """This test's environment (LTM_CHAT_HOME …) with PYTHONPATH on this checkout."""
    env = {**os.environ, "PYTHONPATH": str(REPO), **extra}
    return env


@contextlib.asynccontextmanager
async def stdio_client(
    name: str = "test-client",
    *args: str,
    env: dict[str, str] | None = None,
    roots: list[str] | None = None,
) -> AsyncIterator[Any]:
    """An SDK client that spawns `ltm-chat mcp ARGS…` and announces itself as `name`."""
    from mcp import Client, StdioServerParameters
    from mcp.types import Implementation, ListRootsResult, Root

    callback = None
    if roots is not None:

        async def callback(_context: Any) -> ListRootsResult:
            return ListRootsResult(roots=[Root(uri=uri) for uri in roots])

    params = StdioServerParameters(
        command=LTM_CHAT[0], args=[*LTM_CHAT[1:], "mcp", *args], env=env or server_env()
    )
    client = Client(
        params,
        mode="legacy",
        client_info=Implementation(name=name, version="1.0"),
        list_roots_callback=callback,
        read_timeout_seconds=120,
    )
    async with client:
        yield client


def text_of(result: Any) -> str:
    return "".join(getattr(c, "text", "") for c in result.content)


def data_of(result: Any) -> Any:
    """A successful tool call's JSON answer."""
    assert not result.is_error, text_of(result)
    return json.loads(text_of(result))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@contextlib.contextmanager
def http_server(*args: str, env: dict[str, str]) -> Any:
    """`ltm-chat mcp --http` on a free port; yields its URL once it accepts connections."""
    port = free_port()
    proc = subprocess.Popen(
        [*LTM_CHAT, "mcp", "--http", "--port", str(port), *args],
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            assert proc.poll() is None, proc.communicate()
            with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), 0.2):
                break
            time.sleep(0.1)
        yield f"http://127.0.0.1:{port}/mcp", proc
    finally:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
