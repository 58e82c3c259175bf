"""A question's mark after a word is the question's (issue #22, session 36): "can I keep the
router password in iCloud?" asks where to keep it; "iCloud?" is no password."""

from __future__ import annotations

from ltm_chat.memory.screen.asked_words import asked_word
from tests.screen_helpers import screen_cases

KEPT = [
    "¿puedo guardar la contraseña del wifi en OneNote?",
    "should I keep the router password in iCloud?",
    "est-ce que je peux garder le mot de passe du wifi dans OneNote?",
]
REFUSED = [
    # a value with digits or symbols, or a random draw, stays a value before a question mark
    "my wifi password is Tr0ub4dor?",
    "my password is xKqPzRtWvB?",
    "the router password is GoBlue? no wait, GoBlue!77",
]

test_refused, test_kept = screen_cases(REFUSED, KEPT, "secret")


def test_asked_word() -> None:
    text = "should I keep the router password in iCloud?"
    assert asked_word(text, text.index("iCloud"), len(text))
    text = "my password is xKqPzRtWvB?"
    assert not asked_word(text, text.index("xKq"), len(text))
    text = "my password is Tr0ub4dor?"
    assert not asked_word(text, text.index("Tr0"), len(text))
    text = "password: Ab?cd"
    assert not asked_word(text, text.index("Ab"), text.index("Ab") + 3)
