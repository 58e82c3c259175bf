"""#22 session 31 (h-creds35): a locker's, a key box's or a padlock's code after its noun and a
label in the languages lock_labels.py lacked (Vietnamese, Malay/Indonesian, Spanish,
Portuguese, Turkish, Swahili, Romanian), and Turkish "şifre" as a code's word
(locked_thing_codes.py): refused and hidden. Kept: a locker's number, a cabinet's price or
year, a padlock's price."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("tủ đồ ở hồ bơi: 5521, nhớ giùm mình", ["5521"]),
    ("loker kantor lantai dua: 7730", ["7730"]),
    ("kunci loker kolam renang: 4418 ya", ["4418"]),
    ("la caja de llaves de la casa rural: 2964", ["2964"]),
    ("caixa de chaves do apartamento em Lisboa: 8102", ["8102"]),
    ("gembok sepeda anakku: 6620", ["6620"]),
    ("Soyunma dolabının şifresi 318, unutma", ["318"]),
    ("kufuli ya stoo: 4090", ["4090"]),
]

KEPT = [
    "loker saya nomor 12 di lantai 3",
    "tủ lạnh mới mua giá 8500 nghìn",
    "the gembok I bought cost 45000 rupiah",
    "dolap 2019 yılında alındı",
    "my locker is number 214 next to the showers",
    "caja de llaves comprada en 2021 por 35 euros",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_lock_code_after_its_label_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_a_locker_number_or_a_price_is_kept(text):
    assert screening_verdict(text) is None
