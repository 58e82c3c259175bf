"""#22 session 22 (h-creds24): credentials told by what they are — security answers listed by
the question's kind, keypad codes with the key between or before the digits, one-time codes
quoted value first, recovery keys of eight groups of six digits, slang password nouns, codes a
verb of opening takes, digits keyed after a key box or an alarm, letters spelled with a word —
and the look-alikes next to each that must be kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

REFUSED = [
    # security answers listed as the question's kind and a name, or said before the question
    "security answers for the water company: first pet Marmalade, first school Hillcrest",
    "for the phone account login: first car Micra, first pet Dusty",
    "questions de sécurité : ville de naissance Annecy",
    "Crumpet, that's the answer to the building society's security question",
    # keypad codes: the key between the digits, or before them where a door is named
    "the back door keypad: 7#3#8#2",
    "garage alarm is 4 star 9 star 0 star 2",
    "la puerta del garaje se abre con 6*2*9*1",
    "front gate of the flats: #2719",
    # one-time codes quoted value first, with what they sign in to
    "Enter 318 402 to verify your login, the text says",
    "Use 77120 to sign in — that came by SMS a minute ago",
    # recovery keys
    "disk key 118206-330417-552938-774109-996630-118852-330074-552296",
    # slang nouns
    "la contra del correo es Gorrion_44",
    "mi NIP es 7713",
    # verbs of opening or disarming, digits keyed after a key box or an alarm
    "el alarma del local se desactiva con 4 1 7 7 y luego OFF",
    "de schuur gaat open met 5520",
    "Schlüsselkasten am Gartenhaus: 3 8 1 4",
    "ο συναγερμός κλείνει με 9 2 7 1",
    # letters told by a word
    "wifi password: K as in Kevin, e, l, p, seven seven",
]

KEPT = [
    "my first pet was a tortoise called Marmalade, he outlived the dog",
    "first school Hillcrest, then the grammar school in town",
    "I opened a bank account at my first job Boots, that was 1998",
    "the bank asked for my first school and I could not remember it",
    "dial *#06# for the serial number",
    "check your data with *135#",
    "mi ticket de soporte es el #7719204, nadie contesta",
    "issue #4412 about the gate sensor is closed",
    "3*4*5 makes sixty",
    "use 1200 to complete the form",
    "I can't find my BitLocker recovery key anywhere",
    "la contra de la serie fue el mejor personaje",
    "estamos en contra de 2020 de recortes",
    "el museo se abre con 3000 visitantes",
    "la temporada se abre con 2021 como año récord",
    "the alarm is set for 6 30",
    "my password must be as long as possible",
]


@pytest.mark.parametrize("text", REFUSED)
def test_said_credentials_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None, text


@pytest.mark.parametrize("text", KEPT)
def test_look_alikes_are_kept(text: str) -> None:
    assert screening_verdict(text) is None, text
