"""#22 session 30 (h-creds34): an API's key named in any language ("API" beside the key's own
word, an AppSecret, a PAT) and then a generated value — hex, a UUID, a long random run —
refused and hidden. Kept: a request or trace id, a version, a readable name, a key word with
no API, a value past the sentence's end."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "klucz API do mapy: 5e2b9c7a41d08f36e1a4b7c2d9f05a83",
        ["5e2b9c7a41d08f36e1a4b7c2d9f05a83"],
    ),
    (
        "la clé API de la météo est 0c4e8a2f6b1d9e3a7c5f8b2d4a6e1c09",
        ["0c4e8a2f6b1d9e3a7c5f8b2d4a6e1c09"],
    ),
    (
        "GitHub PAT for the CI runner: q8Zr2Lm0Xv4Tn7Kp1Wc9Hs3Jd6Fb5Yg",
        ["q8Zr2Lm0Xv4Tn7Kp1Wc9Hs3Jd6Fb5Yg"],
    ),
    ("Translator API anahtarı 3f0a6c1e-7b42-4d95-a8e3-c2b9f1d07e64", ["3f0a6c1e-7b42"]),
    (
        "支付宝 API 的 AppSecret：7d1c5a9e3b0f8d2c6a4e1b9f7c3d5a08",
        ["7d1c5a9e3b0f8d2c6a4e1b9f7c3d5a08"],
    ),
]

KEPT = [
    "the API key rotation is done every 90 days by the platform team",
    "API docs for the key management service: version 2024-06-01",
    "our API keys are named after birds, this one is kestrel",
    "the house key is under the pot, the API course starts monday",
    "we pat the dough flat, then bake at 220 for 25 minutes",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_named_api_key_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_api_talk_without_a_key_is_kept(text):
    assert screening_verdict(text) is None
