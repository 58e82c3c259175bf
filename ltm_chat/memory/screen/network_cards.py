"""A network's card: its name given, then its password (secret_speech.py runs it): 'SSID
"Kalamaki_Guest", key "olive tree 1987"', 'network name "TheParkers5G" password
parkerfamilyrules', "SSID `PineHollow_5G`, WPA2 key `moss-river-4418-quiet`". Once the network
is named, the password noun after it is a label, so the value may be what no label-less
sentence would show: a quoted phrase, a token with a digit or a symbol, a long run of letters.

Not a value: where the password is ("the password is on the chalkboard"), a short word
("password protected", "key required"), a sentence's last "!" alone.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["network_card_spans"]

# what names a network, in the languages people write (each looked for as a literal first)
_NETWORK_LABELS = (
    *("ssid", "network", "wifi name", "wi-fi name", "netzwerk", "réseau", "nombre de red"),
    *("nome da rede", "nome della rete", "netwerknaam"),
)
_REACH = 60  # the network's name, then its password: one short clause
# the password noun, a copula or a colon maybe, then the value: quoted, or one token
_NOUN = re.compile(
    r"(?<![\w])(?:password|passwort|kennwort|pw|pwd|pass|(?:wpa2?[ \t]+)?key|psk|clave|"
    r"contraseña|mot de passe|mdp|senha|wachtwoord|chiave)(?![\w])"
)
_VALUE = re.compile(
    r"(?:[ \t]+(?:is|es|est|ist|é|è|er|är)(?![\w]))?[ \t]*[:=]?[ \t]*"
    r"(?:[\"“'`«‘](?P<q>[^\"”'`»’\n]{4,64})[\"”'`»’]|(?P<t>[^\s\"“'`«(\[{]{4,64}))"
)
_LETTERS_ONLY = 15  # a run of letters this long is no word that follows "password"
_GROUP = re.compile(r"[ \t]+(?=[A-Z0-9]{3,6}(?![^\s,.;]))(?=[A-Z]*[0-9])[A-Z0-9]{3,6}")
_FINDS = 20


def _token_value(text: str, start: int, token: str) -> tuple[int, int] | None:
    """The span of a bare token if it is a password's: a digit, a symbol inside, or long."""
    core = token.rstrip(".,;:!?)")
    inner = token.rstrip(".,;:?)")
    if any(c.isdigit() for c in core) or any(not c.isalnum() for c in core):
        end = start + len(inner)
        while (g := _GROUP.match(text, end)) is not None:
            end = g.end()  # "3XK9 PL2M Q7ZR": the key's groups, never a tail shown
        return start, end
    if len(core) >= _LETTERS_ONLY and core.isalpha():
        return start, start + len(inner)
    return None


def network_card_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password given after its network's name."""
    found: list[tuple[str, int, int]] = []
    for label in _NETWORK_LABELS:
        if not chars.has(label):
            continue
        for at in capped_occurrences(lowered, label, KEYWORD_BUDGET):
            if at and lowered[at - 1].isalpha():
                continue  # inside another word
            stop = lowered.find("\n", at, at + len(label) + _REACH)
            noun = _NOUN.search(
                lowered, at + len(label), stop if stop >= 0 else at + len(label) + _REACH
            )
            m = None if noun is None else _VALUE.match(lowered, noun.end())
            if m is None:
                continue
            if m.group("q") is not None:
                span = m.span("q")
            else:
                span = _token_value(text, m.start("t"), text[m.start("t") : m.end("t")])
                if span is None:
                    continue
            found.append(("spoken-password", *span))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
