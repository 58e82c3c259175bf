"""An account's user and password after the word for an account in the scripts that join it
(spoken_pairs.py's login pairs): lines written for these tests, not taken from the training
sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "共有PCのアカウント（labuser / Mikan_2023）を使ってください",
    "실험실 계정: parkjh / Seoul#Lab77",
    "实验室账户 liwei / Shiyan@2024",
]

KEPT = [
    "アカウント数は 120 / 300 です",
    "账户余额 2000 / 3000 元",
    "계정 수: 12 / 40",
    "アカウントは 2024/03/15 に作成しました",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
