"""#22 session 42 (h-dictated45): in Hindi-Urdu typed in Latin letters the copula closes the
clause ("… ka password <value> hai"): the words before it and a typing note after it are a
value. Kept: a question ("kya hai"), a note with nothing before the copula."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "bhai ke laptop ka password mango shake 45 hai bina space ke",
    "mere gmail ka password chhota hathi 9 hai sab small",
    "dukaan ke wifi ka password Rani Bagh 21 hai capital R ke saath",
]
KEPT = [
    "mera password kya hai bina space ke yaad nahi",
    "naya password hai bina space ke likhna hai",
    "password lamba hona chahiye aur bina space ke",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
