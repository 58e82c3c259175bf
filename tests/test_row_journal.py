"""A one-shot `ask --no-memory` saves its turn in the row journal (no lancedb); the next open
of the real LanceDB database merges it, once, and the merged file leaves no text behind."""

from __future__ import annotations

import shutil
from pathlib import Path

from ltm_chat.chat.history import ConversationStore
from ltm_chat.memory.storage import row_journal
from ltm_chat.memory.storage.db import Database
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json

SECRET_WORD = "Quixotrellis"  # a word that appears nowhere else, to scan the disk for


def _root(settings) -> Path:
    return Path(settings.paths.db_uri).expanduser()


def _scan(root: Path, needle: str) -> list[str]:
    return [
        str(p.relative_to(root))
        for p in root.rglob("*")
        if p.is_file() and needle.encode() in p.read_bytes()
    ]


def test_the_turn_is_journalled_then_merged_by_the_next_reader(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Noted.")
    result = invoke(
        "ask", "--no-memory", f"My cat is called {SECRET_WORD}, key sk-abcdef0123456789xyz"
    )
    assert result.exit_code == 0, result.stderr
    root = _root(fake_llm_settings)
    assert len(row_journal.pending(root)) == 1
    assert not list(root.glob("*.lance"))  # nothing written through lancedb

    convs = invoke_json("conversations", "list")  # opens the database: merges first
    assert row_journal.pending(root) == []
    assert [c["message_count"] for c in convs] == [2]
    assert "sk-abcdef0123456789xyz" not in convs[0]["title"]  # redacted as ever
    shown = invoke("conversations", "show", convs[0]["id"][:8])
    assert SECRET_WORD in shown.stdout and "Noted." in shown.stdout
    assert "sk-abcdef0123456789xyz" not in shown.stdout


def test_deleting_the_conversation_leaves_no_trace_of_the_journal(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Fine.")
    assert invoke("ask", "--no-memory", f"Remember {SECRET_WORD} for me").exit_code == 0
    root = _root(fake_llm_settings)
    (path,) = row_journal.pending(root)
    # the journal file, and the conversation kept for the next `--continue` (resume_keeping.py)
    assert sorted(_scan(root, SECRET_WORD)) == sorted(
        [".snapshots/resume.json", str(path.relative_to(root))]
    )
    conv = invoke_json("conversations", "list")[0]
    assert invoke("conversations", "delete", conv["id"][:8], "--yes").exit_code == 0
    assert invoke_json("conversations", "list") == []
    assert _scan(root, SECRET_WORD) == []


def test_a_merge_cut_short_and_retried_adds_nothing_twice(fake_llm_settings, fake_openai):
    fake_openai.script_reply("One.")
    assert invoke("ask", "--no-memory", "first question").exit_code == 0
    root = _root(fake_llm_settings)
    (path,) = row_journal.pending(root)
    kept = path.with_suffix(".keep")
    shutil.copy(path, kept)
    db = Database.at(fake_llm_settings.paths)
    store = ConversationStore(db, fake_llm_settings.user_id).open()  # merges
    assert row_journal.pending(root) == []
    kept.rename(path)  # as if the process died after the rows were in, before the erase
    again = ConversationStore(Database.at(fake_llm_settings.paths), fake_llm_settings.user_id)
    again.open()
    assert row_journal.pending(root) == []
    convs = again.list(with_counts=True)
    assert [(c.title, c.message_count) for c in convs] == [("first question", 2)]
    assert [m.role for m in store.messages(convs[0].id)] == ["user", "assistant"]


def test_a_follow_up_with_continue_sees_the_journalled_turn(fake_llm_settings, fake_openai):
    fake_openai.script_reply("Paris.")
    assert invoke("ask", "--no-memory", "Capital of France?").exit_code == 0
    fake_openai.script_reply("About 2 million.")
    assert invoke("ask", "--no-memory", "--continue", "Its population?").exit_code == 0
    sent = fake_openai.chat_requests[-1]["messages"]
    assert [m["content"] for m in sent] == ["Capital of France?", "Paris.", "Its population?"]
    convs = invoke_json("conversations", "list")
    assert [c["message_count"] for c in convs] == [4]


def test_memory_on_and_incognito_do_not_journal(fake_llm_settings, fake_openai):
    root = _root(fake_llm_settings)
    fake_openai.script_reply("Hidden.")
    assert invoke("ask", "--incognito", "nothing kept").exit_code == 0
    assert row_journal.pending(root) == []
    fake_openai.script_reply("Kept.")
    assert invoke("--memory", "ask", "kept through the store").exit_code == 0
    assert row_journal.pending(root) == []
    assert [c["title"] for c in invoke_json("conversations", "list")] == ["kept through the store"]


def test_a_file_where_the_database_folder_should_be_is_one_clear_line(
    fake_llm_settings, fake_openai
):
    root = _root(fake_llm_settings)
    root.parent.mkdir(parents=True, exist_ok=True)
    root.write_text("not a folder")
    fake_openai.script_reply("Hi.")
    result = invoke("ask", "--no-memory", "hello")
    assert_one_line_error(result, "is a file, not a database folder")
    assert root.read_text() == "not a folder"


def test_a_store_opened_before_the_question_lists_it_too(fake_llm_settings, fake_openai):
    # the TUI's conversations screen keeps its store open while `ask` runs in another shell
    fake_openai.script_reply("First.")
    assert invoke("ask", "--no-memory", "before the store opened").exit_code == 0
    store = ConversationStore(Database.at(fake_llm_settings.paths), fake_llm_settings.user_id)
    assert [c.title for c in store.open().list()] == ["before the store opened"]
    fake_openai.script_reply("Second.")
    assert invoke("ask", "--no-memory", "while it was open").exit_code == 0
    assert sorted(c.title for c in store.list()) == ["before the store opened", "while it was open"]


def test_a_sensitive_question_is_sealed_in_the_journal_and_after_the_merge(
    fake_llm_settings, fake_openai
):
    from tests.test_sealed_cli import _grep

    root = _root(fake_llm_settings)
    fake_openai.script_reply("Noted.")
    said = "I take metformin for my diabetes, is it safe with alcohol?"
    assert invoke("ask", "--no-memory", said).exit_code == 0
    assert row_journal.pending(root)
    assert _grep(root, "metformin", "diabetes") == ""  # sealed in the journal file too
    [conv] = invoke_json("conversations", "list")  # merged
    assert row_journal.pending(root) == []
    assert _grep(root, "metformin", "diabetes") == ""
    shown = invoke("conversations", "show", conv["id"][:8])
    assert said in shown.stdout  # opened for its owner


def test_a_journalled_turn_is_listed_from_the_snapshot_without_lancedb(
    fake_llm_settings, fake_openai
):
    """`conversations list` right after `ask --no-memory`: the snapshot plus the journal's
    waiting rows, as the tables will give them once merged; `memories list` keeps its snapshot."""
    from ltm_chat.memory.storage import listing_snapshots as snapshots
    from tests.cli_helpers import run_cli

    root = _root(fake_llm_settings)
    fake_openai.script_reply("Fine.")
    assert invoke("ask", "--no-memory", "Planning a trip to Japan").exit_code == 0
    assert invoke("conversations", "list").exit_code == 0  # merges, then saves the snapshot
    assert invoke("memories", "list").exit_code == 0
    first = invoke_json("conversations", "list")
    fake_openai.script_reply("Noted.")
    # In processes of their own, as users run them (this one has lancedb loaded already).
    assert run_cli("ask", "--no-memory", f"My cat is called {SECRET_WORD}").returncode == 0
    fake_openai.script_reply("Sure.")
    assert run_cli("ask", "--no-memory", "And what of the dog?").returncode == 0
    assert len(row_journal.pending(root)) == 2

    def listed(*args: str) -> tuple[str, str]:
        done = run_cli(*args, env={"PYTHONPROFILEIMPORTTIME": "1"})
        assert done.returncode == 0, done.stderr
        return done.stdout, done.stderr

    out, imports = listed("conversations", "list", "--json")
    assert "lancedb" not in imports and len(row_journal.pending(root)) == 2
    assert "lancedb" not in listed("memories", "list")[1]  # the journal holds no memory rows
    import json

    quick = json.loads(out)
    assert [c["message_count"] for c in quick] == [2, 2, 2]
    assert quick[2] == first[0] and SECRET_WORD in quick[1]["title"]
    (root / snapshots.FOLDER / "conversations.json").unlink()
    assert invoke_json("conversations", "list") == quick  # merged: the tables say the same
    assert row_journal.pending(root) == []
