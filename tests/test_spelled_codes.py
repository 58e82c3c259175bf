"""Codes said digit by digit, and digits of other scripts (issue #22): refused after a word for
a code or for what it opens, redacted whole; the same runs without such a word stay."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.native_digits import ascii_digits
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

SPELLED = [
    ("the alarm code is six seven two two", "six seven two two"),
    ("PIN: 5 then 0 then 8 then 1", "5 then 0 then 8 then 1"),
    ("le cadenas s'ouvre avec 33-05-18", "33-05-18"),
    ("die Geheimzahl für die Karte ist 2 6 6 4", "2 6 6 4"),
    ("mi PIN es cuatro, nueve, cero, dos", "cuatro, nueve, cero, dos"),
    ("пин-код от телефона: семь, два, ноль, пять", "семь, два, ноль, пять"),
    ("金庫の番号：右に32、左に17、右に4", "32、左に17、右に4"),
    ("携帯のPINは 2 0 0 8 です", "2 0 0 8"),
    ("رمز باب العمارة هو ٢ ٨ ٤ ٦", "٢ ٨ ٤ ٦"),
    ("کد رمز کارت بانکی من ۶۳۱۸ است", "۶۳۱۸"),
    ("the safe: 36 left, 12 right, 27 left", "36 left, 12 right, 27"),
    ("the combination is thirty-one, eight, nineteen", "thirty-one, eight, nineteen"),
    ("mã pin là một hai ba bốn", "một hai ba bốn"),
    ("kod do sejfu: jedna dva tři čtyři", "jedna dva tři čtyři"),
]

# Runs of digits with no code word before them in the clause, or a public code word.
LOOK_ALIKES = [
    "my phone number is 0 6 1 2 3 4",
    "the zip code is 1 2 3 4 5",
    "version 1.2.3 of the code shipped today",
    "we counted one, two, three and jumped",
    "the score was 3 2 1 at half time",
    "the meeting is at 10:30, the code review at 14:00",
    "the lock broke. Then 4 5 6 of us climbed in",
    "my clock shows 1 2 3 4 when it resets",
    "I pinned 3 4 5 posts yesterday",
    "my kid's lock screen shows 2 3 4 apps",
    "the alarm goes off at 6 3 0 every day",
    "the door is at 1 2 3 Main Street",
    "PIN diagrams are in chapter 3 4 5",
    "the code review took twenty, thirty minutes",
    "doors 1, 2 and 3 are locked at night",
    "pin 1, 2 and 3 of the chip are ground",
    "the lock was made in 1 9 8 4 according to the label",
    "gate 1 2 3 at the airport is closed",
]


@pytest.mark.parametrize(("text", "value"), SPELLED)
def test_a_spelled_code_is_refused_and_redacted_whole(text: str, value: str) -> None:
    assert_refused_and_hidden(text, (value, *"0123456789٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹"))


@pytest.mark.parametrize("text", LOOK_ALIKES)
def test_a_run_of_digits_without_a_code_word_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


def test_native_digits_keep_their_offsets() -> None:
    text = "PIN ٤٧٠٩ and ４７２９ and ४७२९"
    folded = ascii_digits(text)
    assert folded == "PIN 4709 and 4729 and 4729"
    assert len(folded) == len(text)
