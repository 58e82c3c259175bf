"""A letters-only word read as a random draw after an access noun (issue #22, session 24): with
no copula or colon before it, the sentence going on after it and none coming later, it is a word
of the sentence ("password strength with …"), not a value; a random draw stays one when a copula
or a colon binds it, when it ends its clause, or when a copula follows it."""

from __future__ import annotations

import pytest

from ltm_chat.memory.screen.verdict import screening_verdict

KEPT = [
    "My favorite XKCD is the one about password strength with the horse and the battery.",
    "note to self: the password manager subscription renews in March",
    "Ich habe mein Passwort zurückgesetzt, der neue Aktivierungsbrief soll bald kommen.",
    "we argued about password strength meters for an hour at lunch",
]

REFUSED = [
    "my wifi password is xkqwpzrtlm",
    "wifi password: xkqwpzrtlm",
    "the router password xkqwpzrtlm",
    "password for the NAS Xkqwpzrtlmnbv is what I set, don't lose it",
]


@pytest.mark.parametrize("text", KEPT)
def test_a_word_of_the_sentence_is_no_value(text: str) -> None:
    assert screening_verdict(text) is None


@pytest.mark.parametrize("text", REFUSED)
def test_a_bound_or_final_random_draw_is_refused(text: str) -> None:
    verdict = screening_verdict(text)
    assert verdict is not None and verdict[0] == "secret", verdict
