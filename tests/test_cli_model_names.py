"""Model and provider names are checked before anything is sent, with a "did you mean":
through the real CLI and litellm, against the fake OpenAI-compatible server."""

from __future__ import annotations

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json


@pytest.fixture
def asker(fake_llm_settings, fake_openai, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    monkeypatch.setenv("OPENAI_API_BASE", fake_openai.base_url)  # a bare name would go there
    return fake_openai


def test_a_bare_model_name_litellm_does_not_know_is_refused_before_sending(asker):
    before = len(asker.chat_requests)
    result = invoke("ask", "-m", "gpt-5-nonexistent", "hello?")
    stderr = assert_one_line_error(
        result, "unknown model 'gpt-5-nonexistent'", "openai/gpt-5-nonexistent"
    )
    assert "rejected the request" not in stderr and "400" not in stderr
    assert len(asker.chat_requests) == before  # nothing was sent
    assert invoke_json("conversations", "list") == []


def test_a_misspelt_bare_model_gets_a_suggestion(asker):
    result = invoke("ask", "-m", "gpt-4o-mni", "hello?")
    assert_one_line_error(result, "(did you mean gpt-4o-mini")


def test_an_unknown_provider_is_named_not_sent_a_key_for(asker):
    before = len(asker.chat_requests)
    result = invoke("ask", "-m", "fakeprovider/zzz", "hello?")
    stderr = assert_one_line_error(result, '"fakeprovider" is not a provider litellm knows')
    assert "keys set" not in stderr
    assert len(asker.chat_requests) == before


def test_a_misspelt_provider_gets_a_suggestion(asker):
    result = invoke("ask", "-m", "opnai/gpt-4o-mini", "hello?")
    assert_one_line_error(result, '(did you mean "openai"?)')


def test_a_bad_model_from_the_environment_is_caught_too(asker, monkeypatch):
    monkeypatch.setenv("LTM_CHAT_MODEL", "fakeprovider/zzz")
    before = len(asker.chat_requests)
    result = invoke("ask", "hello?")
    assert_one_line_error(result, '"fakeprovider" is not a provider')
    assert len(asker.chat_requests) == before


def test_keys_set_refuses_a_misspelt_provider(memory_keyring):
    result = invoke("keys", "set", "opnai", input="sk-test-1234567890abcdef\n")
    assert result.exit_code == 2, result.stderr
    assert '"opnai" is not a provider litellm knows (did you mean "openai"?)' in result.stderr
    assert "OPNAI_API_KEY" not in result.stderr + result.stdout
    assert memory_keyring.store == {}


def test_keys_set_accepts_a_storage_keyring_entry_named_in_the_config(ltm_home, memory_keyring):
    ltm_home.mkdir(parents=True, exist_ok=True)
    (ltm_home / "config.toml").write_text(
        '[storage]\nuri = "s3://bucket/p"\nregion = "us-east-1"\n'
        'access_key_id_keyring = "s3-key-id"\nsecret_access_key_keyring = "s3-secret"\n'
    )
    result = invoke("keys", "set", "s3-key-id", input="test\n")
    assert result.exit_code == 0, result.stderr
    assert memory_keyring.store[("ltm-chat", "s3-key-id")] == "test"


def test_keys_list_without_a_keyring_suggests_the_environment(ltm_home, monkeypatch):
    import keyring
    from keyring.backends import fail

    from ltm_chat.providers import KEY_ENV_VARS

    for names in KEY_ENV_VARS.values():
        for name in names:
            monkeypatch.delenv(name, raising=False)
    keyring.set_keyring(fail.Keyring())
    result = invoke("keys", "list")
    assert result.exit_code == 0
    assert "keys set" not in result.stdout
    assert "export OPENAI_API_KEY" in result.stdout
