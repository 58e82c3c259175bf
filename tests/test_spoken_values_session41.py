"""#22 session 41 (h-creds44): a corner bracket closes a quote whatever follows it, so a value
quoted with 「」 before the copula "です" is read; a quoted word that is no value is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "VPNのパスフレーズは「kumo no ue de odoru」です",
    "Wi-Fiのパスワードは「umi to sora 77」でした",
]
KEPT = [
    "この映画のタイトルは「空の上」です",
    "娘の口癖は「まだ眠い」です",
]

test_a_bracketed_value_refused, test_a_bracketed_title_kept = screen_cases(REFUSED, KEPT, "secret")
