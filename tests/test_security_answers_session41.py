"""#22 session 41 (h-creds44): an account's or a recovery's answer, an answer "for 'the question'"
in single quotes, Somali's copula, a kind named before a comma and the name."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "my gym account answer for 'first school' is St Brendan",
    "respuesta de seguridad: el nombre de mi primer perro, Toby",
]
KEPT = ["the account answer is wrong again", "my account answer was rejected, I called them"]

test_an_answer_refused, test_an_answer_spoken_of_kept = screen_cases(REFUSED, KEPT, "secret")
