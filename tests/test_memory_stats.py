"""What memory costs (#28 item 3): `memories stats --json` against a hand count of what the fake
server received, the daily token budget, incognito, and `memories move`.

Everything runs through the real CLI (in-process), litellm over real HTTP to the fake
OpenAI-compatible server, and a real LanceDB; lexical recall (no embedder) keeps it quick.
The model is named openai/gpt-4o-mini so that litellm's offline price list prices it.
"""

from __future__ import annotations

import json
import os
from datetime import datetime

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.fakes.openai_server import is_json_request

MODEL = "openai/gpt-4o-mini"
BLOCK_START = "<recalled-memories>"


def _config(server, extra: str = "") -> None:
    from ltm_chat.config import resolve_paths

    path = resolve_paths().config_file
    os.makedirs(path.parent, exist_ok=True)
    path.write_text(
        f'model = "{MODEL}"\n\n[models."{MODEL}"]\napi_base = "{server.base_url}"\n\n'
        f'[memory]\nembedding_provider = "none"\n{extra}',
        encoding="utf-8",
    )


@pytest.fixture
def home(ltm_home, fake_openai, monkeypatch):
    """Memory on, the chat model on the fake server; returns the server."""
    from tests.fixtures_llm import FAKE_KEY

    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    _config(fake_openai)
    return fake_openai


def _ok(*args: str) -> str:
    result = invoke(*args)
    assert result.exit_code == 0, result.stderr
    return result.stderr


def _encoding():
    import litellm  # noqa: F401  (the bundled tokenizer files: no download)
    from litellm.litellm_core_utils.default_encoding import encoding

    return encoding


def _words(text: str) -> int:
    return len(text.split())  # the fake server's token count


def _hand_count(server, json_replies: list[str]) -> dict:
    """The figures, counted from the fake server's request log."""
    enc = _encoding()
    chats = [b for b in server.chat_requests if not is_json_request(b)]
    memory_calls = [b for b in server.chat_requests if is_json_request(b)]
    blocks = [
        m["content"]
        for b in chats
        for m in b["messages"]
        if m["role"] == "system" and m["content"].startswith(BLOCK_START)
    ]
    replies = list(json_replies)
    extraction = {"calls": 0, "prompt": 0, "completion": 0}
    for body in memory_calls:
        assert '"decisions"' not in body["messages"][-1]["content"]  # no consolidation here
        extraction["calls"] += 1
        extraction["prompt"] += sum(_words(m["content"]) for m in body["messages"])
        extraction["completion"] += _words(replies.pop(0) if replies else '{"memories": []}')
    return {
        "chats": chats,
        "blocks": blocks,
        "block_tokens": sum(len(enc.encode(b, disallowed_special=())) for b in blocks),
        "recalled": sum(line.startswith("- [") for b in blocks for line in b.splitlines()),
        "extraction": extraction,
    }


def test_stats_match_a_hand_count_of_a_scripted_session(home):
    import litellm

    _ok("memories", "add", "Prefers green tea over coffee.", "--kind", "preference")
    _ok("memories", "add", "The shop database is Postgres 16.", "--workspace", "shop")
    added = json.loads(invoke("memories", "list", "--json").stdout)
    _ok("memories", "pin", added[0]["id"])
    learned = {"memories": [{"text": "Works night shifts.", "kind": "fact", "importance": 0.7}]}
    home.script_json(learned)
    asks = ["Which tea do I prefer?", "Any green tea for the morning?", "Tell me about Lisbon."]
    for prompt in asks:
        _ok("ask", prompt)

    stats = invoke_json("memories", "stats")
    hand = _hand_count(home, [json.dumps(learned)])
    day, total = stats["days"][-1], stats["total"]
    today = datetime.now().astimezone().date().isoformat()
    assert [d["day"] for d in stats["days"]] == [today] and day == {"day": today, **total}
    assert total["chat_calls"] == len(hand["chats"]) == len(asks)
    assert total["recalls"] == len(asks)
    assert total["recalls_with_memories"] == len(hand["blocks"]) >= 2
    assert total["memories_recalled"] == hand["recalled"]
    assert total["block_tokens"] == hand["block_tokens"] > 0
    assert total["extraction_calls"] == hand["extraction"]["calls"] == len(asks)
    assert total["extraction_prompt_tokens"] == hand["extraction"]["prompt"]
    assert total["extraction_completion_tokens"] == hand["extraction"]["completion"]
    assert total["consolidation_calls"] == total["episode_calls"] == 0
    memory_tokens = hand["block_tokens"] + hand["extraction"]["prompt"]
    memory_tokens += hand["extraction"]["completion"]
    assert total["memory_tokens"] == memory_tokens
    # the chat call is counted here (streamed): at least its text, at most OpenAI's overhead
    enc = _encoding()
    texts = sum(len(enc.encode(m["content"])) for b in hand["chats"] for m in b["messages"])
    replies = sum(len(enc.encode(f"You said: {p}")) for p in asks)
    overhead = sum(4 * len(b["messages"]) + 3 for b in hand["chats"])
    assert texts + replies <= total["chat_tokens"] <= texts + replies + overhead
    # priced at litellm's list price for gpt-4o-mini
    price = litellm.model_cost["gpt-4o-mini"]
    expected = (memory_tokens - hand["extraction"]["completion"]) * price["input_cost_per_token"]
    expected += hand["extraction"]["completion"] * price["output_cost_per_token"]
    assert total["memory_cost_usd"] == pytest.approx(expected, rel=1e-6)
    assert total["unpriced_calls"] == 0
    assert total["recall_ms_p50"] is not None and total["recall_ms_p50"] <= total["recall_ms_p95"]
    # the store's side: what was added, learned and recalled
    rows = json.loads(invoke("memories", "list", "--all-workspaces", "--json").stdout)
    pending = json.loads(invoke("memories", "pending", "--json").stdout)
    counts = stats["memories"]
    assert counts["total"] == len(rows) + len(pending) == 3
    assert counts["pinned"] == 1 and counts["by_workspace"] == {"shop": 1}
    assert counts["global"] == 2 and counts["pending"] == len(pending)
    assert counts["times_recalled"] == hand["recalled"]
    assert counts["recalled_at_least_once"] == 1  # only the tea preference was recalled
    assert stats["store_bytes"] > 0 and stats["ledger_bytes"] > 0
    spent = memory_tokens - hand["block_tokens"]  # the budget counts the model calls
    assert stats["budget"] == {"daily_tokens": None, "spent_today": spent, "paused": False}


