"""An app password as Google and others hand it out: four groups of four lower-case letters
(secret_speech.py runs it): "my gmail app password is kqmx vrpl zwtn ybcd", "app-specific
password: hvtr plmq xkds wnbz".

The groups are drawn at random, so most hold no vowel; four words of four letters in prose
("that was very good") always do. Three of the four groups without a vowel, in a text that
names a password, is the generated one.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals

__all__ = ["app_password_spans"]

_GROUPS = re.compile(r"(?<![\w-])[a-z]{4}(?: [a-z]{4}){3}(?![\w-])")
_VOWELS = frozenset("aeiou")
# the text's word for a password (an app's is named so in these languages)
_PASSWORD_WORDS = ("password", "passwort", "mot de passe", "contraseña", "senha", "wachtwoord")


def app_password_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each app password of four random letter groups."""
    if not any(chars.has(w) for w in _PASSWORD_WORDS):
        return []
    found: list[tuple[str, int, int]] = []
    for m in _GROUPS.finditer(text):
        voiceless = sum(not _VOWELS.intersection(group) for group in m.group().split())
        if voiceless >= 3:
            found.append(("spoken-password", *m.span()))
    return found
