"""#22 session 41 (h-creds44): an authenticator app or a seed named in Cyrillic, Korean, Japanese,
Chinese, Polish, German, Turkish or Vietnamese before a base32 seed; the app named with no seed,
or with a count, is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "ключ из аутентификатора: KRUGS4ZANFZSAYJA",
    "OTP 시드 MFRGGZDFMZTWQ2LK",
    "Google認證器的密鑰 GEZDGNBVGY3TQOJQ",
    "sekret do autentykatora NBSWY3DPO5XXE3DE",
]

KEPT = [
    "в гугл аутентификаторе 6 цифр меняются каждые 30 секунд",
    "시드 뿌리기는 봄에 한다",
    "认证器 app 换手机以后要重新绑定",
]

test_a_named_seed_refused, test_an_app_named_alone_kept = screen_cases(REFUSED, KEPT, "secret")
