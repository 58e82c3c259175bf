"""Counts in words through the real CLI: one memory is "1 memory", a question about one is not
"all 1", and the list's caption says what each number counts."""

from __future__ import annotations

import asyncio

import pytest

from tests.cli_helpers import invoke, invoke_json


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def test_doctor_counts_one_memory_in_the_singular(home):
    assert invoke("memories", "add", "Likes jazz").exit_code == 0
    report = invoke("doctor")
    assert "1 memory for alice" in report.stdout and "1 memories" not in report.stdout


def test_clearing_one_memory_asks_about_the_one(home):
    assert invoke("memories", "add", "Likes jazz").exit_code == 0
    result = invoke("memories", "clear", input="n\n")
    assert "Erase the 1 memory of alice?" in result.stderr, result.stderr
    assert "all 1" not in result.stderr


def test_the_list_caption_says_what_it_counts(home):
    for text in ("Likes jazz", "Plays the cello", "Grows tomatoes"):
        assert invoke("memories", "add", text).exit_code == 0
    assert invoke("memories", "add", "--workspace", "proj", "Uses tabs").exit_code == 0

    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    async def pending() -> None:
        memory = open_long_term_memory(load_settings(), embedder=None)
        await memory.add("Keeps bees", source="extracted", status="pending", dedupe=False)

    asyncio.run(pending())
    table = invoke("memories", "list", "--limit", "2")
    assert table.exit_code == 0, table.stderr
    caption = " ".join(table.stdout.split())
    assert "2 shown of 3 memories of alice · global" in caption
    assert "1 more in other workspaces (--all-workspaces)" in caption
    assert "1 waiting for review (not listed)" in caption
    everything = invoke("memories", "list", "--all-workspaces")
    assert "4 memories of alice" in " ".join(everything.stdout.split())


def test_forgetting_what_one_conversation_taught_counts_in_words(
    fake_llm_settings, fake_openai, monkeypatch
):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    assert invoke("ask", "remember that I live in Porto").exit_code == 0
    [conv] = invoke_json("conversations", "list")
    result = invoke("ask", "--conversation", conv["id"], "forget everything from this conversation")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == "Forgotten: 1 memory this conversation taught."
