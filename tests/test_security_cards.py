"""A Korean bank security card's codes read off by their place (security_cards.py), and Persian
backup codes by their name; with the counts, windows, dates and support lines that are kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "엄마 보안카드 05번 6621, 31번 0947 적어둠",
        "보안 카드 22번 앞자리 19 뒷자리 83 이거 물어봄",
        "회사 보안카드 07:3310 15:8842 이렇게 두 개",
        "کدهای بازیابی جیمیلم: 5521 0938, 7712 4409, 1187 2290",
        "کد پشتیبان اینستاگرام بابا 84120937",
    ],
)
def test_security_card_and_backup_codes_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "보안카드 2번 잃어버렸어 또 재발급",
        "보안카드 재발급 받으러 12번 창구 가야 함",
        "보안카드 12번 버스 타고 가서 받았어 9시에",
        "보안카드 유효기간 2024년 12월",
        "پشتیبانی: 021 8812 3344",
        "نسخه پشتیبان گوشی 2024 گرفتم",
    ],
)
def test_counts_windows_dates_and_support_lines_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
