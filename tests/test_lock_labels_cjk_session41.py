"""#22 session 41 (h-creds44): the code locks and key boxes of Korean, Japanese and Chinese take
the digits after them as their code; lockers only after a label's colon; a date is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "현관 도어락 5821",
    "창고 자물쇠는 3094",
    "自転車の南京錠は6152",
    "密码锁 8837",
    "사물함: 4410",
]
KEPT = ["도어락 배터리를 2024년에 갈았다", "ロッカー 12番", "密码锁坏了"]

test_a_cjk_code_lock_refused, test_a_cjk_lock_without_code_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
