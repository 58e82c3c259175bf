"""A password said as a name and a number apart, right after its noun
(named_number_passwords.py): lines written for these tests, not taken from the training sets."""

from tests.screen_helpers import screen_cases

REFUSED = [
    "username dlamb password Bluebell 1961",
    "Passwort Kastanie 1958, bitte aufschreiben",
    "la contraseña es Girasol 44",
    "compte Ameli identifiant 1 58 07 mot de passe Violette 1949",
    "hasło Biedronka 73 do poczty",
    "senha: Jabuticaba 1972",
]

KEPT = [
    "the password reset page says Chapter 12 of the manual",
    "password reset in March 2024 went fine",
    "the most common password Password 123 is still used",
    "my bus pass Zone 2 ran out",
    "the wifi Rosie 2012 network is slow",
    "password rules: Minimum 12 characters",
    "the password is on the card, not Sarah 12",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")
