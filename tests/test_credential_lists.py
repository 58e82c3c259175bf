"""#22 session 26 (h-creds28): credentials listed under a plural noun, each after what it opens
("passwords I keep forgetting: netflix …, spotify …", "claves …: Facebook …, banco 4093",
"ang mga code: stock room 8080, pantry 1212") — refused, every value hidden whole. Kept: lists
of rules, versions, years, public codes, and a single item."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict
from tests.screen_helpers import assert_refused_and_hidden

REFUSED = [
    (
        "passwords for my parents: dad = Kestrel!1950, mum = Bluebell_1953",
        ["Kestrel!1950", "Bluebell_1953"],
    ),
    ("mes mots de passe : impots Lavande#74, ameli Cigale2019x", ["Lavande#74", "Cigale2019x"]),
    ("door codes at the depot: front gate 7391, loading bay 2284#", ["7391", "2284"]),
    (
        "Passwörter, damit ich sie nicht vergesse: Sparkasse Rhein_Main7, GMX Kuckuck!22",
        ["Rhein_Main7", "Kuckuck!22"],
    ),
]

KEPT = [
    "passwords: 12 characters minimum, rotated yearly",
    "codes of conduct: version 2019, revision 2021",
    "error codes: timeout 5003, auth failure 4011",
    "zip codes: Boston 02115, Cambridge 02139",
    "passwords I reset today: netflix and spotify, both done",
    "codes: my favourite is 4412",
]


@pytest.mark.parametrize(("text", "pieces"), REFUSED)
def test_listed_credentials_are_refused_and_hidden(text, pieces):
    assert_refused_and_hidden(text, pieces)


@pytest.mark.parametrize("text", KEPT)
def test_lists_of_other_things_are_kept(text):
    assert screening_verdict(text) is None
