"""#22 session 41 (h-creds44): a code a verb of opening takes as its instrument, in more word
orders (German's separable verbs, Spanish and Italian without the reflexive) and languages
(Swahili, Maltese, Icelandic); a count, a year or a score after the same verbs is kept."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "Der Keller geht mit 5823 auf",
    "Die Tür zum Hof macht man mit 3917 auf",
    "el portón abre con 8254 y luego la tecla verde",
    "il cancello apre con 6930 e poi il tasto",
    "mlango wa stoo unafunguka kwa 4817",
    "il-kaxxa tal-ittri tinfetaħ b'2795",
    "Geymslan opnast með 7142",
]

KEPT = [
    "Die Aktie geht mit 1500 Punkten auf",
    "Das Jahr ging mit 2019 zu Ende",
    "el museo abre con 2000 visitantes",
    "la temporada abre con 2019",
    "il negozio apre con 1500 clienti",
    "duka linafunguka saa mbili asubuhi",
]

test_a_code_opened_with_refused, test_a_count_or_year_kept = screen_cases(REFUSED, KEPT, "secret")
