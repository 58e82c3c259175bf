"""`ltm-chat memories pending | accept | reject | curate`, `add/edit --expires` and
`forget --conversation` against a real LanceDB in a temp home (lexical mode for speed)."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import files_containing


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _seed(*items: dict) -> list[str]:
    """Memories written through the engine as extraction would (pending, with provenance)."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    async def go() -> list[str]:
        memory = open_long_term_memory(load_settings())
        out = []
        for item in items:
            m = await memory.add(dedupe=False, source="extracted", **item)
            out.append(m.id)
        return out

    return asyncio.run(go())


def _db(home: Path) -> Path:
    from ltm_chat.config import load_settings

    return Path(load_settings().paths.db_uri)


def test_pending_lists_the_queue_and_list_leaves_it_out(home):
    [tea, debt] = _seed(
        {"text": "User likes green tea", "status": "pending", "conversation_id": "c1"},
        {"text": "User has $40,000 of debt", "status": "pending", "conversation_id": "c1"},
    )
    table = invoke("memories", "pending")
    assert table.exit_code == 0
    assert "User likes green tea" in table.stdout and "2 memories to review" in table.stdout
    assert "sensitive" in table.stdout  # the debt is marked
    rows = {m["id"]: m for m in invoke_json("memories", "pending")}
    assert rows[debt]["sensitivity"] == "sensitive" and rows[tea]["status"] == "pending"
    listed = invoke("memories", "list")
    assert "User likes green tea" not in listed.stdout and "2 waiting for review" in listed.stderr


def test_accept_keeps_provenance_and_reject_erases(home):
    [tea, debt] = _seed(
        {"text": "User likes green tea", "status": "pending", "conversation_id": "c1"},
        {"text": "User has $40,000 of debt", "status": "pending", "conversation_id": "c1"},
    )
    result = invoke("memories", "accept", tea, "--text", "User likes sencha")
    assert result.exit_code == 0 and "Accepted" in result.stdout
    [kept] = invoke_json("memories", "list")
    assert (kept["text"], kept["conversation_id"], kept["status"]) == (
        "User likes sencha",
        "c1",
        "active",
    )
    assert invoke("memories", "reject", debt).exit_code == 0
    assert invoke_json("memories", "pending") == []
    assert files_containing(_db(home), "User has $40,000 of debt") == []


def test_accept_and_reject_say_what_they_did_in_json(home):
    [tea, debt, jazz] = _seed(
        {"text": "User likes green tea", "status": "pending", "conversation_id": "c1"},
        {"text": "User has $40,000 of debt", "status": "pending", "conversation_id": "c1"},
        {"text": "User likes jazz", "status": "pending", "conversation_id": "c2"},
    )
    [accepted] = invoke_json("memories", "accept", tea[:10])
    assert (accepted["id"], accepted["status"], accepted["conversation_id"]) == (
        tea,
        "active",
        "c1",
    )
    assert invoke_json("memories", "reject", debt[:10], debt) == [
        {"id": debt, "action": "rejected"}
    ]  # one id given twice (prefix and full) is one rejection; the text is not repeated
    assert files_containing(_db(home), "User has $40,000 of debt") == []
    # one id that is not pending refuses the lot: nothing rejected
    assert_one_line_error(invoke("memories", "reject", jazz, tea, "--json"), "not waiting")
    assert [m["id"] for m in invoke_json("memories", "pending")] == [jazz]


def test_accept_or_reject_of_what_is_not_pending_changes_nothing(home):
    [active] = _seed({"text": "User likes jazz"})
    [waiting] = _seed({"text": "User likes tea", "status": "pending"})
    assert_one_line_error(invoke("memories", "accept", waiting, active), "not waiting for review")
    assert_one_line_error(invoke("memories", "reject", active), "not waiting for review")
    assert_one_line_error(invoke("memories", "accept", "beef42"), "no memory with id")
    assert [m["id"] for m in invoke_json("memories", "pending")] == [waiting]  # untouched


def test_another_users_pending_memory_cannot_be_accepted(home, monkeypatch):
    [waiting] = _seed({"text": "User likes tea", "status": "pending"})
    monkeypatch.setenv("LTM_CHAT_USER", "bob")
    assert_one_line_error(invoke("memories", "accept", waiting), "no memory with id")


def test_add_and_edit_expires(home):
    [m] = invoke_json("memories", "add", "In Berlin this week", "--expires", "7d")
    expires = datetime.fromisoformat(m["expires_at"])
    assert timedelta(days=6) < expires - datetime.now(UTC) <= timedelta(days=7)
    assert invoke("memories", "edit", m["id"], "--expires", "2099-01-31").exit_code == 0
    [m] = invoke_json("memories", "list")
    assert m["expires_at"].startswith("2099-02-01")
    assert invoke("memories", "edit", m["id"], "--expires", "never").exit_code == 0
    assert invoke_json("memories", "list")[0]["expires_at"] is None


def test_add_expires_never_is_a_memory_kept_for_good(home):
    """'never' reads the same on add as on edit and in the inspector's Expires field."""
    [m] = invoke_json("memories", "add", "User lives in Lisbon", "--expires", "never")
    assert (m["text"], m["expires_at"]) == ("User lives in Lisbon", None)


