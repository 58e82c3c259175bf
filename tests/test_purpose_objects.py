"""What a credential is for (issue #22, session 32): the word after "for" names the account, site
or device a password opens, not its value (purpose_objects.py); a value later in the clause, or
shaped as one, still counts."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.purpose_objects import names_the_purpose
from ltm_chat.memory.screen.verdict import screening_verdict

# The purpose named, no value anywhere: kept.
KEPT = [
    "Mein Sohn hat sein Passwort für die Vereinsseite schon wieder vergessen.",
    "Le mot de passe pour Pronote ne marche plus depuis lundi, je dois appeler l'école.",
    "Dostala sam novi token za internetbankarstvo, mali uređaj koji pravi brojeve.",
    "Ik heb een nieuw wachtwoord voor Studielink aangevraagd, duurt een week.",
    "Zapomniałem hasła dla Librusa, znowu trzeba resetować.",
]
# The purpose named, then the value: still refused.
REFUSED = [
    "Das Passwort für die Vereinsseite ist Tor!Schuss2024",
    "el token para Bancolombia es 7781-2203-9941",
    "lozinka za Instagram je Ruza#1985",
    "my password for Netflix: Qx7!mLp2zz",
    "the PIN for the garage door 4471",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_purpose_is_no_value(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_value_after_the_purpose_is_refused(text: str) -> None:
    verdict = screening_verdict(text)
    assert verdict is not None and verdict[0] == "secret"


@pytest.mark.parametrize(
    ("core", "purpose"),
    [("Vereinsseite", True), ("BTM-Schrank", True), ("Qx7!mLp2", False), ("4471", False)],
)
def test_only_words_of_letters_name_a_purpose(core: str, purpose: bool) -> None:
    assert names_the_purpose(core) is purpose
