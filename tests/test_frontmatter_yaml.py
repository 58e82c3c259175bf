"""Memory files through the real CLI (`memories import`) now that frontmatter is read by PyYAML
(issue #24): files an older version exported still import exactly as they did (kept in
tests/data/md_exported_0_1/, written by the hand-written writer of 0.1.0), and the real-YAML
shapes other tools write (maps, lists, quoted strings, dates, multi-line values) import too."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from tests.cli_helpers import invoke

OLD_EXPORT = Path(__file__).parent / "data" / "md_exported_0_1"


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _memories() -> dict[str, dict]:
    from ltm_chat.config import load_settings
    from ltm_chat.memory import open_long_term_memory

    memory = open_long_term_memory(load_settings(user_id="alice"), embedder=None)
    return {m.id: m.to_json() for m in asyncio.run(memory.list(workspace="*"))}


def test_files_an_older_version_exported_still_import_as_they_did(home, tmp_path):
    source = tmp_path / "old"
    shutil.copytree(OLD_EXPORT, source)
    result = invoke("memories", "import", str(source))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 4 memories."
    got = _memories()
    tea = got["0190a1b2c3d4e5f6a7"]
    assert (tea["text"], tea["kind"], tea["importance"], tea["pinned"], tea["version"]) == (
        "Prefers green tea over coffee.", "preference", 0.8, True, 2,
    )  # fmt: skip
    assert tea["updated_at"] == "2026-11-03T10:00:00.123456+00:00"
    assert tea["conversation_id"] == "0000000000000000ab"
    # Words YAML 1.1 reads as booleans, numbers or times, written plain by 0.1.0, stay text.
    on = got["0190a1b2c3d4e5f6b8"]
    assert (on["text"], on["workspace"], on["importance"]) == ("On", "yes", 1e-05)
    assert on["expires_at"] == "2026-11-30T10:00:00+00:00"
    no = got["0190a1b2c3d4e5f6c9"]
    assert (no["workspace"], no["status"], no["confidence"], no["tier"]) == (
        "1:20", "pending", 0.6, "warm",
    )  # fmt: skip
    assert no["text"] == 'key: value # "quoted" and \'single\' — «café» 日本語 🎉'
    assert got["0190a1b2c3d4e5f6da"]["workspace"] == "1_000"
    # and exporting them again gives files that import to the same memories
    out = tmp_path / "again"
    assert invoke("memories", "export", "--format", "md", str(out)).exit_code == 0
    assert invoke("memories", "clear", "--yes").exit_code == 0
    assert invoke("memories", "import", str(out)).exit_code == 0
    assert _memories() == got
