"""A password given after an arrow, a password's noun before it on the line (secret_speech.py
runs it): "Outlook at work, pw reset today → Blue.Harbor.42", "my ebay pw is same as steam but
with ! at the end -> Gh0stRid3r!!2009!".

An arrow points from what was said to what it comes to: after a password's noun, a token
shaped like a chosen password is the password (a recipe's result, a new one). Navigation
("Settings -> Password -> Change") has no such token; a version ("2.3 -> 3.0.1") is not one.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["arrow_value_spans"]

_ARROWS = ("→", "->", "=>", "⇒")
# the password's nouns whose value an arrow may give (their short forms too)
_NOUN = re.compile(
    r"(?<![\w-])(?:passwords?|pw|pwd|pass|passwort|kennwort|mot de passe|mdp|contraseña|"
    r"senha|wachtwoord|ww|lösenord|lösen|hasło|heslo|пароль|parola|salasana)(?![\w-])"
)
_REACH = 80  # how far back on the line the noun may stand
_TOKEN = re.compile(r"[ \t]*(\S+)")
_FINDS = 20  # a message gives a few; more is a list of something else


def arrow_value_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each chosen password an arrow gives."""
    found: list[tuple[str, int, int]] = []
    for arrow in _ARROWS:
        if not chars.has(arrow):
            continue
        at = lowered.find(arrow)
        while at >= 0 and len(found) < _FINDS:
            line_start = lowered.rfind("\n", 0, at) + 1
            token = _TOKEN.match(text, at + len(arrow))
            if token is not None and _NOUN.search(lowered, max(line_start, at - _REACH), at):
                core = token_core(token.group(1))
                if chosen_password(core):
                    found.append(("spoken-password", token.start(1), token.start(1) + len(core)))
            at = lowered.find(arrow, at + len(arrow))
    return found
