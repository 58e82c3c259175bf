"""An account and its password said together (secret_speech.py runs it): "user jbarros and pass
Kv8#nW2u!river", "u: fhassan p: Gingko!Tram88", "finn.ok@example.com pw Popcorn/Couch/2023",
"ssh in with admin / Basalt7Parsnip". A login is two things: who (an account label and a name,
an e-mail address, or a default account such as admin or root) and what proves it (a password
label and a value, or a slash). The value must be shaped like a chosen password; "user
experience and password reset", "input / output", "admin / user roles" name no secret.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.anchors import BUDGET as _ANCHOR_BUDGET  # also the "@" walk
from ltm_chat.memory.screen.anchors import anchors
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import _chosen_password, _core, _random_letters

__all__ = ["login_pair_spans"]

_ACCOUNT_LABEL = (
    r"(?:user(?:name)?|login|account|acct|benutzer(?:name)?|nutzer|utilisateur|usuario|usuário|"
    r"utente|gebruiker(?:snaam)?|пользователь|логин|kullanıcı|użytkownik|u(?=[ \t]*:))"
)
_PASSWORD_LABEL = (
    r"(?:pass(?:word|wd)?|pwd?|passwort|kennwort|mdp|contraseña|senha|wachtwoord|пароль|"
    r"hasło|şifre|p(?=[ \t]*:))"
)
_AND = r"(?>[ \t]*[,;/][ \t]*|[ \t]+(?:and|und|et|y|e|en|и|ve|i)[ \t]+|[ \t]+)"
_VALUE = r"[ \t]*[:=]?[ \t]*(?P<v>\S{4,100})"
# Each pattern is tried with .match where its anchor occurs (found by str.find, at C speed):
# "user jbarros and pass …", "u: fhassan p: …" from the account label;
_LABELLED = re.compile(
    rf"{_ACCOUNT_LABEL}[ \t]*[:=]?[ \t]*[\w.@+-]{{2,60}}+{_AND}{_PASSWORD_LABEL}{_VALUE}"
)
_ACCOUNT_WORDS = (
    "user nutzer login account acct utilisat usuari utente gebruiker пользоват логин kullanıcı "
    "użytkownik u:"
).split()
# "deploy@sftp.acme.example pass …" from the address's "@";
_ADDRESS = re.compile(rf"[\w.+-]++@[\w-]+(?:\.[\w-]+)++{_AND}{_PASSWORD_LABEL}(?![\w-]){_VALUE}")
_ADDRESS_REACH = 64  # how far before its "@" an address may begin
# "admin / Basalt7Parsnip" (an account every device has, a slash, its password) from the account.
_DEFAULT_ACCOUNT = re.compile(
    r"(?:admin|administrator|root|ubuntu|guest)[ \t]*/[ \t]*(?P<v>\S{5,100})"
)
_DEFAULT_WORDS = "admin root ubuntu guest".split()


def _value_span(text: str, m: re.Match[str]) -> tuple[int, int] | None:
    token = m.group("v")
    core = _core(token)
    words = core.replace("/", "_")  # "Popcorn/Couch/2023": words joined by slashes
    if not (_chosen_password(words) or _random_letters(core)):
        return None
    start = m.start("v") + len(token) - len(token.lstrip("(\"'“«‘"))
    return start, start + len(core)


def _address_starts(lowered: str, chars: Literals) -> list[int]:
    """Where the address before each "@" begins."""
    if not chars.has("@"):
        return []
    starts, pos, seen = [], lowered.find("@"), 0
    while pos > 0 and seen < _ANCHOR_BUDGET:
        seen += 1
        start = pos
        while start > max(0, pos - _ADDRESS_REACH) and (
            lowered[start - 1].isalnum() or lowered[start - 1] in "_.+-"
        ):
            start -= 1
        if start < pos:
            starts.append(start)
        pos = lowered.find("@", pos + 1)
    return starts


def login_pair_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password said with its account."""
    tries = [(_LABELLED, p) for p in anchors(lowered, chars, _ACCOUNT_WORDS, word_start=True)]
    tries += [(_ADDRESS, p) for p in _address_starts(lowered, chars)]
    if chars.has("/"):
        tries += [
            (_DEFAULT_ACCOUNT, p) for p in anchors(lowered, chars, _DEFAULT_WORDS, word_start=True)
        ]
    found = []
    for pattern, pos in tries:
        m = pattern.match(lowered, pos)
        if m is not None and (span := _value_span(text, _Original(text, m))) is not None:
            found.append(("spoken-password", *span))
    return found


class _Original:
    """A match on the lowered text read on the original (same length): a value keeps its case."""

    def __init__(self, text: str, m: re.Match[str]) -> None:
        self._text, self._m = text, m

    def group(self, name: str) -> str:
        return self._text[self._m.start(name) : self._m.end(name)]

    def start(self, name: str) -> int:
        return self._m.start(name)
