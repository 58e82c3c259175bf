"""Housekeeping across processes (issue #11, item 4): compaction follows the table's own
fragment count, so many short `ltm-chat` processes cannot pile fragments up. Real CLI
processes on a real LanceDB."""

from __future__ import annotations

import json

from ltm_chat.config import load_settings
from ltm_chat.memory.storage.db import TIDY_MAX_FRAGMENTS, Database
from tests.cli_helpers import invoke, invoke_json, run_cli

PROCESSES = 20
PINS_PER_PROCESS = 3


def _fragments(table: str) -> int:
    db = Database(load_settings().paths.db_uri)
    return db.connect().open_table(table).stats()["fragment_stats"]["num_fragments"]


def test_twenty_short_processes_leave_a_bounded_number_of_fragments(
    ltm_home, tmp_path, monkeypatch
):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    count = PROCESSES * PINS_PER_PROCESS
    source = tmp_path / "in.jsonl"
    source.write_text(
        "".join(
            json.dumps({"text": f"Fact number {i} about topic {i}"}) + "\n" for i in range(count)
        )
    )
    assert invoke("memories", "import", str(source)).exit_code == 0  # one fragment of 60 rows
    ids = [m["id"] for m in invoke_json("memories", "list")]
    for n in range(PROCESSES):
        # Each pin moves one row into a fragment of its own and logs one audit event: before,
        # every process counted its own writes (never reaching 100), so 20 processes left
        # 61 fragments in `memories` and 61 in `memory_events`.
        chunk = ids[n * PINS_PER_PROCESS : (n + 1) * PINS_PER_PROCESS]
        result = run_cli("memories", "pin", *chunk)
        assert result.returncode == 0, result.stderr
    assert _fragments("memories") <= TIDY_MAX_FRAGMENTS
    assert _fragments("memory_events") <= TIDY_MAX_FRAGMENTS
    rows = invoke_json("memories", "list")
    assert len(rows) == count and all(m["pinned"] for m in rows)