def test_stats_for_people_fit_the_terminal_and_name_the_figures(home):
    _ok("memories", "add", "Prefers green tea over coffee.")
    _ok("ask", "Which tea do I prefer?")
    result = invoke("memories", "stats")
    assert result.exit_code == 0, result.stderr
    out = result.stdout
    assert "Memories of alice: 1 (1 active, 0 pending)" in out
    assert "recall p50/p95" in out and "total" in out
    assert max(len(line) for line in out.splitlines()) <= 80


def test_stats_on_a_fresh_home_create_nothing(ltm_home):
    stats = invoke_json("memories", "stats")
    assert stats["memories"]["total"] == 0 and stats["days"] == []
    assert not (ltm_home / "usage.sqlite3").exists()


def test_incognito_records_no_usage(home, ltm_home):
    _ok("--incognito", "ask", "Which tea do I prefer?")
    assert len(home.chat_requests) == 1
    assert not (ltm_home / "usage.sqlite3").exists()


def test_the_budget_pauses_extraction_says_so_and_leaves_recall(home):
    _config(home, "daily_token_budget = 50\n")
    _ok("memories", "add", "Prefers green tea over coffee.")
    first = _ok("ask", "Which tea do I prefer?")
    assert "paused" not in first
    assert len(home.extraction_requests) == 1  # this one spends more than 50 tokens
    second = _ok("ask", "Any green tea for the morning?")
    lines = [line for line in second.splitlines() if "paused" in line]
    assert len(lines) == 1 and "50 daily memory tokens" in lines[0], second
    assert len(home.extraction_requests) == 1  # no second extraction
    last_chat = [b for b in home.chat_requests if not is_json_request(b)][-1]
    assert any(m["content"].startswith(BLOCK_START) for m in last_chat["messages"])  # recall
    stats = invoke_json("memories", "stats")
    assert stats["budget"]["paused"] and stats["budget"]["daily_tokens"] == 50
    assert stats["total"]["extraction_calls"] == 1 and stats["total"]["recalls"] == 2


@pytest.mark.parametrize("value", ["-1", '"lots"', "1.5"])
def test_a_bad_budget_is_named_with_file_and_key(home, value):
    _config(home, f"daily_token_budget = {value}\n")
    result = invoke("memories", "stats")
    stderr = assert_one_line_error(result, "daily_token_budget", "config.toml")
    assert "Traceback" not in stderr


def test_move_to_global_and_back_with_history_and_audit(home):
    _ok("memories", "add", "The shop database is Postgres 16.", "--workspace", "shop")
    [m] = json.loads(invoke("memories", "list", "--all-workspaces", "--json").stdout)
    moved = invoke("memories", "move", m["id"], "--global")
    assert moved.exit_code == 0 and "to global (version 2)" in moved.stdout, moved.stderr
    [now] = json.loads(invoke("memories", "list", "--json").stdout)  # global: listed anywhere
    assert now["workspace"] == "" and now["version"] == 2
    again = invoke("memories", "move", m["id"], "--global")
    assert "is global already" in again.stdout
    assert invoke("memories", "move", m["id"], "--to", "shop").exit_code == 0
    [back] = json.loads(invoke("memories", "list", "--all-workspaces", "--json").stdout)
    assert back["workspace"] == "shop" and back["version"] == 3
    log = json.loads(invoke("memories", "log", m["id"], "--json").stdout)
    assert [e["action"] for e in log].count("edit") == 2
    _ok("memories", "undo", m["id"])
    [undone] = json.loads(invoke("memories", "list", "--all-workspaces", "--json").stdout)
    assert undone["workspace"] == ""


def test_move_needs_exactly_one_destination(home):
    _ok("memories", "add", "Prefers green tea over coffee.")
    [m] = json.loads(invoke("memories", "list", "--json").stdout)
    result = invoke("memories", "move", m["id"])
    assert result.exit_code == 2 and "exactly one of --global, --here or --to" in result.stderr
    here = invoke("memories", "move", m["id"], "--here")
    assert_one_line_error(here, "no current workspace")


def test_a_chat_without_memory_is_counted_too(home, monkeypatch):
    """The cost without memory, to compare with: the chat call alone, no recall, no extraction."""
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "0")
    _ok("ask", "Which tea do I prefer?")
    total = invoke_json("memories", "stats")["total"]
    assert total["chat_calls"] == 1 and total["chat_tokens"] > 0
    assert total["recalls"] == total["memory_tokens"] == total["extraction_calls"] == 0
    assert home.extraction_requests == []
