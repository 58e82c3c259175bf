"""#22 session 41 (h-creds44): Arabic's password noun with the possessive ending on its second
word; the noun with no value is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = ["كلمة مروري Salam2024", "وكلمة سرها Noor_1990"]
KEPT = ["نسيت كلمة سري مرة ثانية", "كلمة سرها صعبة جدا"]

test_a_possessed_password_refused, test_a_possessed_word_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
