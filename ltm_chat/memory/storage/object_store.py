"""The store on S3-compatible object storage: the `[storage]` config section, LanceDB's
storage options, and one-line explanations of the object store's failures.

Nothing here imports lancedb; the doctor's probes live in `object_probe`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

REMOTE_SCHEMES = ("s3", "s3+ddb")
# key -> (expected type, what it is); config_schema builds the [storage] section from it.
STORAGE_KEYS: dict[str, tuple[type, str]] = {
    "uri": (str, "the database URI, e.g. s3://bucket/prefix or s3+ddb://bucket/prefix"),
    "endpoint": (str, "an S3-compatible endpoint URL (MinIO-style servers)"),
    "region": (str, "the bucket's region"),
    "allow_http": (bool, "allow a plain http:// endpoint"),
    "access_key_id_env": (str, "NAME of the variable holding the access key id"),
    "secret_access_key_env": (str, "NAME of the variable holding the secret access key"),
    "session_token_env": (str, "NAME of the variable holding a session token"),
    "access_key_id_keyring": (str, "NAME of the keyring entry holding the access key id"),
    "secret_access_key_keyring": (str, "NAME of the keyring entry holding the secret access key"),
    "session_token_keyring": (str, "NAME of the keyring entry holding a session token"),
    "dynamodb_endpoint": (str, "DynamoDB endpoint for s3+ddb:// commit locks"),
    "virtual_hosted_style": (bool, "bucket.host URLs instead of host/bucket"),
    "sse": (str, 'server-side encryption of every object written: "AES256" or "aws:kms"'),
    "sse_kms_key_id": (str, 'the KMS key id for sse = "aws:kms" (default: the AWS-managed key)'),
}
# What `sse` may be (S3's x-amz-server-side-encryption values).
SSE_VALUES = ("AES256", "aws:kms", "aws:kms:dsse")


# The credential options and the two ways the section may name where each one is kept.
_CREDENTIALS = (
    ("access_key_id", "aws_access_key_id"),
    ("secret_access_key", "aws_secret_access_key"),
    ("session_token", "aws_session_token"),
)


class StorageConfigError(ValueError):
    """A bad `[storage]` section: the message names the file and the key."""


def keyring_entries(section: Any, config_file: Path) -> dict[str, str]:
    """{LanceDB option: keyring entry name} from the `*_keyring` keys of `[storage]`; read
    when the store is opened (`read_keyring_secrets`), not by every command that loads the
    config. A credential named both ways is refused: which one wins would be a guess."""
    if not isinstance(section, dict):
        return {}
    from ltm_chat.keys import check_provider

    entries: dict[str, str] = {}
    for name, option in _CREDENTIALS:
        key = f"{name}_keyring"
        if key not in section:
            continue
        if f"{name}_env" in section:
            raise StorageConfigError(
                f"{config_file}: storage.{name}_env and storage.{key} both say where the "
                f"{name.replace('_', ' ')} is: keep one"
            )
        try:
            entries[option] = check_provider(section[key])
        except ValueError:
            raise StorageConfigError(
                f"{config_file}: storage.{key} = {section[key]!r} is not a keyring entry name "
                "(letters, digits, '_', '-', '.'; e.g. s3-secret)"
            ) from None
    return entries


def read_keyring_secrets(entries: dict[str, str]) -> dict[str, str]:
    """The credentials the `[storage]` section keeps in the system keyring, or one line that
    says which entry is missing (and how to store it) or why the keyring cannot be read."""
    if not entries:
        return {}
    from ltm_chat import keys
    from ltm_chat.memory.model import StoreUnavailable

    names = {option: name for name, option in _CREDENTIALS}
    found: dict[str, str] = {}
    for option, entry in entries.items():
        try:
            secret = keys.stored_secret(entry)
        except keys.KeyStoreError as exc:
            why = "it is locked" if "locked" in str(exc) else "there is no usable one here"
            raise StoreUnavailable(
                f"cannot read keyring entry {entry!r} ([storage]): {why}; unlock it, or name "
                f"a variable with storage.{names[option]}_env instead"
            ) from None
        if not secret:
            raise StoreUnavailable(
                f"keyring entry {entry!r} ([storage]) is not stored: run `ltm-chat keys set {entry}`"
            )
        found[option] = secret
    return found


def parse_storage_section(
    section: Any, config_file: Path, env: dict[str, str]
) -> tuple[str | None, dict[str, str]]:
    """(uri or None, LanceDB storage options) from the config's `[storage]` table.

    Secrets are never in the file: it names the variables that hold them. The keys' types
    were checked against `config_schema.SCHEMA`, which takes them from `STORAGE_KEYS`."""
    if section is None:
        return None, {}
    if not isinstance(section, dict):  # types and unknown keys: config_schema checked them
        raise StorageConfigError(f"{config_file}: [storage] must be a table")
    options: dict[str, str] = {}
    plain = {
        "endpoint": "aws_endpoint",
        "region": "aws_region",
        "dynamodb_endpoint": "dynamodb_endpoint",
    }
    for key, option in plain.items():
        if key in section:
            options[option] = section[key]
    for key, option in (
        ("allow_http", "allow_http"),
        ("virtual_hosted_style", "aws_virtual_hosted_style_request"),
    ):
        if key in section:
            options[option] = "true" if section[key] else "false"
    for key, option in (
        ("access_key_id_env", "aws_access_key_id"),
        ("secret_access_key_env", "aws_secret_access_key"),
        ("session_token_env", "aws_session_token"),
    ):
        if key in section:
            name = section[key]
            if not env.get(name):
                raise StorageConfigError(
                    f"{config_file}: storage.{key} names {name}, which is not set"
                )
            options[option] = env[name]
    options.update(_sse_options(section, config_file))
    uri = section.get("uri")
    if uri is not None:
        check_uri(uri, f"{config_file}: storage.uri")
    return uri, options


def _sse_options(section: dict, config_file: Path) -> dict[str, str]:
    """`sse` / `sse_kms_key_id` as the object store's options (sent with every PUT)."""
    out: dict[str, str] = {}
    if "sse" in section:
        if section["sse"] not in SSE_VALUES:
            raise StorageConfigError(
                f"{config_file}: storage.sse = {section['sse']!r} is not one of "
                + ", ".join(repr(v) for v in SSE_VALUES)
            )
        out["aws_server_side_encryption"] = section["sse"]
    if "sse_kms_key_id" in section:
        if not str(section.get("sse", "")).startswith("aws:kms"):
            raise StorageConfigError(
                f'{config_file}: storage.sse_kms_key_id needs sse = "aws:kms" (or "aws:kms:dsse")'
            )
        out["aws_sse_kms_key_id"] = section["sse_kms_key_id"]
    return out


