"""Versions that cannot clobber, history and undo of every field, the audit trail (issue #13),
over a real LanceDB on disk (and real processes for the race)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
import time
from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.memory.model import InvalidMemory, StaleVersion
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.store import MemoryStore
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import make_memory

EDITOR = textwrap.dedent(
    """
    import asyncio, json, os, sys, time
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.model import StaleVersion
    from ltm_chat.memory.service import LongTermMemory
    from ltm_chat.memory.storage.store import MemoryStore

    db, memory_id, name, start, out = sys.argv[1:6]
    mem = LongTermMemory(MemoryStore(Database(db)).open(), user_id="alice")
    while not os.path.exists(start):  # all three begin together
        time.sleep(0.01)

    async def main():
        done, stale = [], 0
        for n in range(50):
            text = f"{name} edit {n}"
            while True:
                current = await mem.get(memory_id)
                try:
                    m = await mem.update(memory_id, text, expected_version=current.version,
                                         actor=name)
                except StaleVersion:
                    stale += 1
                    continue
                done.append([m.version, text])
                break
        with open(out, "w") as fh:
            json.dump({"done": done, "stale": stale}, fh)

    asyncio.run(main())
    """
)


def test_three_processes_racing_fifty_edits_lose_nothing(tmp_path):
    db = str(tmp_path / "db")
    mem = make_memory(tmp_path)
    import asyncio

    original = asyncio.run(mem.add("User lives in Porto"))
    start = tmp_path / "go"
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-c",
                EDITOR,
                db,
                original.id,
                f"p{n}",
                str(start),
                str(tmp_path / f"p{n}.json"),
            ],
            stderr=subprocess.PIPE,
            text=True,
        )
        for n in range(3)
    ]
    time.sleep(2)  # let them import lancedb and open the table
    start.write_text("go")
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0, err
    results = [json.loads((tmp_path / f"p{n}.json").read_text()) for n in range(3)]
    done = [tuple(d) for r in results for d in r["done"]]
    assert len(done) == 150
    versions = [v for v, _ in done]
    assert len(set(versions)) == 150 and sorted(versions) == list(range(2, 152))
    for r in results:  # each process saw its own versions only grow
        mine = [v for v, _ in r["done"]]
        assert mine == sorted(mine)
    store = MemoryStore(Database(db)).open()
    current = store.get("alice", original.id)
    history = store.history("alice", original.id)
    assert current.version == 151 and len(history) == 150
    assert len({e.version for e in history}) == 150
    kept = {(e.version, e.text) for e in history} | {(current.version, current.text)}
    # every successful edit is current or in history, at the version it was told
    assert set(done) <= kept
    assert sum(r["stale"] for r in results) > 0  # the race really happened


async def test_a_stale_edit_fails_and_writes_nothing(tmp_path):
    mem = make_memory(tmp_path)
    m = await mem.add("User lives in Porto")
    await mem.update(m.id, "User lives in Braga", actor="extraction", expected_version=1)
    with pytest.raises(StaleVersion, match=r"changed since you opened it: v2 by extraction"):
        await mem.update(m.id, "User lives in Faro", expected_version=1)
    assert (await mem.get(m.id)).text == "User lives in Braga"
    assert [e.text for e in await mem.history(m.id)] == ["User lives in Porto"]


async def test_access_bumps_do_not_move_the_version(tmp_path):
    mem = make_memory(tmp_path)
    m = await mem.add("User plays the violin")
    await mem.recall("violin", conversation_id="conv1")
    await mem.wait_idle(10)
    after = await mem.get(m.id)
    assert (after.retrieval_count, after.version) == (1, 1)
    [recall] = [e for e in mem.store.events("alice") if e["action"] == "recall"]
    assert json.loads(recall["detail"]) == {"ids": [m.id]}
    assert recall["conversation_id"] == "conv1" and recall["memory_id"] is None


async def test_undo_restores_every_field_as_a_new_version(tmp_path):
    mem = make_memory(tmp_path)
    m = await mem.add("User lives in Porto", kind="identity", importance=0.4)
    expiry = datetime(2027, 1, 1, tzinfo=UTC)
    edited = await mem.update(
        m.id,
        "User lives in Lisbon",
        kind="fact",
        importance=0.9,
        pinned=True,
        workspace="job",
        expires_at=expiry,
    )
    assert (edited.kind, edited.pinned, edited.workspace, edited.expires_at) == (
        "fact",
        True,
        "job",
        expiry,
    )
    undone = await mem.undo(m.id)
    assert undone.version == 3
    assert (
        undone.text,
        undone.kind,
        undone.importance,
        undone.pinned,
        undone.workspace,
        undone.expires_at,
    ) == ("User lives in Porto", "identity", 0.4, False, "", None)
    # undo walks back past what was undone: pin, undo the pin, then nothing is left to undo
    pinned = await mem.pin(m.id)  # v4
    back = await mem.undo(m.id)  # v5: unpinned again
    assert (pinned.pinned, back.pinned, back.version) == (True, False, 5)
    assert [(e.version, e.action, e.restores) for e in await mem.history(m.id)] == [
        (1, "edit", None),
        (2, "undo", 1),
        (3, "pin", None),
        (4, "undo", 3),
    ]
    with pytest.raises(InvalidMemory):
        await mem.undo(m.id)


async def test_history_rows_of_the_old_schema_read_with_defaults(tmp_path):
    import pyarrow as pa

    root = tmp_path / "db"
    db = Database(str(root))
    old = pa.schema(
        [
            pa.field("id", pa.string(), nullable=False),
            pa.field("memory_id", pa.string(), nullable=False),
            pa.field("user_id", pa.string(), nullable=False),
            pa.field("version", pa.int64(), nullable=False),
            pa.field("text", pa.string(), nullable=False),
            pa.field("kind", pa.string()),
            pa.field("importance", pa.float64()),
            pa.field("changed_at", pa.timestamp("us", tz="UTC"), nullable=False),
            pa.field("actor", pa.string(), nullable=False),
        ]
    )
    store = MemoryStore(db)
    store._mem = None
    tbl = db.table("memory_history", old)
    mem = make_memory(tmp_path)  # opens the same database: migrates the history table
    m = await mem.add("User lives in Rome")
    tbl.add(
        [
            {
                "id": "h1",
                "memory_id": m.id,
                "user_id": "alice",
                "version": 0,
                "text": "User lives in Paris",
                "kind": "fact",
                "importance": 0.5,
                "changed_at": datetime.now(UTC) - timedelta(days=1),
                "actor": "user",
            }
        ]
    )
    [entry] = await mem.history(m.id)
    assert (entry.text, entry.pinned, entry.workspace, entry.action) == (
        "User lives in Paris",
        None,
        None,
        None,
    )
    assert "action" in mem.store.history_log.table.schema.names


async def test_at_the_cap_an_add_says_what_it_evicted(tmp_path):
    mem = make_memory(tmp_path, max_items=2)
    a = await mem.add("User plays chess", importance=0.1)
    await mem.add("User owns a bicycle", importance=0.9)
    changes = await mem.remember("User speaks Finnish", importance=0.9)
    assert [(c.action, c.memory_id) for c in changes][1:] == [("evicted", a.id)]
    assert changes[0].action == "added"
    [evict] = [e for e in await mem.log(a.id) if e["action"] == "evict"]
    assert (evict["actor"], evict["memory_id"]) == ("eviction", a.id)


# -- the CLI -----------------------------------------------------------------------------------


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def test_cli_stale_edit_exits_1_with_who_changed_it(home):
    [m] = invoke_json("memories", "add", "User lives in Porto")
    assert invoke("memories", "edit", m["id"], "User lives in Braga").exit_code == 0
    result = invoke("memories", "edit", m["id"], "User lives in Faro", "--version", "1")
    assert_one_line_error(result, "changed since you opened it: v2 by user")
    [row] = invoke_json("memories", "list")
    assert (row["text"], row["version"]) == ("User lives in Braga", 2)


def test_cli_log_shows_each_action_with_its_actor_and_no_text(home):
    [m] = invoke_json("memories", "add", "User lives in Porto")
    invoke("memories", "add", "User lives in Lisbon now")
    invoke("memories", "edit", m["id"], "--kind", "identity")
    invoke("memories", "pin", m["id"])
    invoke("memories", "undo", m["id"])
    events = invoke_json("memories", "log", m["id"][:10])
    assert [(e["action"], e["actor"]) for e in events] == [
        ("undo", "user"),
        ("pin", "user"),
        ("edit", "user"),
        ("supersede", "user"),
        ("add", "user"),
    ]
    assert all(e["memory_id"] == m["id"] for e in events)
    text = invoke("memories", "log").stdout
    assert "supersede" in text and "Lisbon" not in text and "Porto" not in text
    history = invoke("memories", "history", m["id"]).stdout
    assert "supersede" in history and "undo (to v3)" in history


async def test_the_conditional_update_refuses_a_row_that_moved_on_unseen(tmp_path):
    """Object storage has no lock: the pre-check can pass on a stale read. The update is then
    conditional on the version and its row count decides; the history row it wrote goes."""
    mem = make_memory(tmp_path)
    m = await mem.add("User lives in Porto")
    stale_read = await mem.get(m.id)
    await mem.update(m.id, "User lives in Braga")  # v2, unseen by the next writer
    store = mem.store
    real_get = store.get
    calls = []

    def get(user_id, memory_id):
        calls.append(memory_id)
        return stale_read if len(calls) == 1 else real_get(user_id, memory_id)

    store.get = get
    with pytest.raises(StaleVersion, match="v2"):
        store.change("alice", m.id, {"text": "User lives in Faro"}, actor="user")
    store.get = real_get
    assert (await mem.get(m.id)).text == "User lives in Braga"
    assert [(e.version, e.text) for e in await mem.history(m.id)] == [(1, "User lives in Porto")]


async def test_undo_of_a_supersede_brings_back_the_old_text_and_its_provenance(tmp_path):
    mem = make_memory(tmp_path)
    [added] = await mem.remember("User lives in Porto", source="manual")
    [change] = await mem.remember(
        "User lives in Lisbon now", source="explicit", conversation_id="c9"
    )
    assert change.action == "superseded"
    moved = await mem.get(added.memory_id)
    assert (moved.source, moved.conversation_id) == ("explicit", "c9")
    back = await mem.undo(added.memory_id)
    assert (back.text, back.source, back.conversation_id, back.version) == (
        "User lives in Porto",
        "manual",
        None,
        3,
    )


def test_cli_log_detail_counts_in_words_and_leaves_out_empty_counts(home):
    """A recall of one memory is "1 id", not "1 ids"; an extraction that dropped nothing does
    not say "dropped" with nothing after it."""
    import asyncio

    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    [m] = invoke_json("memories", "add", "User lives in Porto")

    async def answer(_messages):  # the extraction model's reply: one candidate, nothing dropped
        return json.dumps({"memories": [{"text": "User likes jazz", "kind": "preference"}]})

    async def go() -> None:
        memory = open_long_term_memory(load_settings(), embedder=None, llm_json=answer)
        assert [r.memory.id for r in await memory.recall("Where does the user live? Porto")] == [
            m["id"]
        ]
        turn = [{"role": "user", "content": "I like jazz"}, {"role": "assistant", "content": "ok"}]
        await memory.remember_conversation(turn, conversation_id="c1")
        await memory.wait_idle()

    asyncio.run(go())
    lines = invoke("memories", "log").stdout.splitlines()
    [recall] = [line for line in lines if " recall " in line]
    assert f"1 id: {m['id'][:8]}" in recall and "1 ids" not in recall
    [extract] = [line for line in lines if " extract " in line]
    assert extract.rstrip().endswith("kept 1") and "dropped" not in extract
