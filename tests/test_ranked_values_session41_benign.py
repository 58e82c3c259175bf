"""#22 session 41 (h-benign44): a weak value its sentence ranks among people's is a statistic."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Leí que la contraseña más usada sigue siendo 123456, increíble.",
    "Viele Leute nutzen immer noch das Passwort 123456.",
]
REFUSED = [
    "my PIN is 1234",
    "My password is password123 and most people use something like it",
    "Mi PIN es 0000, como mucha gente.",
]


@pytest.mark.parametrize("text", KEPT)
def test_statistics_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_own_values_stay_refused(text):
    assert screening_verdict(text) is not None