def check_uri(uri: str, where: str) -> None:
    """Refuse URIs this client cannot keep its promises on, with the reason."""
    scheme = urlsplit(uri).scheme if "://" in uri else ""
    if scheme == "db":
        raise StorageConfigError(
            f"{where}: LanceDB Cloud (db://) is not supported: forget could not erase the bytes "
            "there (cleanup is the service's, not this client's); use s3:// or s3+ddb://"
        )
    if scheme in ("gs", "az", "abfs", "gcs"):
        # No credential keys, no versioning check and no error messages for these stores
        # here: they failed with a raw library dump, naming neither the file nor the key.
        raise StorageConfigError(
            f"{where}: {scheme}:// is not supported; use a local folder, s3:// or s3+ddb:// "
            "(S3-compatible object storage)"
        )
    if scheme and scheme not in (*REMOTE_SCHEMES, "file", "memory"):
        raise StorageConfigError(f"{where}: {uri!r} is not a LanceDB URI this client knows")


def is_remote(uri: str) -> bool:
    return "://" in uri and urlsplit(uri).scheme in REMOTE_SCHEMES


def bucket_and_prefix(uri: str) -> tuple[str, str]:
    parts = urlsplit(uri)
    return parts.netloc, parts.path.strip("/")


def effective_option(options: dict[str, str], key: str, env: dict[str, str]) -> str | None:
    """An option as object_store sees it: the config's value, else the AWS_* variable."""
    return options.get(key) or env.get(key.upper())


# Rust debug dumps -> what to do. Ordered: the first pattern that matches names the cause.
_EXPLAINED: tuple[tuple[str, str], ...] = (
    (
        r"BadScheme|URL scheme is not allowed",
        "the endpoint is http: set allow_http = true under [storage] (or AWS_ALLOW_HTTP=true)",
    ),
    (r"NoSuchBucket|specified bucket does not exist", "bucket {bucket!r} does not exist"),
    (
        r"ConnectionRefused|Connection refused|tcp connect error|dns error|failed to lookup",
        "cannot reach {endpoint}: is the object store running?",
    ),
    (
        r"ResourceNotFoundException|Requested resource not found|table.*not found.*dynamo",
        "DynamoDB table {ddb!r} is missing (create it with hash key base_uri (string) and range "
        "key version (number))",
    ),
    (
        r"ValidationException|key element does not match|unknown key type|dynamodb.*schema",
        "DynamoDB table {ddb!r} has the wrong keys: it needs hash key base_uri (string) and "
        "range key version (number)",
    ),
    (
        r"InvalidAccessKeyId|SignatureDoesNotMatch|AccessDenied|status: 403|Forbidden",
        "the object store refused the credentials for bucket {bucket!r} (access key or secret)",
    ),
    (r"MissingRegion|region", "set region under [storage] (or AWS_REGION)"),
)


def explain_store_error(
    exc: BaseException,
    uri: str,
    options: dict[str, str] | None = None,
    env: dict[str, str] | None = None,
) -> str | None:
    """One line saying what went wrong with a remote store and what to do, or None when the
    failure is not the object store's."""
    if not is_remote(uri):
        return None
    import os

    env = dict(os.environ) if env is None else env
    text = str(exc)
    if not re.search(
        r"S3|object_store|ListRequest|Generic|reqwest|dynamo|Http|LanceError\(IO\)", text, re.I
    ):
        return None
    bucket, _prefix = bucket_and_prefix(uri)
    endpoint = effective_option(options or {}, "aws_endpoint", env) or "the S3 endpoint"
    ddb = dict(p.split("=", 1) for p in urlsplit(uri).query.split("&") if "=" in p).get(
        "ddbTableName", "?"
    )
    shown = urlsplit(endpoint).netloc or endpoint
    for pattern, message in _EXPLAINED:
        if re.search(pattern, text, re.I):
            return message.format(bucket=bucket, endpoint=shown, ddb=ddb)
    return f"the object store at {uri} failed (LTM_CHAT_DEBUG=1 shows the details)"
