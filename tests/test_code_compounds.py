"""#22 session 24 (h-creds26b): a compound whose first noun ends in "en", "de", "op" or "re"
("Zahlencode", "Toilettencode", "Gebäudecode") is a code's noun; only the whole English
prefixes ("encode", "decode", "opcode", "recode") and the longer ones ("barcode", "postcode")
name no access code. Refused and hidden whole; kept: the English words."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Schrank im Keller: Zahlencode 3318", ["3318"]),
    ("der Toilettencode im Café ist 7265", ["7265"]),
    ("Gebäudecode für den Hintereingang: 5820", ["5820"]),
]

KEPT = [
    "encode 4471 as base64 first",
    "decode 123456 into bytes",
    "opcode 4471 is undefined on this chip",
    "barcode 4471 5555 on the box",
    "postcode 4471 is in the north",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_compound_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_english_code_words_are_kept(text):
    assert screening_verdict(text) is None
