"""Is this token a generated credential? Shape tests for tokens no vendor rule names.

A generated credential is a long draw from a large alphabet: upper and lower case and digits
mixed at random, so the character class changes at most positions and few characters repeat.
Identifiers (`CreateLightmapTextureArray`, `MINIDUMP_SYSMEMINFO1`), hashes in prose (lowercase
hex), UUIDs, paths, host names and placeholders (`xxxx`, `RANDOMSTRINGHERE`) differ from it in
one of those properties. Thresholds were set against random strings drawn with `secrets` and
identifiers from Python's own source, not against the secrets corpus (bench/RESULTS.md).
"""

from __future__ import annotations

import base64
import binascii
import math
import re
from collections import Counter

__all__ = [
    "class_switch_rate",
    "entropy_bits",
    "is_generated_token",
    "is_identifier_like",
    "is_public_format",
    "is_word_slug",
]

# A random token this long carries >= 128 bits over base62 (5.95 bits a character).
MIN_RANDOM_LENGTH = 24
# Random base62 changes class (upper / lower / digit) between neighbours 62 % of the time;
# letters-only random 50 %; camelCase and snake_case identifiers ~15-35 %.
MIN_CLASS_SWITCH_RATE = 0.35
# Shannon entropy per character of a random base62 draw of 24+ characters is > 4.1 bits.
MIN_ENTROPY_BITS = 3.7

_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
_ADDRESS = re.compile(r"0x[0-9a-fA-F]{40}")
# A path segment in one case (`src`, `redact.py`, `README`); random base64 mixes cases.
_PLAIN_SEGMENT = re.compile(r"[A-Za-z0-9]?[a-z0-9_.~-]*|[A-Z0-9_.~-]*")
# English words inside an identifier: `Create`, `lightmap`, `Texture`.
_WORD = re.compile(r"[A-Z]?[a-z]{2,}")
# Random base62 of 24 characters has < 70 % of it in such runs 99 % of the time;
# CamelCase identifiers (`ManageSsmSapTagsOnEc2Instances`) have 72-97 %.
MAX_WORD_COVERAGE = 0.7


_ALNUM_RUN = re.compile(r"[A-Za-z0-9]+")
_CLASS_RUN = re.compile(r"[A-Z]+|[a-z]+|[0-9]+")
_DIGIT = re.compile(r"[0-9]")


def class_switch_rate(token: str) -> float:
    """Share of neighbouring alphanumerics whose class (upper, lower, digit) differs.

    Only neighbours inside one alphanumeric run count: `SN_id_Gost28147_89` switches at its
    separators by construction, which says nothing about randomness. Counted with regexes
    (C speed): within a run, switches = class runs - 1 and pairs = length - 1.
    """
    runs = _ALNUM_RUN.findall(token)
    pairs = sum(len(r) for r in runs) - len(runs)
    if pairs <= 0:
        return 0.0
    switches = len(_CLASS_RUN.findall(token)) - len(runs)
    return switches / pairs


def entropy_bits(token: str) -> float:
    """Shannon entropy of the token's characters, in bits per character."""
    if not token:
        return 0.0
    n = len(token)
    return -sum(k / n * math.log2(k / n) for k in Counter(token).values())


def is_identifier_like(token: str) -> bool:
    """A path, a dotted name, a UUID or a hex digest: structured, not drawn at random."""
    if _UUID.fullmatch(token) or _HEX.fullmatch(token.replace("-", "")):
        return True
    if _ADDRESS.fullmatch(token):
        return True  # an Ethereum address (EIP-55 mixed case): published to be paid
    if "/" in token and all(_PLAIN_SEGMENT.fullmatch(seg) for seg in token.split("/")):
        return True  # a path: `src/ltm_chat/memory`, `usr/lib/x86_64-linux-gnu`
    words = len("".join(_WORD.findall(token)))
    return words / len(token) >= MAX_WORD_COVERAGE


