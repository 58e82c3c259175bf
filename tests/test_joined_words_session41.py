"""#22 session 41 (h-creds44): words joined by underscores after a password's noun, what it is
for and a copula ("lozinka za X je a_b_c"); a field's name is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "lozinka za poštu je plavi_konj_trci",
    "das Passwort für den Router ist blaue_katze_tanzt",
]
KEPT = ["the password field name is user_password"]

test_joined_words_refused, test_a_field_kept = screen_cases(REFUSED, KEPT, "secret")
