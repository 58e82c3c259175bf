"""The LanceDB store: CRUD, scoping, real erasure, concurrency, privacy, bad databases."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from ltm_chat.memory.model import (
    AmbiguousId,
    InvalidMemory,
    Memory,
    MemoryNotFound,
    StoreUnavailable,
    new_id,
)
from ltm_chat.memory.storage.db import Database
from ltm_chat.memory.storage.store import MemoryStore
from tests.memory_helpers import HashEmbedder, files_containing

EMB = HashEmbedder()


def mem(text, user="alice", **kw):
    return Memory(
        id=new_id(),
        user_id=user,
        text=text,
        vector=EMB.embed([text])[0],
        embedding_model=EMB.name,
        **kw,
    )


@pytest.fixture
def store(tmp_path):
    return MemoryStore(Database(str(tmp_path / "db")), dim=EMB.dim).open()


def test_add_get_list_and_paging(store):
    items = [mem(f"fact {i}") for i in range(30)]
    store.add(items)
    assert store.count("alice") == 30
    assert store.get("alice", items[3].id).text == "fact 3"
    page = store.list("alice", limit=10, offset=10)
    assert [m.text for m in page] == [f"fact {i}" for i in range(19, 9, -1)]
    assert [m.text for m in store.list("alice", contains="FACT 2")][-1] == "fact 2"


def test_every_query_is_scoped_to_its_owner(store):
    store.add([mem("alice likes jazz"), mem("bob likes metal", user="bob")])
    assert [m.text for m in store.list("alice")] == ["alice likes jazz"]
    bob_id = store.list("bob")[0].id
    with pytest.raises(MemoryNotFound):
        store.get("alice", bob_id)
    with pytest.raises(MemoryNotFound):
        store.resolve_id("alice", bob_id)
    hits = store.vector_search(EMB.embed(["likes metal"])[0], store.scope_filter("alice"), 10)
    assert all(m.user_id == "alice" for m, _ in hits)
    assert store.forget("alice", [bob_id]) == 0 and store.count("bob") == 1


def test_workspace_scope_reads_global_plus_current(store):
    store.add([mem("global"), mem("in proj", workspace="proj"), mem("in other", workspace="other")])
    texts = {m.text for m in store.list("alice", workspace="proj")}
    assert texts == {"global", "in proj"}
    assert {m.text for m in store.list("alice", workspace="proj", include_global=False)} == {
        "in proj"
    }


def test_filters_kind_and_pinned(store):
    store.add([mem("a", kind="preference", pinned=True), mem("b", kind="fact")])
    assert [m.text for m in store.list("alice", kind="preference")] == ["a"]
    assert [m.text for m in store.list("alice", pinned=True)] == ["a"]


def test_id_prefixes(store):
    a, b = mem("one"), mem("two")
    store.add([a, b])
    assert store.resolve_id("alice", a.id[:17]) == a.id
    with pytest.raises(AmbiguousId):
        store.resolve_id("alice", a.id[:3])
    with pytest.raises(MemoryNotFound):
        store.resolve_id("alice", "zzz")


def test_update_keeps_history_and_bumps_version(store):
    m = mem("lives in Paris")
    store.add([m])
    store.update_text(
        "alice", m.id, "lives in Rome", vector=None, embedding_model=None, actor="user"
    )
    got = store.get("alice", m.id)
    assert (got.text, got.version) == ("lives in Rome", 2)
    assert [(h.version, h.text) for h in store.history("alice", m.id)] == [(1, "lives in Paris")]


@pytest.mark.parametrize("bad", ["", "   ", "x" * 501, "x" * 1_000_000, None, 42])
def test_bad_text_is_refused_and_nothing_is_written(store, bad):
    before = store.count("alice")
    m = mem("placeholder")
    m.text = bad
    with pytest.raises(InvalidMemory):
        store.add([m])
    assert store.count("alice") == before


def test_control_characters_are_cleaned(store):
    m = mem("tea\x00 and\x1b[31m\ncoffee")
    store.add([m])
    assert store.get("alice", m.id).text == "tea and [31m coffee"


def test_forget_erases_every_byte_including_history_and_old_versions(store, tmp_path):
    secretish = "my unusual hobby is flamingoquilting"
    edited = "my other hobby is zebraknitting"
    keep = [mem(f"keep me {i}") for i in range(200)]
    target = mem(secretish)
    store.add(keep[:100] + [target] + keep[100:])
    store.ensure_text_index()  # the full-text index must not keep the tokens either
    store.update_text("alice", target.id, edited, vector=None, embedding_model=None, actor="user")
    store.bump_access("alice", [target.id], store.clock())
    root = tmp_path / "db"
    assert files_containing(root, "flamingoquilting") and files_containing(root, "zebraknitting")
    assert store.forget("alice", [target.id]) == 1
    assert files_containing(root, "flamingoquilting") == []
    assert files_containing(root, "zebraknitting") == []
    assert store.count("alice") == 200 and store.history("alice", target.id) == []
    assert [m.text for m, _ in store.text_search("keep", store.scope_filter("alice"), 3)]


def test_clear_erases_a_workspace_only(store, tmp_path):
    store.add([mem("global note quokkaword"), mem("proj note wombatword", workspace="proj")])
    assert store.clear("alice", workspace="proj") == 1
    assert files_containing(tmp_path / "db", "wombatword") == []
    assert [m.text for m in store.list("alice")] == ["global note quokkaword"]
    assert store.clear("alice") == 1 and store.count("alice") == 0
    assert files_containing(tmp_path / "db", "quokkaword") == []


def test_data_directory_is_private(store, tmp_path):
    store.add([mem("private")])
    root = tmp_path / "db"
    assert root.stat().st_mode & 0o777 == 0o700
    for p in root.rglob("*"):
        assert p.stat().st_mode & 0o777 == (0o700 if p.is_dir() else 0o600), p


def test_an_existing_folder_above_the_database_keeps_its_mode(tmp_path):
    shared = tmp_path / "shared"
    shared.mkdir(mode=0o755)
    os.chmod(shared, 0o1777)  # like /tmp
    MemoryStore(Database(str(shared / "db")), dim=None).open()
    assert shared.stat().st_mode & 0o7777 == 0o1777
    assert (shared / "db").stat().st_mode & 0o777 == 0o700
    fresh = tmp_path / "new-data-dir"
    MemoryStore(Database(str(fresh / "db")), dim=None).open()
    assert fresh.stat().st_mode & 0o777 == 0o700  # the app's data dir, made here: private


def test_newer_schema_is_refused(tmp_path):
    import lancedb

    from ltm_chat.memory.storage.schema import memories_schema

    schema = memories_schema(8).with_metadata({"ltm_chat_schema_version": "99"})
    lancedb.connect(str(tmp_path / "db")).create_table("memories", schema=schema)
    with pytest.raises(StoreUnavailable, match="newer ltm-chat"):
        MemoryStore(Database(str(tmp_path / "db"))).open()


RO_PROBE = textwrap.dedent(
    """
    import sys
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.model import Memory, StoreUnavailable, new_id
    from ltm_chat.memory.storage.store import MemoryStore
    store = MemoryStore(Database(sys.argv[1])).open()
    before = store.count("alice")
    try:
        store.add([Memory(id=new_id(), user_id="alice", text="new fact")])
    except StoreUnavailable as exc:
        print("refused:", exc)
    print("count:", before, store.count("alice"))
    """
)


def test_read_only_database_reads_and_refuses_writes_cleanly():
    import shutil
    import tempfile

    root = Path(tempfile.mkdtemp(prefix="ltm-ro-"))
    try:
        uri = str(root / "db")
        MemoryStore(Database(uri), dim=8).open().add(
            [Memory(id=new_id(), user_id="alice", text="kept")]
        )
        cmd = [sys.executable, "-c", RO_PROBE, uri]
        if os.geteuid() == 0:  # root ignores permissions: probe as an unprivileged user
            if not shutil.which("setpriv"):
                pytest.skip("needs setpriv to drop root")
            shutil.chown(root, "nobody")
            for p in root.rglob("*"):
                shutil.chown(p, "nobody")
            os.chmod(root, 0o755)
            cmd = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups", *cmd]
            can_run = subprocess.run(
                [*cmd[:4], sys.executable, "-c", "import ltm_chat"], capture_output=True
            )
            if can_run.returncode != 0:
                pytest.skip("the unprivileged user cannot read this checkout's virtualenv")
        for p in [root, *root.rglob("*")]:
            os.chmod(p, 0o555 if p.is_dir() else 0o444)
        out = subprocess.run(cmd, capture_output=True, text=True, timeout=120)
        assert out.returncode == 0, out.stderr[-2000:]
        assert "refused: the data directory" in out.stdout and "read-only" in out.stdout
        assert "count: 1 1" in out.stdout
    finally:
        for p in [root, *root.rglob("*")]:
            os.chmod(p, 0o755 if p.is_dir() else 0o644)
        shutil.rmtree(root, ignore_errors=True)


WRITER = textwrap.dedent(
    """
    import sys
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.model import Memory, new_id
    from ltm_chat.memory.storage.store import MemoryStore
    store = MemoryStore(Database(sys.argv[1]), dim=64).open()
    for i in range(int(sys.argv[3])):
        store.add([Memory(id=new_id(), user_id="alice", text=f"{sys.argv[2]} fact {i}")])
    """
)


def test_two_processes_writing_at_once_lose_nothing(tmp_path):
    uri = str(tmp_path / "db")
    MemoryStore(Database(uri), dim=64).open()
    procs = [
        subprocess.Popen([sys.executable, "-c", WRITER, uri, name, "200"], stderr=subprocess.PIPE)
        for name in ("p1", "p2")
    ]
    for p in procs:
        _, err = p.communicate(timeout=600)
        assert p.returncode == 0, err.decode()[-2000:]
    store = MemoryStore(Database(uri)).open()
    texts = {m.text for m in store.list("alice")}
    assert len(texts) == 400
    assert {f"p{n} fact {i}" for n in (1, 2) for i in range(200)} == texts


READER = textwrap.dedent(
    """
    import sys, time
    from ltm_chat.memory.storage.db import Database
    from ltm_chat.memory.storage.store import MemoryStore
    store = MemoryStore(Database(sys.argv[1])).open()
    print(len(store.list("alice")), flush=True)      # tables open, files of this version read
    sys.stdin.readline()                             # wait: the other process erases now
    print(len(store.list("alice")), store.count("alice"), flush=True)
    """
)


def test_second_process_keeps_reading_after_erasure(tmp_path):
    uri = str(tmp_path / "db")
    store = MemoryStore(Database(uri), dim=64).open()
    items = [Memory(id=new_id(), user_id="alice", text=f"note {i}") for i in range(20)]
    for m in items:  # many small versions, so cleanup really deletes files the reader had open
        store.add([m])
    reader = subprocess.Popen(
        [sys.executable, "-c", READER, uri],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert reader.stdout.readline().strip() == "20"
    store.forget("alice", [items[0].id, items[1].id])
    store.clear("alice", workspace="nowhere")
    out, err = reader.communicate("go\n", timeout=120)
    assert reader.returncode == 0, err[-2000:]
    assert out.split() == ["18", "18"]


def test_many_small_writes_are_compacted_now_and_then(tmp_path):
    from ltm_chat.memory.storage.db import TIDY_MAX_FRAGMENTS

    store = MemoryStore(Database(str(tmp_path / "db")), dim=8).open()
    for i in range(3 * TIDY_MAX_FRAGMENTS):
        store.add([Memory(id=new_id(), user_id="alice", text=f"note {i}")])
    fragments = store.mem.stats()["fragment_stats"]["num_fragments"]
    assert fragments <= TIDY_MAX_FRAGMENTS, fragments  # without tidying, one per add: 96
    assert store.count("alice") == 3 * TIDY_MAX_FRAGMENTS
