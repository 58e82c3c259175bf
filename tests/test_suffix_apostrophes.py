"""#22 session 24 (h-creds26b): Turkish writes a case or possessive ending after an apostrophe
("PIN'i 2244", "PUK'u 71920384"): the noun with its ending is still the noun — its value is
refused and hidden whole. Kept: the declined noun with no value, an English possessive, a count.
"""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.suffix_apostrophes import turkish_suffix_end
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("annemin hattının PIN'i 7316, unutmasın diye yazıyorum", ["7316"]),
    ("yeni SIM kart geldi, PUK'u 58204417", ["58204417"]),
    ("kapıdaki tuş takımının PIN'i 9052.", ["9052"]),
]

KEPT = [
    "PIN'i değiştirdim, yeni kart geldi",
    "kartın PIN'ini unuttum, bankayı arayacağım",
    "the PIN's length is 4 digits",
    "PIN'de sorun var, 3 kez yanlış girdim",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_declined_noun_value_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_declined_noun_without_value_is_kept(text):
    assert screening_verdict(text) is None


def test_only_turkish_endings_count():
    assert turkish_suffix_end("pin'i 2244", 3) == 5
    assert turkish_suffix_end("puk'u 7192", 3) == 5
    assert turkish_suffix_end("pin'abc 2244", 3) is None  # not an ending
    assert turkish_suffix_end("pin 2244", 3) is None
