"""Listings from a snapshot (memory/storage/listing_snapshots.py): the same output as the tables give,
no lancedb import while the tables are unchanged, and nothing of an erased row left behind.

Real LanceDB on disk, the real CLI (in-process and as a subprocess)."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from tests.cli_helpers import invoke, invoke_json, run_cli
from tests.memory_helpers import HashEmbedder, files_containing, make_memory

SNAPSHOTS = ".snapshots"


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("COLUMNS", "120")
    return ltm_home


def _fill(home) -> None:
    """Memories of every shape a listing filters on: workspaces, kinds, pinned, pending,
    expired, another user's."""
    from ltm_chat.memory.model import Memory, new_id, utcnow

    now = utcnow()

    def m(text: str, **kw) -> Memory:
        return Memory(id=new_id(), user_id="", text=text, source="import", **kw)

    alice = make_memory(home, embedder=HashEmbedder())
    rows = [
        m("Likes green tea", kind="preference", created_at=now - timedelta(days=3)),
        m("Works on the Rust parser", workspace="work", created_at=now - timedelta(days=2)),
        m("Lives in Porto", pinned=True, importance=0.9, created_at=now - timedelta(days=1)),
        m("Might move to Lisbon", status="pending", confidence=0.6),
        m("Has a dentist visit on Friday", expires_at=now - timedelta(hours=1)),
        m("Plays chess on Sundays", kind="event", workspace="home"),
    ]
    asyncio.run(alice.add_many(rows))
    bob = make_memory(home, user="bob", embedder=HashEmbedder())
    asyncio.run(bob.add_many([m("Bob earns a secret salary")]))


LISTINGS = [
    ["memories", "list"],
    ["memories", "list", "--all-workspaces"],
    ["memories", "list", "--workspace", "work"],
    ["memories", "list", "--kind", "event", "-a"],
    ["memories", "list", "--pinned"],
    ["memories", "list", "--expired"],
    ["memories", "list", "--limit", "2", "-a"],
    ["memories", "list", "--user", "bob"],
    ["memories", "pending"],
]


def _outputs() -> list[tuple[str, str, str]]:
    out = []
    for args in LISTINGS:
        table, data = invoke(*args), invoke(*args, "--json")
        assert table.exit_code == 0 and data.exit_code == 0, (args, table.stderr, data.stderr)
        out.append((table.stdout, table.stderr, data.stdout))
    return out


def test_memory_listings_read_from_the_snapshot_print_what_the_tables_give(home):
    _fill(home)
    assert not (home / "db" / SNAPSHOTS).exists()
    first = _outputs()  # each reads the tables, then saves the snapshot
    assert (home / "db" / SNAPSHOTS / "memories.json").exists()
    assert _outputs() == first  # now from the snapshot: the same tables, notes and JSON
    assert "Lives in Porto" in first[0][0] and "Bob" not in first[0][0]
    assert "Plays chess" not in first[0][0] and "Plays chess" in first[1][0]
    assert "past its expiry left out" in first[0][1]
    assert "Might move to Lisbon" in first[-1][0]


def test_a_listing_from_the_snapshot_does_not_import_lancedb(home):
    _fill(home)

    def imported(*args: str) -> str:
        done = run_cli(*args, env={"PYTHONPROFILEIMPORTTIME": "1"})
        assert done.returncode == 0, done.stderr
        return done.stderr

    assert "lancedb" in imported("memories", "list")  # the first reads the tables
    assert "lancedb" not in imported("memories", "list")
    assert "lancedb" not in imported("memories", "pending")


def test_a_change_by_another_process_is_listed_at_once(home):
    _fill(home)
    invoke("memories", "list")
    other = make_memory(home, embedder=HashEmbedder())
    asyncio.run(other.add("Learning to play the cello"))  # the snapshot is now out of date
    rows = invoke_json("memories", "list")
    assert "Learning to play the cello" in [r["text"] for r in rows]


