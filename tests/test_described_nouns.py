"""A credential's value after a long description of what it opens, then the copula
(described_nouns.py): lines written for these tests, not taken from the training sets."""

import pytest

from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.described_nouns import described_noun_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the password for the shared drive with all of grandad's old letters is Oakleaf_Letters1950",
    "the temporary password issued to the new paralegal on the records system is Start#2291",
    "das Kennwort für den Rechner im Archiv mit den alten Steuerakten ist Aktenberg_77",
    "la contrasenya de l'ordinador de la botiga del poble és Gavina#2020",
    "the PIN for the alarm in the unit my sister rents by the harbour is 6614",
    "le mot de passe du coffre numérique avec les actes notariés est Notaire-Lyon-88",
]

KEPT = [
    "the password for the portal my accountant uses is something only she knows",
    "the password manager for the whole family is Bitwarden_2024 edition",
    "the PIN for the card the bank sent never arrived, so it is 4471 days late lol",
    "the door code for the building where my cousin lives is on a sticky note",
    "the password reset for the family Netflix account is Tuesday",
    "the password for the bank's new app is longer than 12 characters now",
]

# descriptions this family reads no value from (other rules may still read these lines)
NOT_READ = [
    "the code for the course I'm taking this term is 4471",
    "the password to the wifi at the cafe where the owner is Mike_1985 is on the menu",
    "the code for the gate at the new house is 1998",
    "the password for my account number 55123 is on the fridge",
    "the password rules for the tax portal are strict, is Passw0rd! even allowed?",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


@pytest.mark.parametrize("text", NOT_READ)
def test_no_value_is_read(text):
    lowered = text.lower()
    chars = Literals(lowered)
    assert described_noun_spans(text, lowered, chars, noun_hits(text, lowered, chars)) == []


def test_the_value_after_the_copula_is_the_span():
    text = "the password for the folder with the scanned deeds is Deeds_Folder44 for now"
    lowered = text.lower()
    chars = Literals(lowered)
    found = described_noun_spans(text, lowered, chars, noun_hits(text, lowered, chars))
    assert [text[a:b] for _, a, b in found] == ["Deeds_Folder44"]
