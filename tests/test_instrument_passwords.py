"""A chosen password or a lettered code a verb of locking or opening takes as its instrument
(instrument_passwords.py): lines written for these tests, not taken from the training sets."""

from ltm_chat.memory.screen.instrument_passwords import instrument_password_spans
from ltm_chat.memory.screen.literals import Literals
from tests.screen_helpers import screen_cases

REFUSED = [
    "the zip with the quarterly VAT returns is locked with Ledger#Oak2022",
    "my work laptop is protected with the password Gannet-Cliff-81",
    "la carpeta compartida del despacho está protegida con Nube-Azul-2021",
    "la porte de la cave s'ouvre avec 5C72",
    "der Ordner mit den Belegen ist mit Kaffeetasse_2023 gesperrt",
    "de map met de aangiftes is met Tulpenveld88 beveiligd",
    "telefonen låses upp med Lingonsylt1961, skriv inte ner det",
    "l'archivio dei verbali è protetto con Gabbiano.Blu7",
    "my cousin logs in as t.okafor with Lagos_Rain88, I cover her shifts",
    "I log in with Fjord#Salt12 on the council portal",
]

KEPT = [
    "the disk is encrypted with AES-256 by default",
    "our router is protected with WPA3 and a firewall",
    "the season opens with Chelsea, kickoff 2024",
    "the album opens with a song from 1999 and goes quiet",
    "the shed is locked with 3 padlocks since the break-in",
    "the server rack is secured with 128GB of spare memory, lol",
    "die Datei ist mit AES-256 verschlüsselt",
    "the door opens with a key card, not a code",
    "the file is protected with a password I keep in my head",
    "she signs in with her Google account, no password at all",
    "we log in with 2FA codes from the app",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_the_instrument_is_the_span():
    text = 'The share is protected with "Brass-Kettle-19" until Friday'
    lowered = text.lower()
    found = instrument_password_spans(text, lowered, Literals(lowered))
    assert [text[a:b] for _, a, b in found] == ["Brass-Kettle-19"]
