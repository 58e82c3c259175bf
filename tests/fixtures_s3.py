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
CREDENTIALS = {"AWS_ACCESS_KEY_ID": "test", "AWS_SECRET_ACCESS_KEY": "test",
               "AWS_REGION": "us-east-1"}  # fmt: skip


@dataclass
class S3Server:
    endpoint: str
    port: int

    def client(self, service: str = "s3"):
        import boto3

        return boto3.client(service, endpoint_url=self.endpoint, region_name="us-east-1",
                            aws_access_key_id="test", aws_secret_access_key="test")  # fmt: skip

    def objects(self, prefix: str, bucket: str = BUCKET) -> list[str]:
        pages = self.client().get_paginator("list_objects_v2").paginate(Bucket=bucket, Prefix=prefix)
        return [o["Key"] for page in pages for o in page.get("Contents", [])]

    def all_bytes(self, prefix: str, bucket: str = BUCKET) -> bytes:
        s3 = self.client()
        return b"".join(s3.get_object(Bucket=bucket, Key=k)["Body"].read()
                        for k in self.objects(prefix, bucket))  # fmt: skip


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


@pytest.fixture(scope="session")
def s3_server(tmp_path_factory):
    port = _free_port()
    # Its request log goes to a file: an unread pipe fills up and stalls the server.
    log = (tmp_path_factory.mktemp("moto") / "server.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(port)],
        stdout=log, stderr=log, env={**os.environ, **CREDENTIALS},
    )  # fmt: skip
    try:
        _wait_ready(port, proc)
        server = S3Server(f"http://127.0.0.1:{port}", port)
        s3 = server.client()
        s3.create_bucket(Bucket=BUCKET)
        s3.create_bucket(Bucket=VERSIONED_BUCKET)
        s3.put_bucket_versioning(Bucket=VERSIONED_BUCKET,
                                 VersioningConfiguration={"Status": "Enabled"})  # fmt: skip
        ddb = server.client("dynamodb")
        ddb.create_table(
            TableName=LOCK_TABLE, BillingMode="PAY_PER_REQUEST",
            KeySchema=[{"AttributeName": "base_uri", "KeyType": "HASH"},
                       {"AttributeName": "version", "KeyType": "RANGE"}],
            AttributeDefinitions=[{"AttributeName": "base_uri", "AttributeType": "S"},
                                  {"AttributeName": "version", "AttributeType": "N"}],
        )  # fmt: skip
        ddb.create_table(
            TableName=WRONG_TABLE, BillingMode="PAY_PER_REQUEST",
            KeySchema=[{"AttributeName": "id", "KeyType": "HASH"}],
            AttributeDefinitions=[{"AttributeName": "id", "AttributeType": "S"}],
        )  # fmt: skip
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
    for name, value in {**CREDENTIALS, "AWS_ENDPOINT": s3_server.endpoint,
                        "AWS_ALLOW_HTTP": "true", "DYNAMODB_ENDPOINT": s3_server.endpoint,
                        "LTM_CHAT_DB_URI": f"s3://{BUCKET}/{prefix}",
                        "NODETOOL_MEMORY_EMBEDDING_PROVIDER": "none"}.items():  # fmt: skip
        monkeypatch.setenv(name, value)
    return s3_server, prefix
