"""#22 session 26 (h-creds28): a password manager's master password said by the manager's name
and "master" alone ("bitwarden master: …", '1Password master: "…"') — refused, the whole value
hidden, every word of a quoted one. Kept: "master" about the manager without a value, a file,
a branch, a bookkeeper."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Bitwarden master: Otter-Canoe-Spruce-44, don't lose it", ["Otter-Canoe-Spruce-44"]),
    ("my lastpass master is Gr4nite!Falls", ["Gr4nite!Falls"]),
    (
        'KeePassXC master: "seven herons over Bergen" all lowercase',
        ["seven", "herons", "over", "Bergen"],
    ),
    ("dashlane master = Mj8kQz2Lw9Tn", ["Mj8kQz2Lw9Tn"]),
]

KEPT = [
    "I switched from LastPass to Bitwarden, master is a long passphrase now",
    "KeePass master file is on the usb stick",
    "the bookkeeper master: Anna Lindqvist runs the ledger",
    "1Password master password reset needs the emergency kit",
    "git push origin master: done, CI is green",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_managers_master_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_master_without_a_value_is_kept(text):
    assert screening_verdict(text) is None
