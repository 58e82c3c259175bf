"""#22 session 31: advice never to hand a secret on names a kind of secret, not one ("never give
your PIN to anyone, not even the bank"); a value with digits or symbols after the noun is still
a value, and so is one said without "never". Lines written for this test."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.never_shared import never_shared
from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "Our school taught the kids never to tell the password of their tablet to anybody, even friends.",
    "Mi abuela repite que nunca hay que decir la contraseña del banco a nadie, ni a la familia.",
    "Le conseiller répète qu'il ne faut jamais donner le code de sa carte, même pas au guichet.",
    "Zasada w pracy: nigdy nie podawaj nikomu hasła do poczty, nawet szefowi.",
    "Regel thuis: deel nooit de pincode van je pas, ook niet met de buren.",
]
REFUSED = [
    "Never tell anyone, but my PIN is 4471.",
    "Never share it: the alarm code is 9-3-1-7.",
    "My email password is Tulpen!2024, never share it.",
    "La contraseña del wifi es CasaAzul88, nunca la digas a nadie.",
    "Don't tell anyone, my password is Sunflower77.",
]


@pytest.mark.parametrize("text", KEPT)
def test_advice_never_to_share_is_kept(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_value_said_with_the_advice_stays_refused(text: str) -> None:
    assert screening_verdict(text) is not None


def test_a_value_with_digits_is_never_advice() -> None:
    text = "never share your pin, it is 4471"
    assert not never_shared(text, text.index("pin"), (text.index("4471"), len(text)))


def test_plain_words_after_never_and_a_verb_of_handing_on() -> None:
    text = "never give the pin to anyone, not even the bank"
    assert never_shared(text, text.index("pin"), (text.index("not even"), len(text)))


def test_without_never_no_advice() -> None:
    text = "give the pin to anyone, not even the bank"
    assert not never_shared(text, text.index("pin"), (text.index("not even"), len(text)))
