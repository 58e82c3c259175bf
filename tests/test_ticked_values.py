"""#22 session 26 (h-creds28): a password written as Markdown's inline code after its noun and
a copula or a label ("the root pw … is `raspi-garage-77`") — refused, the value hidden. Kept:
a command, a variable, a path or a word in backticks."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("root pw on the nas is `tulip-barn-2291`, noting it here", ["tulip-barn-2291"]),
    ("my password for the staging box is `Qm7!vTr2`", ["Qm7!vTr2"]),
    ("das Passwort vom Router ist `Fenster#Blau88`", ["Fenster#Blau88"]),
]

KEPT = [
    "the password is set with `htpasswd -c`",
    "the password is `$DB_PASS` from the environment",
    "the password is in `~/.pgpass` on the server",
    "the password is `None` by default in the config class",
    "reset the password with `passwd` and log out",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_ticked_password_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_code_in_backticks_is_kept(text):
    assert screening_verdict(text) is None
