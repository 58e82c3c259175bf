"""What each model may see: a cloud model gets no sensitive memory (recalled block, extraction
context, memory tools); a local one gets all; `memory = "none"` gets nothing. Real ChatSession,
litellm over HTTP to the fake server, which plays the cloud model through a per-model setting
(every address here is loopback, which the default rule calls local)."""

from __future__ import annotations

import pytest

from ltm_chat.chat.recall_policy import policy_for, runs_locally
from ltm_chat.chat.session import ChatSession
from ltm_chat.config import load_settings, resolve_paths
from tests.fakes.openai_server import is_json_request
from tests.test_chat_session import memory_on, run_turn

SENSITIVE = "Takes sertraline for anxiety"


@pytest.mark.parametrize(
    ("provider", "api_base", "local"),
    [
        ("ollama", None, True),
        ("openai", None, False),
        ("anthropic", None, False),
        ("openai", "http://127.0.0.1:8000/v1", True),
        ("openai", "http://localhost:1234/v1", True),
        ("openai", "http://[::1]:8000/v1", True),
        ("openai", "http://192.168.1.20:11434/v1", True),
        ("openai", "http://10.0.0.5/v1", True),
        ("openai", "https://api.example.com/v1", False),
        ("openai", "http://8.8.8.8/v1", False),
        ("ollama", "https://ollama.example.com", False),
    ],
)
def test_where_a_model_runs(provider, api_base, local):
    assert runs_locally(provider, api_base) is local


def with_models(settings, fake_openai, extra: str):
    path = resolve_paths().config_file
    with open(path, "a", encoding="utf-8") as fh:
        fh.write(extra.replace("BASE", fake_openai.base_url))
    return load_settings()


def system_text(body) -> str:
    return "\n".join(str(m["content"]) for m in body["messages"] if m["role"] == "system")


def chats(server):
    return [b for b in server.chat_requests if not is_json_request(b)]


async def store_sensitive(settings):
    session = ChatSession(memory_on(settings))
    await session.load()
    await session._open_memory_if_on()
    await session.memory.add(SENSITIVE, sensitivity="sensitive")
    await session.memory.add("Prefers tea over coffee")
    return session


async def test_cloud_model_gets_no_sensitive_memory_and_is_told_so(fake_llm_settings, fake_openai):
    settings = with_models(
        fake_llm_settings,
        fake_openai,
        '\n[models."openai/fake-cloud"]\napi_base = "BASE"\nmemory = "normal"\n',
    )
    assert policy_for(settings, "openai/fake-model").name == "all"  # loopback: local
    assert policy_for(settings, "openai/fake-cloud").name == "normal"  # configured
    assert policy_for(settings, "openai/gpt-4o").reason == "cloud model"
    await store_sensitive(settings)

    local = ChatSession(memory_on(settings))
    events = await run_turn(
        local, "Do I take sertraline for anxiety? And do I prefer tea over coffee?"
    )
    assert SENSITIVE in system_text(chats(fake_openai)[-1])
    assert events[0].note is None

    cloud = ChatSession(memory_on(settings, model="openai/fake-cloud"))
    events = await run_turn(
        cloud, "Do I take sertraline for anxiety? And do I prefer tea over coffee?"
    )
    sent = system_text(chats(fake_openai)[-1])
    assert SENSITIVE not in sent and "tea over coffee" in sent
    assert events[0].note == "1 sensitive memory withheld: configured"
    await cloud.wait_for_background(30)
    extraction = [b for b in fake_openai.chat_requests if is_json_request(b)][-1]
    assert SENSITIVE not in str(extraction["messages"])  # nor in extraction's context
    await local.wait_for_background(30)
    assert any(
        "sertraline" in str(b["messages"]) for b in fake_openai.chat_requests if is_json_request(b)
    )


async def test_a_model_set_to_none_sees_no_memory(fake_llm_settings, fake_openai):
    settings = with_models(
        fake_llm_settings,
        fake_openai,
        '\n[models."openai/fake-none"]\napi_base = "BASE"\nmemory = "none"\n',
    )
    await store_sensitive(settings)
    session = ChatSession(memory_on(settings, model="openai/fake-none"))
    events = await run_turn(session, "tea or coffee?")
    assert "tea" not in system_text(chats(fake_openai)[-1])
    assert events[0].items == [] and 'memory = "none"' in events[0].note


def test_doctor_lists_what_each_model_sees(fake_llm_settings, fake_openai):
    from tests.cli_helpers import invoke, invoke_json

    with_models(
        fake_llm_settings,
        fake_openai,
        '\n[models."openai/fake-cloud"]\napi_base = "BASE"\nmemory = "normal"\n',
    )
    report = invoke_json("doctor", "--json")
    assert report["model"]["memory_policy"] == {"policy": "all", "reason": "local model"}
    cloud = invoke_json("doctor", "--json", "--model", "openai/fake-cloud")
    assert cloud["model"]["memory_policy"] == {"policy": "normal", "reason": "configured"}
    assert "memory it sees" in invoke("doctor").stdout
    with open(resolve_paths().config_file, "a", encoding="utf-8") as fh:
        fh.write('\n[models."openai/x"]\nmemory = "some"\n')
    result = invoke("doctor")  # named with its file and key, never a traceback
    assert 'models."openai/x".memory = "some"' in result.stdout + result.stderr
