"""#22 session 40 (h-benign43): a South Slavic order's, ticket's or fault report's number said
with "je" (is) after its label, "kod" (at) a shop between, is that number, not a code."""

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Broj moje narudžbe kod Links-a je 2023-44718, paket još nije stigao.",
    "Број моје поруџбине код Техноманије је 77310, чекам већ пет дана.",
    "Broj reklamacije kod Tehnomanije je 55-20931, javit će se sutra.",
    "broj mog tiketa kod podrške je #40192 i još čekam odgovor",
]

REFUSED = [
    "PIN kod za karticu je 4471",
    "kod za vrata je 9312",
    "broj narudžbe je 55123 a PIN kod je 4471",
    "Broj moje narudžbe je 88231, a lozinka je Zeleni2024",
    "broj računa kod banke je 1234, PIN je 9087",
]


@pytest.mark.parametrize("text", KEPT)
def test_public_numbers_are_kept(text):
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_codes_stay_refused(text):
    assert screening_verdict(text) is not None
