"""The direct route to OpenAI-compatible servers (ltm_chat/wire.py) and the switch back to
litellm: which calls take it, that a one-shot `ask` then loads neither litellm nor lancedb,
and that `provider_route = "litellm"` sends everything through litellm again. The faults,
streaming, cancel and tools run on both routes in test_llm.py and the session and CLI tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from ltm_chat import llm, wire
from ltm_chat.config import load_settings
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.fixtures_llm import FAKE_MODEL, route_used

BASE = "http://127.0.0.1:9/v1"


@pytest.mark.parametrize(
    ("provider", "api_base", "params", "route", "expected"),
    [
        ("openai", BASE, {}, "auto", BASE),
        ("openai", BASE + "/", {"temperature": 0.2, "extra_headers": {"X": "1"}}, "auto", BASE),
        ("openai", BASE, {}, "litellm", None),  # the switch
        ("openai", None, {}, "auto", None),  # the provider's own host: litellm knows it
        ("openai", BASE, {"num_ctx": 8192}, "auto", None),  # an option only litellm maps
        ("openai", BASE, {"drop_params": True}, "auto", None),
        ("hosted_vllm", BASE, {}, "auto", BASE),
        ("openrouter", BASE, {}, "auto", BASE),
        ("ollama", "http://127.0.0.1:11434", {}, "auto", "http://127.0.0.1:11434/v1"),
        ("ollama_chat", "http://127.0.0.1:11434/v1", {}, "auto", "http://127.0.0.1:11434/v1"),
        ("anthropic", BASE, {}, "auto", None),  # another wire format
        ("gemini", None, {}, "auto", None),
        (None, BASE, {}, "auto", None),  # a bare name: litellm decides who it is
    ],
)
def test_which_calls_go_direct(provider, api_base, params, route, expected):
    assert wire.direct_base(provider, api_base, params, route) == expected


def test_request_body_names_the_model_without_its_provider():
    body = wire.request_body(
        "openrouter/anthropic/claude-x",
        [{"role": "user", "content": "hi"}],
        {"temperature": 0.1, "extra_body": {"top_k": 5}, "extra_headers": {"X": "y"}},
        stream=True,
        tools=None,
    )
    assert body == {
        "model": "anthropic/claude-x",
        "messages": [{"role": "user", "content": "hi"}],
        "temperature": 0.1,
        "top_k": 5,
        "stream": True,
    }


def test_the_servers_own_words_are_the_detail():
    body = json.dumps({"error": {"message": "model 'x' not found", "code": 404}})
    assert wire.error_message(body) == "model 'x' not found"
    assert wire.error_message("Bad Gateway") == "Bad Gateway"


async def test_a_reply_goes_direct_by_default_and_through_litellm_when_switched(
    fake_llm_settings, fake_openai, monkeypatch
):
    fake_openai.script_reply("direct")
    resolved = llm.resolve_chat_model(fake_llm_settings)
    assert "".join([d async for d in llm.stream_chat([], resolved)]) == "direct"
    assert route_used(fake_openai) == "direct"

    monkeypatch.setenv("LTM_CHAT_PROVIDER_ROUTE", "litellm")
    resolved = llm.resolve_chat_model(load_settings())
    fake_openai.script_reply("through litellm")
    assert "".join([d async for d in llm.stream_chat([], resolved)]) == "through litellm"
    assert route_used(fake_openai) == "litellm"


async def test_tool_calls_assemble_on_the_direct_route(fake_llm_settings, fake_openai):
    fake_openai.script_tool_call("memory_search", {"query": "green tea"})
    resolved = llm.resolve_chat_model(fake_llm_settings)
    spec = {"type": "function", "function": {"name": "memory_search", "parameters": {}}}
    items = [i async for i in llm.stream_chat_turn([], resolved, tools=[spec])]
    calls = items[-1]
    assert [(c.name, json.loads(c.arguments)) for c in calls] == [
        ("memory_search", {"query": "green tea"})
    ]
    assert fake_openai.chat_requests[-1]["tools"] == [spec]
    assert route_used(fake_openai) == "direct"


def test_the_switch_in_the_config_file_is_checked(ltm_home, fake_openai, monkeypatch):
    ltm_home.mkdir(parents=True, exist_ok=True)
    config = ltm_home / "config.toml"
    config.write_text(
        f'model = "{FAKE_MODEL}"\nprovider_route = "litellm"\n'
        f'[models."{FAKE_MODEL}"]\napi_base = "{fake_openai.base_url}"\n'
    )
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-0123456789")
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    fake_openai.script_reply("via litellm")
    result = invoke("ask", "--no-memory", "hi")
    assert result.exit_code == 0, result.stderr
    assert route_used(fake_openai) == "litellm"

    config.write_text('provider_route = "sideways"\n')
    result = invoke("ask", "hi")
    assert_one_line_error(result, "config.toml", "provider_route")
    config.write_text("")
    monkeypatch.setenv("LTM_CHAT_PROVIDER_ROUTE", "sideways")
    assert_one_line_error(invoke("ask", "hi"), "LTM_CHAT_PROVIDER_ROUTE")


_PROBE = """
import sys
from ltm_chat.cli.main import run
try:
    run()
finally:
    heavy = sorted(m for m in ("litellm", "lancedb", "pyarrow", "openai") if m in sys.modules)
    print("HEAVY=" + ",".join(heavy), file=sys.stderr)
"""


def _heavy_modules(*args: str) -> tuple[str, list[str]]:
    proc = subprocess.run(
        [sys.executable, "-c", _PROBE, *args],
        capture_output=True,
        text=True,
        env=dict(os.environ),
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert proc.returncode == 0, proc.stderr
    line = next(x for x in proc.stderr.splitlines() if x.startswith("HEAVY="))
    return proc.stdout, [m for m in line[len("HEAVY=") :].split(",") if m]


def test_a_one_shot_question_without_memory_loads_neither_litellm_nor_lancedb(
    fake_llm_settings, fake_openai
):
    fake_openai.script_reply("Light answer.")
    out, heavy = _heavy_modules("ask", "--no-memory", "A quick question?")
    assert out.strip() == "Light answer."
    assert heavy == []
    # the turn is saved all the same: the next reader sees it
    convs = invoke_json("conversations", "list")
    assert [(c["title"], c["message_count"]) for c in convs] == [("A quick question?", 2)]
