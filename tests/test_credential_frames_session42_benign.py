"""#22 session 42 (h-benign45): a fault's code named after the code word in the languages the
public list lacked ("código de erro", "cod de eroare", "kod błędu") is a diagnosis, no way in;
a door's or an alarm's code stays a secret."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "o carro acendeu a luz e o scanner leu código de erro P0171",
    "Masina de spalat arata codul de eroare E20 de doua zile",
    "kod błędu 0x80070005 przy aktualizacji Windowsa, nie wiem co robić",
]

REFUSED = [
    "o código da porta é 4821",
    "o código do alarme é 7391, não esquece",
    "kod do sejfu to 5521",
]


@pytest.mark.parametrize("text", KEPT)
def test_error_codes_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_lock_codes_stay_refused(text):
    assert screening_verdict(text) is not None
