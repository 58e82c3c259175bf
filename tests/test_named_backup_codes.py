"""#22 session 26 (h-creds28b): backup and recovery codes as people say them — one code after its
name, codes in groups of three digits, lists parted by "and" or numbers, Steam Guard codes parted
by spaces, names in more languages, a TOTP seed of capitals alone — refused, every code hidden.
Kept: what is said about codes, dates, counts and short numbers after the same names."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.named_backup_codes import named_backup_code
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("Kraken 2FA backup: 58203917", ["58203917"]),
    ("GitHub recovery code for the work account: 4PQ7-MZ82-K9TX", ["4PQ7-MZ82-K9TX"]),
    ("복구 코드 7QK4MZ92XP 메모", ["7QK4MZ92XP"]),
    ("Dropbox 恢复码 K48213，别丢", ["K48213"]),
    ("bitwarden 2fa backup: 312-884-905, 771-209-436", ["312-884-905", "771-209-436"]),
    (
        "recovery codes for the shop account: 1. 7kd2-pq9m 2. zx81-mn4r 3. 9pw3-tt7c",
        ["7kd2-pq9m", "zx81-mn4r", "9pw3-tt7c"],
    ),
    ("رموز الاحتياط للبريد: 4471 2093 و 8826 1175", ["4471", "2093", "8826", "1175"]),
    ("Steam Guard codes off the card: K7M2Q W4P9X T3Z8N", ["K7M2Q", "W4P9X", "T3Z8N"]),
    ("бекап коди для пошти 4821 7730, 9912 0457", ["4821", "7730", "9912", "0457"]),
    ("la clave del autenticador es GEZDGNBVGY3TQOJQ", ["GEZDGNBVGY3TQOJQ"]),
]

KEPT = [
    "backup codes regenerated 15 March, printed and in the drawer",
    "recovery codes: 10 left, I should print new ones",
    "backup code 2 of 10 used on the train",
    "2FA backup run finished at 0300, 14 files",
    "Steam Guard is on, I get a code each time I log in",
    "the recovery code arrived by SMS but I already logged in",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_backup_codes_as_said_are_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_words_about_backup_codes_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize(
    "text", ["backup codes made 2024-03-15", "recovery code: 4471", "backup code: 12 words"]
)
def test_dates_and_short_numbers_are_no_code(text):
    start = text.index("code") + 4
    assert named_backup_code(text, "backup", start, len(text)) is None


def test_the_code_after_a_name_is_found_whole():
    text = "2fa backup: 58203917 saved"
    start = text.index("2fa") + 3
    assert named_backup_code(text, "2fa", start, len(text)) == (12, 20)
