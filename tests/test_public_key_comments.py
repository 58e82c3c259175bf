"""#22 session 26: the comment field of an OpenSSH public key line ("ssh-ed25519 AAAA… user@host")
is published with the key; a password said beside it is still refused. Lines written for this
test (the key bodies are made up)."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.public_key_comments import in_public_key_comment
from ltm_chat.memory.screen.verdict import screening_verdict

_BODY = "AAAAC3NzaC1lZDI1NTE5AAAAIHb8pQ2rT5vX9yZ1cD4eF7gH0jK3lM6nP8qR2sU5wY9z"
KEPT = [
    f"My public SSH key is ssh-ed25519 {_BODY} mk@desktop, add it to the server notes",
    f"ssh-ed25519 {_BODY} mk@buildbox",
]
REFUSED = [
    f"ssh-ed25519 {_BODY} anna@desktop and my password is Tr0ub4dor&3",
    "my laptop password is anna@Desk7op!",
]


@pytest.mark.parametrize("text", KEPT)
def test_public_key_lines_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_passwords_beside_them_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_only_the_comment_field() -> None:
    line = f"ssh-ed25519 {_BODY} anna@desktop"
    assert in_public_key_comment(line, line.index("@desktop"), len(line))
    assert not in_public_key_comment("my key is anna@desktop", 13, 22)
