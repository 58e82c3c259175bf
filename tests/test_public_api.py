"""The public Python API (issue #17 item 3): `ltm_chat.memory` exports the facade, the data
classes and the errors, stays light to import, ships py.typed, and the README example runs."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
HEAVY = (
    "lancedb",
    "litellm",
    "sentence_transformers",
    "torch",
    "pyarrow",
    "numpy",
    "textual",
    "typer",
    "rich",
)


def _python(code: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    full = {**os.environ, "PYTHONPATH": str(ROOT), **(env or {})}
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=full, timeout=300
    )


def test_every_public_name_resolves_and_is_listed():
    import ltm_chat.memory as api
    from ltm_chat.memory import model, service

    assert {
        "create_default_long_term_memory",
        "LongTermMemory",
        "Memory",
        "RecalledMemory",
        "MemoryError_",
        "InvalidMemory",
        "SecretRefused",
        "MemoryNotFound",
    } <= set(api.__all__)
    assert sorted(api.__all__) == sorted(api._EXPORTS)
    for name in api.__all__:
        assert getattr(api, name) is not None, name
    assert api.create_default_long_term_memory is service.create_default_long_term_memory
    assert api.Memory is model.Memory
    assert issubclass(api.SecretRefused, api.MemoryError_)
    with pytest.raises(AttributeError):
        api.not_a_name  # noqa: B018


def test_importing_the_api_loads_nothing_heavy():
    probe = (
        "import sys\n"
        "from ltm_chat.memory import create_default_long_term_memory, LongTermMemory, Memory\n"
        f"print(sorted(m for m in sys.modules if m.split('.')[0] in {HEAVY!r}))\n"
    )
    done = _python(probe)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]"


def test_the_package_ships_py_typed():
    assert (ROOT / "ltm_chat" / "py.typed").is_file()
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))
    assert "py.typed" in config["tool"]["setuptools"]["package-data"]["ltm_chat"]


@pytest.mark.semantic
def test_the_readme_example_runs(tmp_path):
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## Use from Python", 1)[1]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    env = {
        "LTM_CHAT_HOME": str(tmp_path / "home"),
        "HF_HUB_OFFLINE": "1",
        "LITELLM_LOCAL_MODEL_COST_MAP": "True",
    }
    for name in (
        "NODETOOL_MEMORY_ENABLED",
        "NODETOOL_MEMORY_EMBEDDING_PROVIDER",
        "NODETOOL_MEMORY_EMBEDDING_MODEL",
        "LTM_CHAT_DB_URI",
        "LTM_CHAT_CONFIG",
    ):
        env[name] = ""
    full = {k: v for k, v in {**os.environ, **env}.items() if v != ""}
    full["PYTHONPATH"] = str(ROOT)
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=full, timeout=300
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert re.fullmatch(r"\d\.\d\d  Prefers green tea over coffee", lines[0]), done.stdout
    assert "<recalled-memories>" in done.stdout and "</recalled-memories>" in done.stdout
    assert "- [preference · " in done.stdout
    assert (tmp_path / "home" / "db").is_dir()  # a real LanceDB on disk
