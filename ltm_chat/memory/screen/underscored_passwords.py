"""A password made of words joined by underscores, the first capitalised, shortly after a word
for a password in any language (secret_speech.py runs it): "I changed my Instagram password
to Teni_Loves_Jollof", "ramz-e wifi-ash \"Shiraz_Hafez_700\"", "Passwort …: Rhabarber_Kuchen19",
"the skype password is the same as the email which is Edinburgh_1958".

People build a password they can remember from a few words and join them with underscores; the
binding reads it only through the copulas and word orders it knows. A capitalised word joined
to others by underscores ("Sunset_Boulevard42") is no word of any language, and code's names
are written in small letters or capitals ("max_retries", "MAX_RETRIES"). So: such a token, of
three parts or with figures ("Tax_Office" is as often a team's name), within a sentence's
reach after a password's noun, nothing but letters, figures and one closing mark. Not a
network's name ("the wifi is called Bakery_Guest": the Wi-Fi and pass nouns name networks and
tickets, and are left out), nor a user's, a file's or a network's name said as such ("username
Teni_Adebayo", "saved as Tax_Return_2024"), nor a constant ("MAX_RETRIES"), nor after a noun that only modifies a compound's head
("the password manager for the family is Bitwarden_2024 edition").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import PASSWORD, STRONG_VALUE_ONLY, heads_a_compound
from ltm_chat.memory.screen.literals import Literals

__all__ = ["underscored_password_spans"]

_REACH = 60  # from the noun's end to the value: its sentence
_FINDS = 8  # a message gives a few passwords
# a capitalised word joined by underscores to words or figures, maybe one closing mark
_JOINED = re.compile(r"(?<![\w@./#-])[A-Z][^\W\d_]+(?:_[^\W_]+)+[!#?]?(?![\w@/-]|\.\w)")
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|\n")
# the token named as something else: a user, a file, a network, a folder
_NAMED_AS = re.compile(
    r"(?:user|username|user name|login|account|email|file|folder|saved as|named|called|"
    r"network|ssid|usuario|utilisateur|benutzer|benutzername|nom|as)\W{0,3}\Z"
)


def underscored_password_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each underscored value shortly after a password
    noun among `hits` (noun_hits)."""
    if not chars.has("_"):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits:
        if len(found) >= _FINDS:
            break
        if kind != PASSWORD or lowered[start:end] in STRONG_VALUE_ONLY:
            continue
        if heads_a_compound(lowered, end):
            continue  # "the password manager … is Bitwarden_2024 edition": a product
        stop = min(len(text), end + _REACH)
        if (sentence_end := _SENTENCE_END.search(text, end, stop)) is not None:
            stop = sentence_end.start()
        for m in _JOINED.finditer(text, end, stop + 40):
            if m.start() > stop:
                break
            parts = m.group().rstrip("!#?").split("_")
            if not parts[0][1:].islower():
                continue  # "MAX_RETRIES", "HTTP_Proxy": a constant's or an acronym's name
            if len(parts) < 3 and not any(c.isdigit() for c in m.group()):
                continue  # "Tax_Office", "Sales_Team": a team's or a queue's name
            if _NAMED_AS.search(lowered, max(0, m.start() - 16), m.start()):
                continue
            span = ("spoken-password", m.start(), m.end())
            if span not in found:
                found.append(span)
            break
    return found
