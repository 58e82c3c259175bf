"""Every root flag × every sub-command follows one precedence rule (issue #11, item 1).

`ltm-chat --incognito memories add …` used to write: a flag given before the sub-command was
only read by commands whose own option defaulted to None. These tests walk the real typer app,
so a command added later without a row in `COMMANDS` fails here instead of slipping through.
"""

from __future__ import annotations

import pytest

from tests.cli_helpers import invoke, invoke_json, tree_digest

# Every leaf command with a sample invocation; {id} is a memory of the acting user, {conv} a
# conversation of theirs, {file} an import file, {pending} a memory of theirs waiting for review.
# "writes": it changes stored data.
COMMANDS: dict[str, tuple[list[str], bool]] = {
    "ask": (["ask", "hello there"], False),
    "doctor": (["doctor"], False),
    "inspect": (["inspect"], True),
    "memories list": (["memories", "list"], False),
    "memories search": (["memories", "search", "tea"], False),
    "memories show": (["memories", "show", "{id}"], False),
    "memories history": (["memories", "history", "{id}"], False),
    "memories log": (["memories", "log"], False),
    "memories export": (["memories", "export"], False),
    "memories pending": (["memories", "pending"], False),
    "memories add": (["memories", "add", "Likes long walks"], True),
    "memories edit": (["memories", "edit", "{id}", "Prefers black tea"], True),
    "memories pin": (["memories", "pin", "{id}"], True),
    "memories unpin": (["memories", "unpin", "{id}"], True),
    "memories undo": (["memories", "undo", "{id}"], True),
    "memories forget": (["memories", "forget", "{id}", "--yes"], True),
    "memories forget --conversation": (
        ["memories", "forget", "--conversation", "{conv}", "--yes"],
        True,
    ),
    "memories accept": (["memories", "accept", "{pending}"], True),
    "memories reject": (["memories", "reject", "{pending}", "--yes"], True),
    "memories curate": (["memories", "curate"], True),
    "memories clear": (["memories", "clear", "--yes"], True),
    "memories import": (["memories", "import", "{file}"], True),
    "memories reembed": (["memories", "reembed"], True),
    "memories stats": (["memories", "stats"], False),
    "memories move": (["memories", "move", "{id}", "--to", "elsewhere"], True),
    "conversations list": (["conversations", "list"], False),
    "conversations show": (["conversations", "show", "{conv}"], False),
    "conversations search": (["conversations", "search", "hi"], False),  # never its index
    "import chatgpt": (["import", "chatgpt", "{file}"], True),
    "import claude": (["import", "claude", "{file}"], True),
    "import llm": (["import", "llm", "{file}"], True),
    "import facts": (["import", "facts", "{file}"], True),
    "import memories": (["import", "memories", "{file}"], True),
    "memories mine": (["memories", "mine", "--yes"], True),
    "conversations export": (["conversations", "export", "{conv}"], False),
    "conversations delete": (["conversations", "delete", "{conv}", "--yes"], True),
    "keys set": (["keys", "set", "openai"], True),
    "keys list": (["keys", "list"], False),
    "keys delete": (["keys", "delete", "openai"], True),
    "keys export-memory-key": (["keys", "export-memory-key"], False),
    "keys import-memory-key": (["keys", "import-memory-key", "--input", "{file}"], True),
    "mcp clients": (["mcp", "clients"], False),
    "mcp allow": (["mcp", "allow", "cursor", "write"], True),
    "mcp deny": (["mcp", "deny", "cursor", "read"], True),
    "mcp token": (["mcp", "token"], True),
}
# Keys, MCP client permissions and the MCP token belong to a provider, a client or this
# installation, not to a user or a session: every root flag is a usage error there.
KEYS = {name for name in COMMANDS if name.startswith(("keys ", "mcp "))}


def _leaf_commands() -> set[str]:
    import typer.main

    from ltm_chat.cli.main import _register, app

    _register()
    out: set[str] = set()

    def walk(cmd, prefix: str) -> None:
        subs = getattr(cmd, "commands", None)
        if not subs:
            out.add(prefix.strip())
            return
        for name, sub in subs.items():
            walk(sub, f"{prefix} {name}")

    walk(typer.main.get_command(app), "")
    return out


def test_the_matrix_covers_every_command():
    assert _leaf_commands() == {name.split(" --")[0] for name in COMMANDS}  # a row per variant


