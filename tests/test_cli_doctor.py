"""`ltm-chat doctor`: where data lives, the memory decision and its §3 row, model and key source."""

from __future__ import annotations

import re

import pytest

from tests.cli_helpers import invoke, invoke_json
from tests.fixtures_llm import FAKE_KEY


@pytest.fixture
def lexical(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def test_fresh_home_report_creates_nothing(lexical):
    result = invoke("doctor")
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert str(lexical) in out and "LTM_CHAT_HOME" in out
    assert "not created yet" in out
    assert "Memory: off" in out and "default-off" in out
    assert "DESIGN" not in out  # users have the README, not the design notes
    assert "recall mode" in out and "lexical" in out
    assert "no model configured" in out
    assert "Versions" in out
    versions = out.split("Versions", 1)[1].splitlines()[1:]
    labelled = dict(line.split(None, 1) for line in versions if line.strip())
    assert labelled["ltm-chat"].strip() == "0.1.0" and labelled["python"].startswith("3.")
    assert not lexical.exists()  # doctor only reads


@pytest.mark.parametrize(
    ("env", "args", "row", "enabled"),
    [
        ({}, ["--incognito"], 1, False),
        ({"NODETOOL_MEMORY_ENABLED": "off"}, ["--memory"], 2, False),
        ({"NODETOOL_MEMORY_ENABLED": "1"}, ["--no-memory"], 3, False),
        ({}, ["--memory"], 4, True),
        ({"NODETOOL_MEMORY_ENABLED": "YES"}, [], 5, True),
        ({}, [], 6, False),
    ],
)
def test_memory_decision_names_the_design_row(lexical, monkeypatch, env, args, row, enabled):
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    report = invoke_json("doctor", *args)
    assert report["memory"]["row"] == row
    assert report["memory"]["enabled"] is enabled
    out = invoke("doctor", *args).stdout
    assert re.search(r"decided by +" + re.escape(report["memory"]["reason"][:40]), out)
    assert "DESIGN" not in out


def test_unrecognised_env_value_is_noted(lexical, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "maybe")
    report = invoke_json("doctor")
    assert report["memory"]["env_recognised"] is False and report["memory"]["row"] == 6
    out = invoke("doctor").stdout
    assert "'maybe' is not recognised" in out and "counts as unset" in out


def test_model_and_key_source_never_the_key(fake_llm_settings, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    result = invoke("doctor")
    assert result.exit_code == 0
    assert "openai/fake-model" in result.stdout and "from config file" in result.stdout
    assert "env:OPENAI_API_KEY" in result.stdout
    report = invoke_json("doctor", "--model", "openai/other")
    assert report["model"]["name"] == "openai/other" and report["model"]["from"] == "--model"
    assert report["model"]["key_source"] == "env:OPENAI_API_KEY"
    for output in (result.stdout, invoke("doctor", "--json").stdout):
        assert FAKE_KEY not in output and FAKE_KEY[-4:] not in output


def test_keyring_key_source(fake_llm_settings, monkeypatch, memory_keyring):
    from ltm_chat import keys

    monkeypatch.delenv("OPENAI_API_KEY")
    keys.set_key("openai", "sk-keyring-0123456789abcdefXYZW")
    report = invoke_json("doctor")
    assert report["model"]["key_source"] == "keyring"
    assert (
        report["keyring"]["problem"] is None and "InMemoryKeyring" in report["keyring"]["backend"]
    )
    assert "XYZW" not in invoke("doctor").stdout


def test_counts_memories_and_reports_the_embedder(lexical):
    invoke("memories", "add", "Prefers tea")
    report = invoke_json("doctor")
    assert report["recall"]["memories"] == 1
    assert report["recall"]["embedder"] is None and report["recall"]["mode"] == "lexical"
    assert report["data"]["writable"] is True
    assert invoke_json("doctor", "--user", "bob")["recall"]["memories"] == 0


def test_doctor_with_the_local_embedder_does_not_load_it(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "local")
    report = invoke_json("doctor")
    assert report["recall"]["embedder"] == "local:all-MiniLM-L6-v2"
    assert report["recall"]["mode"] == "semantic (local:all-MiniLM-L6-v2)"
