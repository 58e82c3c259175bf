"""`--help` everywhere: clear, fast, and free of the heavy imports (litellm, lancedb, …)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.cli_helpers import invoke

HEAVY = ("litellm", "lancedb", "pyarrow", "sentence_transformers", "torch", "textual")
# Every command and its help must at least mention these words.
COMMANDS = {
    ("ask",): "piped",
    ("doctor",): "what decided it",  # users have no DESIGN.md: no citing it
    ("memories",): "search",
    ("memories", "list"): "--all-workspaces",
    ("memories", "search"): "recall",
    ("memories", "show"): "prefix",
    ("memories", "add"): "secret",
    ("memories", "edit"): "$EDITOR",
    ("memories", "pin"): "prefix",
    ("memories", "unpin"): "prefix",
    ("memories", "forget"): "--yes",
    ("memories", "clear"): "--yes",
    ("memories", "history"): "prefix",
    ("memories", "undo"): "new version",
    ("memories", "export"): "markdown",
    ("memories", "import"): "line number",
    ("memories", "reembed"): "embedder",
    ("conversations",): "delete",
    ("conversations", "list"): "--limit",
    ("conversations", "show"): "latest",
    ("conversations", "export"): "json",
    ("conversations", "delete"): "--yes",
}

_PROBE = """
import sys, time
start = time.perf_counter()
sys.argv = ["ltm-chat", *{args!r}, "--help"]
from ltm_chat.cli.main import run
try:
    run()
except SystemExit:
    pass
elapsed = time.perf_counter() - start
heavy = sorted(m for m in {heavy!r} if m in sys.modules)
print("PROBE", elapsed, ",".join(heavy), file=sys.stderr)
"""


def _probe(*args: str) -> tuple[float, list[str], str]:
    """(seconds in-process, heavy modules imported, stdout) of `ltm-chat ARGS --help`."""
    code = _PROBE.format(args=list(args), heavy=HEAVY)
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    line = next(x for x in proc.stderr.splitlines() if x.startswith("PROBE"))
    _, elapsed, heavy = (line.split(" ") + [""])[:3]
    return float(elapsed), [h for h in heavy.split(",") if h], proc.stdout


@pytest.mark.parametrize("args", [(), ("memories",), ("memories", "list"), ("ask",), ("doctor",)])
def test_help_imports_nothing_heavy(args):
    _elapsed, heavy, out = _probe(*args)
    assert "Usage:" in out
    assert heavy == [], f"`ltm-chat {' '.join(args)} --help` imported {heavy}"


@pytest.mark.parametrize("command", sorted(COMMANDS), ids=" ".join)
def test_every_command_has_clear_help(ltm_home, command):
    result = invoke(*command, "--help")
    assert result.exit_code == 0, result.stderr
    assert "Usage:" in result.stdout
    assert COMMANDS[command] in result.stdout, result.stdout
    if len(command) > 1 or command[0] in ("ask", "doctor"):
        assert "--user" in result.stdout
    assert not ltm_home.exists()  # help never touches data
