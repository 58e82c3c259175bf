"""A password manager's master password said by the manager's name and "master" alone
(secret_speech.py runs it): "bitwarden master: Tuesdays-Are-For-Tacos-1987", "KeePass master:
Kuckucksuhr-Schwarzwald-1987", '1Password master: "three blind kangaroos in Uppsala"'.

"master password" is an access noun already; people drop the head after the manager's name,
and "master" then means only that. The value follows a label (":", "=", a dash or "is") at once:
quoted words, or one token shaped like a chosen or random password ("master: git" or a branch
name is neither).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import (
    _QUOTED,
    chosen_password,
    random_letters,
    token_core,
)

__all__ = ["manager_master_spans"]

# the password managers people name (their master password unlocks every other one)
_MANAGERS = (
    *("1password", "bitwarden", "vaultwarden", "keepassxc", "keepass", "lastpass"),
    *("dashlane", "nordpass", "proton pass", "enpass", "roboform", "keeper"),
)
_MASTER = re.compile(
    r"(?<!\w)(?:"
    + "|".join(re.escape(m) for m in _MANAGERS)
    + r")(?!\w)[ \t]+(?:vault[ \t]+)?master"
    r"(?:[ \t]+(?:pw|pass|key))?[ \t]*(?::|=|[-–—]|[ \t]is)[ \t]*"
)
_TOKEN = re.compile(r"\S+")


def manager_master_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each manager's master password said so."""
    found: list[tuple[str, int, int]] = []
    if not chars.has("master") or not any(map(chars.has, _MANAGERS)):
        return found
    for m in _MASTER.finditer(lowered):
        quoted = _QUOTED.match(text, m.end())
        if quoted is not None:
            found.append(("spoken-password", *quoted.span(1)))
            continue
        token = _TOKEN.match(text, m.end())
        if token is None:
            continue
        core = token_core(token.group())
        if chosen_password(core) or random_letters(core):
            found.append(("spoken-password", token.start(), token.start() + len(core)))
    return found
