"""What users of good command-line tools expect: -h, --version, summaries that fit an
80-column `--help`, shell completion, NO_COLOR, and a doctor whose exit code a script can use."""

from __future__ import annotations

import json
import re

import pytest

from tests.cli_helpers import invoke, run_cli, run_on_tty

GROUPS = ([], ["memories"], ["keys"], ["conversations"], ["mcp"], ["import"])
COLOUR = re.compile(r"\x1b\[(?:[0-9;]*;)?(?:3[0-9]|9[0-7]|38;[25])[;m]")


def test_dash_h_is_help_everywhere():
    for argv in ([], ["memories"], ["memories", "list"], ["ask"], ["keys", "set"]):
        short, long = invoke(*argv, "-h"), invoke(*argv, "--help")
        assert short.exit_code == 0, short.stderr
        assert short.stdout == long.stdout and "Usage:" in short.stdout


def test_version():
    from importlib.metadata import version

    result = run_cli("--version")
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"ltm-chat {version('ltm-chat')}\n"


@pytest.mark.parametrize("group", GROUPS, ids=lambda g: " ".join(g) or "root")
def test_every_command_summary_fits_an_80_column_help(group):
    result = run_cli(*group, "--help", env={"COLUMNS": "80"})
    assert result.returncode == 0
    commands = result.stdout.split("Commands:", 1)[1]
    assert "..." not in commands, commands


def test_shell_completion_is_offered():
    help_text = invoke("--help").stdout
    assert "--install-completion" in help_text and "--show-completion" in help_text
    script = run_cli("--show-completion", "bash", env={"SHELL": "/bin/bash"})
    assert script.returncode == 0, script.stderr
    assert "complete" in script.stdout and "ltm" in script.stdout


def test_no_color_is_honoured_on_a_terminal(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.delenv("NO_COLOR", raising=False)
    coloured = run_on_tty("doctor")
    assert COLOUR.search(coloured), "doctor shows colours on a terminal"  # so the test can fail
    plain = run_on_tty("doctor", env={"NO_COLOR": "1"})
    assert "Memory" in plain and not COLOUR.search(plain), plain


def test_doctor_exits_1_on_config_errors_and_labels_versions(ltm_home):
    ltm_home.mkdir(parents=True, exist_ok=True)
    (ltm_home / "config.toml").write_text('modle = "openai/x"\n')
    result = invoke("doctor")
    assert result.exit_code == 1
    assert 'unknown key "modle"' in result.stdout  # the report is still printed
    versions = [v for v in result.stdout.split("Versions", 1)[1].splitlines()[1:] if v.strip()]
    packages = json.loads(invoke("doctor", "--json").stdout)["versions"]
    assert [line.split(None, 1)[0] for line in versions] == list(packages)  # one row each
    assert [line.split(None, 1)[1].strip() for line in versions] == list(packages.values())
