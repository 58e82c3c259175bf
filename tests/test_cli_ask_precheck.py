"""`ask` with no API key fails before typer is imported (cli/ask_precheck.py), with the same
line and exit code; everything the pre-check does not recognise still goes to typer."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from ltm_chat.cli.ask_precheck import OPTIONS, parse
from tests.cli_helpers import assert_one_line_error, run_cli

NO_KEY = "no API key for openai: run `ltm-chat keys set openai` or set OPENAI_API_KEY"


def _script(*argv: str) -> str:
    return (
        "import sys\n"
        "from ltm_chat.cli.main import run\n"
        f"sys.argv = ['ltm-chat', *{list(argv)!r}]\n"
        "try:\n    run()\nexcept SystemExit as exc:\n    code = exc.code\n"
        "loaded = sorted(m for m in ('typer', 'pydantic', 'litellm', 'lancedb') if m in sys.modules)\n"
        "print('EXIT', code, 'LOADED', loaded)\n"
    )


def _run(*argv: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    return subprocess.run(
        [sys.executable, "-c", _script(*argv)], capture_output=True, text=True, env=env, timeout=120
    )


def test_the_table_is_asks_own_options(ltm_home):
    from typer.main import get_command

    from ltm_chat.cli.main import _register, app

    _register()
    ask = get_command(app).commands["ask"]
    spelt = {
        o
        for p in ask.params
        if not getattr(p, "hidden", False) and p.param_type_name == "option"
        for o in (*p.opts, *p.secondary_opts)
    }
    assert set(OPTIONS) == spelt - {"-h", "--help"}


@pytest.mark.parametrize(
    "argv",
    [
        ("ask", "hi", "-m", "openai/gpt-4o-mini"),
        ("ask", "--model=openai/gpt-4o-mini", "--no-memory", "hi"),
        ("ask", "-mopenai/gpt-4o-mini", "-u", "bob", "hi there", "--no-stream"),
    ],
)
def test_a_missing_key_is_said_before_typer_loads(ltm_home, argv):
    result = _run(*argv)
    assert result.stderr.strip() == f"error: {NO_KEY}"
    assert "EXIT 1 LOADED []" in result.stdout


def test_the_console_script_says_it_in_one_line(ltm_home, monkeypatch):
    result = run_cli("ask", "-m", "openai/gpt-4o-mini", "hi", env={"OPENAI_API_KEY": ""})
    assert_one_line_error(result, "no API key for openai")


@pytest.mark.parametrize(
    ("argv", "code", "needle"),
    [
        (("ask", "--bogus", "-m", "openai/gpt-4o-mini", "hi"), 2, "No such option"),
        (("ask", "--incognito", "--memory", "-m", "openai/gpt-4o-mini", "hi"), 2, "contradict"),
        (("ask", "-m", "openai/gpt-4o-mini", "hi", "--theme", "x"), 2, "does not apply"),
    ],
)
def test_what_it_does_not_recognise_is_typers_to_say(ltm_home, argv, code, needle):
    result = _run(*argv)
    assert f"EXIT {code} " in result.stdout and "'typer'" in result.stdout, result.stdout
    assert needle in result.stderr


def test_help_and_resumes_are_left_to_typer():
    assert parse(["--help"]) is None
    assert parse(["-m", "x"]) is None  # no prompt: typer reads stdin or says "nothing to ask"
    assert parse(["a", "b"]) is None
    assert parse(["-m", "x", "-m", "y", "hi"]) is None
    assert parse(["--", "hi"]) is None
    assert parse(["-c", "hi"]) == {"continue_": True, "prompt": "hi"}
