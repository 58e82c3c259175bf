"""#22 session 37 (h-creds42): backup and recovery codes in Ukrainian and Belarusian, and an
authenticator's secret named in Cyrillic ("секретный ключ", "автентифікатор"), are refused and
hidden. Kept: the same words with no code (an app installed, codes used up, a key to success)."""

from __future__ import annotations

from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "резервні коди від гугла: 55120934, 70138821, 91827364",
    "коди відновлення для пошти 4412-8830, 9917-2046",
    "рэзервовыя коды: 10293847 56473829 11029384",
    "ключ для автентифікатора: KZXW6YTBOI3DSMRQ",
    "секретный ключ для аутентификатора — MFRGGZDFMZTWQ2LK",
    "секретний ключ 2FA: NBSWY3DPO5XXE3DE",
]

KEPT = [
    "поставил гугл аутентификатор на новый телефон, всё работает",
    "аутентификатор просит код, а он приходит через 30 секунд",
    "резервні копії фото від 2023 року лежать на диску",
    "секретный ключ к успеху — работать 8 часов в день",
    "коди відновлення я вже використав усі, треба нові",
]

test_cyrillic_two_factor_secrets_refused, test_their_words_alone_kept = screen_cases(
    REFUSED, KEPT, "secret"
)


def test_the_codes_are_hidden():
    assert_refused_and_hidden(
        "резервні коди від інстаграму: 11223344, 55667788", ["11223344", "55667788"]
    )
