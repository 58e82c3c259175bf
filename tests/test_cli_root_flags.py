"""The typer-free fast path for `ltm-chat [root flags]`: same values as typer, typer for the rest."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from ltm_chat.cli import commands
from ltm_chat.cli.tui_entry import ROOT_FLAGS, parse_root_flags
from tests.cli_helpers import invoke

SAME_AS_TYPER = [
    [],
    ["-m", "openai/x"],
    ["-mopenai/x"],
    ["--model=openai/x", "--model", "openai/y"],
    ["--no-memory", "--incognito"],
    ["--memory", "--user", "bob", "--workspace=proj"],
    ["--continue", "--theme", "light"],
    ["--conversation", "abc123", "--memory", "--no-memory"],
    ["--model="],
]
TYPER_DECIDES = [
    ["--help"],
    ["memories", "list"],
    ["--user", "bob", "memories"],
    ["--bogus"],
    ["-m"],
    ["--model", "--incognito"],
    ["--incognito=yes"],
    ["--continue", "--conversation", "x"],
    ["--incognito", "--memory"],  # contradictions: typer's usage error names both
    ["--no-memory", "--memory-tools"],
    ["stray"],
    ["--"],
]


@pytest.mark.parametrize("argv", SAME_AS_TYPER, ids=" ".join)
def test_fast_path_reads_flags_exactly_like_typer(ltm_home, monkeypatch, argv):
    seen = []
    monkeypatch.setattr(commands, "launch_tui", lambda **values: seen.append(values) or 0)
    result = invoke(*argv)
    assert result.exit_code == 0, result.stderr
    assert parse_root_flags(argv) == seen[0]


@pytest.mark.parametrize("argv", TYPER_DECIDES, ids=" ".join)
def test_anything_else_goes_to_typer(argv):
    assert parse_root_flags(argv) is None


def test_every_root_flag_is_a_typer_option():
    from ltm_chat.cli.main import _register, app

    _register()
    import typer.main

    group = typer.main.get_command(app)
    typer_decls = {p.name: tuple(p.opts + p.secondary_opts) for p in group.params}
    for flag in ROOT_FLAGS:
        spellings = tuple(s for d in flag.decls for s in d.split("/"))
        assert sorted(typer_decls[flag.name]) == sorted(spellings), flag


PROBE = """
import json, sys
import ltm_chat.tui.app as tui_app

import ltm_chat.cli.fast_exit as fast_exit

fast_exit.exit_now = sys.exit  # the real one ends the process before the JSON below is printed


class NoRun:
    return_code = 0

    def run(self, **_options):
        pass

tui_app.make_app = lambda settings, resume=None: (seen.append((settings.model, resume)), NoRun())[1]
seen = []
sys.argv = ["ltm-chat", "-m", "openai/probe", "--conversation", "c1"]
from ltm_chat.cli.main import run
try:
    run()
except SystemExit as exc:
    code = exc.code
print(json.dumps({"code": code, "seen": seen, "typer": "typer" in sys.modules,
                  "click": "click" in sys.modules}))
"""


def test_tui_start_does_not_import_typer(ltm_home):
    out = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result == {
        "code": 0,
        "seen": [["openai/probe", "c1"]],
        "typer": False,
        "click": False,
    }
