"""A password manager's name ("comparing 1Password vs Bitwarden", "moved everything from LastPass
to KeePassXC") is a product the writer talks about, not a password: unless a copula or a colon
gives it as the value ("my password is 1Password")."""

from __future__ import annotations

import re

# Products people name in chat, lowered (their names hold digits or "pass": password-like).
_MANAGERS = frozenset(
    """1password lastpass bitwarden vaultwarden keepass keepassxc keepassdx keepassium dashlane
    nordpass roboform enpass passbolt psono strongbox""".split()
)
# A copula, a colon or "=" right before: the name is given as the value.
_GIVEN_BEFORE = re.compile(
    r"(?:[:=]|\b(?:is|was|es|era|est|ist|war|é|è|är|er|jest|je|это|это:))\s*[\"'“‘«]?\s*$"
)

# A copula or a colon later in the clause: the value comes after the name ("the master password
# for my 1Password vault: …", "la contraseña del 1Password maestra es …"), which stays a find.
_VALUE_LATER = re.compile(
    r"[^.,;!?\n]{0,40}?(?:\s(?:is|was|es|era|est|ist|war|é|è|är|er|jest|je|это)(?!\w)|[:=])"
)


def names_a_manager(lowered: str, start: int, end: int) -> bool:
    """Whether lowered[start:end] is a password manager's name, not given as the value and
    with no value given after it."""
    name = lowered[start:end].strip("\"'“”‘’«».,;:!?()")
    if name not in _MANAGERS or _VALUE_LATER.match(lowered, end):
        return False
    return _GIVEN_BEFORE.search(lowered, max(0, start - 12), start) is None
