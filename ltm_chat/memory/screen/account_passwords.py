"""An account, then its password's noun, then the password, with no copula (secret_speech.py
runs it): "tiktok: @lilgremlin pw Gremlin_Mode_ON", "steam: user driftwood_88 pass
Gaben<3halflife", "my wow account: arthas.lich@hotmail.com pass Frostmourne_Hungers", "login
nightowl_reporter@hotmail.com password hamsterdance", "Anmeldename SKmueller84, PIN 84jKl!".

A user name (an address, a handle, a name with a dot, "_" or digits) followed by the noun says
what the next token is: the password of that account, whatever its shape. The rules that read
a noun and its value want a copula or a label, or a shape no word has; here the pair is the
label. The value is four or more characters; a plain word counts only when it ends the clause
("… password reset link expired" keeps "reset"), never a placeholder or a function word.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import _core

__all__ = ["account_password_spans"]

_NOUNS = ("pass", "pw", "pwd", "password", "passwort", "kennwort", "mdp", "senha", "pin")
_PAIR = re.compile(
    # the account: letters with "@", ".", "_", "#" or digits in it (an address, a handle)
    r"(?<![\w@.#+-])(?P<u>@[a-z][\w.]*|[a-z][\w.+#-]*(?:[@._#]|[0-9])[\w.+#-]*(?:@[\w.-]+)?)"
    r"[,;]?[ \t]+(?P<n>" + "|".join(_NOUNS) + r")[ \t]*[:=]?[ \t]+(?P<v>[^\s]{4,100})"
)
_ENDS = re.compile(r"[ \t]*(?:$|[\n,;.!?)(]|[ \t][-–—])")
_TEMPLATE = re.compile(r"<[\w -]*>|\{[^}]*\}|\$\w|x{4,}|\*{4,}", re.IGNORECASE)
_WORDS = frozenset(
    """reset resets changed change expired expires manager managers and the for with was were
    is are will has have had from into about again here there this that which when where""".split()
)


def _value(text: str, m: re.Match[str]) -> tuple[int, int] | None:
    core = _core(text[m.start("v") : m.end("v")])
    if len(core) < 4 or _TEMPLATE.search(core):
        return None
    word = core.lower()
    if word in _WORDS or word in NOT_A_VALUE:
        return None
    if core.isalpha() and not _ENDS.match(text, m.start("v") + len(core)):
        return None  # a plain word the sentence goes on after: "password reset link …"
    return m.start("v"), m.start("v") + len(core)


def account_password_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password said after its account and noun."""
    if not any(map(chars.has, _NOUNS)):
        return []
    found = []
    for m in _PAIR.finditer(lowered):
        if (value := _value(text, m)) is not None:
            found.append(("spoken-pin" if m["n"] == "pin" else "spoken-password", *value))
    return found
