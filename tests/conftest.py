"""Shared fixtures. Each area keeps its fixtures in its own plugin module, listed here."""

from __future__ import annotations

import os

import pytest

# Nothing in the test run may reach the internet or a developer's own data.
os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TRANSFORMERS_OFFLINE", "1")
# A pytest-xdist worker is given COLUMNS=80 and LINES=24; the CLI reads COLUMNS as a terminal's
# width, so tables into a pipe would be cut at 80 columns in a worker and not in one process.
if os.environ.get("PYTEST_XDIST_WORKER"):
    os.environ.pop("COLUMNS", None)
    os.environ.pop("LINES", None)

pytest_plugins: list[str] = ["tests.fixtures_tui", "tests.fixtures_llm", "tests.fixtures_s3"]


@pytest.fixture(autouse=True)
def _private_user_dirs(tmp_path_factory, monkeypatch):
    """No test reads or writes the developer's ~/.config (a memory.key left there by any
    earlier run made the keyring tests find a key they had not made)."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path_factory.mktemp("xdg-config")))


@pytest.fixture
def ltm_home(tmp_path, monkeypatch):
    """A private LTM_CHAT_HOME and a clean environment for one test."""
    home = tmp_path / "home"
    monkeypatch.setenv("LTM_CHAT_HOME", str(home))
    monkeypatch.setenv("LTM_CHAT_USER", "alice")
    for name in list(os.environ):
        if name.startswith("NODETOOL_MEMORY_") or name in {
            "LTM_CHAT_DB_URI",
            "LTM_CHAT_MODEL",
            "LTM_CHAT_CONFIG",
            "LTM_CHAT_WORKSPACE",
            "OPENAI_API_KEY",
            "ANTHROPIC_API_KEY",
            "GEMINI_API_KEY",
            "OLLAMA_API_URL",
            "OPENAI_API_BASE",
        }:
            monkeypatch.delenv(name, raising=False)
    return home
