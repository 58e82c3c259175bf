"""A second password in the sentence of a first (issue #22): the transcript keeps neither; a
name, a version or an address beside a password is not one."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets

BOTH = [
    (
        "the password for my old laptop was Otter!Pond5 and the new one is River#Stone8",
        ("Otter!Pond5", "River#Stone8"),
    ),
    (
        "all my accounts use Pancake_Orbit_19, except the bank which is Pancake_Orbit_91",
        ("Pancake_Orbit_19", "Pancake_Orbit_91"),
    ),
]

KEPT = [
    ("my password is Otter!Pond5 and I use Python3 at work", "Python3"),
    ("my password is Otter!Pond5, write to bob@example.com", "bob@example.com"),
    ("my password is Otter!Pond5 and my username is anna_k", "anna_k"),
    ("my password is Otter!Pond5 on build v2.3.1-rc", "v2.3.1-rc"),
]


@pytest.mark.parametrize(("text", "values"), BOTH)
def test_both_passwords_are_redacted(text: str, values: tuple[str, str]) -> None:
    redacted = redact_secrets(text)
    assert all(v not in redacted for v in values), redacted


@pytest.mark.parametrize(("text", "kept"), KEPT)
def test_what_is_not_a_second_password_stays(text: str, kept: str) -> None:
    redacted = redact_secrets(text)
    assert "Otter!Pond5" not in redacted and kept in redacted, redacted