def test_forget_leaves_no_byte_of_the_memory_in_any_snapshot(home):
    _fill(home)
    invoke("memories", "list")
    invoke("conversations", "list")
    target = next(r for r in invoke_json("memories", "list") if r["text"] == "Lives in Porto")
    assert files_containing(home / "db" / SNAPSHOTS, "Lives in Porto")
    assert invoke("memories", "forget", "--yes", target["id"]).exit_code == 0
    assert files_containing(home, "Lives in Porto") == []
    assert "Lives in Porto" not in invoke("memories", "list").stdout


def test_incognito_listing_saves_no_snapshot(home):
    _fill(home)
    assert invoke("--incognito", "memories", "list").exit_code == 0
    assert invoke("memories", "pending", "--incognito").exit_code == 0
    assert not (home / "db" / SNAPSHOTS).exists()


def test_a_snapshot_is_not_saved_over_a_change_made_while_it_was_read(home):
    from ltm_chat.memory.storage import listing_snapshots as snapshots

    _fill(home)
    root = home / "db"
    taken = snapshots.signature(root, "memories")
    asyncio.run(make_memory(home, embedder=HashEmbedder()).add("Collects vinyl records"))
    assert snapshots.save(root, "memories", [], taken) is False  # read before that write
    assert snapshots.save(root, "memories", [], snapshots.signature(root, "memories"))
    assert snapshots.load(root, "memories") == []


def test_a_write_to_another_table_keeps_the_memory_snapshot(home):
    from ltm_chat.memory.storage import listing_snapshots as snapshots

    _fill(home)
    invoke("memories", "list")
    assert snapshots.load(home / "db", "memories") is not None
    invoke("conversations", "list")  # creates nothing, writes nothing
    _chat(home, "A chat about bread")  # writes conversations and messages only
    assert snapshots.load(home / "db", "memories") is not None


def _chat(home, title: str, reply: str = "ok") -> str:
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.memory.storage.db import Database

    store = ConversationStore(Database(str(home / "db")), "alice").open()
    conv = store.create(title, model="openai/fake-model")
    store.add_messages(conv.id, [("user", title), ("assistant", reply)], "openai/fake-model")
    return conv.id


def test_conversation_listing_from_the_snapshot_prints_what_the_tables_give(home):
    first_id = _chat(home, "Planning a trip to Japan")
    _chat(home, "Sourdough starter", "Feed it daily")
    _chat(home, "Tea temperatures", "80 °C for green tea")
    runs = [invoke("conversations", "list"), invoke_json("conversations", "list")]
    assert (home / "db" / SNAPSHOTS / "conversations.json").exists()
    again = [invoke("conversations", "list"), invoke_json("conversations", "list")]
    assert again[0].stdout == runs[0].stdout and again[1] == runs[1]
    assert [r["message_count"] for r in again[1]] == [2, 2, 2]
    assert invoke_json("conversations", "list", "--limit", "1") == runs[1][:1]
    done = run_cli("conversations", "list", env={"PYTHONPROFILEIMPORTTIME": "1"})
    assert done.returncode == 0 and "lancedb" not in done.stderr
    assert "Planning a trip" in done.stdout
    assert invoke("conversations", "delete", "--yes", first_id).exit_code == 0
    assert files_containing(home, "Planning a trip to Japan") == []
    titles = [r["title"] for r in invoke_json("conversations", "list")]
    assert titles == ["Tea temperatures", "Sourdough starter"]


def test_rows_waiting_in_a_row_journal_make_the_listing_read_the_tables(home):
    """Rows saved beside the tables without lancedb (a one-shot `ask`) are merged by the next
    open: a snapshot taken before them must not hide them."""
    from ltm_chat.memory.storage import listing_snapshots as snapshots

    _chat(home, "A chat about bread")
    invoke("conversations", "list")
    assert snapshots.load(home / "db", "conversations") is not None
    waiting = home / "db" / snapshots.ROW_JOURNAL
    waiting.mkdir()
    (waiting / "20261202T000000-0.json").write_text("{}")
    assert snapshots.load(home / "db", "conversations") is None