# Separators inside a token: a slug or a dotted name is made of parts between them.
_SEPARATOR = re.compile(r"[-_./~]")
# A part that is one class (`Qwen`, `AWQ`, `restype`, `2024`) or a short size / version code
# (`13B`, `v0`, `fp16`, `Mem40`): what words, numbers and units look like, not random draws.
_PLAIN_PART = re.compile(r"[A-Z]?[a-z]+|[A-Z]+|[0-9]+")
_CODE_PART = re.compile(r"[A-Za-z]{0,3}[0-9]{1,4}[A-Za-z]{0,3}")
_LETTERS = re.compile(r"[A-Za-z]")
# A part is shorter than a whole token, so its words must cover more of it: at 90 %, 2 in
# 4,000 random 24-character base64 draws read as slugs; at 70 %, 43 (bench/RESULTS.md).
MIN_PART_WORD_COVERAGE = 0.9


def _plain_part(part: str) -> bool:
    if not part or _PLAIN_PART.fullmatch(part):
        return True
    if len(part) <= 6 and _CODE_PART.fullmatch(part):
        return True
    letters = len(_LETTERS.findall(part))
    # Words run together (`TheBloke`, `RtlNtStatusToDosError`) cover nearly all its letters.
    return letters >= 3 and len("".join(_WORD.findall(part))) / letters >= MIN_PART_WORD_COVERAGE


def is_word_slug(token: str) -> bool:
    """A name built from parts: `TheBloke/MLewd-L2-13B-AWQ`, `NTDLL.RtlNtStatusToDosError`.

    Two or more parts between `-_./~`, each a word, a number, a code or words run together.
    A random draw that happens to hold a separator has long parts that are none of these.
    """
    parts = _SEPARATOR.split(token)
    return len(parts) >= 2 and all(_plain_part(part) for part in parts)


# Base64 (either alphabet) that may end in padding.
_BASE64 = re.compile(r"[A-Za-z0-9+/_-]+={0,2}")


def _base64_decoded(token: str) -> bytes | None:
    body = token.rstrip("=")
    if not _BASE64.fullmatch(token) or len(body) < 16:
        return None
    body = body[: len(body) - len(body) % 4]  # whole quads only (a wrapped line stops anywhere)
    try:
        return base64.b64decode(body.replace("-", "+").replace("_", "/"), validate=True)
    except (binascii.Error, ValueError):
        return None


# SSH public keys: base64 of a length-prefixed key type (`\0\0\0\x07ssh-rsa`), published.
_SSH_PUBLIC_KEY = re.compile(rb"\x00\x00\x00[\x07-\x30](?:ssh-|ecdsa-|sk-)")
# IPFS content ids (CIDv0): `Qm` + 44 base58 characters, a SHA-256 multihash.
_IPFS_CID = re.compile(r"Qm[1-9A-HJ-NP-Za-km-z]{44}")


# The first bytes of a file: PNG, JPEG, GIF, RIFF (WAV/WebP), PDF, zip, gzip, Ogg, FLAC, MP3
# (ID3), MP4 (`ftyp`). Base64 that opens with one is inline data, not a key.
_FILE_SIGNATURE = re.compile(
    rb"\x89PNG|\xff\xd8\xff|GIF8[79]a|RIFF|%PDF|PK\x03\x04|\x1f\x8b\x08|OggS|fLaC|ID3|"
    rb"[\x00-\xff]{4}ftyp"
)


def is_public_format(token: str) -> bool:
    """A documented public format that only looks random: an SSH public key, an IPFS CID,
    base64 of a file (an image, audio, an archive)."""
    if _IPFS_CID.fullmatch(token):
        return True
    raw = _base64_decoded(token[:24])
    if not raw:
        return False
    return bool(_SSH_PUBLIC_KEY.match(raw) or _FILE_SIGNATURE.match(raw))


def is_generated_token(token: str, *, min_length: int = MIN_RANDOM_LENGTH) -> bool:
    """A token that reads like a generated credential even with nothing around it."""
    core = token.strip("._~-").rstrip("=")
    if len(core) < min_length:
        return False
    if core.lower() == core or core.upper() == core:  # needs both cases
        return False
    # 24 random base62 characters lack a digit 1.5 % of the time; from 32 on it is not required.
    if len(core) < 32 and not _DIGIT.search(core):
        return False
    if is_identifier_like(core) or is_word_slug(core):
        return False
    if not (
        class_switch_rate(core) >= MIN_CLASS_SWITCH_RATE and entropy_bits(core) >= MIN_ENTROPY_BITS
    ):
        return False
    # Format checks last: they only run on the few tokens that passed the shape tests.
    return not is_public_format(core)
