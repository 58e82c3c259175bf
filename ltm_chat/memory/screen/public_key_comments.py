"""The comment of an OpenSSH public key line ("ssh-ed25519 AAAA… mk@thinkpad") is public.

A public key line is three fields: the key type, the base64 body, and a comment naming whose
key it is (usually user@host). The body and the comment are published in authorized_keys files
and on code forges; neither grants anything. A value a spoken rule reads out of the comment
("@thinkpad" after a credential word) is that comment, not a password.
"""

from __future__ import annotations

import re

__all__ = ["in_public_key_comment"]

# The key type and its body, then the space before the comment (the body of every OpenSSH
# public key type starts "AAAA": the length of the type name, base64-encoded).
_KEY_BEFORE_COMMENT = re.compile(
    r"(?:ssh-(?:rsa|ed25519|dss)|ecdsa-sha2-nistp\d{3}|sk-(?:ssh-ed25519|ecdsa-sha2-nistp256)"
    r"@openssh\.com)[ \t]+AAAA[A-Za-z0-9+/]{20,}={0,3}[ \t]+\Z"
)
_REACH = 16_384  # a 4096-bit RSA body is ~720 characters; a type name and spaces fit in this


def in_public_key_comment(text: str, start: int, end: int) -> bool:
    """Whether text[start:end] lies inside the comment field of a public key line."""
    token = start
    while token > 0 and not text[token - 1].isspace():
        token -= 1
    if any(c.isspace() for c in text[start:end]):
        return False
    return _KEY_BEFORE_COMMENT.search(text, max(0, token - _REACH), token) is not None
