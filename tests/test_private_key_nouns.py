"""#22 session 37 (h-creds42): a private key or an API's secret named in the languages of Europe
("clave privada", "secreto", "закрытый ключ", "klucz prywatny") before a generated value is
refused and hidden. Kept: a secret of a recipe or of success, a key named with no value."""

from __future__ import annotations

from tests.screen_helpers import assert_refused_and_hidden, screen_cases

REFUSED = [
    "la clave privada del bot de Kraken: Zq8Lm2Xv5Rt9Wp3Kd7Hs",
    "API pQ7rT2vX9mK4 / secreto Wd8Fh3Jk6Lz1Xc4Vb7Nm",
    "закрытый ключ от тестового кошелька: 5Kb8kLf9zgWQnogidDA76MzPL6TsZZY36hWXMssSzNydYXYB9KF",
    "klucz prywatny do API: Hq2Wx8Lp5Zr3Tk9Mv6Bn",
    "la chiave segreta del servizio: Yt6Rp2Lk9Xm3Qw8Zn5Vb",
]

KEPT = [
    "el secreto de la paella es el azafrán",
    "el secreto es no decir nada",
    "секрет успеха — упорство и 8 часов сна",
    "это секрет, не говори маме",
    "la clave privada nunca se comparte",
    "mi abuela tenía un secreto: ponía 2 cucharadas de azúcar",
    "секрет рецепта: 200 г масла",
]

test_private_keys_refused, test_secrets_of_other_kinds_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_key_is_hidden():
    assert_refused_and_hidden(
        "mi secreto de la API: Gd4Kp9Wz2Lx7Rm5Tq8Vn", ["Gd4Kp9Wz2Lx7Rm5Tq8Vn"]
    )
