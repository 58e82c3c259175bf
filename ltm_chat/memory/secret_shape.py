"""Is this token a generated credential? Shape tests for tokens no vendor rule names.

A generated credential is a long draw from a large alphabet: upper and lower case and digits
mixed at random, so the character class changes at most positions and few characters repeat.
Identifiers (`CreateLightmapTextureArray`, `MINIDUMP_SYSMEMINFO1`), hashes in prose (lowercase
hex), UUIDs, paths, host names and placeholders (`xxxx`, `RANDOMSTRINGHERE`) differ from it in
one of those properties. Thresholds were set against random strings drawn with `secrets` and
identifiers from Python's own source, not against the secrets corpus (bench/RESULTS.md).
"""

from __future__ import annotations

import math
import re
from collections import Counter

__all__ = ["class_switch_rate", "entropy_bits", "is_generated_token", "is_identifier_like"]

# A random token this long carries >= 128 bits over base62 (5.95 bits a character).
MIN_RANDOM_LENGTH = 24
# Random base62 changes class (upper / lower / digit) between neighbours 62 % of the time;
# letters-only random 50 %; camelCase and snake_case identifiers ~15-35 %.
MIN_CLASS_SWITCH_RATE = 0.35
# Shannon entropy per character of a random base62 draw of 24+ characters is > 4.1 bits.
MIN_ENTROPY_BITS = 3.7

_UUID = re.compile(r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}")
_HEX = re.compile(r"[0-9a-f]+|[0-9A-F]+")
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
    if "/" in token and all(_PLAIN_SEGMENT.fullmatch(seg) for seg in token.split("/")):
        return True  # a path: `src/ltm_chat/memory`, `usr/lib/x86_64-linux-gnu`
    words = len("".join(_WORD.findall(token)))
    return words / len(token) >= MAX_WORD_COVERAGE


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
    if is_identifier_like(core):
        return False
    return class_switch_rate(core) >= MIN_CLASS_SWITCH_RATE and entropy_bits(core) >= (
        MIN_ENTROPY_BITS
    )
