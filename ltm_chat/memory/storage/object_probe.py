"""`doctor`'s probes of an S3-compatible store: reachable, writable, conditional PUT honoured,
bucket versioning. Plain HTTP with SigV4 from the standard library (no SDK to install); every
probe object is deleted again, every version of it included.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import hmac
import http.client
import re
import uuid
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

from ltm_chat.memory.storage.object_store import bucket_and_prefix, effective_option


@dataclass(frozen=True)
class Finding:
    level: str  # ok, warn, fail
    message: str


class _S3:
    """Just enough of the S3 REST API for the probes (path-style requests)."""

    def __init__(self, options: dict[str, str], env: dict[str, str]):
        self.region = (
            effective_option(options, "aws_region", env)
            or env.get("AWS_DEFAULT_REGION")
            or "us-east-1"
        )
        endpoint = (
            effective_option(options, "aws_endpoint", env)
            or env.get("AWS_ENDPOINT_URL")
            or f"https://s3.{self.region}.amazonaws.com"
        )
        parts = urlsplit(endpoint)
        self.https = parts.scheme == "https"
        self.host = parts.netloc
        self.key_id = effective_option(options, "aws_access_key_id", env) or ""
        self.secret = effective_option(options, "aws_secret_access_key", env) or ""
        self.token = effective_option(options, "aws_session_token", env)

    def request(
        self,
        method: str,
        path: str,
        query: str = "",
        body: bytes = b"",
        headers: dict[str, str] | None = None,
    ) -> tuple[int, dict[str, str], bytes]:
        now = dt.datetime.now(dt.UTC)
        stamp, day = now.strftime("%Y%m%dT%H%M%SZ"), now.strftime("%Y%m%d")
        payload = hashlib.sha256(body).hexdigest()
        head = {
            "host": self.host,
            "x-amz-date": stamp,
            "x-amz-content-sha256": payload,
            **{k.lower(): v for k, v in (headers or {}).items()},
        }
        if self.token:
            head["x-amz-security-token"] = self.token
        names = sorted(head)
        canonical = "\n".join(
            [
                method,
                quote(path, safe="/-_.~"),
                query,
                "".join(f"{n}:{head[n].strip()}\n" for n in names),
                ";".join(names),
                payload,
            ]
        )
        scope = f"{day}/{self.region}/s3/aws4_request"
        to_sign = "\n".join(
            ["AWS4-HMAC-SHA256", stamp, scope, hashlib.sha256(canonical.encode()).hexdigest()]
        )
        key = f"AWS4{self.secret}".encode()
        for part in (day, self.region, "s3", "aws4_request"):
            key = hmac.new(key, part.encode(), hashlib.sha256).digest()
        signature = hmac.new(key, to_sign.encode(), hashlib.sha256).hexdigest()
        head["authorization"] = (
            f"AWS4-HMAC-SHA256 Credential={self.key_id}/{scope}, "
            f"SignedHeaders={';'.join(names)}, Signature={signature}"
        )
        conn_type = http.client.HTTPSConnection if self.https else http.client.HTTPConnection
        conn = conn_type(self.host, timeout=10)
        try:
            conn.request(method, path + (f"?{query}" if query else ""), body=body, headers=head)
            resp = conn.getresponse()
            return resp.status, {k.lower(): v for k, v in resp.getheaders()}, resp.read()
        finally:
            conn.close()


def probe_store(uri: str, options: dict[str, str], env: dict[str, str]) -> list[Finding]:
    """What a user needs to know before trusting this bucket with their memory."""
    bucket, prefix = bucket_and_prefix(uri)
    s3 = _S3(options, env)
    try:
        status, _, body = s3.request(
            "GET", f"/{bucket}", f"list-type=2&max-keys=1&prefix={quote(prefix, safe='')}"
        )
    except OSError as exc:
        return [Finding("fail", f"cannot reach {s3.host}: {exc.strerror or exc}")]
    if status == 404:
        return [Finding("fail", f"bucket {bucket!r} does not exist")]
    if status in (401, 403):
        return [Finding("fail", f"the object store refused the credentials for bucket {bucket!r}")]
    if status != 200:
        return [Finding("fail", f"listing bucket {bucket!r} failed with HTTP {status}")]
    findings = [Finding("ok", f"reachable: bucket {bucket!r} at {s3.host}")]
    findings += _probe_writes(s3, bucket, prefix, uri.startswith("s3+ddb://"))
    status, _, body = s3.request("GET", f"/{bucket}", "versioning=")
    if status == 200 and re.search(rb"<Status>\s*Enabled\s*</Status>", body):
        findings.append(
            Finding(
                "warn",
                "bucket versioning is on: forgotten text stays in old "
                "object versions until a lifecycle rule expires them",
            )
        )
    elif status == 200:
        findings.append(Finding("ok", "bucket versioning is off: forget erases the bytes"))
    findings.append(_encryption(s3, bucket, options))
    return findings


def _encryption(s3: _S3, bucket: str, options: dict[str, str]) -> Finding:
    """Server-side encryption: the config's `[storage] sse`, else the bucket's default."""
    chosen = options.get("aws_server_side_encryption")
    if chosen:
        key = options.get("aws_sse_kms_key_id")
        return Finding(
            "ok",
            f"server-side encryption: {chosen}"
            + (f" (KMS key {key})" if key else "")
            + " ([storage] sse)",
        )
    try:
        status, _, body = s3.request("GET", f"/{bucket}", "encryption=")
    except OSError:
        status, body = 0, b""
    found = re.search(rb"<SSEAlgorithm>\s*([^<\s]+)\s*</SSEAlgorithm>", body or b"")
    if status == 200 and found:
        return Finding(
            "ok", f"server-side encryption: the bucket's default ({found.group(1).decode()})"
        )
    return Finding(
        "warn",
        'no server-side encryption is set: add sse = "AES256" (or "aws:kms") under [storage]; '
        "sensitive memories' text is sealed by ltm-chat either way",
    )


def _probe_writes(s3: _S3, bucket: str, prefix: str, has_lock: bool) -> list[Finding]:
    key = f"/{bucket}/{prefix + '/' if prefix else ''}.ltm-chat-probe-{uuid.uuid4().hex}"
    versions: list[str] = []
    try:
        status, head, _ = s3.request("PUT", key, body=b"probe", headers={"If-None-Match": "*"})
        if status not in (200, 201):
            return [Finding("fail", f"not writable: a probe write got HTTP {status}")]
        versions.append(head.get("x-amz-version-id", ""))
        status, head, _ = s3.request("PUT", key, body=b"probe", headers={"If-None-Match": "*"})
        if status in (200, 201):
            versions.append(head.get("x-amz-version-id", ""))
        if status == 412:
            lock = Finding("ok", "conditional PUT honoured: safe for several writers")
        elif has_lock:
            lock = Finding("ok", "conditional PUT ignored, but s3+ddb:// locks commits in DynamoDB")
        else:
            lock = Finding(
                "warn",
                "the store ignores conditional PUT: two machines writing at "
                "once can lose memories; use s3+ddb://",
            )
        return [Finding("ok", "writable"), lock]
    finally:
        for version in versions or [""]:
            s3.request(
                "DELETE",
                key,
                f"versionId={quote(version, safe='')}" if version and version != "null" else "",
            )
