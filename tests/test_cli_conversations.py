"""`ltm-chat conversations list|show|export|delete` against a real LanceDB in a temp home."""

from __future__ import annotations

import json
import re
import stat

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import files_containing


@pytest.fixture
def chats(ltm_home):
    """Two of alice's conversations and one of bob's, saved through the real store."""
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    db = Database(load_settings().paths.db_uri)
    alice = ConversationStore(db, "alice").open()
    trip = alice.create("Planning a trip to Japan in spring", model="openai/fake-model")
    alice.add_messages(
        trip.id,
        [("user", "Planning a trip to Japan in spring"), ("assistant", "**Kyoto** is lovely.")],
        "openai/fake-model",
    )
    tea = alice.create("Tea brewing temperatures")
    alice.add_messages(
        tea.id, [("user", "Tea brewing temperatures"), ("assistant", "80 °C for green tea.")], None
    )
    bob = ConversationStore(db, "bob").open()
    bobs = bob.create("Bob's private chat about his salary")
    bob.add_messages(bobs.id, [("user", "Bob's private chat"), ("assistant", "ok")], None)
    return {"trip": trip, "tea": tea, "bob": bobs}


def test_list_is_per_user_newest_first(chats):
    rows = invoke_json("conversations", "list")
    assert [r["title"] for r in rows] == [
        "Tea brewing temperatures",
        "Planning a trip to Japan in spring",
    ]
    assert {"id", "title", "created_at", "updated_at", "model"} <= set(rows[0])
    assert [r["message_count"] for r in rows] == [2, 2]  # a field added, none renamed
    table = invoke("conversations", "list")
    assert "Planning a trip to Japan" in table.stdout and "salary" not in table.stdout
    assert [r["title"] for r in invoke_json("conversations", "list", "--user", "bob")] == [
        "Bob's private chat about his salary"
    ]
    assert len(invoke_json("conversations", "list", "--limit", "1")) == 1


def test_list_on_a_fresh_home_creates_nothing(ltm_home):
    result = invoke("conversations", "list")
    assert result.exit_code == 0 and "No saved conversations for alice" in result.stdout
    assert invoke_json("conversations", "list") == []
    assert not ltm_home.exists()


def test_show_by_prefix_and_latest(chats):
    trip = chats["trip"]
    result = invoke("conversations", "show", trip.id[:10])
    assert result.exit_code == 0, result.stderr
    assert "# Planning a trip to Japan in spring" in result.stdout  # Markdown into a pipe
    assert "**Kyoto** is lovely." in result.stdout
    assert re.search(r"^## User · \d\d:\d\d$", result.stdout, re.M)  # when each was said (UTC)
    assert re.search(r"^## Assistant · \d\d:\d\d$", result.stdout, re.M)
    messages = invoke_json("conversations", "show", "latest")
    assert [m["role"] for m in messages] == ["user", "assistant"]
    assert messages[1]["content"] == "80 °C for green tea."


def test_unknown_ambiguous_and_foreign_ids_fail(chats):
    assert_one_line_error(invoke("conversations", "show", "ffffffffff"), "no conversation")
    bobs = chats["bob"].id
    assert_one_line_error(invoke("conversations", "show", bobs), "no conversation")
    assert_one_line_error(invoke("conversations", "delete", bobs, "--yes"), "no conversation")
    shared = _common_prefix(chats["trip"].id, chats["tea"].id)
    assert_one_line_error(invoke("conversations", "show", shared), "matches several conversations")


def _common_prefix(a: str, b: str) -> str:
    import os

    prefix = os.path.commonprefix([a, b])
    assert prefix, "time-ordered ids made a moment apart share a prefix"
    return prefix


def test_export_markdown_and_json(chats, tmp_path):
    trip = chats["trip"]
    md = invoke("conversations", "export", trip.id)
    assert md.exit_code == 0 and md.stdout.startswith("# Planning a trip to Japan")
    out = tmp_path / "trip.json"
    result = invoke("conversations", "export", trip.id, "--format", "json", "-o", str(out))
    assert result.exit_code == 0, result.stderr
    data = json.loads(out.read_text())
    assert data["id"] == trip.id and len(data["messages"]) == 2
    assert stat.S_IMODE(out.stat().st_mode) == 0o600
    assert invoke("conversations", "export", trip.id, "--format", "pdf").exit_code == 2


def test_delete_asks_then_erases_for_real(chats, ltm_home):
    tea = chats["tea"]
    result = invoke("conversations", "delete", tea.id[:12], input="n\n")
    assert result.exit_code == 1 and "not confirmed" in result.stderr
    assert "Tea brewing temperatures" in result.stderr and "2 messages" in result.stderr
    assert len(invoke_json("conversations", "list")) == 2
    result = invoke("conversations", "delete", tea.id[:12], input="y\n")
    assert result.exit_code == 0 and "Deleted" in result.stdout
    assert [r["id"] for r in invoke_json("conversations", "list")] == [chats["trip"].id]
    assert files_containing(ltm_home, "80 °C for green tea") == []


def test_help_texts(ltm_home):
    for command in ("list", "show", "export", "delete"):
        result = invoke("conversations", command, "--help")
        assert result.exit_code == 0 and "--user" in result.stdout


def test_list_counts_messages_per_conversation(chats):
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    alice = ConversationStore(Database(load_settings().paths.db_uri), "alice").open()
    trip = chats["trip"]
    alice.add_messages(trip.id, [("user", "And Osaka?"), ("assistant", "Eat well.")], None)
    empty = alice.create("A chat whose first turn never saved")

    rows = {r["id"]: r["message_count"] for r in invoke_json("conversations", "list")}
    assert rows == {empty.id: 0, trip.id: 4, chats["tea"].id: 2}
    lines = invoke("conversations", "list").stdout.splitlines()
    cells = [re.split(r"\s{2,}", line.strip()) for line in lines]  # columns: 2+ spaces apart
    header = next(i for i, row in enumerate(cells) if row[0] == "id")
    assert cells[header][2] == "messages"
    assert [row[2] for row in cells[header + 2 : header + 5]] == ["0", "4", "2"]  # newest first
