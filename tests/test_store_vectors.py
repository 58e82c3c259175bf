"""The vector column against the embedder (issue #11, items 5 and 6), through the CLI, with a
real LanceDB and litellm over HTTP to the fake OpenAI-compatible server."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import invoke, invoke_json
from tests.fixtures_llm import FAKE_EMBEDDING_MODEL


@pytest.fixture
def provider_home(fake_llm_settings, fake_openai, monkeypatch):
    """Memory embedded by the fake provider (its vector size is set per test)."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", FAKE_EMBEDDING_MODEL)
    return fake_openai


def _search(query: str) -> list[dict]:
    return invoke_json("memories", "search", query)


def test_an_embedder_of_another_size_works_on_a_fresh_store(provider_home):
    provider_home.embedding_dim = 64  # not the 384 of the default local model
    added = invoke("memories", "add", "Prefers green tea over coffee")
    assert added.exit_code == 0, added.stderr
    assert "warning" not in added.stderr
    invoke("memories", "add", "Works on a compiler written in Rust")
    found = _search("green tea")
    assert found[0]["text"] == "Prefers green tea over coffee"
    assert found[0]["recall_mode"] == f"semantic ({FAKE_EMBEDDING_MODEL})"
    assert {m["embedding_model"] for m in invoke_json("memories", "list")} == {FAKE_EMBEDDING_MODEL}


def test_a_size_change_on_an_existing_store_is_said_and_recall_turns_lexical(provider_home):
    provider_home.embedding_dim = 64
    invoke("memories", "add", "Prefers green tea over coffee")
    provider_home.embedding_dim = 96  # the provider changed its model under the same name
    added = invoke("memories", "add", "Lives in Lisbon near the river")
    assert added.exit_code == 0, added.stderr
    assert "makes 96-dimensional vectors but this store holds 64-dimensional" in added.stderr
    assert "memories reembed" in added.stderr
    found = _search("Lisbon river")
    assert found[0]["text"] == "Lives in Lisbon near the river"
    assert found[0]["recall_mode"].startswith("lexical (1 memory needs `ltm-chat memories reembed`")
    reembed = invoke("memories", "reembed")
    assert reembed.exit_code == 0, reembed.stderr
    found = _search("green tea")
    assert found[0]["text"] == "Prefers green tea over coffee"
    assert found[0]["recall_mode"] == f"semantic ({FAKE_EMBEDDING_MODEL})"


def test_memories_without_a_vector_beside_ones_with_are_found_by_their_words(provider_home):
    provider_home.embedding_dim = 64
    invoke("memories", "add", "Prefers green tea over coffee")
    invoke("memories", "add", "Works on a compiler written in Rust")
    provider_home.fail_next(500, target="embeddings", times=10)  # the embedder is down
    added = invoke("memories", "add", "Plays the cello on Sundays")
    assert added.exit_code == 0, added.stderr
    assert "warning: embedding with" in added.stderr and "memories reembed" in added.stderr
    stored = {m["text"]: m["embedding_model"] for m in invoke_json("memories", "list")}
    assert stored["Plays the cello on Sundays"] is None
    provider_home.reset()
    provider_home.embedding_dim = 64
    # Before: "cannot reshape array of size 128 into shape (3,64)" on every search and recall.
    result = invoke("memories", "search", "cello Sundays", "--json")
    assert result.exit_code == 0, result.stderr
    found = json.loads(result.stdout)
    assert found[0]["text"] == "Plays the cello on Sundays"
    assert "memories reembed" in found[0]["recall_mode"]
    assert invoke("memories", "reembed").exit_code == 0
    assert _search("cello")[0]["recall_mode"] == f"semantic ({FAKE_EMBEDDING_MODEL})"
