"""When a fact was true: `--as-of` answers from the history, a changed fact says since when."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from ltm_chat.memory.embed import LocalEmbedder, local_model_available
from ltm_chat.memory.model import HistoryEntry, Memory
from ltm_chat.memory.retrieval.as_of import supersession, version_at
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import make_memory

T0 = datetime(2026, 3, 1, tzinfo=UTC)
T1 = datetime(2026, 6, 1, tzinfo=UTC)


def entry(version: int, text: str, at: datetime, action: str) -> HistoryEntry:
    return HistoryEntry(f"h{version}", "m", version, text, at, "user", action=action)


def test_the_text_true_at_a_moment_comes_from_the_history():
    now = Memory("m", "u", "Lives in Lisbon", created_at=T0, version=3)
    history = [
        entry(1, "Lives in Porto", T1, "supersede"),
        entry(2, "Lives in Lisbon", T1 + timedelta(days=1), "reinforce"),
    ]
    assert version_at(now, history, T0 - timedelta(days=1)) is None  # not yet told
    assert version_at(now, history, T0 + timedelta(days=10)).text == "Lives in Porto"
    assert version_at(now, history, T1 + timedelta(hours=1)).text == "Lives in Lisbon"
    assert version_at(now, history, T1 + timedelta(days=30)) is now
    held = supersession(history)
    assert held.since == T1 and held.before == "Lives in Porto"
    assert supersession([entry(1, "Likes tea", T1, "edit")]) is None  # an edit is no new fact
    gone = Memory("g", "u", "In Rome this week", created_at=T0, expires_at=T1)
    assert version_at(gone, [], T1 + timedelta(days=1)) is None


@pytest.mark.semantic
@pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed")
def test_as_of_shows_the_superseded_text_and_show_says_since_when(ltm_home):
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    result = invoke("memories", "add", "Now lives in Lisbon, no longer in Porto")
    assert "Updated" in result.stdout  # a changed fact: superseded, not added
    [now] = invoke_json("memories", "list")
    shown = invoke_json("memories", "show", now["id"])
    assert shown["since"]["before"] == "Lives in Porto"
    changed = datetime.fromisoformat(shown["since"]["at"])
    between = (changed - timedelta(microseconds=1)).isoformat()
    assert [m["text"] for m in invoke_json("memories", "list", "--as-of", between)] == [
        "Lives in Porto"
    ]
    assert [m["text"] for m in invoke_json("memories", "search", "Porto", "--as-of", between)] == [
        "Lives in Porto"
    ]
    assert invoke_json("memories", "list", "--as-of", "2020-01-01") == []  # before it was told
    assert "Holds since" in invoke("memories", "show", now["id"]).stdout
    assert_one_line_error(invoke("memories", "list", "--as-of", "someday"), "--as-of")


@pytest.mark.semantic
@pytest.mark.skipif(not local_model_available(), reason="the `local` extra is not installed")
async def test_the_recalled_block_says_since_when_a_changed_fact_holds(tmp_path):
    mem = make_memory(tmp_path, embedder=LocalEmbedder())
    await mem.add("Lives in Porto")
    changes = await mem.remember_statement(
        "Now lives in Lisbon, no longer in Porto", "fact", actor="user"
    )
    assert changes[0].action == "superseded"
    block = mem.render(await mem.recall("where do I live?"))
    assert "Now lives in Lisbon, no longer in Porto (since " in block
    assert "; before: Lives in Porto)" in block
