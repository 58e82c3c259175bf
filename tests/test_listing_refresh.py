"""A write command saves the listing snapshot anew when its writes deleted it (refresh after the
command, cli/common.after_command): the next `memories list` reads the snapshot, shows the
change, and an erased memory is in no snapshot. Real LanceDB, the real CLI as a subprocess."""

from __future__ import annotations

import json

from tests.cli_helpers import run_cli
from tests.memory_helpers import files_containing
from tests.test_list_snapshots import _fill, home  # noqa: F401  (the fixture)

CELLO = "Learning to play the cello"


def _listed(*args: str) -> tuple[str, bool]:
    """(stdout, whether lancedb was imported) of `ltm-chat memories list ARGS`."""
    done = run_cli("memories", "list", *args, env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert done.returncode == 0, done.stderr
    return done.stdout, "lancedb" in done.stderr


def test_the_listing_after_an_add_and_a_forget_reads_the_snapshot(home):  # noqa: F811
    _fill(home)
    assert _listed()[1]  # the first listing reads the tables and saves the snapshot
    added = run_cli("memories", "add", CELLO, "--json")
    assert added.returncode == 0, added.stderr
    out, imported = _listed()
    assert CELLO in out and not imported
    [memory] = json.loads(added.stdout)
    assert run_cli("memories", "forget", "--yes", memory["id"]).returncode == 0
    assert files_containing(home, "play the cello") == []  # erased: no snapshot keeps it
    out, imported = _listed()
    assert "Likes green tea" in out and CELLO not in out and not imported


def test_no_listing_before_no_snapshot_after(home):  # noqa: F811
    _fill(home)
    assert run_cli("memories", "add", CELLO).returncode == 0
    assert not (home / "db" / ".snapshots" / "memories.json").exists()


def test_the_listing_after_an_ask_that_saved_a_memory_reads_the_snapshot(
    fake_llm_settings, fake_openai, monkeypatch
):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    assert run_cli("memories", "add", "Likes green tea").returncode == 0
    assert _listed()[1]  # reads the tables, saves the snapshot
    fake_openai.script_reply("Noted.")
    asked = run_cli("ask", "--memory", "remember that I am learning to play the cello")
    assert asked.returncode == 0, asked.stderr
    done = run_cli("memories", "list", "--json", env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert done.returncode == 0, done.stderr
    assert "lancedb" not in done.stderr
    texts = [m["text"] for m in json.loads(done.stdout)]
    assert "Likes green tea" in texts and any("cello" in t for t in texts), texts
