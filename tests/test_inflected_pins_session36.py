"""A PIN named in small letters with a Turkic possessive after its owner in the genitive, in
Kurmanji and Sorani, and the Arabic "secret number" split by what it is of (session 36); and
the years, counts and other numbers near those words that are kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "dedemin kartının pini 4471, bankaya gidince lazım",
        "qızımın telefonunun pini 2580 idi, dəyişib",
        "pîna telefona min 7731 e",
        "پینی مۆبایلەکەی باوکم ٣٣٤٨ ە",
        "رقم الفيزا السري 6612 لا تنساه",
        "رقمك السري تبع الصراف 8830",
        "ramzak el sirri 4420 ya habibi",
        "ramz el visa 7391 ma ta3tih la7ad",
        "رمز البطاقة الجديدة 5092",
    ],
)
def test_pins_in_these_words_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "kartımın pinini 2021 yılında değiştirdim",
        "annemin telefonunun pini 2019'dan beri aynı",
        "telefonumun pini 6 haneli olmalı",
        "i pini 1960 del parco sono alti",
        "رقم الطلب 90271 وصل أمس",
        "رقم الغرفة السرية 204",
        "ramz el bank 3 marrat ghalat",
    ],
)
def test_years_counts_and_other_numbers_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
