"""#22 session 29 (h-creds32): tokens in shapes the rule table skipped: a Discord webhook URL
whatever its token's length, a chat bot's "oauth:" token, a MySQL password quoted after "-p".
Each is refused and hidden; kept: "-p" alone (the client asks), OAuth scopes, the docs' shape."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "hook: https://discord.com/api/webhooks/998877665544332211/Zq8Lw2Xr5Tn7Vb3Mk9Pj4Hc6",
        ["Zq8Lw2Xr5Tn7Vb3Mk9Pj4Hc6", "Zq8Lw2", "Pj4Hc6"],
    ),
    (
        "for the stream bot: oauth:k3j9x2m7q1w8e5r4t6y0u2i9o3",
        ["k3j9x2m7q1w8e5r4t6y0u2i9o3", "i9o3"],
    ),
    ("mysql -u admin -p'Qx7!river' -h db.local", ["Qx7!river", "river"]),
    ('mariadb -u app -p"Lake Side 77" shop', ["Lake Side 77", "Side"]),
]

KEPT = [
    "mysql -u root -p -h 127.0.0.1",
    "twitch scopes: oauth:read and oauth:write",
    "oauth:2.0 is the protocol we use",
    "the webhook lives at discord.com/api/webhooks, ask Sam for it",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_token_in_its_shape_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_the_shape_without_a_token_is_kept(text):
    assert screening_verdict(text) is None
