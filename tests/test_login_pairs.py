"""An account and its password said together (issue #22): refused and redacted whole; the same
words without a password-shaped value stay."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

PAIRS = [
    ("for the VPN it's user jbarros and pass Kv8#nW2u!river", "Kv8#nW2u!river"),
    ("u: fhassan p: Gingko!Tram88 (library site)", "Gingko!Tram88"),
    ("user admin pass 7hP!ve3Q on the camera DVR", "7hP!ve3Q"),
    ("hulu: finn.ok@example.com pw Popcorn/Couch/2023", "Popcorn/Couch/2023"),
    ("sftp: deploy@sftp.acme.example pass 7Hq!mZ2-vKe9", "7Hq!mZ2-vKe9"),
    ("ssh into the nas with admin / Basalt7Parsnip", "Basalt7Parsnip"),
    ("Benutzer: mkraus, Passwort: Linde#Bahn42", "Linde#Bahn42"),
]

LOOK_ALIKES = [
    "user experience and password reset flows need work",
    "admin / user roles are separate in the new console",
    "the user john and password reset link expired",
    "my username is bob and pass the salt please",
    "input / output is slow on the root / partition",
    "write to support@example.com, pass it on to Dana",
]


@pytest.mark.parametrize(("text", "value"), PAIRS)
def test_a_login_pair_is_refused_and_its_password_redacted_whole(text: str, value: str) -> None:
    assert_refused_and_hidden(text, (value, value[:4], value[-4:]))


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_account_words_without_a_password_value_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
