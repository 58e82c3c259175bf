"""The memory cap (max_items) and index building (issue #11, item 2), through the CLI on a real
LanceDB: eviction never removes more than one write's excess without saying so, import respects
the cap, an ANN index is only trained when there are enough vectors."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")  # lexical: fast
    return ltm_home


def _export_file(tmp_path, n: int, name: str = "in.jsonl", start: int = 0, **fields):
    path = tmp_path / name
    lines = [
        json.dumps(
            {
                "id": f"{i:016x}",
                "text": f"Imported fact number {i} about hobby {i}",
                "importance": 0.5,
                **fields,
            }
        )
        for i in range(start, start + n)
    ]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def _count() -> int:
    return len(invoke_json("memories", "list", "--all-workspaces"))


def test_a_lowered_cap_is_not_enforced_silently_by_the_next_add(home, tmp_path, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "50")
    assert invoke("memories", "import", _export_file(tmp_path, 6)).exit_code == 0
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "3")
    result = invoke("memories", "add", "Prefers window seats on trains")
    assert result.exit_code == 0, result.stderr
    # Before: "Remembered …", exit 0, and 4 of the 7 rows silently gone.
    evicted = [line for line in result.stdout.splitlines() if line.startswith("Evicted")]
    assert len(evicted) == 1 and "over the memory cap" in evicted[0]  # one, and named
    assert "6 memories are stored, above the cap of 3 (max_items)" in result.stderr
    assert _count() == 6


def test_add_at_the_cap_evicts_one_and_names_it(home, tmp_path, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "3")
    for text in ("Likes jazz", "Owns a cat", "Drinks oolong"):
        assert invoke("memories", "add", text, "--importance", "0.9").exit_code == 0
    result = invoke("memories", "add", "Once visited Oslo", "--importance", "0.0")
    assert result.exit_code == 0, result.stderr
    [evicted] = [line for line in result.stdout.splitlines() if line.startswith("Evicted")]
    # none was ever recalled: the least recent goes (importance comes after use and recency)
    assert "over the memory cap" in evicted and "Likes jazz" in evicted
    assert "above the cap" not in result.stderr
    assert _count() == 3


def test_import_past_the_cap_imports_nothing_and_says_what_it_would_evict(
    home, tmp_path, monkeypatch
):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "5")
    for text in ("Likes jazz", "Owns a cat", "Drinks oolong"):
        invoke("memories", "add", text)
    before = invoke_json("memories", "list")
    path = _export_file(tmp_path, 4, created_at="2025-01-01T00:00:00+00:00")
    result = invoke("memories", "import", path)
    assert_one_line_error(
        result,
        "would make 7, over the cap of 5 (max_items)",
        "evict the 2 least used",
        "nothing was imported",
        "--evict",
    )
    assert invoke_json("memories", "list") == before
    result = invoke("memories", "import", path, "--evict")
    assert result.exit_code == 0, result.stderr
    # None was ever recalled; the file's rows are older than the stored ones: two stay out.
    assert result.stdout.strip().splitlines()[-1] == "Imported 2 memories."
    assert (
        "To stay within the cap of 5 (max_items): left out 2 of the file's (the least used)."
        in result.stderr
    )
    assert _count() == 5
    assert {m["text"] for m in before} <= {m["text"] for m in invoke_json("memories", "list")}


def test_import_with_evict_erases_the_lowest_scored_stored_rows(home, tmp_path, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "4")
    for text in ("Likes jazz", "Owns a cat", "Drinks oolong"):
        invoke("memories", "add", text, "--importance", "0.1")
    result = invoke("memories", "import", _export_file(tmp_path, 3), "--evict")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 3 memories (3 added, 2 evicted)."
    assert "evicted 2 memories stored (the least used)" in result.stderr
    assert sum(line.startswith("Evicted") for line in result.stdout.splitlines()) == 2  # named
    assert _count() == 4


def test_index_building_skips_a_store_with_few_vectors(home, tmp_path, monkeypatch):
    """20,000 rows of which only two have a vector (a lexical store that had an embedder for a
    moment): before, every later write committed and then failed ("KMeans cannot train 4
    centroids with 2 vectors")."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.indexes import ANN_MIN_ROWS
    from ltm_chat.memory.storage.schema import memory_to_row
    from ltm_chat.memory.storage.store import MemoryStore

    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "50000")
    store = MemoryStore(Database(load_settings().paths.db_uri), dim=8).open()
    rows = [
        memory_to_row(Memory(id=new_id(), user_id="alice", text=f"Lexical note {i}"))
        for i in range(ANN_MIN_ROWS)
    ]
    for i in range(2):
        rows[i]["vector"], rows[i]["embedding_model"] = [0.5] * 8, "test:vectors"
    store.db.write(store.mem, lambda t: t.add(rows))  # as a store of an older version holds them
    path = _export_file(tmp_path, 10)
    result = invoke("memories", "import", path)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 10 memories."
    assert "could not build" not in result.stderr
    added = invoke("memories", "add", "Keeps bees on the roof")
    assert added.exit_code == 0, added.stderr
    assert invoke_json("memories", "search", "bees")[0]["text"] == "Keeps bees on the roof"
    assert MemoryStore(Database(load_settings().paths.db_uri)).open().count("alice") == (
        ANN_MIN_ROWS + 11
    )


def test_a_failing_index_build_does_not_fail_a_committed_import(home, tmp_path, monkeypatch):
    import ltm_chat.memory.storage.indexes as indexes
    import ltm_chat.memory.storage.store as store

    monkeypatch.setattr(indexes, "SCALAR_INDEX_MIN_ROWS", 50)

    def broken(*_a, **_k):
        raise RuntimeError("index build failed")

    monkeypatch.setattr(store.MemoryStore, "ensure_search_indexes", broken)
    path = _export_file(tmp_path, 60)
    result = invoke("memories", "import", path)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 60 memories."
    again = invoke("memories", "import", path)
    assert again.stdout.strip().splitlines()[-1] == "Imported 0 memories, 60 already present."
    assert _count() == 60
