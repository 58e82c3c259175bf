"""ltm_chat.llm over real HTTP (litellm -> openai SDK -> sockets) to the fake server."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys

import pytest

from ltm_chat import keys, llm
from ltm_chat.config import load_settings
from ltm_chat.llm import ProviderError, ResolvedModel
from tests.fakes.openai_server import fake_embedding
from tests.fixtures_llm import FAKE_EMBEDDING_MODEL, FAKE_KEY, FAKE_MODEL

USER = [{"role": "user", "content": "What should I drink?"}]


@pytest.fixture
def resolved(provider_route, fake_llm_settings) -> ResolvedModel:
    """The fake model, on each route in turn (direct and litellm)."""
    return llm.resolve_chat_model(fake_llm_settings)


async def _collect(resolved: ResolvedModel, messages=USER, timeout: float = 5) -> list[str]:
    return [d async for d in llm.stream_chat(messages, resolved, timeout=timeout)]


# resolution ----------------------------------------------------------------------------------


def test_importing_llm_does_not_import_litellm():
    code = "import sys, ltm_chat.llm; print('litellm' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_config_model_gets_its_api_base_and_env_key(resolved, fake_openai):
    assert resolved.name == FAKE_MODEL
    assert resolved.api_base == fake_openai.base_url
    assert resolved.api_key == FAKE_KEY
    assert resolved.key_source == "env:OPENAI_API_KEY"
    assert FAKE_KEY not in repr(resolved)


def test_model_argument_beats_env_beats_config(fake_llm_settings, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_MODEL", "anthropic/claude-x")
    settings = load_settings()
    assert llm.resolve_chat_model(settings).name == "anthropic/claude-x"
    assert llm.resolve_chat_model(settings, "gemini/gemini-pro").name == "gemini/gemini-pro"


def test_no_model_falls_back_to_first_provider_with_a_key(ltm_home, monkeypatch):
    keys.set_key("anthropic", "sk-ant-test-0123456789")
    resolved = llm.resolve_chat_model(load_settings())
    assert (resolved.name, resolved.key_source) == ("anthropic/claude-3-5-haiku-latest", "keyring")
    assert resolved.api_key == "sk-ant-test-0123456789"
    monkeypatch.setenv("OPENAI_API_KEY", "sk-env-0123456789")
    resolved = llm.resolve_chat_model(load_settings())
    assert (resolved.name, resolved.key_source) == ("openai/gpt-4o-mini", "env:OPENAI_API_KEY")


def test_ollama_when_only_its_base_is_set(ltm_home, monkeypatch):
    monkeypatch.setenv("OLLAMA_API_BASE", "http://127.0.0.1:11434")
    resolved = llm.resolve_chat_model(load_settings())
    assert resolved.name == "ollama/llama3.2"
    assert resolved.key_source == "none"


def test_nothing_configured_is_a_helpful_no_model_error(ltm_home, monkeypatch):
    monkeypatch.delenv("OLLAMA_API_BASE", raising=False)
    with pytest.raises(ProviderError) as info:
        llm.resolve_chat_model(load_settings())
    assert info.value.kind == "no_model"
    assert "ltm-chat keys set openai" in str(info.value)


def test_api_key_env_from_config_file(ltm_home, monkeypatch):
    (ltm_home).mkdir(parents=True, exist_ok=True)
    (ltm_home / "config.toml").write_text(
        '[models."openai/mine"]\napi_base = "http://127.0.0.1:9/v1"\napi_key_env = "MY_KEY"\n'
    )
    monkeypatch.setenv("MY_KEY", "sk-mine-0123456789")
    resolved = llm.resolve_chat_model(load_settings(), "openai/mine")
    assert (resolved.api_key, resolved.key_source) == ("sk-mine-0123456789", "config")


# calls ---------------------------------------------------------------------------------------


async def test_streamed_reply_assembles_and_request_is_recorded(resolved, fake_openai):
    fake_openai.script_reply("Green tea, **hot**, no sugar.", chunks=7)
    messages = [
        {
            "role": "system",
            "content": "<recalled-memories>\n- Prefers green tea.\n</recalled-memories>",
        },
        *USER,
    ]
    deltas = await _collect(resolved, messages)
    assert len(deltas) == 7
    assert "".join(deltas) == "Green tea, **hot**, no sugar."
    request = fake_openai.chat_requests[-1]
    assert request["stream"] is True
    assert request["model"] == "fake-model"
    assert any("<recalled-memories>" in s for s in fake_openai.system_messages(request))
    assert fake_openai.log[-1].headers["authorization"] == f"Bearer {FAKE_KEY}"


async def test_complete_json_asks_for_json_and_returns_raw_text(resolved, fake_openai):
    fake_openai.script_json('```json\n{"memories": []}\n``` trailing prose')
    text = await llm.complete_json(
        [{"role": "system", "content": "Extract memories as JSON."}, *USER], resolved
    )
    assert text == '```json\n{"memories": []}\n``` trailing prose'
    assert fake_openai.chat_requests[-1]["response_format"] == {"type": "json_object"}
    assert not fake_openai.chat_requests[-1].get("stream")


def test_embed_returns_the_servers_vectors_in_order(fake_llm_settings, fake_openai):
    fake_openai.embedding_dim = 64
    texts = ["likes green tea", "lives in Lyon", "x"]
    vectors = llm.embed(texts, FAKE_EMBEDDING_MODEL, fake_llm_settings)
    assert vectors == [pytest.approx(fake_embedding(t, 64), abs=1e-6) for t in texts]
    assert fake_openai.embedding_requests[-1]["input"] == texts
    assert llm.embed([], FAKE_EMBEDDING_MODEL, fake_llm_settings) == []


async def test_cancelling_the_task_closes_the_http_stream(resolved, fake_openai):
    fake_openai.script_reply("word " * 100, delay=0.05)
    received: list[str] = []

    async def consume():
        async for delta in llm.stream_chat(USER, resolved, timeout=5):
            received.append(delta)

    task = asyncio.create_task(consume())
    while len(received) < 2:
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    # the whole reply would take 5 s; the server sees the client hang up right away
    closed = await asyncio.to_thread(fake_openai.wait_for_stream_outcome, "client_closed", 3)
    assert closed, fake_openai.stream_outcomes
    assert len(received) < 10


# faults: one test per kind -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fault", "kind", "advice"),
    [
        (401, "auth", "ltm-chat keys set openai"),
        (403, "forbidden", "(403)"),
        (404, "not_found", "check the name"),
        (429, "rate_limit", "wait a moment"),
        (500, "server", "retry"),
        (503, "server", "retry"),
        ("drop", "stream_cut", "cut off"),
    ],
)
async def test_fault_becomes_a_typed_human_error(
    resolved, fake_openai, capsys, fault, kind, advice
):
    fake_openai.script_reply("one two three four five six")
    fake_openai.fail_next(fault, after_chunks=2)
    with pytest.raises(ProviderError) as info:
        await _collect(resolved)
    error = info.value
    assert error.kind == kind
    assert advice in str(error)
    assert FAKE_KEY not in str(error) and "sk-test" not in str(error)
    assert "Traceback" not in str(error) and "litellm" not in str(error)
    assert "Give Feedback" not in capsys.readouterr().out  # litellm kept quiet
    assert fake_openai.wait_for_requests(1)


async def test_timeout_fault(resolved, fake_openai):
    fake_openai.fail_next("timeout", delay=10)
    with pytest.raises(ProviderError) as info:
        await _collect(resolved, timeout=0.5)
    assert info.value.kind == "timeout"
    assert "did not answer within 0.5 s" in str(info.value)
    assert len(fake_openai.chat_requests) == 1  # no retries


async def test_connection_refused_names_the_address(provider_route, fake_llm_settings):
    with socket.socket() as sock:  # a port that was free a moment ago and is now closed
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    base = f"http://127.0.0.1:{port}/v1"
    resolved = ResolvedModel(FAKE_MODEL, base, FAKE_KEY, "env:OPENAI_API_KEY", {}, provider_route)
    with pytest.raises(ProviderError) as info:
        await _collect(resolved)
    assert info.value.kind == "connection"
    assert str(info.value) == f"connection refused at {base}: is the server running?"


async def test_missing_key_fails_before_any_request(ltm_home, fake_openai, monkeypatch):
    monkeypatch.delenv("OPENAI_API_BASE", raising=False)
    resolved = llm.resolve_chat_model(load_settings(), "openai/gpt-4o-mini")
    assert resolved.key_source == "none"
    with pytest.raises(ProviderError) as info:
        await _collect(resolved)
    assert info.value.kind == "no_key"
    assert str(info.value).startswith("no API key for openai: run `ltm-chat keys set openai`")


async def test_fault_in_json_call_and_embeddings(resolved, fake_llm_settings, fake_openai):
    fake_openai.fail_next(429)
    with pytest.raises(ProviderError) as info:
        await llm.complete_json(USER, resolved)
    assert info.value.kind == "rate_limit"
    fake_openai.fail_next(401, target="embeddings")
    with pytest.raises(ProviderError) as info:
        llm.embed(["x"], FAKE_EMBEDDING_MODEL, fake_llm_settings)
    assert info.value.kind == "auth"


async def test_provider_text_is_scrubbed_of_the_key(resolved, fake_openai):
    fake_openai.fail_next(400, message=f"Invalid value near {FAKE_KEY}: max_tokens too large")
    with pytest.raises(ProviderError) as info:
        await _collect(resolved)
    assert info.value.kind == "bad_request"
    assert FAKE_KEY not in str(info.value)
    assert "max_tokens too large" in str(info.value)


async def test_stream_without_finish_reason_is_cut(resolved, fake_openai):
    fake_openai.script_reply("half a reply", finish_reason=None)
    with pytest.raises(ProviderError) as info:
        await _collect(resolved)
    assert info.value.kind == "stream_cut"


async def test_next_call_works_after_a_fault(resolved, fake_openai):
    fake_openai.fail_next("drop")
    with pytest.raises(ProviderError):
        await _collect(resolved)
    fake_openai.script_reply("back to normal")
    assert "".join(await _collect(resolved)) == "back to normal"


async def test_closing_the_generator_early_closes_the_http_stream(resolved, fake_openai):
    fake_openai.script_reply("word " * 100, delay=0.05)
    stream = llm.stream_chat(USER, resolved, timeout=5)
    assert await anext(stream) == "word "
    await stream.aclose()  # `stream` stays referenced: only aclose(), not GC, can close it
    closed = await asyncio.to_thread(fake_openai.wait_for_stream_outcome, "client_closed", 3)
    assert closed, fake_openai.stream_outcomes


async def test_litellm_env_base_url_keeps_working(
    provider_route, ltm_home, fake_openai, monkeypatch
):
    monkeypatch.setenv("OPENAI_API_BASE", fake_openai.base_url)
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    resolved = llm.resolve_chat_model(load_settings(), FAKE_MODEL)
    assert resolved.api_base is None  # litellm reads OPENAI_API_BASE itself
    fake_openai.script_reply("via env")
    assert "".join(await _collect(resolved)) == "via env"
    assert fake_openai.log[-1].headers["authorization"] == f"Bearer {FAKE_KEY}"


async def test_own_server_without_a_key_still_gets_called(provider_route, ltm_home, fake_openai):
    ltm_home.mkdir(parents=True, exist_ok=True)
    (ltm_home / "config.toml").write_text(
        f'model = "openai/local"\n[models."openai/local"]\napi_base = "{fake_openai.base_url}"\n'
    )
    resolved = llm.resolve_chat_model(load_settings())
    assert resolved.key_source == "none"
    fake_openai.script_reply("no key needed")
    assert "".join(await _collect(resolved)) == "no key needed"
    assert fake_openai.chat_requests[-1]["model"] == "local"
