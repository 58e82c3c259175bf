"""A password told in pieces and then written whole is refused; a value not built from what
the text said before it, or a text with no password noun, is kept (assembled_passwords.py)."""

import pytest

from ltm_chat.memory.screen.assembled_passwords import assembled_password_spans
from ltm_chat.memory.screen.credential_binding import noun_hits
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.redact import looks_like_secret


def _spans(text: str) -> list[str]:
    low = text.lower()
    return [
        text[s:e]
        for _, s, e in assembled_password_spans(text, low, noun_hits(text, low, Literals(low)))
    ]


@pytest.mark.parametrize(
    "text",
    [
        "the password for my tablet is the word sunny with the house number 42 written after it"
        " so it becomes Sunny42",
        'password hai "neela aasman" bina spaces ke, aur end me 19: neelaaasman19',
        "the password for the old desktop is blue river with numbers 7 7 at the end BlueRiver77",
    ],
)
def test_a_password_built_from_its_pieces_is_refused(text):
    assert looks_like_secret(text)
    assert _spans(text)


@pytest.mark.parametrize(
    "text",
    [
        # no password noun: pieces and a whole, but nothing says what it opens
        "we named the boat after the dog Rusty and the year 1967, so Rusty1967 is on the hull",
        # the token was not built from what came before it
        "I changed my password yesterday after reading about the leak in room B2 at 14:00",
        # one piece only said before: a name with a year is not assembled from the text
        "the password reset mail came from Maria, ticket Maria2024x is still open",
        # no password-shaped token at all
        "my password is my dog's name then the year we married, I won't write it here",
    ],
)
def test_near_misses_are_kept(text):
    assert _spans(text) == []
