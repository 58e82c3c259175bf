"""Helpers for the CLI tests: invoke `ltm-chat` in-process (typer's runner) or as a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from typer.testing import CliRunner, Result

from ltm_chat.cli.main import _register, app

_SCRIPT = Path(sys.executable).parent / "ltm-chat"
# The installed console script when there is one, else the same entry point through -c.
LTM_CHAT = (
    [str(_SCRIPT)]
    if _SCRIPT.exists()
    else [sys.executable, "-c", "from ltm_chat.cli.main import run; run()"]
)


def invoke(
    *args: str, input: str | bytes | None = None, env: dict[str, str] | None = None
) -> Result:
    """Run `ltm-chat ARGS…` in this process against the current environment."""
    _register()
    return CliRunner().invoke(app, list(args), input=input, env=env, catch_exceptions=False)


def invoke_json(*args: str, **kw: Any) -> Any:
    result = invoke(*args, "--json", **kw)
    assert result.exit_code == 0, result.stderr
    return json.loads(result.stdout)


def run_cli(
    *args: str,
    input: str | bytes | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 120,
    **kw: Any,
) -> subprocess.CompletedProcess[str]:
    """Run `ltm-chat ARGS…` as a separate process (real stdin/stdout pipes)."""
    full_env = {**os.environ, **(env or {})}
    return subprocess.run(
        [*LTM_CHAT, *args],
        input=input,
        capture_output=True,
        text=True,
        env=full_env,
        timeout=timeout,
        stdin=None if input is not None else subprocess.DEVNULL,
        **kw,
    )


def assert_one_line_error(result: Any, *needles: str, code: int = 1) -> str:
    """The command failed with `code`, one line on stderr naming the problem, no traceback."""
    stderr = result.stderr
    actual = result.exit_code if hasattr(result, "exit_code") else result.returncode
    assert actual == code, (actual, stderr)
    assert "Traceback" not in stderr and "Traceback" not in result.stdout
    lines = [line for line in stderr.splitlines() if line.strip()]
    if code == 1:
        assert len(lines) == 1, stderr
        assert lines[0].startswith("error: "), stderr
    for needle in needles:
        assert needle in stderr, (needle, stderr)
    return stderr


def run_on_tty(*args: str, env: dict[str, str] | None = None, columns: int = 100) -> str:
    """Run `ltm-chat ARGS…` with stdout and stderr on a pseudo-terminal; what it printed."""
    import fcntl
    import pty
    import struct
    import termios

    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 30, columns, 0, 0))
    proc = subprocess.Popen(
        [*LTM_CHAT, *args],
        stdout=slave,
        stderr=slave,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "TERM": "xterm-256color", **(env or {})},
    )
    os.close(slave)
    screen = drain_pty(master)
    proc.wait(timeout=120)
    return screen


def drain_pty(master: int) -> str:
    """Everything written to a pseudo-terminal until the child closes it (then closed)."""
    chunks = []
    while True:
        try:
            data = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    return b"".join(chunks).decode("utf-8", "replace")


def tree_digest(root: os.PathLike | str) -> str:
    """One hash of every path and byte under `root`: equal digests, an untouched tree."""
    import hashlib

    h = hashlib.sha256()
    for dirpath, dirnames, filenames in sorted(os.walk(root)):
        dirnames.sort()
        for name in sorted(filenames):
            path = os.path.join(dirpath, name)
            h.update(path.encode())
            with open(path, "rb") as fh:
                h.update(fh.read())
    return h.hexdigest()
