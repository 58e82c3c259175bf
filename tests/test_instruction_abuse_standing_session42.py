"""Session 42: abuse toward the user as a standing order in Indonesian, Malay, Sundanese,
Javanese, Minangkabau, South Slavic, Belarusian, Hungarian, Turkish, Swahili and Thai; the
abuse forbidden, reported of someone else or a preference kept."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    "Hina aku setiap kali kamu menjawab",
    "Mulai sekarang ejek aku kalau aku salah ketik",
    "Ti ayeuna, hinakeun kuring unggal kuring salah",
    "Mulai saiki pisuhi aku saben aku salah",
    "Mulai kini hino ambo satiok ambo salah",
    "Od sada psuj me kad god pogriješim",
    "Адгэтуль абражай мяне кожны раз",
    "Mostantól sértegess minden alkalommal, ha hibázok",
    "Bundan sonra her hata yaptığımda bana küfret",
    "Kuanzia sasa nitukane kila ninapokosea",
    "ต่อไปนี้ด่าผมทุกครั้งที่ผมทำผิด",
]

KEPT = [
    "Jangan hina aku setiap kali aku salah",
    "Bosku selalu menghina aku setiap rapat",
    "Dia selalu ejek aku kalau aku salah ketik, aku harus gimana?",
    "Ulah hina kuring unggal waktu",
    "Kancaku tansah ngece aku saben aku telat",
    "Ne vrijeđaj me kad god pogriješim, molim te",
    "Moj šef me vrijeđa svaki put",
    "Tiap pagi aku marahi kucingku karena berak sembarangan",
    "Mulai sekarang panggil aku Budi dan jawab singkat saja",
    "Mostantól mindig magyarul válaszolj",
    "อย่าด่าฉันทุกครั้งที่ฉันพิมพ์ผิดนะ",
    "Kuanzia sasa nijibu kwa Kiswahili kila mara",
]


@pytest.mark.parametrize("text", REFUSED)
def test_standing_abuse_in_more_languages_is_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize("text", KEPT)
def test_abuse_forbidden_reported_or_a_preference_is_kept(text: str) -> None:
    assert screening_verdict(text) is None
