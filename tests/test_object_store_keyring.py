"""S3 credentials from the system keyring: `[storage] *_keyring` names the entries, `ltm-chat keys
set NAME` stores them; read when the store opens, never written to a file. The unit-level tests
use the in-memory keyring backend (tests/fakes); one test talks to a real Secret Service."""

from __future__ import annotations

import os
import textwrap

import keyring
import pytest

from tests.cli_helpers import assert_one_line_error, invoke
from tests.fixtures_s3 import BUCKET


def _config(home, body: str):
    home.mkdir(parents=True, exist_ok=True)
    config = home / "config.toml"
    config.write_text(textwrap.dedent(body))
    return config


@pytest.fixture
def keyring_storage(ltm_home, monkeypatch):
    """A [storage] section whose key id and secret live in the keyring, no AWS_* credentials."""
    for name in ("AWS_ACCESS_KEY_ID", "AWS_SECRET_ACCESS_KEY", "AWS_SESSION_TOKEN"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")

    def write(endpoint: str = "http://127.0.0.1:9", prefix: str = "kr", extra: str = ""):
        return _config(
            ltm_home,
            f"""
            [storage]
            uri = "s3://{BUCKET}/{prefix}"
            endpoint = "{endpoint}"
            region = "us-east-1"
            allow_http = true
            access_key_id_keyring = "s3-key-id"
            secret_access_key_keyring = "s3-secret"
            {extra}
        """,
        )

    return write


@pytest.mark.s3
def test_credentials_stored_with_keys_set_open_the_bucket(
    s3_server, keyring_storage, memory_keyring
):
    config = keyring_storage(s3_server.endpoint, "kr-round-trip")
    for entry in ("s3-key-id", "s3-secret"):
        stored = invoke("keys", "set", entry, input="test\n")  # piped: read from stdin
        assert stored.exit_code == 0, stored.stderr
    assert invoke("memories", "add", "Kept in the bucket with keyring credentials").exit_code == 0
    assert s3_server.objects("kr-round-trip")
    assert b"keyring credentials" in s3_server.all_bytes("kr-round-trip")
    assert "test" not in config.read_text().replace("[storage]", "")  # no secret in the file
    report = invoke("doctor")
    assert "safe for several writers" in report.stdout, report.stdout


def test_a_missing_entry_says_how_to_store_it(keyring_storage, memory_keyring):
    keyring_storage()
    memory_keyring.set_password("ltm-chat", "s3-key-id", "test")
    result = invoke("memories", "add", "Likes jazz")
    assert_one_line_error(result, "keyring entry 's3-secret'", "ltm-chat keys set s3-secret")


def test_a_locked_keyring_is_one_line(keyring_storage, memory_keyring):
    keyring_storage()
    memory_keyring.locked = True
    result = invoke("memories", "list")
    assert_one_line_error(result, "keyring entry 's3-key-id'", "locked", "access_key_id_env")


def test_a_locked_keyring_is_a_doctor_failure_not_a_crash(keyring_storage, memory_keyring):
    keyring_storage()
    memory_keyring.locked = True
    result = invoke("doctor")
    assert result.exit_code == 1
    assert "keyring entry 's3-key-id'" in result.stdout and "Traceback" not in result.stdout


@pytest.mark.parametrize(
    ("extra", "needles"),
    [
        (
            'secret_access_key_env = "MY_SECRET"',
            ("storage.secret_access_key_env and storage.secret_access_key_keyring", "keep one"),
        ),
        (
            'session_token_keyring = "not a name!"',
            ("storage.session_token_keyring", "not a keyring entry name"),
        ),
    ],
)
def test_a_credential_named_twice_or_a_bad_entry_name_is_refused(
    keyring_storage, memory_keyring, monkeypatch, extra, needles
):
    monkeypatch.setenv("MY_SECRET", "x")
    config = keyring_storage(extra=extra)
    assert_one_line_error(invoke("memories", "list"), str(config), *needles)


def test_the_keyring_is_not_read_by_commands_that_do_not_open_the_store(
    keyring_storage, memory_keyring
):
    keyring_storage()
    memory_keyring.locked = True  # any read would fail
    assert invoke("keys", "list").exit_code == 0
    assert invoke("--help").exit_code == 0


@pytest.mark.keyring
@pytest.mark.skipif(
    os.environ.get("LTM_CHAT_REAL_KEYRING") != "1",
    reason="needs a real Secret Service: run tests/run_keyring_tests.sh",
)
def test_storage_secrets_from_a_real_secret_service():
    from ltm_chat import keys
    from ltm_chat.memory.storage.object_store import read_keyring_secrets

    entry = "ltmchattest-s3-secret"  # never a real entry: a developer's own stay untouched
    try:
        keys.set_key(entry, "wJalrXUtnFEMI-K7MDENG-bPxRfiCY")
        found = read_keyring_secrets({"aws_secret_access_key": entry})
        assert found == {"aws_secret_access_key": "wJalrXUtnFEMI-K7MDENG-bPxRfiCY"}
    finally:
        try:
            keyring.delete_password("ltm-chat", entry)
        except keyring.errors.PasswordDeleteError:
            pass
