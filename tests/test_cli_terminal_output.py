"""What the CLI prints for people: data never drives the terminal (no escape sequences, no
rich markup), piped output is plain lines, and the small wording of errors and questions.

Real LanceDB in a temp home, real subprocesses on pipes and on a pseudo-terminal."""

from __future__ import annotations

import json
import re

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json, run_cli, run_on_tty

# What a hostile transcript can hold: a window title, a screen clear, colours, an OSC-8 link,
# a carriage return that overwrites the line, a C1 CSI and a bidi override.
HOSTILE = (
    "hello \x1b]0;pwned\x07 \x1b[2J clear \x1b[31mred\x1b[0m "
    "\x1b]8;;http://evil.invalid\x1b\\link\x1b]8;;\x1b\\ fake\rover \x9b31m \u202eevil"
)
TITLE = "I like [/] brackets \x1b]0;title\x07 [link=http://evil.invalid]x[/link]"
MODEL = "openai/[link=http://evil.invalid]m[/link]\x1b[5m"
RAW = ("\x1b", "\x07", "\x9b", "\u202e", "\r")
# Rich's own styling on a terminal: SGR only (ESC [ digits ; m). Anything else is an attack.
SGR = re.compile(r"\x1b\[[0-9;]*m")


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


@pytest.fixture
def hostile_chat(home):
    """One saved conversation whose title, model and messages carry escape sequences."""
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    store = ConversationStore(Database(load_settings().paths.db_uri), "alice").open()
    conv = store.create(TITLE, model=MODEL)
    store.add_messages(conv.id, [("user", HOSTILE), ("assistant", "ok [/] [bold]x")], MODEL)
    return store.get(conv.id)


def _no_raw_controls(text: str) -> None:
    for ch in RAW:
        assert ch not in text, (ch, text)


def test_conversations_text_output_holds_no_control_sequences(hostile_chat):
    for args in (
        ("conversations", "list"),
        ("conversations", "show", "latest"),
        ("conversations", "export", "latest"),
    ):
        result = invoke(*args)
        assert result.exit_code == 0, result.stderr
        _no_raw_controls(result.stdout)
        assert "␛]0;title␇" in result.stdout  # shown as visible control pictures
    shown = invoke("conversations", "show", "latest").stdout
    assert "I like [/] brackets" in shown and "␛[2J clear" in shown and "ok [/] [bold]x" in shown


def test_json_output_keeps_the_data_exact(hostile_chat):
    [row] = invoke_json("conversations", "list")
    assert row["title"] == hostile_chat.title and "\x1b]0;title\x07" in row["title"]
    assert row["model"] == MODEL
    messages = invoke_json("conversations", "show", "latest")
    assert messages[0]["content"] == HOSTILE
    exported = json.loads(invoke("conversations", "export", "latest", "-f", "json").stdout)
    assert exported["messages"][0]["content"] == HOSTILE


def test_on_a_terminal_only_styling_reaches_it_and_markup_in_data_is_text(hostile_chat):
    for args in (("conversations", "list"), ("conversations", "show", "latest")):
        screen = run_on_tty(*args)
        assert "Traceback" not in screen and "error" not in screen, screen
        styling_removed = SGR.sub("", screen)
        _no_raw_controls(styling_removed.replace("\r\n", "\n"))
        assert "\x1b]8;" not in screen  # no hyperlink, neither from OSC-8 nor from [link=…]
    listed = SGR.sub("", run_on_tty("conversations", "list"))
    assert "I like [/] brackets" in listed and "openai/[link=" in listed


def test_markup_in_workspace_user_and_title_is_shown_not_parsed(home, hostile_chat):
    assert invoke("memories", "add", "-w", "[/]", "Likes [/] brackets").exit_code == 0
    listed = invoke("memories", "list", "-w", "[/]")
    assert listed.exit_code == 0, listed.stderr
    assert "Likes [/] brackets" in listed.stdout and "workspace [/]" in listed.stdout
    for user in ("[/]", "[link=http://evil.invalid]bob[/link]"):
        assert invoke("memories", "add", "A fact", "--user", user).exit_code == 0
        result = invoke("memories", "list", "--user", user)
        assert result.exit_code == 0, result.stderr
        assert f"of {user}" in result.stdout
    screen = run_on_tty("memories", "list", "--user", "[link=http://evil.invalid]bob[/link]")
    assert "\x1b]8;" not in screen and "[link=http://evil.invalid]bob[/link]" in SGR.sub("", screen)
    result = invoke("conversations", "list")
    assert result.exit_code == 0 and "I like [/] brackets" in result.stdout


def test_piped_tables_are_plain_lines(home, hostile_chat):
    invoke("memories", "add", "Prefers green tea")
    for args in (("memories", "list"), ("conversations", "list"), ("doctor",)):
        out = run_cli(*args).stdout
        lines = out.split("\n")
        assert lines[0].strip(), f"leading blank line in {args}: {out!r}"
        assert not [line for line in lines if line != line.rstrip()], (args, out)
        if args != ("doctor",):  # doctor's long explanations are lines of their own
            assert max(len(line) for line in lines) < 120, (args, out)
    assert "1 conversation of alice" in run_cli("conversations", "list").stdout


def test_a_question_without_a_terminal_ends_its_line(home):
    [m] = invoke_json("memories", "add", "Prefers green tea")
    result = run_cli("memories", "forget", m["id"])  # stdin: /dev/null
    assert result.returncode == 1
    lines = result.stderr.splitlines()
    assert lines[-2].rstrip().endswith("[y/N]:"), result.stderr
    assert lines[-1].startswith("error: not confirmed"), result.stderr
    assert invoke_json("memories", "list")[0]["id"] == m["id"]  # nothing forgotten


def test_unknown_options_get_a_sane_suggestion_or_none(home):
    for args in (("--bogus",), ("memories", "list", "--bogus")):
        result = run_cli(*args)
        assert result.returncode == 2
        assert "No such option: --bogus" in result.stderr
        assert "Possible options" not in result.stderr, result.stderr
    assert "(Possible options: --user)" in run_cli("memories", "list", "--usr", "x").stderr
    assert "(Possible options: --incognito)" in run_cli("--incognit").stderr


def test_a_model_without_a_provider_is_one_clear_line(home):
    result = run_cli("ask", "--model", "nonsense", "hi")
    stderr = assert_one_line_error(result, "unknown model 'nonsense'", "openai/")
    assert "LLM Provider" not in stderr and "litellm" not in stderr.lower()


def test_history_of_an_undone_edit_does_not_say_never_edited(home):
    [m] = invoke_json("memories", "add", "Prefers green tea")
    assert invoke("memories", "edit", m["id"], "Prefers black tea").exit_code == 0
    assert invoke("memories", "undo", m["id"]).exit_code == 0
    out = invoke("memories", "history", m["id"]).stdout
    # undo is a new version: the history lists the edit and the undo, never "never edited"
    assert "never" not in out and "undo (to v1)" in out and "Prefers black tea" in out


def test_a_hand_added_memory_has_the_same_default_importance_everywhere(home):
    from ltm_chat.memory.model import MANUAL_IMPORTANCE
    from ltm_chat.tui.screens.inspector_edit import MemoryDraft

    [m] = invoke_json("memories", "add", "Prefers green tea")
    assert m["importance"] == MANUAL_IMPORTANCE == MemoryDraft("x").importance
