"""#22 session 24 (h-creds26b): a lock's code shaped like a year, bound to the code's noun in a
text that names the lock (a key box, gate, locker, padlock, safe) — refused and hidden whole.
Kept: a year of time or origin ("since", "seit", "vuodesta"), a year beside a lock with no code
bound to it."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Die Schlüsselbox am Ferienhaus hat den Code 1962", ["1962"]),
    ("mökin avainkaapin koodi on 1984, muista se", ["1984"]),
    ("kod do furtki na działkę to 1975", ["1975"]),
    ("the padlock on the shed has code 2003 now", ["2003"]),
    ("de sleutelkast bij oma heeft code 1958", ["1958"]),
]

KEPT = [
    "the lock box on the porch has been there since 1998, the code changes monthly",
    "the padlock we bought in 2015 has no code, it takes a key",
    "Der Schlüsselkasten hängt seit 1994 an der Wand",
    "avainkaappi on vuodesta 1987 ja koodi on vaihdettu",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_lock_year_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_year_beside_a_lock_is_kept(text):
    assert screening_verdict(text) is None
