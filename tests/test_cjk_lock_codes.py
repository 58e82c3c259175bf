"""#22 session 29 (h-creds32): the code of a thing that locks named by the Japanese, Korean or
Chinese word for a code or, for a lock with no number of its own, a number ("裏口のコードは
4093", "창고 출입 코드 8120", "车库的开门码 6647", "自転車の鍵の番号 318") is refused and hidden
whole. Kept: a locker's or a room's own number, a phone or order number, a price, a year."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.cjk_lock_codes import cjk_lock_code_spans
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    ("裏口のコードは 4093 です", ["4093", "40", "93"]),
    ("창고 출입 코드 8120 기억해", ["8120", "81", "20"]),
    ("车库的开门码 6647", ["6647", "66", "47"]),
    ("自転車の鍵の番号 318", ["318"]),
    ("사무실 경보 해제 5209", ["5209", "52", "09"]),
    # an alarm or a security system named by what it does, a disarming number
    ("实验室冷库报警解除码 4186", ["4186", "41", "86"]),
    ("実家のセキュリティの解除番号は 7302", ["7302", "73", "02"]),
]

KEPT = [
    "ロッカーの番号は 231 です",
    "部屋の番号は 1204 です",
    "ガレージの注文番号 4471",
    "사물함 번호 231번",
    "大门 2019年 装修了",
    "车库门遥控器型号 4471",
    "遇到危险请拨打报警电话 110",
    "警備会社の電話番号は 0120-123-456",
    "契約の解除番号は 20240315 です",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_a_locks_code_in_cjk_is_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_own_and_public_numbers_are_kept(text):
    assert screening_verdict(text) is None


def test_a_keypad_key_is_hidden_with_the_code():
    text = "オートロックの番号 #3865"
    low = text.lower()
    [(_rule, start, end)] = cjk_lock_code_spans(text, low, Literals(low))
    assert text[start:end] == "#3865"


# session 36: a lock's password or PIN word is its code ("사물함 비번 208", "locker 密碼 315")
@pytest.mark.parametrize(
    "text",
    [
        "수영장 사물함 비밀번호 417",
        "公司置物櫃密碼 582",
        "ジムのロッカーの暗証番号 903",
        "宿舍 Locker 密码 7731",
    ],
)
def test_a_lockers_password_word_gives_its_code(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "사물함 비번 잊어버렸어",
        "健身房 locker 密碼 315 元一個月",
        "사물함 비번 3번 틀림",
        "ロッカーのパスワード 4桁",
    ],
)
def test_a_lockers_password_word_with_no_code_after_is_kept(text: str) -> None:
    assert screening_verdict(text) is None