def test_edit_expires_is_a_version_that_undo_reverts_and_a_stale_one_is_refused(home):
    """The CLI saves an expiry as the inspector does: one new version through the same update."""
    [m] = invoke_json("memories", "add", "In Berlin this week")
    result = invoke("memories", "edit", m["id"], "--expires", "2099-01-31")
    assert result.exit_code == 0 and "Expires" in result.stdout
    [now] = invoke_json("memories", "list")
    assert (now["version"], now["expires_at"][:10]) == (2, "2099-02-01")
    stale = invoke("memories", "edit", m["id"], "--expires", "7d", "--version", "1")
    assert_one_line_error(stale, "changed since")
    assert invoke_json("memories", "list")[0]["expires_at"][:10] == "2099-02-01"
    assert invoke("memories", "undo", m["id"]).exit_code == 0
    [back] = invoke_json("memories", "list")
    assert (back["version"], back["expires_at"]) == (3, None)
    again = invoke("memories", "edit", m["id"], "--expires", "never")
    assert again.exit_code == 0 and "Unchanged" in again.stdout


@pytest.mark.parametrize(
    ("value", "needle"),
    [
        ("2020-01-31", "in the past"),
        ("soon", "not a date"),
        ("9999-12-31", "too far ahead"),  # the end of that day is past the calendar's last
        ("100000000d", "too far ahead"),
    ],
)
def test_bad_expires_is_a_one_line_error_and_stores_nothing(home, value, needle):
    assert_one_line_error(invoke("memories", "add", "A fact", "--expires", value), needle)
    assert not home.exists()
    [m] = invoke_json("memories", "add", "A fact")
    assert_one_line_error(invoke("memories", "edit", m["id"], "--expires", value), needle)
    assert invoke_json("memories", "list")[0]["expires_at"] is None


def test_curate_erases_expired_memories(home):
    past = datetime.now(UTC) - timedelta(days=1)
    _seed({"text": "User is in Lisbon this week", "expires_at": None}, {"text": "User likes jazz"})
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    async def expire() -> None:  # as if a week had passed
        memory = open_long_term_memory(load_settings())
        [m] = [m for m in await memory.list() if "Lisbon" in m.text]
        await asyncio.to_thread(memory.store.set_fields, "alice", [m.id], expires_at=past)

    asyncio.run(expire())
    dry = invoke_json("memories", "curate", "--dry-run")
    assert [m["text"] for m in dry["expired"]] == ["User is in Lisbon this week"]
    assert files_containing(_db(home), "User is in Lisbon this week")
    result = invoke("memories", "curate")
    assert result.exit_code == 0 and "Erased 1 memory" in result.stdout
    assert "Curating: tiers" in result.stderr  # the progress bar reached the last phase
    assert "Curating" not in result.stdout
    assert files_containing(_db(home), "User is in Lisbon this week") == []
    assert [m["text"] for m in invoke_json("memories", "list")] == ["User likes jazz"]


def test_forget_conversation_erases_exactly_its_memories(home):
    _seed(
        {"text": "User plays the cello", "conversation_id": "conv-a"},
        {"text": "User grows tomatoes", "conversation_id": "conv-a", "status": "pending"},
        {"text": "User collects stamps", "conversation_id": "conv-b"},
    )
    result = invoke("memories", "forget", "--conversation", "conv-a", "--yes")
    assert result.exit_code == 0 and "Forgot 2 memories" in result.stdout
    for text in ("User plays the cello", "User grows tomatoes"):
        assert files_containing(_db(home), text) == []
    assert [m["text"] for m in invoke_json("memories", "list")] == ["User collects stamps"]
    again = invoke("memories", "forget", "--conversation", "conv-a", "--yes")
    assert again.exit_code == 0 and "taught nothing" in again.stdout


def test_forget_conversation_by_an_ambiguous_prefix_names_conversations(home):
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    settings = load_settings()
    store = ConversationStore(Database.at(settings.paths), settings.user_id).open()
    one, two = store.create("first chat"), store.create("second chat")  # ids made together
    common = next(n for n in range(len(one.id)) if one.id[n] != two.id[n])
    _seed({"text": "User plays the cello", "conversation_id": one.id})
    result = invoke("memories", "forget", "--conversation", one.id[:common], "--yes")
    assert_one_line_error(result, "matches 2 conversations; give more characters")
    assert [m["text"] for m in invoke_json("memories", "list")] == ["User plays the cello"]


def test_export_and_import_keep_what_waits_for_review(home, tmp_path):
    _seed({"text": "User likes green tea", "status": "pending", "conversation_id": "c1"})
    dump = tmp_path / "mem.jsonl"
    assert invoke("memories", "export", "--output", str(dump)).exit_code == 0
    [waiting] = invoke_json("memories", "pending")
    assert invoke("memories", "reject", waiting["id"]).exit_code == 0
    assert invoke("memories", "import", str(dump)).exit_code == 0
    [back] = invoke_json("memories", "pending")
    assert back["text"] == "User likes green tea" and invoke_json("memories", "list") == []


def test_forget_conversation_with_an_unknown_id_is_an_error(home):
    """Before: `memories forget -c <typo>` said "taught nothing" and exited 0."""
    _seed({"text": "User plays the cello", "conversation_id": "conv-a"})
    result = invoke("memories", "forget", "-c", "conv-zzz", "--yes")
    assert_one_line_error(result, "no conversation with id 'conv-zzz'")
    assert [m["text"] for m in invoke_json("memories", "list")] == ["User plays the cello"]
