"""An app password as Google and others hand it out: four groups of four lower-case letters
(secret_speech.py runs it): "my gmail app password is kqmx vrpl zwtn ybcd", "app-specific
password: hvtr plmq xkds wnbz".

The groups are drawn at random, so most hold no vowel; four words of four letters in prose
("that was very good") always do. Three of the four groups without a vowel, in a text that
names a password near them, is the generated one.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences

__all__ = ["app_password_spans"]

# (the word before is read apart: a pattern that opens with its letters is searched fast)
_GROUPS = re.compile(r"[a-z]{4}(?: [a-z]{4}){3}(?![\w-])")
_VOWELS = frozenset("aeiou")
_NAMES_READ = 20  # a password's word read this many times at most
_REACH = 160  # how far from the word the groups are looked for
# the text's word for a password (an app's is named so in these languages)
_PASSWORD_WORDS = ("password", "passwort", "mot de passe", "contraseña", "senha", "wachtwoord")


def app_password_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each app password of four random letter groups near
    a word for a password."""
    found: list[tuple[str, int, int]] = []
    for word in _PASSWORD_WORDS:
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, _NAMES_READ):
            lo, hi = max(0, at - _REACH), min(len(text), at + _REACH)
            for m in _GROUPS.finditer(text, lo, hi):
                if m.start() and (text[m.start() - 1].isalnum() or text[m.start() - 1] in "_-"):
                    continue  # the end of a longer word
                voiceless = sum(not _VOWELS.intersection(group) for group in m.group().split())
                if voiceless >= 3 and all(f[1:] != m.span() for f in found):
                    found.append(("spoken-password", *m.span()))
    return found
