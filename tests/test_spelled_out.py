"""#22 session 25 (h-creds27): a credential spelled out letter by letter so no search finds it
— the noun, the value or both ("p a s s w o r d is t u l p 1 9 8 8", "mot de passe :
c-h-a-t-o-n-5-5") — refused, the spelled value hidden whole (and the spelled noun beside it).
Kept: spelled words that name no credential, a spelled topic ("p a s s w o r d reset"), a
spelled name."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("the p a s s w o r d for the router is s u n f l o w e r 9", ["s u n f", "o w e r 9"]),
    ("W a c h t w o o r d is t u l p 1 9 8 8", ["t u l p", "1 9 8 8"]),
    ("my netflix p a s s w o r d is r i v e r s t o n e 4 2", ["r i v e r", "s t o n e 4 2"]),
    ("mot de passe : c-h-a-t-o-n-5-5", ["c-h-a-t-o-n-5-5", "5-5"]),
]

KEPT = [
    "the Y M C A song is on again",
    "spell it for me: h e l l o w o r l d",
    "the band's name is written B-L-A-C-K-P-I-N-K",
    "the p a s s w o r d reset link didn't work",
    "I spelled my name as J-O-H-N-S-O-N for the clerk",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_spelled_out_credential_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_spelled_words_naming_no_credential_are_kept(text):
    assert screening_verdict(text) is None
