"""#22 session 31 (h-creds35): a password named by a chat word ("mk", "sandi", "kata laluan",
romanised "rahat phan", "pheak sammngat", "zaga wak", and "pass" beside a thing that logs in),
what it is for, then its value: refused and hidden. Kept: the word with no value, a pass for
a place (no thing that logs in beside it), digits with no label."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("mk Shopee của ba là 58214477 nhé", ["58214477"]),
    ("mk email công ty: Hanoi@2031", ["Hanoi@2031"]),
    ("kata sandi akun BCA mama adalah Melati_1962", ["Melati_1962"]),
    ("sandi router rumah: kucingoren", ["kucingoren"]),
    ('kata laluan Netflix keluarga "DurianMusang" jangan kongsi', ["DurianMusang"]),
    ("rahat phan email khong pho: Somchai#77 na", ["Somchai#77"]),
    ("pheak sammngat gmail bong srey Sokha2001 kom plech", ["Sokha2001"]),
    ("zaga wak facebook ko ka Aung_MDY42 pa", ["Aung_MDY42"]),
    ("my hotmail pass is Otter_Creek_9", ["Otter_Creek_9"]),
    ("pass wifi nhà bác là bac_hai_2020 nha", ["bac_hai_2020"]),
    ("la pass de mi tablet es 8830, no la compartas", ["8830"]),
]

KEPT = [
    "saya lupa kata sandi lagi, harus reset",
    "kata laluan Facebook aku kena tukar tiap bulan",
    "rahat phan wifi ban plian laew muea wan",
    "my ski pass is Gold2024 this season",
    "the festival pass for Sunday is Wristband_B, keep it on",
    "you shall not pass, said the wizard",
    "MK Dons 2024 season tickets are on sale",
    "mk: Milton Keynes, not Mumbai",
    "mk em 3 cái áo size M nha",
    "Proton Pass is my password manager now",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_password_after_a_chat_word_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_the_word_with_no_password_after_it_is_kept(text):
    assert screening_verdict(text) is None
