"""Sensitive memories sealed at rest (issue #28 item 2): the engine, on a real LanceDB on disk.

The keyring here is the in-memory one every test gets (tests/fixtures_llm.py); the CLI test
(test_sealed_cli.py) runs the real commands against the real Secret Service of scripts/test.
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.model import Memory, new_id, utcnow
from ltm_chat.memory.storage import sealed, sealed_rows
from ltm_chat.memory.storage.memory_key import ENTRY, MemoryKeyError
from ltm_chat.memory.storage.sealed import UNREADABLE, SealedUnreadable, Sealer, is_sealed
from tests.memory_helpers import HashEmbedder, files_containing, make_memory

DOSE = "My insulin dose is forty units"
DOSE_2 = "My insulin dose is fifty units"


def _raw_texts(memory, table="memories") -> list[str]:
    store = memory.store
    tbl = store.mem if table == "memories" else store.db.current(store.history_log.table)
    return store.db.read(tbl, lambda t: t.to_arrow().column("text").to_pylist())


def test_a_sealed_text_opens_on_its_own_row_only_and_never_repeats_a_nonce(memory_keyring):
    s = Sealer()
    one, two = s.seal(DOSE, "memories", "a1"), s.seal(DOSE, "memories", "a1")
    assert one != two and DOSE not in one  # a fresh nonce per seal
    assert s.open(one, "memories", "a1") == DOSE
    assert s.open(one, "memories", "b2") == UNREADABLE  # moved onto another row: refused
    assert "b2" in sealed.unreadable_ids()
    assert ("ltm-chat", ENTRY) in memory_keyring.store  # made on first need, in the keyring


async def test_sensitive_text_is_sealed_in_rows_and_history_and_still_reads(tmp_path):
    memory = make_memory(tmp_path, embedder=HashEmbedder())
    m = await memory.add(DOSE, kind="fact")
    assert m.sensitivity == "sensitive"
    plain = await memory.add("Prefers green tea", kind="preference")
    assert [is_sealed(t) for t in sorted(_raw_texts(memory), key=len)] == [False, True]
    await memory.update(m.id, DOSE_2)
    assert all(is_sealed(t) for t in _raw_texts(memory, "history"))
    # reads: get, list, history, search (vector and lexical), undo
    assert (await memory.get(m.id)).text == DOSE_2
    assert [h.text for h in await memory.history(m.id)] == [DOSE]
    found = await memory.search("insulin dose", limit=3)
    assert found and found[0].memory.text == DOSE_2
    assert (await memory.undo(m.id)).text == DOSE
    assert (await memory.get(plain.id)).text == "Prefers green tea"
    for words in ("insulin", "forty units", "fifty units"):
        assert files_containing(tmp_path, words) == [], words


async def test_lexical_search_finds_sealed_rows_past_the_snapshot(tmp_path):
    memory = make_memory(tmp_path)  # lexical mode: the full-text index sees only sealed text
    m = await memory.add(DOSE, kind="fact")
    await memory.add("Prefers green tea", kind="preference")
    live = memory.store.scope_filter("alice", "chat", "", now=utcnow())  # what recall searches
    found = memory.store.text_search("insulin", live, 5)
    assert [f[0].id for f in found] == [m.id] and found[0][0].text == DOSE
    waiting = await memory.propose("Has $40,000 of student debt")  # pending, sensitive
    where = memory.store.scope_filter("alice", "chat")  # every status: what dedupe searches
    assert [f[0].id for f in memory.store.text_search("student debt", where, 5)] == [
        waiting.memory_id
    ]


async def test_a_normal_memory_made_sensitive_leaves_no_plain_version(tmp_path):
    memory = make_memory(tmp_path, embedder=HashEmbedder())
    m = await memory.add("My blood type is O negative", kind="fact")
    assert m.sensitivity == "normal" and files_containing(tmp_path, "O negative")
    marked = await memory.update(m.id, sensitivity="sensitive")
    assert marked.sensitivity == "sensitive" and marked.version == 2
    assert files_containing(tmp_path, "O negative") == []  # older versions dropped
    assert [h.text for h in await memory.history(m.id)] == ["My blood type is O negative"]
    # an edit whose new text the policy calls sensitive seals it too
    n = await memory.add("Walks to work", kind="fact")
    await memory.update(n.id, "I was diagnosed with asthma in 2019")
    assert files_containing(tmp_path, "asthma") == []
    assert files_containing(tmp_path, "Walks to") == []  # its history is sealed with it
    unmarked = await memory.update(m.id, sensitivity="normal")
    assert unmarked.text == "My blood type is O negative" and files_containing(tmp_path, "O neg")


async def test_plain_sensitive_rows_of_an_older_version_are_sealed_on_open(tmp_path):
    memory = make_memory(tmp_path)
    now = utcnow()
    old = Memory(
        id=new_id(),
        user_id="alice",
        text=DOSE,
        kind="fact",
        importance=0.5,
        source="manual",
        created_at=now,
        updated_at=now,
        sensitivity="sensitive",
    )
    row = {**old.__dict__}
    store = memory.store
    store.db.write(store.mem, lambda t: t.add([row]))  # as ltm-chat before #28 wrote it
    hist = {
        "id": new_id(),
        "memory_id": old.id,
        "user_id": "alice",
        "version": 0,
        "text": "My insulin dose was thirty units",
        "changed_at": now,
        "actor": "user",
    }
    store.db.write(store.history_log.table, lambda t: t.add([hist]))
    assert files_containing(tmp_path, "insulin")
    reopened = make_memory(tmp_path)
    assert files_containing(tmp_path, "insulin") == []
    assert (await reopened.get(old.id)).text == DOSE
    assert [h.text for h in await reopened.history(old.id)] == ["My insulin dose was thirty units"]


async def test_without_the_key_sealed_rows_say_so_and_nothing_else_breaks(tmp_path, memory_keyring):
    memory = make_memory(tmp_path, embedder=HashEmbedder())
    m = await memory.add(DOSE, kind="fact")
    tea = await memory.add("Prefers green tea", kind="preference")
    del memory_keyring.store[("ltm-chat", ENTRY)]
    sealed_rows.use_sealer(None)
    memory = make_memory(tmp_path, embedder=HashEmbedder())
    listed = {x.id: x.text for x in await memory.list()}
    assert listed == {m.id: UNREADABLE, tea.id: "Prefers green tea"}
    summary = sealed.unreadable_summary()
    assert summary.startswith(f"1 sensitive memory ({m.id[:8]}) is unreadable: ")
    assert "\n" not in summary
    found = await memory.search("insulin dose", limit=3)
    assert m.id not in [r.memory.id for r in found]  # never recalled as a placeholder
    with pytest.raises(SealedUnreadable, match="can be forgotten, not changed"):
        await memory.update(m.id, "My insulin dose is ten units")
    with pytest.raises(MemoryKeyError, match="memory key is missing"):
        await memory.add("I was diagnosed with asthma in 2019", kind="fact")
    await memory.update(tea.id, "Prefers jasmine tea")  # normal memories go on as before
    assert await memory.forget(m.id) == 1
    assert {x.text for x in await memory.list()} == {"Prefers jasmine tea"}


async def test_the_inspector_shows_a_sealed_memory_and_its_history(ltm_home):
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory
    from tests.test_inspector import SIZE, inspector_app, loaded, pane_text, select

    memory = open_long_term_memory(load_settings(), embedder=None)
    m = await memory.add(DOSE, kind="fact")
    await memory.update(m.id, DOSE_2)
    async with inspector_app(memory).run_test(size=SIZE) as pilot:
        screen = await loaded(pilot)
        await select(pilot, "My insulin dose")
        shown = pane_text(screen)
        assert DOSE_2 in shown and DOSE in shown  # the text and its earlier version
    assert files_containing(ltm_home, "insulin") == []


def test_without_a_keyring_the_key_is_a_private_file_that_doctor_names(ltm_home, monkeypatch):
    import json
    import stat

    import keyring
    from keyring.backends import fail

    from tests.cli_helpers import invoke, invoke_json

    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    report = json.loads(invoke("doctor", "--json").stdout)["memory_key"]
    assert report == {"where": report["where"], "warning": False}
    assert report["where"].startswith("not made yet")
    keyring.set_keyring(fail.Keyring())
    [m] = invoke_json("memories", "add", DOSE)
    key_file = ltm_home / "memory.key"
    assert stat.S_IMODE(key_file.stat().st_mode) == 0o600
    assert files_containing(ltm_home, "insulin") == []
    assert invoke_json("memories", "show", m["id"])["text"] == DOSE
    report = json.loads(invoke("doctor", "--json").stdout)["memory_key"]
    assert report["warning"] and report["where"].startswith(f"key file {key_file}")