@pytest.fixture
def stocked(fake_llm_settings, fake_openai, monkeypatch, tmp_path):
    """alice has one memory (edited once, so undo has work) and one conversation; memory is
    on by the operator, lexical recall (no embedding calls)."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    [m] = invoke_json("memories", "add", "Prefers green tea")
    assert invoke("memories", "edit", m["id"], "Prefers green tea in the morning").exit_code == 0
    fake_openai.script_reply("Hi!")
    assert invoke("ask", "hi").exit_code == 0
    [conv] = invoke_json("conversations", "list")
    dump = tmp_path / "import.jsonl"
    dump.write_text(invoke("memories", "export").stdout)
    fake_openai.reset()
    return {
        "id": m["id"],
        "conv": conv["id"],
        "file": str(dump),
        "pending": _pending(conv["id"]),
        "data": fake_llm_settings.paths.data_dir,
        "server": fake_openai,
    }


def _argv(name: str, stocked: dict) -> list[str]:
    return [a.format(**stocked) for a in COMMANDS[name][0]]


def _pending(conversation_id: str) -> str:
    """A memory extraction left waiting for review (the CLI cannot make one)."""
    import asyncio

    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    async def go() -> str:
        memory = open_long_term_memory(load_settings(), embedder=None)
        m = await memory.add(
            "Plays chess on Sundays",
            source="extracted",
            status="pending",
            conversation_id=conversation_id,
            dedupe=False,
        )
        return m.id

    return asyncio.run(go())


def _no_tui(monkeypatch):
    """`inspect` would start a terminal UI; any start that gets that far fails the test."""
    import ltm_chat.tui.screens.inspector_app as inspector_app

    def refuse(*_a, **_k):
        raise AssertionError("the inspector was started")

    monkeypatch.setattr(inspector_app, "make_inspector_app", refuse)


SPELLINGS = (["--incognito"], ["--incognito", "--no-memory"])  # --memory contradicts it


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_incognito_before_any_command_writes_nothing(stocked, monkeypatch, name):
    _no_tui(monkeypatch)
    before = tree_digest(stocked["data"])
    writes = COMMANDS[name][1]
    for flags in SPELLINGS:
        if name not in ("ask", "doctor") and len(flags) > 1:
            continue  # --memory/--no-memory apply to ask and doctor only (tested below)
        result = invoke(*flags, *_argv(name, stocked), input="sk-never-stored\n")
        if name in KEYS:
            assert result.exit_code == 2 and "does not apply" in result.stderr, result.stderr
        elif writes:
            assert result.exit_code == 1, (flags, result.stdout, result.stderr)
            assert "--incognito writes nothing" in result.stderr
        else:
            assert result.exit_code == 0, (flags, result.stderr)
        assert tree_digest(stocked["data"]) == before, flags
    server = stocked["server"]
    assert server.extraction_requests == [] and server.embedding_requests == []
    for body in server.chat_requests:  # ask: the question went out without any memory
        assert not any("<recalled-memories>" in (m.get("content") or "") for m in body["messages"])


def test_incognito_ask_recalls_nothing_in_either_position(stocked):
    for argv in (["--incognito", "ask", "tea?"], ["ask", "--incognito", "tea?"]):
        before = tree_digest(stocked["data"])
        assert invoke(*argv).exit_code == 0
        assert tree_digest(stocked["data"]) == before
    assert len(stocked["server"].chat_requests) == 2


ID_COMMANDS = [n for n in sorted(COMMANDS) if "{id}" in " ".join(COMMANDS[n][0])]


@pytest.mark.parametrize("name", ID_COMMANDS)
def test_user_before_the_command_is_whose_data_it_acts_on(stocked, name):
    [bob] = invoke_json("--user", "bob", "memories", "add", "Bob keeps bees")
    argv = [a.format(**{**stocked, "id": bob["id"]}) for a in COMMANDS[name][0]]
    if name == "memories undo":
        assert (
            invoke("--user", "bob", "memories", "edit", bob["id"], "Bob keeps wasps").exit_code == 0
        )
    assert invoke(*argv).exit_code == 1  # alice has no such memory
    result = invoke("--user", "bob", *argv)
    assert result.exit_code == 0, result.stderr


def test_user_and_workspace_before_list_and_add(stocked):
    assert (
        invoke("--user", "bob", "--workspace", "proj", "memories", "add", "Uses tabs").exit_code
        == 0
    )
    [row] = invoke_json("--user", "bob", "memories", "list", "--all-workspaces")
    assert (row["text"], row["workspace"]) == ("Uses tabs", "proj")
    assert [m["text"] for m in invoke_json("memories", "list")] == [
        "Prefers green tea in the morning"
    ]
    assert invoke_json("--user", "bob", "memories", "list", "--workspace", "other") == []


def test_the_commands_own_flag_wins_over_the_root_flag(stocked):
    assert invoke("--user", "bob", "memories", "add", "Bob keeps bees").exit_code == 0
    texts = [m["text"] for m in invoke_json("--user", "bob", "memories", "list", "--user", "alice")]
    assert texts == ["Prefers green tea in the morning"]


NOT_FOR_EVERY_COMMAND = {
    "--theme ltm-light": {"inspect"},
    "--continue": {"ask"},
    "--conversation c1": {"ask"},
    "--model openai/x": {"ask", "doctor"},
    "--memory": {"ask", "doctor"},
    "--no-memory": {"ask", "doctor"},
    "--memory-tools": {"ask"},
}


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_root_flag_a_command_has_no_use_for_is_a_usage_error(
    ltm_home, monkeypatch, tmp_path, name
):
    _no_tui(monkeypatch)
    dump = tmp_path / "empty.jsonl"
    dump.write_text("")
    argv = [a.format(id="m1", conv="c1", file=dump, pending="m1") for a in COMMANDS[name][0]]
    for flag, users in NOT_FOR_EVERY_COMMAND.items():
        if name in users:
            continue
        result = invoke(*flag.split(), *argv, input="x\n")
        assert result.exit_code == 2, (flag, result.stdout, result.stderr)
        assert f"{flag} does not apply" in result.stderr
    assert not ltm_home.exists()  # refused before anything was created


def test_root_continue_and_conversation_reach_ask(stocked):
    server = stocked["server"]
    server.script_reply("Paris.")
    assert invoke("--continue", "ask", "And tea?").exit_code == 0
    from tests.fakes.openai_server import is_json_request

    [*_, last] = [b for b in server.chat_requests if not is_json_request(b)]
    assert [m["content"] for m in last["messages"] if m["role"] == "user"] == ["hi", "And tea?"]
    assert invoke("--conversation", stocked["conv"], "ask", "--continue", "x").exit_code == 2


def _after(name: str, argv: list[str], flags: list[str]) -> list[str]:
    """`flags` placed right after the command's own words (`memories add --incognito …`)."""
    words = len(name.split(" --")[0].split())
    return [*argv[:words], *flags, *argv[words:]]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_incognito_after_any_command_means_the_same_as_before_it(stocked, monkeypatch, name):
    _no_tui(monkeypatch)
    before = tree_digest(stocked["data"])
    argv = _argv(name, stocked)
    first = invoke("--incognito", *argv, input="sk-never-stored\n")
    after = invoke(*_after(name, argv, ["--incognito"]), input="sk-never-stored\n")
    assert after.exit_code == first.exit_code, (after.stdout, after.stderr)
    if first.exit_code == 2:
        assert "--incognito does not apply" in after.stderr, after.stderr
    elif first.exit_code == 1:
        assert after.stderr == first.stderr
    if name not in KEYS and COMMANDS[name][1]:
        assert "--incognito writes nothing" in after.stderr
    assert tree_digest(stocked["data"]) == before
    assert stocked["server"].extraction_requests == []


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_root_flag_after_a_command_that_has_no_use_for_it_is_a_usage_error(
    ltm_home, monkeypatch, tmp_path, name
):
    _no_tui(monkeypatch)
    dump = tmp_path / "empty.jsonl"
    dump.write_text("")
    argv = [a.format(id="m1", conv="c1", file=dump, pending="m1") for a in COMMANDS[name][0]]
    own_help = invoke(*_after(name, argv, ["--help"])).stdout
    for flag, users in NOT_FOR_EVERY_COMMAND.items():
        if name in users or f"{flag.split()[0]} " in own_help:
            continue  # the command's own option of that name (`memories forget --conversation`)
        result = invoke(*_after(name, argv, flag.split()), input="x\n")
        assert result.exit_code == 2, (flag, result.stdout, result.stderr)
        assert f"{flag} does not apply" in result.stderr, (flag, result.stderr)
    assert not ltm_home.exists()


def test_user_after_the_command_is_whose_data_it_acts_on(stocked):
    assert invoke("memories", "add", "--user", "bob", "Bob keeps bees").exit_code == 0
    assert [m["text"] for m in invoke_json("memories", "list", "--user", "bob")] == [
        "Bob keeps bees"
    ]
    assert invoke("keys", "list", "--user", "bob").exit_code == 2


def test_incognito_conversation_search_finds_without_building_its_index(stocked):
    before = tree_digest(stocked["data"])
    found = invoke("--incognito", "conversations", "search", "hi", "--json")
    assert found.exit_code == 0, found.stderr
    assert stocked["conv"] in found.stdout  # the one conversation, found by its words
    assert tree_digest(stocked["data"]) == before  # no index was written for it
