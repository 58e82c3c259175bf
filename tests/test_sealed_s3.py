"""Object storage and encryption at rest (issue #28 item 2): `[storage] sse` asks S3 to encrypt
every object it stores, doctor says what applies, and a sensitive memory's text is sealed by
ltm-chat before any byte leaves the machine. Against the local S3 server (moto's)."""

from __future__ import annotations

import json
import textwrap

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.fixtures_s3 import BUCKET

pytestmark = pytest.mark.s3


def _config(home, endpoint: str, prefix: str, extra: str = "") -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(
        textwrap.dedent(f"""
        [storage]
        uri = "s3://{BUCKET}/{prefix}"
        endpoint = "{endpoint}"
        region = "us-east-1"
        allow_http = true
        """)
        + extra
    )


def test_sse_encrypts_every_object_and_sealed_text_never_reaches_the_bucket(
    s3_env, ltm_home, monkeypatch
):
    server, prefix = s3_env
    monkeypatch.delenv("LTM_CHAT_DB_URI")
    _config(ltm_home, server.endpoint, prefix, 'sse = "AES256"\n')
    [dose] = invoke_json("memories", "add", "My insulin dose is forty units")
    invoke_json("memories", "add", "Prefers oolong tea")
    assert dose["sensitivity"] == "sensitive"
    data = server.all_bytes(prefix)
    assert b"oolong" in data and b"insulin" not in data
    s3 = server.client()
    keys = server.objects(prefix)
    assert keys
    for key in keys:
        assert s3.head_object(Bucket=BUCKET, Key=key).get("ServerSideEncryption") == "AES256", key
    report = json.loads(invoke("doctor", "--json").stdout)
    found = [f["message"] for f in report["object_store"]]
    assert "server-side encryption: AES256 ([storage] sse)" in found, found
    assert [m["text"] for m in invoke_json("memories", "search", "insulin")] == [
        "My insulin dose is forty units"
    ]


def test_without_sse_doctor_warns_and_a_bad_value_is_one_line(s3_env, ltm_home, monkeypatch):
    server, prefix = s3_env
    monkeypatch.delenv("LTM_CHAT_DB_URI")
    _config(ltm_home, server.endpoint, prefix)
    report = json.loads(invoke("doctor", "--json").stdout)
    warned = [f["message"] for f in report["object_store"] if f["level"] == "warn"]
    assert any("no server-side encryption" in w for w in warned), warned
    _config(ltm_home, server.endpoint, prefix, 'sse = "rot13"\n')
    assert_one_line_error(invoke("memories", "list"), "config.toml", "storage.sse")
    _config(ltm_home, server.endpoint, prefix, 'sse_kms_key_id = "k-1"\n')
    assert_one_line_error(invoke("memories", "list"), "storage.sse_kms_key_id")
