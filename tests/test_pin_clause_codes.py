"""#22 session 30 (h-creds34): a PIN's four to six digits later in the clause that names it —
"PIN" with a prefix or a case ending, its spelling in another script, a language's "secret
number" — whatever words stand between, refused and hidden. Kept: a count or a price, a year
after a word of time, a longer number, pins that hold things, a digit past a comma; session 31 (h-creds35): a PIN spoken of in general or a stranger's ("the
most common PIN", "a default PIN", "someone at work had his PIN")."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("el pin dyal la carte dyali 6613", ["6613"]),
    ("Baba'nın banka kartı PIN'i şimdi 2281 oldu", ["2281"]),
    ("মায়ের এটিএম পিন 7310", ["7310"]),
    ("Le code secret de la carte de papa est 4402", ["4402"]),
    ("nambari ya siri ya benki ya bibi ni 9127", ["9127"]),
    ("mPIN for the UPI app is 482913", ["482913"]),
    ("ATM பின் நம்பர் 5093 அம்மாவுக்கு", ["5093"]),
    ("my sister's bank PIN is 7730, she asked me to keep it", ["7730"]),
    ("el pin taba3 el visa 5183 ya 7abibi", ["5183"]),
    ("Ayah punya PIN ATM BRI 552190, catat ya", ["552190"]),
]

KEPT = [
    "the bowling pins cost 1200 rupees a set",
    "pinned the map to the wall at 1430, then left",
    "forgot my PIN, so I waited 2030 seconds in the queue",
    "my pin, the one with the red head, is in drawer 2",
    "an article said the most popular PIN in Germany is still 1234",
    "the most popular bank PIN in the survey was 1234",
    "el pin taba3 el card ghayyarto 2abl 3 iyyam",
    "people still pick their birth year as the bank PIN, like 1987",
    "never use 1111 as a PIN, the bank guy told us",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_pin_later_in_its_clause_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_digits_that_are_no_pin_are_kept(text):
    assert screening_verdict(text) is None
