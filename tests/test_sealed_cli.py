"""Sensitive memories sealed at rest, through the real CLI and chat session (issue #28 item 2).

`grep -ra` of the data directory after "remember that", review acceptance, `import facts`, add,
edit and marking finds none of their text; everything still shows them; without the key every
command says in one line what it cannot read; a kill at any step of a sealing edit leaves no
plain text once the store is next opened. The subprocess tests use the real Secret Service
under scripts/test (a key file where there is none).
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ltm_chat.memory.storage.db import CRASH_ENV
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json, run_cli

SECRETS = {
    "remember that": "metformin",
    "import + accept": "student debt",
    "add": "forty units",
    "edit": "fifty units",
    "marked": "O negative",
}
LEXICAL = {"NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none"}


def _grep(root: Path, *words: str) -> str:
    """What `grep -ra` finds of `words` under `root` (file names), "" when nothing."""
    args = ["grep", "-ral"] + [a for w in words for a in ("-e", w)] + [str(root)]
    found = subprocess.run(args, capture_output=True, text=True)
    assert found.returncode in (0, 1), found.stderr
    return found.stdout


def test_grep_of_the_data_dir_finds_no_sensitive_text_and_every_view_shows_it(
    fake_llm_settings, fake_openai, monkeypatch, tmp_path
):
    from ltm_chat.chat.session import ChatSession
    from ltm_chat.config import load_settings

    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", "openai/fake-embedding")
    home = Path(os.environ["LTM_CHAT_HOME"])

    async def chat() -> None:
        session = ChatSession(load_settings())
        _ = [ev async for ev in session.send("remember that I take metformin for my diabetes")]
        await session.close()

    asyncio.run(chat())
    facts = tmp_path / "facts.md"
    facts.write_text("- Has $40,000 of student debt\n- Prefers answers in bullet points\n")
    assert invoke("import", "facts", str(facts)).exit_code == 0
    debt = next(m for m in invoke_json("memories", "pending") if "debt" in m["text"])
    assert invoke("memories", "accept", debt["id"]).exit_code == 0
    [dose] = invoke_json("memories", "add", "My insulin dose is forty units")
    edited = invoke("memories", "edit", dose["id"], "My insulin dose is fifty units")
    assert edited.exit_code == 0, edited.stderr
    [blood] = invoke_json("memories", "add", "My blood type is O negative")
    assert blood["sensitivity"] == "normal"
    assert invoke("memories", "edit", blood["id"], "--sensitive").exit_code == 0

    assert _grep(home, *SECRETS.values()) == ""
    assert _grep(home, "bullet points")  # the check itself finds plain text

    listed = {m["text"]: m for m in invoke_json("memories", "list")}
    for text in (
        "I take metformin for my diabetes",
        "Has $40,000 of student debt",
        "My insulin dose is fifty units",
        "My blood type is O negative",
    ):
        assert listed[text]["sensitivity"] == "sensitive", text
    found = invoke_json("memories", "search", "insulin dose")
    assert found[0]["text"] == "My insulin dose is fifty units"
    history = invoke_json("memories", "history", dose["id"])
    assert "My insulin dose is forty units" in json.dumps(history)
    exported = invoke("memories", "export")
    assert "O negative" in exported.stdout and "metformin" in exported.stdout
    assert invoke("memories", "undo", dose["id"]).exit_code == 0
    assert invoke_json("memories", "show", dose["id"])["text"] == "My insulin dose is forty units"
    shown = invoke("conversations", "show", "latest")
    assert "metformin" in shown.stdout  # the transcript's copy is sealed, and still shown
    assert _grep(home, *SECRETS.values()) == ""


def _remove_memory_key(home: Path) -> None:
    """Take the memory key away, wherever this machine keeps it (keyring entry or key file)."""
    code = (
        "import contextlib, keyring\n"
        "with contextlib.suppress(Exception):\n"
        "    keyring.delete_password('ltm-chat', 'memory-key')\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, env=os.environ.copy())
    (home / "memory.key").unlink(missing_ok=True)


def test_without_the_key_every_command_says_what_is_unreadable_in_one_line(ltm_home):
    [dose] = json.loads(
        run_cli("memories", "add", "My insulin dose is forty units", "--json", env=LEXICAL).stdout
    )
    [tea] = json.loads(
        run_cli("memories", "add", "Prefers green tea", "--json", env=LEXICAL).stdout
    )
    exported = run_cli("keys", "export-memory-key")
    assert exported.returncode == 0 and exported.stdout.startswith("ltm-chat-memory-key:1:")
    _remove_memory_key(ltm_home)

    for args in (
        ["memories", "list"],
        ["memories", "search", "insulin"],
        ["memories", "show", dose["id"]],
        ["memories", "history", dose["id"]],
        ["memories", "export"],
    ):
        result = run_cli(*args, env=LEXICAL)
        assert result.returncode == 0, (args, result.stderr)
        lines = [line for line in result.stderr.splitlines() if "unreadable" in line]
        assert "Traceback" not in result.stderr
        assert len(lines) == 1, (args, result.stderr)
        assert lines[0].startswith(f"note: 1 sensitive memory ({dose['id'][:8]}) is unreadable")
        assert "import-memory-key" in lines[0]
    assert "Prefers green tea" in run_cli("memories", "list", env=LEXICAL).stdout
    assert_one_line_error(
        run_cli("memories", "edit", dose["id"], "My insulin dose is ten units", env=LEXICAL),
        "unreadable here",
    )
    assert_one_line_error(
        run_cli("memories", "add", "I was diagnosed with asthma in 2019", env=LEXICAL),
        "memory key is missing",
    )
    assert (
        run_cli("memories", "edit", tea["id"], "Prefers jasmine tea", env=LEXICAL).returncode == 0
    )

    restored = run_cli("keys", "import-memory-key", input=exported.stdout)
    assert restored.returncode == 0 and "Stored memory key" in restored.stdout, restored.stderr
    after = run_cli("memories", "list", env=LEXICAL)
    assert "My insulin dose is forty units" in after.stdout and after.stderr.strip() == ""


# before the first write, inside each table's scrub, just before the cleanup, before the finish
@pytest.mark.parametrize("step", [1, 2, 5, 7, 9])
def test_a_kill_at_any_step_of_a_sealing_edit_leaves_no_plain_text(ltm_home, step):
    added = run_cli("memories", "add", "My blood type is O negative", "--json", env=LEXICAL)
    [blood] = json.loads(added.stdout)
    crash = run_cli(
        "memories", "edit", blood["id"], "--sensitive", env={**LEXICAL, CRASH_ENV: str(step)}
    )
    killed = "test hook: killing this process" in crash.stderr
    assert killed or crash.returncode == 0, crash.stderr
    reopened = run_cli("memories", "list", "--json", env=LEXICAL)  # finishes an interrupted scrub
    assert reopened.returncode == 0, reopened.stderr
    [after] = json.loads(reopened.stdout)
    assert after["text"] == "My blood type is O negative"
    if step > 1:  # only a kill before the edit's first write loses the edit
        assert after["sensitivity"] == "sensitive"
    if after["sensitivity"] == "sensitive":
        assert _grep(ltm_home, "O negative") == ""


async def test_a_turn_the_model_labels_sensitive_is_sealed_in_the_transcript_too(
    fake_llm_settings, fake_openai
):
    from ltm_chat.chat.session import ChatSession
    from tests.test_chat_session import memory_on, transcript

    settings = memory_on(fake_llm_settings)
    session = ChatSession(settings)
    fake_openai.script_reply("Noted, thanks.")
    fact = {
        "text": "User's blood type is O negative",
        "kind": "fact",
        "importance": 0.8,
        "sensitivity": "sensitive",
    }
    fake_openai.script_json({"memories": [fact]})
    _ = [ev async for ev in session.send("By the way, my blood type is O negative.")]
    assert await session.wait_for_background(30)
    [m] = await session.memory.list(status="pending")  # sensitive: waits for review
    assert m.sensitivity == "sensitive" and m.text == fact["text"]
    home = Path(os.environ["LTM_CHAT_HOME"])
    assert _grep(home, "O negative", "blood type") == ""  # the memory's and the turn's words
    [(title, said)] = transcript(settings)
    assert said[0] == ("user", "By the way, my blood type is O negative.")
    assert title.startswith("By the way, my blood type")
    [found] = await session.search_conversations("blood type")  # by its words, opened in memory
    assert found["title"] == title and "O negative" in found["excerpt"]
    assert _grep(home, "O negative", "blood type") == ""  # and no plain index was written
    await session.close()


def test_listings_keep_no_plain_snapshot_of_sealed_text(ltm_home):
    added = run_cli("memories", "add", "My insulin dose is forty units", env=LEXICAL)
    assert added.returncode == 0, added.stderr
    run_cli("memories", "add", "Prefers green tea", env=LEXICAL)
    for _ in range(2):  # the second listing would read a snapshot the first one saved
        listed = run_cli("memories", "list", env=LEXICAL)
        assert "forty units" in listed.stdout, listed.stderr
    assert _grep(ltm_home, "forty units") == ""
