"""`ltm-chat ask` against the fake OpenAI-compatible server over real HTTP (litellm and all)."""

from __future__ import annotations

import json
import os
import select
import subprocess
import sys
import threading

import pytest

from tests.cli_helpers import (
    LTM_CHAT,
    assert_one_line_error,
    drain_pty,
    invoke,
    invoke_json,
    run_cli,
    run_on_tty,
    tree_digest,
)


@pytest.fixture
def asker(fake_llm_settings, fake_openai, monkeypatch):
    """A home whose model lives on the fake server; lexical memory (fast); memory left off."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return fake_openai


def _last_chat(server) -> dict:
    chats = [r for r in server.chat_requests if not _is_extraction(r)]
    return chats[-1]


def _is_extraction(body: dict) -> bool:
    from tests.fakes.openai_server import is_json_request

    return is_json_request(body)


def _recalled_block(body: dict) -> str | None:
    for m in body["messages"]:
        if m["role"] == "system" and m["content"].startswith("<recalled-memories>"):
            return m["content"]
    return None


def test_ask_prints_the_reply_into_a_pipe(asker):
    asker.script_reply("Hello from the **fake** model.", chunks=4)
    result = run_cli("ask", "say hello")
    assert result.returncode == 0, result.stderr
    assert result.stdout == "Hello from the **fake** model.\n"  # plain text: no ANSI, no Markdown
    assert result.stderr == ""  # side notes only for a person at a terminal
    assert _last_chat(asker)["messages"][-1] == {"role": "user", "content": "say hello"}
    assert _last_chat(asker)["stream"] is True
    [conv] = invoke_json("conversations", "list")
    assert conv["title"] == "say hello"


def _start_ask(args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [*LTM_CHAT, *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        env=dict(os.environ),
    )


def _readable(proc: subprocess.Popen, wait: float) -> bool:
    return bool(select.select([proc.stdout], [], [], wait)[0])


def _finish(proc: subprocess.Popen, head: bytes = b"") -> str:
    rest, err = proc.communicate(timeout=60)
    assert proc.returncode == 0, err.decode()
    return (head + rest).decode()


def test_stream_is_printed_while_the_rest_is_still_being_generated(asker):
    reply = "one two three four five six"
    hold = threading.Event()
    asker.script_reply(reply, chunks=6, hold=hold, hold_after=1)
    proc = _start_ask(["ask", "count"])
    try:
        # The server sends one chunk and waits: that chunk must reach stdout before the rest
        # exists. The waits only bound a broken build (a loaded machine starts slowly); no
        # duration is asserted.
        assert asker.wait_for_requests(1, timeout=300)
        assert _readable(proc, 300), "nothing printed while the server held the stream"
        head = os.read(proc.stdout.fileno(), 65536)
        assert head and reply.startswith(head.decode())
        assert head.decode() != reply + "\n"
    finally:
        hold.set()
    assert _finish(proc, head) == reply + "\n"


def test_no_stream_prints_once_the_reply_is_complete(asker):
    reply = "one two three four five six"
    hold = threading.Event()
    asker.script_reply(reply, chunks=6, hold=hold, hold_after=3)
    proc = _start_ask(["ask", "--no-stream", "count"])
    try:
        assert asker.wait_for_requests(1, timeout=300)
        # Half the reply is out and the server waits: --no-stream has printed nothing yet.
        assert not _readable(proc, 1.0)
    finally:
        hold.set()
    assert _finish(proc) == reply + "\n"


def test_piped_stdin_is_appended_to_the_prompt(asker):
    diff = "diff --git a/app.py b/app.py\n+print('hi')\n"
    result = invoke("ask", "review this", input=diff)
    assert result.exit_code == 0, result.stderr
    assert _last_chat(asker)["messages"][-1]["content"] == "review this\n\n" + diff.rstrip("\n")
    result = invoke("ask", input="just the piped text\n")
    assert result.exit_code == 0
    assert _last_chat(asker)["messages"][-1]["content"] == "just the piped text"


def test_stdin_through_a_real_pipe(asker):
    result = run_cli("ask", "summarise", input="line one\nline two\n")
    assert result.returncode == 0, result.stderr
    assert _last_chat(asker)["messages"][-1]["content"] == "summarise\n\nline one\nline two"


def test_nothing_to_ask_is_a_usage_error(asker):
    result = invoke("ask", input="  \n")
    assert result.exit_code == 2 and "nothing to ask" in result.stderr
    assert asker.chat_requests == []


@pytest.mark.parametrize(
    ("fault", "needle"), [(401, "API key"), (429, "rate"), (500, "server")], ids=str
)
def test_provider_error_exits_1_with_the_human_message(provider_route, asker, fault, needle):
    asker.fail_next(fault, target="chat")
    result = invoke("ask", "hello?")
    stderr = assert_one_line_error(result, needle)
    assert "sk-test-fake-key" not in stderr
    assert invoke_json("conversations", "list") == []  # a failed turn saves nothing


def test_no_model_configured_exits_1(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    result = invoke("ask", "hello?")
    assert_one_line_error(result, "no model configured", "ltm-chat keys set openai")


def test_a_stated_preference_is_recalled_by_the_next_ask(asker, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    asker.script_reply("D'accord, je répondrai en français.")
    asker.script_json(
        {
            "memories": [
                {"text": "Prefers answers in French", "kind": "preference", "importance": 0.8}
            ]
        }
    )
    first = invoke("ask", "From now on I prefer answers in French.")
    assert first.exit_code == 0, first.stderr
    assert _recalled_block(_last_chat(asker)) is None  # nothing stored yet
    assert len(asker.extraction_requests) == 1  # ask waited for extraction before exiting
    # One incidental mention waits for review ([memory] review = "pending", the default).
    assert invoke_json("memories", "list") == []
    [stored] = invoke_json("memories", "pending", "--json")
    assert stored["text"] == "Prefers answers in French" and stored["source"] == "extracted"
    assert stored["conversation_id"] == invoke_json("conversations", "list")[0]["id"]
    assert invoke("memories", "accept", stored["id"]).exit_code == 0
    [kept] = invoke_json("memories", "list")
    assert kept["status"] == "active" and kept["conversation_id"] == stored["conversation_id"]

    second = invoke("ask", "Which language should answers be in?")
    assert second.exit_code == 0, second.stderr
    block = _recalled_block(_last_chat(asker))
    assert block is not None and "Prefers answers in French" in block
    assert len(invoke_json("conversations", "list")) == 2  # a new conversation each time


def test_extraction_wait_is_bounded(asker, monkeypatch):
    import ltm_chat.cli.ask as ask_module

    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    monkeypatch.setattr(ask_module, "EXTRACTION_WAIT", 0.5)
    never = threading.Event()  # the extraction answer is held until ask has given up on it
    asker.script_json(
        {"memories": [{"text": "Likes slow answers", "kind": "preference"}]}, hold=never
    )
    try:
        result = invoke("ask", "I like slow answers")
        assert result.exit_code == 0, result.stderr
        assert len(asker.extraction_requests) == 1  # asked, never answered, and ask returned
        assert invoke_json("memories", "list") == []  # gave up on it; nothing half-written
    finally:
        never.set()


def test_memory_off_by_default_recalls_and_extracts_nothing(asker):
    invoke("memories", "add", "Prefers answers in French")
    assert invoke("ask", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is None
    assert asker.extraction_requests == []


def test_memory_flag_is_for_this_question_only(asker, fake_llm_settings):
    state_file = fake_llm_settings.paths.state_file
    invoke("memories", "add", "Prefers answers in French")
    before = state_file.read_bytes() if state_file.exists() else None
    assert invoke("ask", "--memory", "Which language should answers be in?").exit_code == 0
    assert "Prefers answers in French" in (_recalled_block(_last_chat(asker)) or "")
    assert invoke("ask", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is None  # off again: the flag was one-shot
    assert invoke("--memory", "ask", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is not None
    # the TUI's remembered toggle is untouched by either spelling
    assert (state_file.read_bytes() if state_file.exists() else None) == before


def test_no_memory_flag_does_not_turn_memory_off_for_the_tui(asker, fake_llm_settings):
    from ltm_chat.config import write_state

    write_state(fake_llm_settings.paths.state_file, memory_toggle=True)  # the chip says on
    invoke("memories", "add", "Prefers answers in French")
    assert invoke("ask", "--no-memory", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is None
    state = json.loads(fake_llm_settings.paths.state_file.read_text())
    assert state["memory_toggle"] is True
    assert invoke("ask", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is not None


def test_operator_veto_beats_the_flag(asker, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "0")
    invoke("memories", "add", "Prefers answers in French")
    assert invoke("ask", "--memory", "Which language should answers be in?").exit_code == 0
    assert _recalled_block(_last_chat(asker)) is None
    assert asker.extraction_requests == []


def test_incognito_leaves_no_trace(asker, monkeypatch, fake_llm_settings):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    invoke("memories", "add", "Prefers answers in French")
    before = tree_digest(fake_llm_settings.paths.data_dir)
    result = invoke("ask", "--incognito", "Which language should answers be in?")
    assert result.exit_code == 0, result.stderr
    assert _recalled_block(_last_chat(asker)) is None
    assert asker.extraction_requests == []
    assert tree_digest(fake_llm_settings.paths.data_dir) == before


@pytest.mark.parametrize(
    "argv",
    [
        ["ask", "--incognito", "--memory"],
        ["--memory", "ask", "--incognito"],
        ["--incognito", "--memory", "ask"],
        ["--incognito", "ask", "--memory"],
    ],
)
def test_incognito_with_memory_on_is_a_usage_error_naming_both(asker, fake_llm_settings, argv):
    before = tree_digest(fake_llm_settings.paths.data_dir)
    result = invoke(*argv, "Which language should answers be in?")
    assert result.exit_code == 2, result.stderr
    assert "--incognito and --memory contradict each other" in result.stderr.replace(
        "--memory and --incognito", "--incognito and --memory"
    )
    assert asker.chat_requests == []
    assert tree_digest(fake_llm_settings.paths.data_dir) == before


def test_incognito_with_memory_on_is_refused_by_the_tui_too(ltm_home, monkeypatch):
    from ltm_chat.cli import commands

    started = []
    monkeypatch.setattr(commands, "launch_tui", lambda **values: started.append(values) or 0)
    result = invoke("--incognito", "--memory")
    assert result.exit_code == 2 and "contradict each other" in result.stderr
    assert started == []


def test_remember_that_stores_at_once(asker, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    result = invoke("ask", "remember that I live in Porto")
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip() == "Remembered: I live in Porto"
    assert asker.chat_requests == []  # handled without a model call
    [m] = invoke_json("memories", "list")
    assert m["text"] == "I live in Porto" and m["importance"] >= 0.9


def test_continue_follows_up_on_the_latest_conversation(asker):
    asker.script_reply("Paris.")
    assert invoke("ask", "Capital of France?").exit_code == 0
    asker.script_reply("About 2 million.")
    assert invoke("ask", "--continue", "And its population?").exit_code == 0
    sent = [(m["role"], m["content"]) for m in _last_chat(asker)["messages"]]
    assert sent == [
        ("user", "Capital of France?"),
        ("assistant", "Paris."),
        ("user", "And its population?"),
    ]
    assert len(invoke_json("conversations", "list")) == 1
    result = invoke("ask", "--conversation", "ffffffff", "hi")
    assert_one_line_error(result, "no conversation with id")


def test_markdown_is_rendered_on_a_terminal(asker, tmp_path):
    """Run `ask` with stdout on a pseudo-terminal: Markdown is rendered, not printed raw."""
    asker.script_reply("# Title\n\nSome **bold** words and `code`.\n\n- item one\n- item two\n")
    screen = run_on_tty("ask", "format something")
    assert "\x1b[" in screen  # styled
    assert "**bold**" not in screen and "bold" in screen
    assert "# Title" not in screen and "Title" in screen
    import re

    plain = re.sub(r"\x1b\[[0-9;?]*[a-zA-Z]", "", screen)
    assert "• item one" in plain and "• item two" in plain  # a rendered list


def test_a_spinner_on_a_terminal_until_the_first_token_and_none_in_a_pipe(asker):
    """stderr on a pseudo-terminal shows what `ask` waits for; stdout (a pipe) gets only the
    answer; with stderr piped too, nothing but the answer is written anywhere."""
    import pty

    asker.script_reply("The answer.", chunks=2, delay=1.0)  # a model slow to start
    master, slave = pty.openpty()
    proc = subprocess.Popen(
        [*LTM_CHAT, "ask", "a slow question"],
        stdout=subprocess.PIPE,
        stderr=slave,
        stdin=subprocess.DEVNULL,
        env={**os.environ, "TERM": "xterm-256color"},
    )
    os.close(slave)
    terminal = drain_pty(master)
    out, _ = proc.communicate(timeout=60)
    assert proc.returncode == 0
    assert "waiting for openai/fake-model…" in terminal
    assert out.decode() == "The answer.\n"

    asker.script_reply("The answer.", chunks=2, delay=1.0)
    piped = run_cli("ask", "a slow question")
    assert piped.returncode == 0 and piped.stdout == "The answer.\n"
    assert "waiting" not in piped.stderr and "starting" not in piped.stderr


@pytest.mark.parametrize("stream", [True, False])
def test_a_reader_that_leaves_early_ends_the_output_not_the_work(asker, monkeypatch, stream):
    """`ask … | head -3`: before, SIGPIPE/EPIPE ended `ask` with 141 and the turn's extraction
    was never run. A real pipe, closed by the reader after the first chunk."""
    monkeypatch.setenv("NODETOOL_MEMORY_ENABLED", "1")
    reply = "\n".join(f"step {n} of the lesson plan" for n in range(400))
    hold = threading.Event()
    asker.script_reply(reply, chunks=40, hold=hold, hold_after=1)
    asker.script_json(
        {
            "memories": [
                {"text": "Works as a teacher in Braga", "kind": "identity", "importance": 0.8}
            ]
        }
    )
    args = ["ask", "I work as a teacher in Braga. A lesson plan?"]
    proc = _start_ask(args if stream else [*args, "--no-stream"])
    try:
        assert asker.wait_for_requests(1, timeout=300)
        if stream:
            assert _readable(proc, 300)
            assert os.read(proc.stdout.fileno(), 64).startswith(b"step 0")
        proc.stdout.close()  # the reader leaves (head -3 has its lines)
    finally:
        hold.set()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0, err
    assert "Broken pipe" not in err and "Traceback" not in err
    [conversation] = invoke_json("conversations", "list")
    assert conversation["message_count"] == 2
    saved = invoke("conversations", "show", conversation["id"])
    assert "step 399 of the lesson plan" in saved.stdout  # the whole reply, not what was read
    assert len(asker.extraction_requests) == 1
    assert [m["text"] for m in invoke_json("memories", "pending")] == [
        "Works as a teacher in Braga"
    ]


def test_a_missing_key_fails_before_litellm_or_lancedb_is_imported(ltm_home, tmp_path):
    script = (
        "import sys\n"
        "from ltm_chat.cli.main import run\n"
        "sys.argv = ['ltm-chat', 'ask', 'hi', '-m', 'openai/gpt-4o-mini']\n"
        "try:\n    run()\nexcept SystemExit as exc:\n    code = exc.code\n"
        "heavy = sorted(m for m in ('litellm', 'lancedb') if m in sys.modules)\n"
        "print('EXIT', code, 'HEAVY', heavy)\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "OPENAI_API_KEY"}
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=120
    )
    assert "no API key for openai" in result.stderr
    assert "EXIT 1 HEAVY []" in result.stdout
