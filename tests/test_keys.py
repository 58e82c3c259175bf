"""API keys: keyring storage, env precedence, masking, no-keyring handling, and the CLI.

Unit tests run against an in-memory keyring (installed for every test by tests/fixtures_llm.py).
The test marked `keyring` uses the real Secret Service; run it with tests/run_keyring_tests.sh.
"""

from __future__ import annotations

import json
import os
import types

import keyring
import pytest
from keyring.backends import fail
from typer.testing import CliRunner

from ltm_chat import keys
from ltm_chat.cli import keys as cli_keys
from ltm_chat.cli.keys import keys_app

KEY = "sk-proj-test-abcdefghijklmnop-a1b2"
ENV_NAMES = [n for names in keys.ENV_VARS.values() for n in names]


@pytest.fixture(autouse=True)
def _no_env_keys(monkeypatch):
    for name in ENV_NAMES:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def no_keyring():
    keyring.set_keyring(fail.Keyring())


def _runner() -> CliRunner:
    try:
        return CliRunner(mix_stderr=False)
    except TypeError:  # click >= 8.2 keeps stderr apart already
        return CliRunner()


# the library ---------------------------------------------------------------------------------


def test_set_then_get_from_keyring(memory_keyring):
    keys.set_key("OpenAI", KEY)
    assert keys.get_key("openai") == (KEY, "keyring")
    assert memory_keyring.store[("ltm-chat", "openai")] == KEY


def test_env_variable_wins_over_keyring(monkeypatch):
    keys.set_key("openai", KEY)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-0000")
    assert keys.get_key("openai") == ("sk-from-env-0000", "env:OPENAI_API_KEY")


def test_gemini_accepts_google_api_key(monkeypatch):
    monkeypatch.setenv("GOOGLE_API_KEY", "AIza-test")
    assert keys.get_key("gemini") == ("AIza-test", "env:GOOGLE_API_KEY")


def test_missing_key_is_none():
    assert keys.get_key("anthropic") == (None, "none")


def test_delete(memory_keyring):
    keys.set_key("anthropic", KEY)
    assert keys.delete_key("anthropic") is True
    assert keys.get_key("anthropic") == (None, "none")
    assert keys.delete_key("anthropic") is False


def test_list_masks_and_includes_custom_providers(monkeypatch):
    keys.set_key("openai", KEY)
    keys.set_key("my-vllm", "local-secret-token-9z9z")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "sk-ant-env-000011112222")
    listed = {i.provider: i for i in keys.list_keys()}
    assert set(listed) == {"openai", "my-vllm", "anthropic"}
    assert listed["openai"] == keys.KeyInfo("openai", "…a1b2", "keyring")
    assert listed["my-vllm"].masked == "…9z9z"
    assert listed["anthropic"].source == "env:ANTHROPIC_API_KEY"
    assert all(KEY not in repr(i) for i in listed.values())


def test_list_notes_an_env_variable_shadowing_the_keyring(monkeypatch):
    keys.set_key("openai", KEY)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-from-env-00001111")
    (info,) = keys.list_keys()
    assert info.source == "env:OPENAI_API_KEY"
    assert info.masked == "…1111"
    assert "overrides" in info.note


def test_short_keys_reveal_nothing():
    assert keys.mask("abc123") == "…"
    assert keys.mask("0123456789abcdef") == "…cdef"


@pytest.mark.parametrize("bad", ["", "open ai", "../etc", "__providers__", "x" * 60])
def test_bad_provider_names_are_refused(bad):
    with pytest.raises(ValueError):
        keys.check_provider(bad)


@pytest.mark.parametrize("bad", ["", "   ", "sk-one two", "sk-a\nb"])
def test_empty_or_mangled_keys_are_refused(bad, memory_keyring):
    with pytest.raises(keys.KeyStoreError):
        keys.set_key("openai", bad)
    assert memory_keyring.store == {}


def test_no_keyring_backend_is_explained(no_keyring, monkeypatch):
    with pytest.raises(keys.KeyringUnavailable) as info:
        keys.set_key("openai", KEY)
    assert "OPENAI_API_KEY" in str(info.value)
    assert "plain-text" in str(info.value)
    assert keys.get_key("openai") == (None, "none")
    monkeypatch.setenv("OPENAI_API_KEY", KEY)
    assert [i.source for i in keys.list_keys()] == ["env:OPENAI_API_KEY"]
    assert "no usable system keyring" in keys.keyring_problem()


