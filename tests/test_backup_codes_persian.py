"""Backup and recovery codes named in Persian ("کدهای پشتیبان", "کد بازیابی") and Hausa
("lambobin ajiya") (session 36); Persian "support" and a phone backup kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "کدهای بازیابی جیمیلم: 5521 0938, 7712 4409, 1187 2290",
        "کد پشتیبان اینستاگرام بابا 84120937",
        "lambobin ajiya na Facebook: 2281 9930, 4107 6625, 8830 1174",
    ],
)
def test_backup_codes_named_in_these_words_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "پشتیبانی: 021 8812 3344",
        "نسخه پشتیبان گوشی 2024 گرفتم",
        "تیم پشتیبانی گفت تا 48 ساعت جواب می‌دهند",
    ],
)
def test_support_lines_and_a_phone_backup_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
