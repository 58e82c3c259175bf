"""The memory write path end to end (issue #23, items 3–8, 25–27, the cap with every row pinned,
`clear --workspace ""`): the real CLI and the real app (Pilot), litellm over real HTTP to the
fake server, a real LanceDB on disk."""

from __future__ import annotations

import asyncio
import json

import pytest

from ltm_chat.chat.session import ChatSession
from ltm_chat.memory.embed import local_model_available
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json

EMBED = "openai/fake-embedding"


@pytest.fixture
def asker(fake_llm_settings, fake_openai, monkeypatch):
    """A home whose model lives on the fake server; lexical memory; memory on."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    return fake_openai


def texts(status: str = "active") -> dict[str, dict]:
    """The stored memories by text: the active ones, or those waiting for review."""
    rows = invoke_json("memories", "list" if status == "active" else "pending")
    return {m["text"]: m for m in rows}


def model_turns(server) -> list[dict]:
    extraction = server.extraction_requests
    return [r for r in server.chat_requests if r not in extraction]


# -- 3. each request in a message is its own memory ------------------------------------------


@pytest.mark.parametrize(
    "message, stored",
    [
        (
            "Remember that I collect vinyl records. Remember that my favourite band is Radiohead.",
            ["I collect vinyl records.", "My favourite band is Radiohead."],
        ),
        (
            "Remember that I collect vinyl records. Also remember that I hate olives.",
            ["I collect vinyl records.", "I hate olives."],
        ),
        (
            "remember that I collect vinyl records and remember that I hate olives",
            ["I collect vinyl records", "I hate olives"],
        ),
    ],
)
def test_two_requests_in_one_message_are_two_memories(asker, message, stored):
    result = invoke("ask", message)
    assert result.exit_code == 0, result.stderr
    assert result.stdout.splitlines() == [f"Remembered: {t}" for t in stored]
    assert sorted(texts()) == sorted(stored)
    assert model_turns(asker) == []  # only requests: handled here, no model call


async def test_two_requests_in_the_tui_are_two_memories_and_two_lines(
    fake_llm_settings, fake_openai
):
    from ltm_chat.tui.app import make_app
    from ltm_chat.tui.widgets.messages import NoteMessage
    from tests.fixtures_tui import fixed_clock, wait_until
    from tests.test_tui_chat import SIZE, ready, type_and_send

    settings = fake_llm_settings.with_(memory_toggle=True, embedding_model=EMBED)
    app = make_app(settings, clock=fixed_clock)
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(
            pilot, "Remember that I collect vinyl records. Also remember that I hate olives."
        )
        await wait_until(pilot, lambda: app.chat.query(NoteMessage), timeout=20)
        assert app.chat.query_one(NoteMessage).text.splitlines() == [
            "Remembered: I collect vinyl records.",
            "Remembered: I hate olives.",
        ]
        rows = await app.session.memory.list()
        assert sorted(m.text for m in rows) == ["I collect vinyl records.", "I hate olives."]


# -- 4. eviction: use first, then recency, then importance; the cap full of pinned rows -------


def test_the_cap_evicts_the_unused_memory_not_the_one_recalled_three_times(asker, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "2")
    assert invoke("memories", "add", "I like green tea", "--importance", "0.5").exit_code == 0
    for _ in range(3):  # recalled three times, through real chat turns
        asker.script_reply("Green tea it is.")
        assert invoke("ask", "Which green tea should I buy?").exit_code == 0
    assert texts()["I like green tea"]["retrieval_count"] == 3
    assert invoke("memories", "add", "short fact two", "--importance", "0.7").exit_code == 0
    result = invoke("memories", "add", "short fact three", "--importance", "0.7")
    assert result.exit_code == 0, result.stderr
    assert sorted(texts()) == ["I like green tea", "short fact three"]
    assert "short fact two" in result.stdout  # the evicted one is named


def test_at_the_cap_with_every_memory_pinned_an_add_is_refused(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_MAX_ITEMS", "2")
    for text in ("Pinned one", "Pinned two"):
        assert invoke("memories", "add", text, "--pin").exit_code == 0
    result = invoke("memories", "add", "A third fact")
    assert_one_line_error(result, "all 2 memories are pinned", "nothing was stored")
    assert "Remembered" not in result.stdout
    assert sorted(texts()) == ["Pinned one", "Pinned two"]
    events = [e["action"] for e in invoke_json("memories", "log")]
    assert "evict" not in events and events.count("add") == 2


# -- 5 and 27. what was recalled is not learnt again, but a correction goes through -----------


def _coffee(asker) -> str:
    assert invoke("memories", "add", "Prefers dark roast coffee", "--importance", "0.7")
    return texts()["Prefers dark roast coffee"]["id"]


def test_a_recalled_memory_echoed_back_is_not_reinforced(asker):
    coffee = _coffee(asker)
    for question in ("Which coffee beans should I buy?", "Any coffee tips for tomorrow?"):
        asker.script_reply("Since you prefer dark roast coffee, a French press.")
        asker.script_json(
            {
                "memories": [
                    {
                        "text": "User prefers dark roast coffee",
                        "kind": "preference",
                        "importance": 0.8,
                    }
                ]
            }
        )
        assert invoke("ask", question).exit_code == 0
    [row] = texts().values()
    assert (row["id"], row["importance"], row["version"]) == (coffee, 0.7, 1)
    assert "reinforce" not in [e["action"] for e in invoke_json("memories", "log", coffee)]


@pytest.mark.skipif(not local_model_available(), reason="the `local` extra is missing")
def test_a_correction_of_a_recalled_memory_supersedes_it(asker, monkeypatch):
    """Recalled by meaning (the real MiniLM), the old fact is corrected, not "reinforced"."""
    monkeypatch.delenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", "local")
    coffee = _coffee(asker)
    asker.script_reply("Decaf green tea is a fine switch.")
    asker.script_json(
        {
            "memories": [
                {
                    "text": "User now prefers decaf green tea over dark roast coffee",
                    "kind": "preference",
                    "importance": 0.8,
                    "replaces": 1,
                }
            ]
        }
    )
    result = invoke("ask", "I've gone off coffee. Which decaf tea should I try?")
    assert result.exit_code == 0, result.stderr
    block = [m["content"] for m in model_turns(asker)[-1]["messages"] if m["role"] == "system"]
    assert block and "Prefers dark roast coffee" in block[0]  # it was recalled
    [row] = texts().values()
    assert row["id"] == coffee and row["text"].startswith("User now prefers decaf green tea")
    assert "supersede" in [e["action"] for e in invoke_json("memories", "log", coffee)]


# -- 6. the operator's veto: nothing writes, reading and erasing still work -------------------


def test_under_the_operator_veto_no_command_writes_a_memory(ltm_home, monkeypatch, tmp_path):
    assert invoke("memories", "add", "Kept before the veto").exit_code == 0
    [before] = texts().values()
    export = tmp_path / "export.jsonl"
    export.write_text(json.dumps({"text": "Imported fact", "kind": "fact"}) + "\n")
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "0")
    refused = [
        ("memories", "add", "Vetoed fact"),
        ("memories", "edit", before["id"], "Edited under the veto"),
        ("memories", "pin", before["id"]),
        ("memories", "import", str(export)),
    ]
    for args in refused:
        assert_one_line_error(invoke(*args), "disabled by the operator", "nothing was stored")
    [after] = texts().values()  # reading works, and nothing changed
    assert (after["text"], after["version"], after["pinned"]) == ("Kept before the veto", 1, False)
    assert invoke("memories", "forget", before["id"], "--yes").exit_code == 0  # erasing works
    assert texts() == {}


async def test_under_the_operator_veto_the_inspector_cannot_add(ltm_home, monkeypatch):
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory
    from ltm_chat.tui.screens.inspector_app import make_inspector_app
    from ltm_chat.tui.screens.inspector_edit import MemoryEditModal
    from tests.fixtures_tui import wait_until
    from tests.test_inspector import loaded

    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "0")
    settings = load_settings()
    memory = open_long_term_memory(settings, embedder=None)
    async with make_inspector_app(settings, source=memory).run_test(size=(110, 32)) as pilot:
        await loaded(pilot)
        await pilot.press("a")
        await wait_until(pilot, lambda: isinstance(pilot.app.screen, MemoryEditModal))
        modal = pilot.app.screen
        await pilot.press(*"Speaks French.")
        await pilot.press("ctrl+s")
        error = modal.query_one("#edit-error")
        await wait_until(pilot, lambda: "disabled by the operator" in str(error.render()))
    assert await memory.list() == []


# -- 7. memory off or vetoed: "remember that …" is told locally that nothing was kept --------


@pytest.mark.parametrize(
    "env, words",
    [
        ("0", "disabled by the operator"),
        (None, "memory is off"),
    ],
)
def test_with_memory_off_remember_that_says_nothing_was_kept(
    fake_llm_settings, fake_openai, monkeypatch, env, words
):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    if env is not None:
        monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", env)
    fake_openai.script_reply("Sure, I'll remember that.")
    result = invoke("ask", "remember that I like cats")
    assert result.exit_code == 0, result.stderr
    [line] = result.stderr.splitlines()
    assert (
        line.startswith("Not remembered:") and words in line and line.endswith("nothing was kept.")
    )
    assert result.stdout == "Sure, I'll remember that.\n"  # the model still answers
    assert invoke_json("memories", "list") == []


async def test_with_memory_off_the_tui_says_nothing_was_kept(fake_llm_settings, fake_openai):
    from ltm_chat.tui.app import make_app
    from ltm_chat.tui.widgets.messages import NoteMessage
    from tests.fixtures_tui import fixed_clock
    from tests.test_tui_chat import SIZE, finished, ready, replies, type_and_send

    app = make_app(fake_llm_settings.with_(memory_toggle=False), clock=fixed_clock)
    fake_openai.script_reply("Sure, I'll remember that.")
    async with app.run_test(size=SIZE) as pilot:
        await ready(pilot)
        await type_and_send(pilot, "remember that I like cats")
        await finished(pilot)
        [note] = app.chat.query(NoteMessage)
        assert note.text.startswith("Not remembered: memory is off")
        assert [r.text for r in replies(app)] == ["Sure, I'll remember that."]


# -- 8. `ask` says what became of the memory beside an answer ---------------------------------


def test_ask_reports_a_kept_request_a_fact_for_review_and_a_refused_secret(asker):
    asker.script_reply("Try the Cantinho do Avillez.")
    asker.script_json(
        {
            "memories": [
                {
                    "text": "User wants restaurant recommendations",
                    "kind": "event",
                    "importance": 0.4,
                }
            ]
        }
    )
    result = invoke("ask", "Remember that I live in Porto. What is a good restaurant?")
    assert result.exit_code == 0, result.stderr
    assert result.stdout == "Try the Cantinho do Avillez.\n"
    assert result.stderr.splitlines() == [
        "Remembered: I live in Porto.",
        "memory updated: 1 pending · 1 to review: `ltm-chat memories pending`",
    ]
    assert model_turns(asker)[-1]["messages"][-1]["content"].startswith("Remember that I live")

    key = "sk-proj-Zx81kQ0pLm29VbTr47YhNc3DsWq5EuIo"
    asker.script_reply("Keys belong in a keyring.")
    result = invoke("ask", f"Remember that my key is {key}. Where should I keep it?")
    assert result.exit_code == 0, result.stderr
    [line] = result.stderr.splitlines()
    assert line.startswith("Not remembered: refused: the text looks like a secret")
    assert "sk-proj" not in result.stderr + result.stdout


# -- 25. repetition counts only from the user's own words -------------------------------------


async def test_the_model_returning_a_fact_twice_never_promotes_it(fake_llm_settings, fake_openai):
    settings = fake_llm_settings.with_(memory_env="1", embedding_model=EMBED)
    invented = [{"text": "User owns a sailing yacht", "kind": "fact", "importance": 0.7}]
    for question in ("What is a good name for a boat?", "How do knots work?"):
        session = ChatSession(settings)  # another conversation each time
        fake_openai.script_reply("Here is an idea.")
        fake_openai.script_json({"memories": invented})
        [ev async for ev in session.send(question)]
        assert await session.wait_for_background(30)
    assert await session.memory.list(status="active") == []
    [waiting] = await session.memory.pending()
    assert waiting.text == "User owns a sailing yacht"


# -- 26. only the request's own sentence is explicit; the sensitive rules are ours ------------


def test_remember_that_covers_its_own_sentence_and_the_rest_is_held_back(asker):
    asker.script_reply("Noted; take care.")
    asker.script_json(
        {
            "memories": [
                {"text": "User is vegan and has severe anxiety", "kind": "fact", "importance": 0.8},
                {
                    "text": "User takes sertraline",
                    "kind": "fact",
                    "importance": 0.8,
                    "sensitivity": "normal",
                },
            ]
        }
    )
    said = (
        "Please remember that I'm vegan. My therapist says I have severe anxiety and I "
        "take sertraline."
    )
    result = invoke("ask", said)
    assert result.exit_code == 0, result.stderr
    assert result.stderr.splitlines()[0] == "Remembered: I'm vegan."
    assert list(texts(status="active")) == ["I'm vegan."]
    held = texts(status="pending")
    assert set(held) == {"User is vegan and has severe anxiety", "User takes sertraline"}
    assert {m["sensitivity"] for m in held.values()} == {"sensitive"}


def test_with_review_auto_an_address_the_model_calls_normal_waits(asker, ltm_home):
    config = ltm_home / "config.toml"
    config.write_text(config.read_text() + '\n[memory]\nreview = "auto"\n')
    asker.script_reply("Nice street.")
    asker.script_json(
        {
            "memories": [
                {
                    "text": "User lives at Rua das Flores 12, Lisbon",
                    "kind": "fact",
                    "importance": 0.7,
                    "sensitivity": "normal",
                    "confidence": 0.95,
                },
                {
                    "text": "User likes azulejos",
                    "kind": "preference",
                    "importance": 0.6,
                    "confidence": 0.95,
                },
            ]
        }
    )
    assert invoke("ask", "I live at Rua das Flores 12 in Lisbon and I like azulejos.")
    assert list(texts(status="active")) == ["User likes azulejos"]
    [held] = texts(status="pending").values()
    assert held["text"] == "User lives at Rua das Flores 12, Lisbon"
    assert held["sensitivity"] == "sensitive"


# -- 29. an empty workspace name is an error, never "global" ----------------------------------


def test_clear_with_an_empty_workspace_name_is_refused(ltm_home):
    assert invoke("memories", "add", "A global fact").exit_code == 0
    assert invoke("memories", "add", "A thesis fact", "--workspace", "thesis").exit_code == 0
    result = invoke("memories", "clear", "-y", "--workspace", "")
    assert result.exit_code == 2 and "the workspace name is empty" in result.stderr
    assert len(invoke_json("memories", "list", "--all-workspaces")) == 2
    result = invoke("memories", "clear", "-y", "--global")
    assert result.exit_code == 0, result.stderr
    assert [m["text"] for m in invoke_json("memories", "list", "--all-workspaces")] == [
        "A thesis fact"
    ]


def test_the_veto_is_the_engines(ltm_home, monkeypatch):
    """The Python API refuses too: the CLI and the TUI only show the engine's error."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory import MemoryVetoed
    from ltm_chat.memory.service import open_long_term_memory

    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "off")
    memory = open_long_term_memory(load_settings(), embedder=None)
    with pytest.raises(MemoryVetoed):
        asyncio.run(memory.add("A fact"))
    assert asyncio.run(memory.list()) == []


@pytest.mark.parametrize(
    "message, facts, rest",
    [
        (
            "Remember that I like tea. What is good with it?",
            ["I like tea."],
            "What is good with it?",
        ),
        ("Remember that trip to Porto?", [], "Remember that trip to Porto?"),  # a question
        ("remember: my stack is\n- vim\n- tmux", ["my stack is\n- vim\n- tmux"], ""),
        ("remember that I like tea\n\ngit diff output", ["I like tea"], "git diff output"),
        (
            "I'm off to Oslo. Please also remember that I hate olives.",
            ["I hate olives."],
            "I'm off to Oslo.",
        ),
    ],
)
def test_what_a_message_asks_to_remember_and_what_it_says_besides(message, facts, rest):
    from ltm_chat.memory.write.requests import find_requests

    found = find_requests(message)
    assert (found.facts, found.rest) == (facts, rest)
