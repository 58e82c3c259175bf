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
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget
from ltm_chat.memory.screen.spoken_values import token_core

__all__ = ["account_password_spans"]

_NOUNS = ("pass", "pw", "pwd", "password", "passwort", "kennwort", "mdp", "senha", "pin")
# the account right before the noun: letters with "@", ".", "_", "#" or digits in it (an
# address, a handle), maybe a comma; read back from each noun, never by scanning the text
_ACCOUNT = re.compile(
    r"(?<![\w@.#+-])(?:@[a-z][\w.]*|[a-z][\w.+#-]*(?:[@._#]|[0-9])[\w.+#-]*(?:@[\w.-]+)?)"
    r"[,;]?[ \t]+\Z"
)
_AFTER = re.compile(r"[ \t]*[:=]?[ \t]+(?P<v>[^\s]{4,100})")
_BACK = 80  # how far back from its noun an account is read
_WORD = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_-@.#")  # (a noun inside a token)
_FINDS = 20  # a message gives a few accounts; more is a flood (fail closed)
_ENDS = re.compile(r"[ \t]*(?:$|[\n,;.!?)(]|[ \t][-–—])")
_TEMPLATE = re.compile(r"<[\w -]*>|\{[^}]*\}|\$\w|x{4,}|\*{4,}", re.IGNORECASE)
_WORDS = frozenset(
    """reset resets changed change expired expires manager managers and the for with was were
    is are will has have had from into about again here there this that which when where""".split()
)


def _value(text: str, m: re.Match[str]) -> tuple[int, int] | None:
    core = token_core(text[m.start("v") : m.end("v")])
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
    found: list[tuple[str, int, int]] = []
    for noun in _NOUNS:
        if not chars.has(noun):
            continue
        for at in capped_occurrences(lowered, noun, KEYWORD_BUDGET):
            end = at + len(noun)
            if (at and lowered[at - 1] in _WORD) or (end < len(lowered) and lowered[end] in _WORD):
                continue  # inside a longer word ("passport", "compass")
            m = _AFTER.match(lowered, end)
            if m is None or (value := _value(text, m)) is None:
                continue
            if _ACCOUNT.search(lowered, max(0, at - _BACK), at) is None:
                continue
            found.append(("spoken-pin" if noun == "pin" else "spoken-password", *value))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
