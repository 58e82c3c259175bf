"""Passwords after the Sorani, Darija and borrowed Latin-letter password nouns, and a password
with a stop or "!" inside it read whole (session 36); near-misses with no password after."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "instagram parolum Leyla.Baku!7, unutmayım deyə yazıram",
        "وشەی نهێنی لاپتۆپەکەم: Rebaz_Hewler77",
        "وشەی تێپەڕی جیمەیڵی دایکم Nasrin.Kirkuk90 ـە",
        "pasworda emaila min Berfin_Wan2019 e",
        "المودباس ديال الجيميل: Salma.Fes!21",
        "pasvordum Elvin!2024 idi, indi dəyişdim",
    ],
)
def test_passwords_after_these_nouns_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "parolum çok uzun. 12 karakter olmalı diyor",
        "وشەی نهێنی گرنگە، قەت بە کەس مەیڵێ",
        "parolumu unuttum, iOS17.2 güncellemesinden sonra",
        "pasvordu dəyişmək lazımdır, çox köhnədir",
        "المودباس ديالي نسيتو، غادي نبدلو",
    ],
)
def test_password_nouns_with_no_password_after_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text",
    [
        "parolam Kedi.Mavi77» diye kaydettim",
        "mening parolim: Qwerty.2024!) deb yozib qo'ydim",
        "parolum (Tavuk_Pilav88). sonra değiştireceğim",
    ],
)
def test_a_stop_before_a_quote_or_bracket_still_ends_the_password(text: str) -> None:
    assert screening_verdict(text) is not None
