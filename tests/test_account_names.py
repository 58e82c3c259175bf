"""A value after "the password for/of/de" names the account (issue #22, session 35): "I reset the
password for M3t@Bank yesterday" says whose password changed, it gives none."""

from __future__ import annotations

from ltm_chat.memory.screen.account_names import names_the_account
from tests.screen_helpers import screen_cases

KEPT = [
    "I finally reset the password for M3t@Bank yesterday after the lockout.",
    "Olvidé otra vez la contraseña de Mi@rgentina y tuve que pedir una nueva.",
    "Ich habe gestern das Passwort für E-P@ss geändert, weil es abgelaufen war.",
    "Changé le mot de passe de ma b@nque hier soir.",
]
REFUSED = [
    # the value comes after the account's name
    "the password for M3t@Bank is Lemon#4417",
    "contraseña de Mi@rgentina: Gato#2207",
    # a password "of" with an indefinite article gives the value
    "the router came with a password of Tr0ub4dor&3",
    # "to", "a", "na" give the new value
    "I changed my password to Sunny#2024",
    "cambié la contraseña a Gato#77",
    "Zmieniłem hasło na Kot#2020",
    # digits after "of" are the code
    "the door has a code of 4729",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_names_the_account() -> None:
    text = "reset the password for m3t@bank yesterday"
    assert names_the_account(text, text.index("m3t"), text.index(" yesterday"))
    text = "the password for m3t@bank is x"
    assert not names_the_account(text, text.index("m3t"), text.index(" is"))
    text = "a code of 4729"
    assert not names_the_account(text, text.index("4729"), len(text))
