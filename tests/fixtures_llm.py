"""Pytest plugin: the fake OpenAI-compatible server, settings pointing at it, and an isolated
keyring. Listed in `tests/conftest.py` `pytest_plugins`."""

from __future__ import annotations

import os

import pytest

from tests.fakes.openai_server import FakeOpenAIServer

FAKE_MODEL = "openai/fake-model"
FAKE_EMBEDDING_MODEL = "openai/fake-embedding"
FAKE_KEY = "sk-test-fake-key-0123456789abcdef"


@pytest.fixture(scope="session")
def _fake_openai_server():
    server = FakeOpenAIServer().start()
    yield server
    server.stop()


@pytest.fixture
def fake_openai(_fake_openai_server):
    """The fake server (shared by the session), emptied before and after each test."""
    _fake_openai_server.reset()
    yield _fake_openai_server
    _fake_openai_server.reset()


@pytest.fixture(params=["auto", "litellm"], ids=["direct", "litellm"])
def provider_route(request, monkeypatch):
    """Run the test on both routes to an OpenAI-compatible server: direct (httpx, the default
    for a model with an api_base) and through litellm (`provider_route = "litellm"`). Name it
    before the fixtures that load settings."""
    monkeypatch.setenv("LTM_CHAT_PROVIDER_ROUTE", request.param)
    return request.param


def route_used(server) -> str:
    """Which route sent the server's last request: litellm calls through the openai SDK."""
    agent = server.log[-1].headers.get("user-agent", "")
    return "litellm" if agent.startswith(("OpenAI", "AsyncOpenAI")) else "direct"


def write_fake_model_config(config_file: os.PathLike, server: FakeOpenAIServer) -> None:
    """A config file whose chat and embedding models live on the fake server."""
    path = os.fspath(config_file)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(
            f'model = "{FAKE_MODEL}"\n\n'
            f'[models."{FAKE_MODEL}"]\napi_base = "{server.base_url}"\n\n'
            f'[models."{FAKE_EMBEDDING_MODEL}"]\napi_base = "{server.base_url}"\n'
        )


@pytest.fixture
def fake_llm_settings(ltm_home, fake_openai, monkeypatch):
    """Settings whose model (openai/fake-model) and embedding model (openai/fake-embedding)
    point at the fake server, with FAKE_KEY in OPENAI_API_KEY."""
    from ltm_chat.config import load_settings, resolve_paths

    write_fake_model_config(resolve_paths().config_file, fake_openai)
    monkeypatch.setenv("OPENAI_API_KEY", FAKE_KEY)
    return load_settings()


@pytest.fixture
def memory_keyring():
    """An empty in-memory keyring for one test (the autouse isolation already installs one;
    this fixture hands it to the test)."""
    import keyring

    return keyring.get_keyring()


@pytest.fixture(autouse=True)
def _isolated_keyring(request):
    """No test touches the developer's real keyring, except those marked `keyring`."""
    from ltm_chat.memory.storage import sealed, sealed_rows

    sealed_rows.use_sealer(None)  # each test's keyring holds its own memory key
    sealed.forget_unreadable()
    sealed._opened = False  # listing snapshots are saved again (see sealed.opened_sealed)
    if request.node.get_closest_marker("keyring"):
        yield
        return
    import keyring

    from tests.fakes.memory_keyring import InMemoryKeyring

    previous = keyring.core._keyring_backend  # not get_keyring(): that would probe D-Bus
    keyring.set_keyring(InMemoryKeyring())
    yield
    keyring.core._keyring_backend = previous
