"""Memory that stays true (issue #13): a changed fact supersedes the old one, a restated fact
reinforces it, a different fact is added — through the public API and the CLI, with no
extraction model (the rules), and with the fake server's extraction (litellm over HTTP)."""

from __future__ import annotations

import json

import pytest

from ltm_chat.memory.embed import LocalEmbedder, local_model_available
from ltm_chat.memory.service import open_long_term_memory
from ltm_chat.memory.write import consolidate
from tests.cli_helpers import invoke, invoke_json
from tests.memory_helpers import make_memory

# (name, stored, the user's new statement): each must supersede, never reinforce.
CHANGES = [
    (
        "coffee/tea reversal",
        "User prefers green tea over coffee",
        "User prefers coffee over green tea now",
    ),
    ("Porto to Lisbon", "User lives in Porto", "User lives in Lisbon now"),
    ("employer change", "User works at Google", "User works at Microsoft now"),
    ("renamed pet", "User's cat is called Miso", "User's cat is now called Tofu"),
]
STORED = "User lives in Porto"
# Ten rewordings of STORED: the same fact, so each one reinforces it.
SAME_TEN = [
    "User lives in Porto.",
    "The user lives in Porto",
    "User is living in Porto",
    "User currently lives in Porto",
    "User still lives in Porto",
    "user lives in porto",
    "User lives in Porto now",
    "USER LIVES IN PORTO",
    "User lives in Porto, as before",
    "User really does live in Porto",
]

semantic = pytest.mark.skipif(not local_model_available(), reason="the `local` extra is missing")


@pytest.fixture(scope="module")
def minilm():
    return LocalEmbedder()


# -- the rules, unit by unit -----------------------------------------------------------------


@pytest.mark.parametrize(("name", "old", "new"), CHANGES)
def test_rules_call_each_change_an_update(name, old, new):
    relation, reason = consolidate.compare(new, old, cosine=0.99)
    assert relation == consolidate.UPDATE, (name, reason)


@pytest.mark.parametrize("new", SAME_TEN)
def test_rules_call_each_rewording_the_same(new):
    assert consolidate.compare(new, STORED, cosine=0.95)[0] == consolidate.SAME


DIFFERENT_PAIRS = [
    ("User's sister lives in Oslo", "User lives in Oslo"),
    ("User has a cat named Tom", "User has a dog named Rex"),
    ("User likes swimming", "User likes hiking"),
    ("User visited Rome in May", "User visited Paris in May"),
]


@pytest.mark.parametrize(("new", "old"), DIFFERENT_PAIRS)
def test_rules_keep_different_facts_apart(new, old):
    assert consolidate.compare(new, old)[0] == consolidate.DIFFERENT


def test_negation_with_two_markers_is_still_one_negation():
    # "doesn't … anymore" once counted twice and came out positive: the same fact.
    relation, reason = consolidate.compare(
        "User doesn't drink alcohol anymore", "User drinks alcohol"
    )
    assert (relation, reason) == (consolidate.UPDATE, "negation")


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "nope",
        '{"decisions": 3}',
        '{"decisions": [{"statement": 1, "relation": "maybe"}]}',
        '{"decisions": [{"statement": 9, "memory": "9.1", "relation": "same"}]}',
        '{"decisions": [{"statement": 1, "memory": "2.1", "relation": "same"}]}',
        '{"decisions": [{"statement": 1, "memory": "1.7", "relation": "update"}]}',
        '{"decisions": [{"statement": true, "memory": "1.1", "relation": "same"}]}',
    ],
)
def test_a_malformed_model_answer_decides_nothing(raw):
    from ltm_chat.memory.model import Memory

    items = [("User lives in Lisbon", [Memory(id="a1", user_id="u", text="User lives in Porto")])]
    decided, bad = consolidate.parse_decisions(raw, items)
    assert decided == {} and bad >= 1


def test_a_model_same_never_stands_against_a_swapped_preference():
    from ltm_chat.memory.model import Memory

    old = Memory(id="a1", user_id="u", text="User prefers green tea over coffee")
    model = consolidate.Verdict(consolidate.SAME, old, "model", "model")
    rules = consolidate.classify("User prefers coffee over green tea", [(old, 0.99)])
    verdict = consolidate.judge(model, rules, "User prefers coffee over green tea")
    assert (verdict.relation, verdict.reason) == (consolidate.UPDATE, "swapped_preference")


