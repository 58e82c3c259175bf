"""A credential's value after a long description of what it opens, then the copula (secret_speech.py
runs it): "the temporary password assigned to your new HR self-service account is Welcome#4471",
"das Passwort für das verschlüsselte Laufwerk mit den Akten ist "Kranich-Elbe-47"", "la
contrasenya del wifi del pis és Barça_Campions!", "the PIN for the alarm at the lake house my
parents rent is 7182".

The binding reads a noun's clause a few words at a time and stops at a qualifier it cannot
place ("shared … with", "mit den …"); here the sentence is read on, without a comma or a stop,
to its first copula, and the value right after it (an adverb like "still" between) must be one
no description could be: a chosen password (letters with two digits or a symbol) for a
password, four to eight digits that are not a year for a PIN or a lock's code. A description
that holds a public number ("account number", "order"), its own copula or a relative clause
with another subject ("the wifi at the café where the owner is …") gives no value; neither does
a noun that heads a compound ("password manager", "PIN reset") or a word that only sometimes
means a password ("pass", "login", "parola", "wifi": the binding reads those).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import CODE, COMPOUND_HEADS, PASSWORD, PUBLIC_CODE_BEFORE
from ltm_chat.memory.screen.credential_frames import public_code
from ltm_chat.memory.screen.instrument_passwords import OPENED_BY_PASSWORD, chosen_value
from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.never_shared import never_shared
from ltm_chat.memory.screen.spoken_values import token_core

__all__ = ["described_noun_spans"]

_NOUNS_READ = 20  # nouns read: a message names a few
# the description (no comma, stop or quote), then the first copula and maybe an adverb
_COPULA_WORDS = "is was ist war est était es era és è é är var er je jest zijn are".split()
_DESCRIPTION_THEN_COPULA = re.compile(
    r"(?P<gap>[^,.!?;:\n\"“”«»()]{6,110}?)[ \t]"
    r"(?:" + "|".join(_COPULA_WORDS) + r")[ \t]+"
    r"(?:(?:still|now|currently|noch|immer|jetzt|toujours|maintenant|ahora|todavía|ara|encara|"
    r"ora|ancora|nu|fortfarande|nog)[ \t]+)?"
)
_VALUE = re.compile(r"[\"'“«„]?[ \t]?(?P<t>[^\s\"“”«»„]+)")
# nouns that name a password only sometimes: the binding decides those
_SOMETIMES_PASSWORD = frozenset(
    "pass login inlog wifi wi-fi wlan parola parole contra clave mk ww credentials creds".split()
)
# words of the description that make the copula's subject another thing
_ANOTHER_SUBJECT = (
    frozenset(
        """number numbers nummer numéro número numero номер id order ticket tracking invoice
        phone where who whose wo où donde dove waar där hvor""".split()
    )
    | PUBLIC_CODE_BEFORE
    | frozenset(_COPULA_WORDS)
)
# a code's noun that names a lock or a PIN by itself ("PIN", "combination", "kapukód"); other
# code words ("code", "código", "код") need the thing they open in the description
_LOCK_OR_PIN = re.compile(
    r"pin|пин|pass|combina|kombina|combo|safe|lock|kluis|tresor|ajtó|kapu|zár"
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_DIGITS = re.compile(r"[0-9]{4,8}")


def _value(kind: str, core: str) -> bool:
    """Whether `core` is a value no description could be, for a `kind` noun."""
    if kind == CODE:
        return bool(_DIGITS.fullmatch(core)) and not _YEAR.fullmatch(core)
    return chosen_value(core)


def described_noun_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password" or "spoken-pin", start, end) of each value said after a long
    description of what a credential's noun (`hits`, noun_hits) opens, then the copula."""
    if not hits or not chars.has(" "):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits[:_NOUNS_READ]:
        noun = lowered[start:end]
        if kind not in (CODE, PASSWORD) or noun in _SOMETIMES_PASSWORD:
            continue
        said = _DESCRIPTION_THEN_COPULA.match(lowered, end)
        if said is None:
            continue
        words = said.group("gap").split()
        if not words or words[0] in COMPOUND_HEADS or _ANOTHER_SUBJECT.intersection(words):
            continue
        if kind == CODE and (
            public_code(lowered, start, end)
            or not (
                _LOCK_OR_PIN.search(noun)
                or OPENED_THINGS.search(said.group("gap"))
                or OPENED_BY_PASSWORD.search(said.group("gap"))
            )
        ):
            continue
        token = _VALUE.match(text, said.end())
        core = token and token_core(token.group("t"))
        if not core or not _value(kind, core):
            continue
        at = token.start("t") + token.group("t").find(core)
        value = (at, at + len(core))
        if never_shared(lowered, start, value) or any(f[1:] == value for f in found):
            continue
        found.append(("spoken-pin" if kind == CODE else "spoken-password", *value))
    return found
