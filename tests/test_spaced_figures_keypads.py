"""Spaced figures bound to a keypad named in Turkish, Italian, German, Spanish, Polish or Russian
(session 36), and a keypad's keys listed or counted kept."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict


@pytest.mark.parametrize(
    "text",
    [
        "depodaki tuş takımına 5 0 2 9 yazınca açılıyor",
        "sul tastierino del magazzino 7 3 3 0",
        "Zahlenfeld am Hintereingang: 1 9 5 8",
        "en el teclado numérico del garaje 6 6 2 4",
    ],
)
def test_figures_typed_into_a_keypad_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


@pytest.mark.parametrize(
    "text",
    [
        "tuş takımında 1 2 3 4 5 6 7 8 9 0 tuşları var",
        "tastierino numerico 1 2 3 rotto",
        "the numpad has keys 1 to 9 and 0 at the bottom",
    ],
)
def test_a_keypads_keys_listed_are_kept(text: str) -> None:
    assert screening_verdict(text) is None
