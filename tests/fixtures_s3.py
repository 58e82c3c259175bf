"""A real S3-compatible server for the object-storage tests: moto's server on 127.0.0.1 (S3 and
DynamoDB on one port), started once per session, one key prefix per test."""

from __future__ import annotations

import http.client
import os
import socket
import subprocess
import sys
import time
import uuid
from dataclasses import dataclass

import pytest

BUCKET = "ltm"
VERSIONED_BUCKET = "ltm-versioned"
LOCK_TABLE = "ltm-locks"
WRONG_TABLE = "ltm-wrong-keys"
CREDENTIALS = {
    "AWS_ACCESS_KEY_ID": "test",
    "AWS_SECRET_ACCESS_KEY": "test",
    "AWS_REGION": "us-east-1",
}


@dataclass
class S3Server:
    endpoint: str
    port: int

    def client(self, service: str = "s3"):
        import boto3

        return boto3.client(
            service,
            endpoint_url=self.endpoint,
            region_name="us-east-1",
            aws_access_key_id="test",
            aws_secret_access_key="test",
        )

    def objects(self, prefix: str, bucket: str = BUCKET) -> list[str]:
        pages = (
            self.client().get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix)
        )
        return [o["Key"] for page in pages for o in page.get("Contents", [])]

    def all_bytes(self, prefix: str, bucket: str = BUCKET) -> bytes:
        s3 = self.client()
        return b"".join(
            s3.get_object(Bucket=bucket, Key=k)["Body"].read() for k in self.objects(prefix, bucket)
        )


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _wait_ready(port: int, proc: subprocess.Popen, limit: float = 60) -> None:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"moto server exited with {proc.returncode}")
        try:
            conn = http.client.HTTPConnection("127.0.0.1", port, timeout=1)
            conn.request("GET", "/")
            conn.getresponse().read()
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError("moto server did not start")


def _die_with_parent() -> None:
    """In the server's process, before exec: Linux sends it SIGTERM when pytest dies, however
    pytest dies (SIGKILL included), so no server outlives the run."""
    import ctypes
    import signal

    try:
        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGTERM)  # PR_SET_PDEATHSIG
    except (OSError, AttributeError):  # not Linux: the SIGTERM handler below still helps
        pass


def _stop_on_sigterm() -> None:
    """SIGTERM (`kill`, a CI timeout, stopping scripts/test) ends pytest like Ctrl-C does, so
    that session teardown (which stops the server) runs instead of being skipped."""
    import signal

    def interrupt(_signum: int, _frame: object) -> None:
        raise KeyboardInterrupt

    if signal.getsignal(signal.SIGTERM) is signal.SIG_DFL:
        signal.signal(signal.SIGTERM, interrupt)


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory):
    port = _free_port()
    # Its request log goes to a file: an unread pipe fills up and stalls the server.
    log = (tmp_path_factory.mktemp("moto") / "server.log").open("wb")
    _stop_on_sigterm()
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=log,
        stderr=log,
        env={**os.environ, **CREDENTIALS},
        preexec_fn=_die_with_parent if sys.platform.startswith("linux") else None,
    )
    try:
        _wait_ready(port, proc)
        server = S3Server(f"http://127.0.0.1:{port}", port)
        s3 = server.client()
        s3.create_bucket(Bucket=BUCKET)
        s3.create_bucket(Bucket=VERSIONED_BUCKET)
        s3.put_bucket_versioning(
            Bucket=VERSIONED_BUCKET, VersioningConfiguration={"Status": "Enabled"}
        )
        ddb = server.client("dynamodb")
        ddb.create_table(
            TableName=LOCK_TABLE,
            BillingMode="PAY_PER_REQUEST",
            KeySchema=[
                {"AttributeName": "base_uri", "KeyType": "HASH"},
                {"AttributeName": "version", "KeyType": "RANGE"},
            ],
            AttributeDefinitions=[
                {"AttributeName": "base_uri", "AttributeType": "S"},
                {"AttributeName": "version", "AttributeType": "N"},
            ],
        )
        ddb.create_table(
            TableName=WRONG_TABLE,
            BillingMode="PAY_PER_REQUEST",
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        )
        yield server
    finally:
        proc.kill()
        proc.wait(timeout=10)
        log.close()


@pytest.fixture
def s3_env(s3_server, ltm_home, monkeypatch):
    """This test's own prefix in the bucket, reached through the standard AWS variables;
    lexical memory (no model needed). Returns (server, prefix)."""
    prefix = f"t-{uuid.uuid4().hex[:12]}"
    for name, value in {
        **CREDENTIALS,
        "AWS_ENDPOINT": s3_server.endpoint,
        "AWS_ALLOW_HTTP": "true",
        "DYNAMODB_ENDPOINT": s3_server.endpoint,
        "LTM_CHAT_DB_URI": f"s3://{BUCKET}/{prefix}",
        "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none",
    }.items():
        monkeypatch.setenv(name, value)
    return s3_server, prefix
