"""A password every guesser tries, told as how common it is, is a statistic (issue #22, session
37): "0000 is one of the most popular PINs" says how many people use it, not whose it is."""

from __future__ import annotations

from ltm_chat.memory.screen.common_passwords import common_password
from tests.screen_helpers import screen_cases

KEPT = [
    "read a study saying 1111 is one of the most popular PINs in Europe, scary",
    "Наш лектор сказав, що пароль «qwerty» досі у списку найпопулярніших.",
    "Según un informe, la contraseña «password1» sigue siendo de las más usadas.",
    "on the podcast they said 'letmein' is still among the most common passwords",
    "Ein Sicherheitsforscher meinte, 000000 sei die häufigste PIN bei sechsstelligen Codes.",
    'Meine Schwester meinte, viele Leute nehmen immer noch das Passwort "passwort1".',
    "A senha mais comum no Brasil ainda é 123456, vi numa reportagem.",
    "最常见的密码仍然是123456，看新闻吓了一跳",
]
REFUSED = [
    # an owner in the sentence: someone's credential, however weak
    "my bank card PIN is 1111, I know it's the worst choice",
    "the password for our office wifi is qwerty123, most people guess it",
    # a value nobody guesses first, whatever the sentence says about lists
    "the wifi password is Harbour!Light92, top of my list of favourites",
    # no commonness said: a weak value given as a value
    "the alarm PIN is 1111",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_common_password() -> None:
    text = "apparently 4321 is the most common code after 1234"
    assert common_password(text, text.index("4321"), text.index("4321") + 4)
    text = "my PIN is 4321, the most common code after 1234"
    assert not common_password(text, text.index("4321"), text.index("4321") + 4)
    text = "apparently 4829 is the most common code here"
    assert not common_password(text, text.index("4829"), text.index("4829") + 4)
