"""A number a CJK text counts or prices ("3000円", "2019年") or names as a phone's or an order's
number ("電話番号") is no code, even near a safe or a front door; the code of that safe or door
is still refused (bound_values.py, secret_speech.py with cjk_lock_codes' public words)."""

import pytest

from ltm_chat.memory.screen.redact import looks_like_secret


@pytest.mark.parametrize(
    "text",
    [
        "玄関の電話番号は 0312345678",
        "金庫は 3000円でした",
        "금고 비번은 3000원",
        "金庫は 2019年に買った",
    ],
)
def test_a_price_a_year_or_a_phone_number_is_kept(text):
    assert looks_like_secret(text) is None


@pytest.mark.parametrize(
    "text",
    ["金庫の番号は 4471", "玄関の番号は 0725", "金庫は 4471", "電話の暗証番号は 4471"],
)
def test_the_code_of_the_same_things_is_refused(text):
    assert looks_like_secret(text)
