"""#22 session 41 (h-creds44): a pronoun standing for a password's noun ("la del banco", "the one
for netflix") names it only with a thing that logs in after it and a password-shaped value."""

from __future__ import annotations

from tests.screen_helpers import screen_cases

REFUSED = [
    "siempre se me olvida la del correo: Tortuga_1988",
    "a do email é Gato_1990",
    "quella della posta è Sole.2024",
    "the one for netflix is Movie_Night9",
]

KEPT = [
    "la del banco es Santander",
    "la de mi hermana es más grande que la mía",
    "la del correo tiene 2GB",
    "the one for the kitchen is IKEA-345",
]

test_a_pronouns_password_refused, test_a_pronoun_without_a_password_kept = screen_cases(
    REFUSED, KEPT, "secret"
)
