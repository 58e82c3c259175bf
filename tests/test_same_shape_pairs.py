"""#22 session 28: two values spelled alike on either side of a slash after a label are two items
of one kind (flight numbers, orders), not an account and its password; a name and a password
after a service's label are still refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.same_shape_pairs import one_kind
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "the flights are: BA1234 / LH4412",
    "our connecting flights: KL1021 / KL0643",
    "order numbers: AX55120 / BQ90311",
]
REFUSED = [
    "steam account: ferrisboy77 / Gr4pe!Soda",
    "the flights site: jo.kim / Aerial2024",
    "Spotify: jamie.l / Music4ever!",
]


@pytest.mark.parametrize("text", KEPT)
def test_pairs_of_one_kind_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_name_and_a_password_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_one_kind_reads_each_character_class() -> None:
    assert one_kind("BA1234", "LH4412")
    assert not one_kind("BA1234", "LH441")  # not the same length
    assert not one_kind("ba1234", "LH4412")  # small letters against capitals
    assert not one_kind("admin", "admin1")
