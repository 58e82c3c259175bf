"""Memory ids are shown by their shortest prefix (at least 8 characters) that no other memory
of the store shares, the same way in every view, and any unique prefix is accepted; an
ambiguous one is an error naming the candidates. Real LanceDB, the real CLI."""

from __future__ import annotations

import asyncio
import re
import time
from types import SimpleNamespace

import pytest

from ltm_chat.memory import model
from ltm_chat.text import short_ids
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json


def test_each_id_gets_its_shortest_unique_prefix_of_at_least_8():
    ids = ["0197aaaa0000aa", "0197aaaa0000bb", "0197aaab1111cc", "0198ffff2222dd"]
    names = short_ids(ids, ids)
    assert names == {
        "0197aaaa0000aa": "0197aaaa0000a",
        "0197aaaa0000bb": "0197aaaa0000b",
        "0197aaab1111cc": "0197aaab",
        "0198ffff2222dd": "0198ffff",
    }
    # an id no longer in the store (erased) is named against the ones still there
    assert short_ids(["0197aaaa0000cc"], ids) == {"0197aaaa0000cc": "0197aaaa0000c"}


@pytest.fixture
def crowded(ltm_home, monkeypatch):
    """Five memories made in the same few microseconds (their ids share 10+ characters) and one
    made apart: 8 characters cannot tell the five apart."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    texts = ["Likes jazz", "Plays the cello", "Grows tomatoes", "Keeps bees", "Reads poetry"]

    from ltm_chat.memory.model import Memory, new_id

    async def seed() -> list[str]:
        memory = open_long_term_memory(load_settings(), embedder=None)
        rows = [Memory(id=new_id(), user_id="alice", text=t) for t in texts]  # µs apart
        return [m.id for m in await memory.add_many(rows)]

    ids = asyncio.run(seed())
    assert invoke("memories", "add", "Drinks green tea").exit_code == 0
    return ids


def _shown_ids(text: str, ids: list[str]) -> dict[str, str]:
    """The prefix each full id is shown as in `text` (the longest prefix of it that appears)."""
    out = {}
    for full in ids:
        found = [n for n in range(8, len(full) + 1) if re.search(rf"\b{full[:n]}\b", text)]
        if found:
            out[full] = full[: found[-1]]
    return out


def test_ids_are_unique_and_the_same_in_every_view(crowded):
    assert len({i[:8] for i in crowded}) == 1  # the trouble: 8 characters are not enough
    all_ids = [m["id"] for m in invoke_json("memories", "list")]
    listed = _shown_ids(invoke("memories", "list").stdout, all_ids)
    assert set(listed) == set(all_ids)
    assert len(set(listed.values())) == len(all_ids)  # unique
    assert all(len(name) >= 8 for name in listed.values())
    logged = _shown_ids(invoke("memories", "log").stdout, all_ids)
    found = _shown_ids(invoke("memories", "search", "cello").stdout, all_ids)
    assert logged and found
    for full, name in {**logged, **found}.items():
        assert listed[full] == name  # one name per memory, whatever the view
    for full, name in listed.items():  # and every shown name is accepted as input
        shown = invoke_json("memories", "show", name)
        assert shown["id"] == full


def test_an_ambiguous_prefix_names_the_candidates(crowded):
    import os.path

    prefix = os.path.commonprefix(crowded)  # the five, not the sixth
    all_ids = [m["id"] for m in invoke_json("memories", "list")]
    result = invoke("memories", "show", prefix)
    stderr = assert_one_line_error(result, f"id prefix '{prefix}' matches 5 memories")
    names = short_ids(crowded, all_ids)  # as every view names them
    for full in crowded:
        assert f"{names[full]}," in stderr or f"{names[full]})" in stderr
    assert "give more characters" in stderr


def test_conversation_ids_are_named_across_all_of_them(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    settings = load_settings()
    store = ConversationStore(Database(settings.paths.db_uri), settings.user_id).open()
    # The three are made within one microsecond's tick (ids stay strictly increasing): on a
    # busy machine three writes can cross the ~1 s in which the first 8 characters agree.
    tick = time.time_ns()
    with monkeypatch.context() as frozen:
        frozen.setattr(model, "time", SimpleNamespace(time_ns=lambda: tick))
        ids = [store.create(f"Talk {n}", model="openai/x").id for n in range(3)]  # µs apart
    names = short_ids(ids, ids)
    assert all(len(n) > 8 for n in names.values())  # 8 characters would not tell them apart
    limited = invoke("conversations", "list", "--limit", "1")  # one shown, three to tell apart
    assert limited.exit_code == 0, limited.stderr
    [newest] = [i for i in ids if names[i] in limited.stdout]
    shown = invoke("conversations", "show", names[newest])  # the shown name is accepted
    assert shown.exit_code == 0 and f"Talk {ids.index(newest)}" in shown.stdout