def test_plain_text_backends_are_refused():
    plaintext = type("PlaintextKeyring", (), {"__module__": "keyrings.alt.file"})
    keyring.core._keyring_backend = plaintext()
    with pytest.raises(keys.KeyringUnavailable, match="plain text"):
        keys.set_key("openai", KEY)


def test_locked_keyring_says_so(memory_keyring):
    memory_keyring.locked = True
    with pytest.raises(keys.KeyringUnavailable, match="locked"):
        keys.set_key("openai", KEY)
    assert keys.get_key("openai") == (None, "none")


# the CLI -------------------------------------------------------------------------------------


def test_cli_set_reads_piped_stdin_and_never_echoes(memory_keyring):
    result = _runner().invoke(keys_app, ["set", "openai"], input=KEY + "\n")
    assert result.exit_code == 0, result.output
    assert KEY not in result.stdout and KEY not in result.stderr
    assert "a1b2" not in result.stdout
    assert memory_keyring.store[("ltm-chat", "openai")] == KEY


def test_cli_set_prompts_with_hidden_input_on_a_terminal(memory_keyring, monkeypatch):
    monkeypatch.setattr(
        cli_keys, "sys", types.SimpleNamespace(stdin=types.SimpleNamespace(isatty=lambda: True))
    )
    result = _runner().invoke(keys_app, ["set", "anthropic"], input=KEY + "\n")
    assert result.exit_code == 0, result.output
    assert "API key for anthropic" in result.stdout
    assert KEY not in result.stdout  # CliRunner echoes visible input, not hidden input
    assert memory_keyring.store[("ltm-chat", "anthropic")] == KEY


def test_cli_list_and_json(monkeypatch):
    keys.set_key("openai", KEY)
    runner = _runner()
    text = runner.invoke(keys_app, ["list"])
    assert text.exit_code == 0
    assert text.stdout.split() == ["openai", "…a1b2", "keyring"]
    data = json.loads(runner.invoke(keys_app, ["list", "--json"]).stdout)
    assert data == {
        "keys": [{"provider": "openai", "masked": "…a1b2", "source": "keyring", "note": ""}],
        "keyring_problem": None,
    }


def test_cli_delete_and_missing_key_is_exit_1(memory_keyring):
    keys.set_key("openai", KEY)
    runner = _runner()
    assert runner.invoke(keys_app, ["delete", "openai"]).exit_code == 0
    assert memory_keyring.store.get(("ltm-chat", "openai")) is None
    again = runner.invoke(keys_app, ["delete", "openai"])
    assert again.exit_code == 1
    assert again.stderr.strip() == "error: no openai key is stored in the system keyring"


def test_cli_without_keyring_is_one_line_exit_1(no_keyring):
    result = _runner().invoke(keys_app, ["set", "openai"], input=KEY + "\n")
    assert result.exit_code == 1
    assert len(result.stderr.strip().splitlines()) == 1
    assert "OPENAI_API_KEY" in result.stderr
    assert "Traceback" not in result.output and KEY not in result.output


def test_cli_bad_provider_is_usage_error():
    result = _runner().invoke(keys_app, ["set", "not a provider"], input=KEY + "\n")
    assert result.exit_code == 2


# the real Secret Service ---------------------------------------------------------------------


@pytest.mark.keyring
@pytest.mark.skipif(
    os.environ.get("LTM_CHAT_REAL_KEYRING") != "1",
    reason="needs a real Secret Service: run tests/run_keyring_tests.sh",
)
def test_real_secret_service_round_trip():
    import secretstorage

    backend = keyring.get_keyring()
    assert type(backend).__module__ == "keyring.backends.SecretService", backend
    provider = "ltmchattest"  # never a real provider: a developer's own keys stay untouched
    try:
        keys.set_key(provider, KEY)
        assert keys.get_key(provider) == (KEY, "keyring")
        assert [i.masked for i in keys.list_keys() if i.provider == provider] == ["…a1b2"]
        # read it back through Secret Service itself, not through keyring
        with secretstorage.dbus_init() as conn:
            collection = secretstorage.get_default_collection(conn)
            items = list(collection.search_items({"service": "ltm-chat", "username": provider}))
            assert [i.get_secret().decode() for i in items] == [KEY]
        assert keys.delete_key(provider) is True
        assert keys.get_key(provider) == (None, "none")
    finally:
        try:
            keyring.delete_password("ltm-chat", provider)
        except keyring.errors.PasswordDeleteError:
            pass