# -- the public API, no extraction model ---------------------------------------------------------


async def _check_change(mem, old_text: str, new_text: str) -> None:
    [added] = await mem.remember(old_text, kind="preference", source="manual")
    assert added.action == "added"
    [change] = await mem.remember(new_text, kind="preference", source="manual")
    assert (change.action, change.memory_id, change.previous_text) == (
        "superseded",
        added.memory_id,
        old_text,
    )
    rows = await mem.list()
    assert [(r.id, r.text, r.version) for r in rows] == [(added.memory_id, new_text, 2)]
    [before] = await mem.history(added.memory_id)
    assert (before.text, before.action, before.source, before.actor) == (
        old_text,
        "supersede",
        "manual",
        "user",
    )


@pytest.mark.parametrize(("name", "old", "new"), CHANGES)
async def test_api_lexical_change_supersedes(tmp_path, name, old, new):
    await _check_change(make_memory(tmp_path), old, new)


@semantic
@pytest.mark.parametrize(("name", "old", "new"), CHANGES)
async def test_api_semantic_change_supersedes(tmp_path, minilm, name, old, new):
    await _check_change(make_memory(tmp_path, embedder=minilm), old, new)


async def _check_ten_same(mem) -> None:
    first = await mem.add(STORED, importance=0.5)
    for n, text in enumerate(SAME_TEN, 1):
        [change] = await mem.remember(text, importance=0.5)
        assert (change.action, change.memory_id) == ("reinforced", first.id), text
        assert change.version == n + 1
    [row] = await mem.list()
    assert row.text == STORED and row.importance == pytest.approx(1.0)


async def test_api_lexical_ten_rewordings_reinforce(tmp_path):
    await _check_ten_same(make_memory(tmp_path))


@semantic
async def test_api_semantic_ten_rewordings_reinforce(tmp_path, minilm):
    await _check_ten_same(make_memory(tmp_path, embedder=minilm))


@semantic
@pytest.mark.parametrize(("new", "old"), DIFFERENT_PAIRS)
async def test_api_a_different_fact_is_added(tmp_path, minilm, new, old):
    mem = make_memory(tmp_path, embedder=minilm)
    await mem.add(old)
    [change] = await mem.remember(new)
    assert change.action == "added" and await mem.count() == 2


# -- the fake server's extraction ----------------------------------------------------------------


def _llm_json(settings):
    from ltm_chat import llm

    resolved = llm.resolve_chat_model(settings, settings.model)

    async def call(messages):
        return await llm.complete_json(messages, resolved)

    return call


def _turn(text: str) -> list[dict]:
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]


def _extracted(text: str) -> dict:
    return {"memories": [{"text": text, "kind": "preference", "importance": 0.7}]}


@pytest.mark.parametrize("judgement", ["update", "same", "malformed"])
@pytest.mark.parametrize(("name", "old", "new"), CHANGES)
async def test_extraction_change_supersedes_whatever_the_model_says(
    fake_llm_settings, fake_openai, name, old, new, judgement
):
    """The consolidation call sees each candidate with its neighbours; a right answer is
    followed, a wrong "same" is overruled by the rules, a malformed one leaves it to them."""
    mem = open_long_term_memory(
        fake_llm_settings, embedder=None, llm_json=_llm_json(fake_llm_settings)
    )
    fake_openai.script_json(_extracted(old))
    [added] = await mem.remember_conversation(_turn("note this"), conversation_id="c1")
    fake_openai.script_json(_extracted(new))
    decision = {"decisions": [{"statement": 1, "memory": "1.1", "relation": judgement}]}
    fake_openai.script_json(decision if judgement != "malformed" else "the memories look fine")
    changes = await mem.remember_conversation(_turn("it changed"), conversation_id="c2")
    asked = fake_openai.extraction_requests[-1]["messages"]
    assert old in asked[-1]["content"] and new in asked[-1]["content"]
    assert [(c.action, c.memory_id, c.previous_text) for c in changes] == [
        ("superseded", added.memory_id, old)
    ]
    row = await mem.get(added.memory_id)
    assert (row.text, row.source, row.conversation_id) == (new, "extracted", "c2")
    [before] = await mem.history(row.id)
    assert (before.text, before.conversation_id) == (old, "c1")  # provenance of both kept
    supersede = [e for e in mem.store.events("alice") if e["action"] == "supersede"][0]
    assert supersede["actor"] == ("model" if judgement == "update" else "extraction")
    assert supersede["conversation_id"] == "c2"


