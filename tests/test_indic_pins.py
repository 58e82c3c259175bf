"""#22 session 29 (h-creds32): a PIN named alone in the scripts of India ("ನನ್ನ ATM ಪಿನ್ 3391",
"ମୋ ATM ପିନ 2954") is a PIN like "पिन" and "পিন": refused and hidden (Kannada and Odia were not
read before; Telugu, Malayalam, Gujarati and Punjabi were, by other rules). Kept: the PIN named
with no value, its length, a count of tries."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("ನನ್ನ ATM ಪಿನ್ 3391, ಮರೆಯಬೇಡ", ["3391", "33", "91"]),
    ("ಅಮ್ಮನ ಫೋನ್ ಪಿನ್ 7046", ["7046", "70", "46"]),
    ("ଜେଜେବାପାଙ୍କ ଫୋନ ପିନ 5128", ["5128", "51", "28"]),
    ("ମୋ ATM ପିନ 2954", ["2954", "29", "54"]),
]

KEPT = [
    "ನನ್ನ ATM ಪಿನ್ ಮರೆತುಹೋಯಿತು",
    "എന്റെ ATM പിൻ മാറ്റി",
    "પિન 4 અંકનો છે",
    "ఏటీఎం పిన్ 2 సార్లు తప్పు కొట్టాను",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_pin_named_in_an_indic_script_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_the_pin_with_no_value_is_kept(text):
    assert screening_verdict(text) is None
