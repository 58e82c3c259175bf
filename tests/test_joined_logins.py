"""#22 session 25 (h-creds27): a login typed as a name and its password joined by a colon, or by
a slash with or without a space each side ("root:Tank-Fox7!", "jdoe / Wint3r-Is-C0ming!") —
refused when the value is one no name, word or address is (letters, a digit and a symbol no
user name takes), the password hidden whole. Kept: a label and a word, a URL, a ratio, an
address, a "Note: …" with a space."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("nas login is backup:Quartz-Fox7! from the lan", ["Quartz-Fox7!"]),
    ("the router's admin:Lemon#Tree42", ["Lemon#Tree42"]),
    ("sftp deploy / Harbor!Gull19", ["Harbor!Gull19"]),
    ("db creds root/Kiwi$Mango5", ["Kiwi$Mango5"]),
    ("测试库 admin/Pass#2025test，别外传", ["Pass#2025test"]),
]

KEPT = [
    "Note:Buy-Milk! tomorrow",
    "see https://example.com/Page#Top2 for details",
    "the ratio was 16:9 on my Sony-A7!",
    "Re: Windows-10 upgrade done!",
    "write to jo:Smith2@example.com today",
    "and/or Covid-19 rules apply",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_joined_login_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_labels_urls_and_addresses_are_kept(text):
    assert screening_verdict(text) is None
