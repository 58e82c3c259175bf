"""#22 session 19 (h-creds21): credentials said by language — a security question's answer named
in Arabic, Persian, Hebrew, Hindi and their romanisations, a code word, a code a verb of opening
takes as its instrument, a recovery phrase's noun, a chosen password in Arabic or Hebrew
letters; and the look-alikes next to each that must be kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.redact import redact_secrets
from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    # security answers, the question named in the language, the answer quoted or capitalised
    'إجابة سؤال الأمان عندي: "برتقال"',
    "جواب سوال امنیتی من: «کرمان»",
    'התשובה שלי לשאלת האבטחה: "פלפל"',
    'मेरे सुरक्षा प्रश्न का उत्तर: "गुलमोहर"',
    'mera security sawal ka jawab: "Sheru"',
    'so2al el amny bta3i, el egaba: "batates"',
    "安全提問的答案：「阿福」",
    'câu trả lời bảo mật của mình: "Bống"',
    "odpowiedź na pytanie bezpieczeństwa: „Azor”",
    # a code word agreed between people
    "кодовое слово для няни — «Подсолнух»",
    "kata kunci rahasia keluarga kami: Kelapa77",
    "暗号是“山高水长”",
    # a code a verb of opening takes as its instrument
    "البوابة تفتح بـ 6182",
    "در انباری با ۴۵۲۷ باز میشه",
    "השער נפתח עם 8316",
    "车库门用 7264 开",
    "cổng sau mở bằng mã 3958",
    "pagar depan dibuka pakai 7153",
    "garaj kapısı 6429 ile açılıyor",
    "गेट 5317 से खुलता है",
    "main gate 4862 se khulta hai",
    "bumubukas ang gate gamit ang 5829",
    # a chosen password in Arabic or Hebrew letters, a value after "=" in Chinese
    "كلمة السر للإيميل: ياسمين77",
    "הסיסמה למחשב: שקד4455",
    "门锁密码=8361",
    "пін від картки 6402",
    # a recovery phrase named in Arabic (the words are the English list's)
    "عبارة الاسترداد: abandon ability able about above absent absorb abstract absurd abuse access accident",
]

KEPT = [
    "سؤال الأمان في البنك سهل جداً",
    "I keep forgetting my security question",
    "кодовое слово нам так и не сказали",
    'the buzzword "synergy" came up in every meeting',
    'he said the code word "pineapple" three times in the meeting',
    "المحل يفتح بعد 2000 متر من هنا",
    "المحل يفتح الساعة 9 صباحاً",
    "المتحف يفتح أبوابه 2024 للزوار",
    "دکان ساعت ۹ باز میشه",
    "הקניון נפתח ב-2019",
    "商店用 2 年了",
    "cửa hàng mở cửa lúc 8 giờ",
    "toko dibuka jam 0900 sampai malam",
    "mağaza 2019 yılında açıldı",
    "दुकान सुबह 9 बजे से खुलती है",
    "הסיסמה שונתה ב2024",
    "كلمة السر تغيرت سنة 2024م",
    "bukas ang tindahan hanggang 2100",
    "номер картки на звороті, пін ніколи нікому",
]


@pytest.mark.parametrize("text", REFUSED)
def test_said_credentials_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None, text


@pytest.mark.parametrize("text", KEPT)
def test_look_alikes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None, text


def test_an_opening_code_is_redacted_whole() -> None:
    redacted = redact_secrets("الباب الخلفي يفتح بـ 9051 بعد العاشرة")
    assert "9051" not in redacted and "[redacted" in redacted
