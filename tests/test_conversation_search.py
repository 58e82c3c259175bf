"""`ltm-chat conversations search`: words over every saved message, time words as a filter."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.memory.embed import local_model_available
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json, run_cli
from tests.memory_helpers import files_containing

NOW = datetime.now(UTC)


def saved(db, user: str, when: datetime, title: str, turns, model="openai/fake-model"):
    from ltm_chat.chat.history import ConversationStore

    store = ConversationStore(db, user, clock=lambda: when).open()
    conv = store.create(title, model=model)
    store.add_messages(conv.id, turns, model)
    return conv


@pytest.fixture
def history(ltm_home, monkeypatch):
    from ltm_chat.config import load_settings
    from ltm_chat.memory import model

    # The command's "now" is the one the rows were dated from: a run across midnight stays true.
    monkeypatch.setattr(model, "utcnow", lambda: NOW)
    from ltm_chat.memory.storage.db import Database

    db = Database(load_settings().paths.db_uri)
    return {
        "boiler": saved(
            db,
            "alice",
            NOW - timedelta(days=10),
            "Heating",
            [
                ("user", "The boiler in the flat keeps losing pressure, what now?"),
                ("assistant", "Top up the boilers pressure to 1.5 bar with the filling loop."),
            ],
        ),
        "old_boiler": saved(
            db,
            "alice",
            NOW - timedelta(days=60),
            "Old flat",
            [
                ("user", "Should I replace the boiler or repair it?"),
                ("assistant", "A fifteen-year-old unit is usually worth replacing."),
            ],
            model="ollama/llama3",
        ),
        "bread": saved(
            db,
            "alice",
            NOW - timedelta(days=3),
            "Baking",
            [
                ("user", "My sourdough starter smells of acetone"),
                ("assistant", "Feed it more often."),
            ],
        ),
        "bob": saved(
            db,
            "bob",
            NOW - timedelta(days=10),
            "Bob's",
            [
                ("user", "My boiler is broken too"),
                ("assistant", "Call someone."),
            ],
        ),
    }


def test_words_find_every_conversation_that_says_them_best_first(history):
    rows = invoke_json("conversations", "search", "boiler")
    assert [r["conversation"]["id"] for r in rows] == [
        history["boiler"].id,
        history["old_boiler"].id,
    ] or [r["conversation"]["id"] for r in rows] == [history["old_boiler"].id, history["boiler"].id]
    assert history["bob"].id not in {r["conversation"]["id"] for r in rows}  # only alice's
    first = rows[0]
    marked = [first["snippet"][a:b].casefold() for a, b in first["marks"]]
    assert marked and all(word.startswith("boiler") for word in marked)


def test_time_words_narrow_the_period(history):
    rows = invoke_json(
        "conversations", "search", "what did we discuss about the boiler 10 days ago?"
    )
    assert [r["conversation"]["id"] for r in rows] == [history["boiler"].id]
    # Time words and no topic: that period's conversations.
    rows = invoke_json("conversations", "search", "what did we talk about 3 days ago?")
    assert [r["conversation"]["id"] for r in rows] == [history["bread"].id]
    shown = invoke("conversations", "search", "boiler 10 days ago")
    assert shown.exit_code == 0 and "Heating" in shown.stdout and "Old flat" not in shown.stdout
    assert "period: " in shown.stderr


def test_since_until_and_model_filters(history):
    since = (NOW - timedelta(days=30)).date().isoformat()
    rows = invoke_json("conversations", "search", "boiler", "--since", since)
    assert [r["conversation"]["id"] for r in rows] == [history["boiler"].id]
    rows = invoke_json("conversations", "search", "boiler", "--until", since)
    assert [r["conversation"]["id"] for r in rows] == [history["old_boiler"].id]
    rows = invoke_json("conversations", "search", "boiler", "--model", "ollama/llama3")
    assert [r["conversation"]["id"] for r in rows] == [history["old_boiler"].id]
    assert_one_line_error(
        invoke("conversations", "search", "boiler", "--since", "whenever"), "--since", "not a date"
    )


def test_a_deleted_conversation_is_gone_from_search_and_from_disk(history, ltm_home):
    assert invoke_json("conversations", "search", "acetone")  # indexed, found
    assert invoke("conversations", "delete", history["bread"].id, "--yes").exit_code == 0
    assert invoke_json("conversations", "search", "acetone") == []
    assert files_containing(ltm_home, "acetone") == []


def test_nothing_saved_finds_nothing_and_creates_nothing(ltm_home):
    result = invoke("conversations", "search", "boiler")
    assert result.exit_code == 0 and "No conversation matches" in result.stdout
    assert not ltm_home.exists()


def test_the_real_command_prints_no_library_warnings(history, ltm_home):
    result = run_cli("conversations", "search", "boiler")
    assert result.returncode == 0 and "Heating" in result.stdout
    assert "WARN" not in result.stderr and "lance" not in result.stderr


@pytest.mark.semantic
@pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed")
def test_a_chat_is_found_by_meaning_then_lost_with_its_bytes(fake_llm_settings, ltm_home):
    for question in (
        "My boiler keeps losing pressure overnight, what should I check?",
        "Which sourdough flour is best for a beginner?",
    ):
        assert run_cli("ask", "--memory", question).returncode == 0
    # No word in common with the boiler chat: only its meaning matches.
    rows = invoke_json("conversations", "search", "trouble with the central heating")
    assert rows and rows[0]["conversation"]["title"].startswith("My boiler keeps losing")
    deleted = invoke("conversations", "delete", rows[0]["conversation"]["id"], "--yes")
    assert deleted.exit_code == 0, deleted.output
    after = invoke_json("conversations", "search", "trouble with the central heating")
    assert all("boiler" not in r["conversation"]["title"] for r in after)
    assert files_containing(ltm_home, "losing pressure") == []


def test_incognito_search_finds_by_words_and_writes_nothing(history, ltm_home):
    from tests.cli_helpers import tree_digest

    before = tree_digest(ltm_home)
    rows = invoke_json("--incognito", "conversations", "search", "sourdough starter")
    assert [r["conversation"]["id"] for r in rows] == [history["bread"].id]
    assert tree_digest(ltm_home) == before  # no index built, nothing written
    assert invoke_json("conversations", "search", "sourdough") != []  # later: the index
    assert tree_digest(ltm_home) != before
