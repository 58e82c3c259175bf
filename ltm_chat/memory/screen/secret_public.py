"""Is a random-looking token public by what surrounds it? Context tests for the token detector.

A generated credential and a generated *handle* have the same shape: a content hash, a record
id, a public key body or a mail boundary is as random as an API key. What tells them apart is
the format around the token, as the formats document it: `USK@…` is a Freenet key, a field
named `…Id` or `etag` holds an id or a hash, base64 between `-----BEGIN CERTIFICATE-----` and
its END line is a certificate. These tests only run on tokens secret_shape.py already judged
random, so they cost nothing on ordinary text. A session id is a credential (it logs you in)
and never counts as a handle.
"""

from __future__ import annotations

import re

__all__ = ["is_public_by_context"]

# Freenet keys (`USK@…`, `SSK@`, `CHK@`, `KSK@`): public routing keys and content hashes. The
# token may be any comma-separated part of one (`USK@<routing>,<crypto>,<extra>/name`).
_FREENET_KEY_BEFORE = re.compile(r"(?<![A-Za-z0-9])[CSUK]SK@[A-Za-z0-9~_.,-]{0,200}\Z")
# A field that names an identifier (`"VersionId": "…"`, `job_id=…`, `<UploadId>`) or a digest
# (`"CodeSha256": "…"`, `etag=…`, `integrity: …`, a MIME `boundary=`): a handle, not a key.
# `id` must start an identifier part (not `paid`, `valid`).
_HANDLE_FIELD_BEFORE = re.compile(
    r"(?:(?<![A-Za-z])(?:id|ID|uuid|UUID)|(?<=[a-z0-9])(?:Id|ID|Uuid)|[_.-](?:id|uuid|ID)"
    r"|(?i:hash|checksum|digest|etag|integrity|fingerprint|sha1|sha256|sha512|md5|boundary))"
    r"[\"'>]?[ \t]{0,3}[:=][ \t]{0,3}[\"']?\Z"
)
# `session_id`, `SessionId`, `sessionid`: a session id is a bearer credential.
_SESSION_BEFORE = re.compile(r"session[_.-]?(?:id|uuid)[\"'>]?[ \t]{0,3}[:=][ \t]{0,3}[\"']?\Z")
# API object ids published in responses (`msg_…`, `toolu_…`, `call_…`, `chatcmpl-…`).
_OBJECT_ID_PREFIX = re.compile(
    r"(?:msg|msg_vrtx|toolu|tooluse|call|chatcmpl|cmpl|file|batch|resp|run|thread|asst|req)[_-]"
)
# Go module sums (`h1:` + base64 SHA-256) and other labelled hashes.
_HASH_LABEL_BEFORE = re.compile(r"(?<![A-Za-z0-9])h1:\Z")
# The local part of a mail address or Message-ID (`<Re5JQEeQqe8…@public.gmane.org>`).
_MAIL_DOMAIN_AFTER = re.compile(r"@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+")
# Armoured public material: certificates, public keys, signatures. Private keys are found
# (and hidden whole) by the private-key rule before the token detector runs.
_PUBLIC_ARMOUR = re.compile(
    r"-----BEGIN (?:CERTIFICATE|TRUSTED CERTIFICATE|CERTIFICATE REQUEST|NEW CERTIFICATE REQUEST"
    r"|X509 CRL|PUBLIC KEY|RSA PUBLIC KEY|SSH2 PUBLIC KEY|PGP PUBLIC KEY BLOCK|PGP SIGNATURE"
    r")-----"
)


# A token the text itself calls a password, secret, key or token is one, whatever its format
# ("call_8fK2… is my password"): the handle tests below never overrule that.
_CREDENTIAL_WORD = re.compile(
    r"(?i)pass(?:word|wd|phrase|code)?s?\b|secret|credential|(?:api|access|private|secret)[ _-]?key"
    r"|\b(?:token|bearer|pin|login)s?\b"
)
_CREDENTIAL_WORD_WINDOW = 40

# How far back a BEGIN line is looked for: a certificate chain or a public key block fits.
_ARMOUR_WINDOW = 16_384


def _inside_public_armour(text: str, start: int) -> bool:
    begin = text.rfind("-----BEGIN ", max(0, start - _ARMOUR_WINDOW), start)
    if begin < 0 or not _PUBLIC_ARMOUR.match(text, begin):
        return False
    return text.find("-----END ", begin, start) < 0  # no END line between it and the token


def is_public_by_context(text: str, start: int, end: int) -> bool:
    """Whether the random-looking token `text[start:end]` is a public handle by its context."""
    before = text[max(0, start - 24) : start]
    if _SESSION_BEFORE.search(before.lower()):
        return False
    near = text[max(0, start - _CREDENTIAL_WORD_WINDOW) : end + _CREDENTIAL_WORD_WINDOW]
    if _CREDENTIAL_WORD.search(near.replace(text[start:end], " ")):
        return False
    if _HANDLE_FIELD_BEFORE.search(before) or _HASH_LABEL_BEFORE.search(before):
        return True
    if _OBJECT_ID_PREFIX.match(text, start) or _MAIL_DOMAIN_AFTER.match(text, end):
        return True
    if _FREENET_KEY_BEFORE.search(text, max(0, start - 200), start):
        return True
    return _inside_public_armour(text, start)
