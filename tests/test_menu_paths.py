"""#22 session 27: the word after a credential's noun in a menu path is the path's next step, not
the noun's value ("Settings -> Password -> Change"); a value after an arrow, or a value with a
digit in a path, is still refused. Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.menu_paths import next_step
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Settings -> Password -> Change",
    "Account -> PIN -> Reset PIN",
    "Settings -> Password -> Change, then type the new one twice",
]
REFUSED = [
    "wifi -> password -> Sunflower22",
    "my wifi password -> Sunflower",
    "the wifi password is Sunflower",
]


@pytest.mark.parametrize("text", KEPT)
def test_menu_paths_are_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_values_after_arrows_are_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_only_a_step_between_two_arrows() -> None:
    line = "Settings -> Password -> Change"
    assert next_step(line, line.index("Change"), len(line))
    line = "my password -> Change"
    assert not next_step(line, line.index("Change"), len(line))  # no arrow before the noun
    line = "a -> password -> Change7"
    assert not next_step(line, line.index("Change7"), len(line))  # a digit: no menu's word
