"""#22 session 41 (h-creds44): a code lock's digits after what it locks ("lucchetto della bici
7250"), and code locks in more languages; a price, a date or a year after it is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "il lucchetto del garage 5308",
    "кодовый замок на калитке 7716",
    "cadenas du local vélos 9042, puis la porte",
    "a nyaraló kulcsszéfje 3381, a kulcs bent van",
    "the padlock for the shed 4821 and the gate 5512",
]

KEPT = [
    "il lucchetto della bici costa 2500 euro",
    "el candado de la bici de 2019",
    "кодовый замок на двери 1234 года",
    "il lucchetto della bici si è rotto",
]

test_a_code_locks_digits_refused, test_a_price_or_date_kept = screen_cases(REFUSED, KEPT, "secret")