async def test_extraction_restatement_reinforces(fake_llm_settings, fake_openai):
    mem = open_long_term_memory(
        fake_llm_settings, embedder=None, llm_json=_llm_json(fake_llm_settings)
    )
    fake_openai.script_json(_extracted(STORED))
    [added] = await mem.remember_conversation(_turn("I live in Porto"))
    for text in SAME_TEN:
        fake_openai.script_json(_extracted(text))
        fake_openai.script_json({"decisions": []})  # no decision: the rules decide
        [change] = await mem.remember_conversation(_turn("still in Porto"))
        assert (change.action, change.memory_id) == ("reinforced", added.memory_id), text
    assert await mem.count() == 1


async def test_extraction_supersede_of_a_vanished_memory_adds_instead(
    fake_llm_settings, fake_openai
):
    settings = fake_llm_settings.with_(memory_review="auto")  # the add is active, not pending
    mem = open_long_term_memory(settings, embedder=None, llm_json=_llm_json(settings))
    old = await mem.add("User lives in Porto")
    fake_openai.script_json(
        {"memories": [{"text": "User lives in Lisbon", "kind": "identity", "replaces": 1}]}
    )
    fake_openai.script_json(
        {"decisions": [{"statement": 1, "memory": "1.1", "relation": "update"}]}
    )
    real_apply = mem.writer.apply

    async def forget_first(*args, **kw):  # another window erases it just before the write
        await mem.forget(old.id)
        return await real_apply(*args, **kw)

    mem.writer.apply = forget_first  # the write path's step (write/writer.py)
    [change] = await mem.remember_conversation(_turn("I moved to Lisbon"))
    assert change.action == "added" and change.memory_id != old.id
    assert [r.text for r in await mem.list()] == ["User lives in Lisbon"]


async def test_a_sensitive_candidate_never_changes_an_active_memory_on_its_own(
    fake_llm_settings, fake_openai
):
    settings = fake_llm_settings.with_(memory_review="auto")  # even in the laxest mode
    mem = open_long_term_memory(settings, embedder=None, llm_json=_llm_json(settings))
    old = await mem.add("User has a mild peanut allergy")  # explicit: active
    said = "User has a severe peanut allergy"
    fake_openai.script_json({"memories": [{"text": said, "kind": "fact", "replaces": 1}]})
    fake_openai.script_json(
        {"decisions": [{"statement": 1, "memory": "1.1", "relation": "update"}]}
    )
    [change] = await mem.remember_conversation(_turn(said), conversation_id="c1")
    assert change.action == "pending" and change.memory_id != old.id  # it waits for review
    kept = await mem.get(old.id)
    assert (kept.text, kept.version, kept.importance) == (old.text, old.version, old.importance)
    [waiting] = await mem.pending()
    assert (waiting.text, waiting.sensitivity) == (said, "sensitive")


@pytest.mark.parametrize("embedder", ["lexical", "minilm"])
async def test_a_sensitive_fact_restated_stays_one_row(fake_llm_settings, fake_openai, embedder):
    """One fact, one row: a sensitive change restated joins its pending row (even when the
    extractor names the active memory it would replace), and a restatement of the active
    memory itself only reinforces it (it adds nothing to review)."""
    if embedder == "minilm" and not local_model_available():
        pytest.skip("the local embedding model is not installed")
    settings = fake_llm_settings.with_(memory_review="auto")
    mem = open_long_term_memory(
        settings,
        embedder=LocalEmbedder() if embedder == "minilm" else None,
        llm_json=_llm_json(settings),
    )
    old = await mem.add("User has a mild peanut allergy")
    said = "User has a severe peanut allergy"
    for conversation in ("c1", "c2", "c3"):  # the model's consolidation answer is unusable
        fake_openai.script_json({"memories": [{"text": said, "kind": "fact", "replaces": 1}]})
        await mem.remember_conversation(_turn(said), conversation_id=conversation)
    [waiting] = await mem.pending()
    assert (waiting.text, waiting.conversation_id, waiting.sensitivity) == (said, "c1", "sensitive")
    assert (await mem.get(old.id)).text == "User has a mild peanut allergy"

    fake_openai.script_json({"memories": [{"text": old.text, "kind": "fact", "replaces": 1}]})
    [change] = await mem.remember_conversation(_turn(old.text), conversation_id="c4")
    assert (change.action, change.memory_id) == ("reinforced", old.id)
    assert [m.id for m in await mem.pending()] == [waiting.id]
    assert sorted(m.id for m in await mem.list(workspace="*")) == sorted([old.id, waiting.id])
    kept = await mem.get(old.id)
    assert (kept.text, kept.status, kept.sensitivity) == (old.text, "active", "sensitive")


