"""#22 session 24 (h-creds26b): a lock's code written right after the lock's noun — a key box,
code lock or gate code at once ("portkod 2281"), a locker or safe only after a label's colon
("Kluisje op het werk: 4411") — refused and hidden whole. Kept: a locker's own number, a
quantity, a size, a date, a count of digits."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("mormor kommer på söndag, nyckelskåp 6619 vid dörren", ["6619"]),
    ("hytta: nøkkelboks 3308, strøm på i sikringsskapet", ["3308"]),
    ("Schließfach im Fitnessstudio: 7042", ["7042"]),
    ("het kluisje in de kleedkamer: 5813#", ["5813#"]),
    ("key safe by the back door 9174, please keep it to yourself", ["9174"]),
]

KEPT = [
    "my locker 2041 is next to the showers",
    "the safe holds 2000 euros in cash",
    "padlock 1200 lb rated, very sturdy",
    "the lockbox: 4 digits, you choose them",
    "Schließfach: 2019 gemietet, jetzt gekündigt",
    "kodlås 2019 köpt på Clas Ohlson",
    "padlock 4471mm shackle? no, 40mm",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_lock_label_code_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_lock_number_or_quantity_is_kept(text):
    assert screening_verdict(text) is None
