"""`ask` prints the model's text as characters: terminal escapes in a reply (an OSC 52 clipboard
write, OSC 8 links, a title, a screen clear, C1 CSI) are made visible and inert, into a pipe
and on a terminal, wherever the stream's chunks cut them. Real litellm, the fake server."""

from __future__ import annotations

import pytest

from ltm_chat.text import SafeStream, safe_text
from tests.cli_helpers import run_cli, run_on_tty

HOSTILE = (
    "Sure.\r\nCopy this: \x1b]52;c;ZWNobyBwd25lZA==\x07 and "
    "\x1b]8;;http://127.0.0.1/x\x1b\\a link\x1b]8;;\x1b\\ then \x1b]0;owned title\x07"
    "\x1b[2J\x1b[H cleared \x9b31mred\x9b0m over\rwrite end\r"
)
RAW = ("\x1b]52;", "\x1b]8;;", "\x1b]0;", "\x1b[2J", "\x1b[H", "\x9b", "\x07")


@pytest.fixture
def asker(fake_llm_settings, fake_openai, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return fake_openai


@pytest.mark.parametrize("stream", [True, False])
def test_escapes_in_a_reply_reach_a_pipe_as_visible_characters(asker, stream):
    asker.script_reply(HOSTILE, chunks=len(HOSTILE))  # one character per chunk: every cut
    result = run_cli("ask", "hi", *([] if stream else ["--no-stream"]))
    assert result.returncode == 0, result.stderr
    out = result.stdout
    for raw in RAW:
        assert raw not in out, repr(raw)
    assert "\x1b" not in out and "\r" not in out
    assert out == safe_text(HOSTILE) + "\n"  # the same text, shown, whatever the chunks
    assert "Sure.\nCopy this: ␛]52;c;ZWNobyBwd25lZA==␇" in out


def test_escapes_in_a_reply_never_reach_a_terminal(asker):
    asker.script_reply(HOSTILE, chunks=len(HOSTILE) // 2)
    screen = run_on_tty("ask", "hi")
    for raw in RAW:
        assert raw not in screen, repr(raw)
    assert "␛]52;c;ZWNobyBwd25lZA==" in screen


@pytest.mark.parametrize("size", [1, 2, 3, 7])
def test_the_stream_sanitiser_gives_the_whole_texts_result_wherever_it_is_cut(size):
    safe = SafeStream()
    pieces = [HOSTILE[i : i + size] for i in range(0, len(HOSTILE), size)]
    assert "".join(safe.feed(p) for p in pieces) + safe.flush() == safe_text(HOSTILE)