async def test_a_pending_row_is_a_neighbour_for_promotion_but_never_recalled(
    fake_llm_settings, fake_openai
):
    mem = open_long_term_memory(
        fake_llm_settings, embedder=None, llm_json=_llm_json(fake_llm_settings)
    )
    fake_openai.script_json(_extracted("User prefers short answers"))
    [first] = await mem.remember_conversation(_turn("Short answers, please"), conversation_id="c1")
    assert first.action == "pending"
    assert [r.memory.id for r in await mem.search("short answers")] == []
    fake_openai.script_json(_extracted("User prefers short answers"))
    fake_openai.script_json({"decisions": [{"statement": 1, "memory": "1.1", "relation": "same"}]})
    [again] = await mem.remember_conversation(
        _turn("Short answers, as always"), conversation_id="c2"
    )  # the user's own words
    assert (again.action, again.memory_id) == ("promoted", first.memory_id)
    assert [r.memory.id for r in await mem.search("short answers")] == [first.memory_id]


# -- the CLI ---------------------------------------------------------------------------------


@pytest.fixture
def lexical_home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


@pytest.mark.parametrize(("name", "old", "new"), CHANGES)
def test_cli_add_of_a_change_supersedes_and_says_so(lexical_home, name, old, new):
    [first] = invoke_json("memories", "add", old)
    assert first["action"] == "added"
    result = invoke("memories", "add", new)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == f"Updated {first['id'][:8]}: {new} (was: {old})"
    [row] = invoke_json("memories", "list")
    assert (row["id"], row["text"], row["version"]) == (first["id"], new, 2)


def test_cli_add_of_ten_rewordings_reinforces(lexical_home):
    [first] = invoke_json("memories", "add", STORED)
    for text in SAME_TEN:
        [change] = invoke_json("memories", "add", text)
        assert (change["action"], change["id"], change["text"]) == (
            "reinforced",
            first["id"],
            STORED,
        )
    out = invoke("memories", "add", SAME_TEN[0]).stdout
    assert out.startswith(f"Already known; reinforced {first['id'][:8]}: {STORED}")
    assert len(invoke_json("memories", "list")) == 1


@semantic
def test_cli_semantic_change_and_rewording(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "local")
    [first] = invoke_json("memories", "add", "User prefers green tea over coffee")
    [again] = invoke_json("memories", "add", "User prefers green tea to coffee")
    assert (again["action"], again["id"]) == ("reinforced", first["id"])
    [flip] = invoke_json("memories", "add", "User prefers coffee over green tea now")
    assert (flip["action"], flip["id"], flip["previous_text"]) == (
        "superseded",
        first["id"],
        "User prefers green tea over coffee",
    )


def test_cli_import_reports_added_reinforced_superseded(lexical_home, tmp_path):
    invoke_json("memories", "add", "User lives in Porto")
    invoke_json("memories", "add", "User works at Google")
    src = tmp_path / "in.jsonl"
    src.write_text(
        "".join(
            json.dumps({"text": t}) + "\n"
            for t in ("User lives in Porto.", "User works at Microsoft now", "User plays chess")
        )
    )
    rows = invoke_json("memories", "import", str(src))
    assert sorted((r["action"], r["text"]) for r in rows) == [
        ("added", "User plays chess"),
        ("reinforced", "User lives in Porto"),
        ("superseded", "User works at Microsoft now"),
    ]
    src.write_text(json.dumps({"text": "User lives in Lisbon"}) + "\n")
    out = invoke("memories", "import", str(src)).stdout
    assert "(was: User lives in Porto)" in out
    assert out.strip().endswith("Imported 1 memory (0 added, 1 superseded).")
