"""An account and its password joined by a colon, the way basic auth, FTP and routers write them
(secret_speech.py runs it): "basic auth on staging is qa:Qa-Stag1ng-77", "the login for the
sensor dashboard is freezer:Polar-Bear9", "пароль від роутера admin:Kozak_Router7", "the ftp
for the game server: game_admin : Cr0wbar_Sp4wn".

The pair is one token ("user:password") or, when the account has a digit or an underscore (a
name no prose word has), a colon with spaces around it. The password must be one a person chose
(instrument_passwords.chosen_value: letters with two digits or a symbol), and the sentence must
name a way in (a login, an account, a server, a router): "ratio 3:2", "John 3:16", a link's
"https://…", a fingerprint's "SHA256:…", an image's tag ("redis:7.2-alpine") or a heading
("Update: Patch-2024a") are no pair.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.instrument_passwords import chosen_value
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET
from ltm_chat.memory.screen.spoken_values import token_core

__all__ = ["colon_login_spans"]

_FINDS = 8  # pairs read: a message gives a few logins
# the account (a login name: lower case, digits, "_", "." or "-"), the colon, the password
_PAIR = re.compile(
    r"(?<![\w@/.:-])(?P<user>[a-z][a-z0-9_.-]{1,30})(?:(?P<tight>:)|[ \t]+:[ \t]+)"
    r"(?P<pw>[^\s\"'“”«»/][^\s\"'“”«»]*)"
)
# a way in named in the pair's sentence
_WAY_IN = re.compile(
    r"(?<!\w)(?:log ?in|logins?|auth\w*|s?ftp|ssh|admin|root|users?|username|creds|credentials|"
    r"accounts?|passwords?|pw|pass|server|router|dashboard|database|db|redis|postgres|mysql|"
    r"panel|portal|konto|compte|cuenta|utente|benutzer|пароль|логин|роутер\w*|сервер\w*)(?!\w)"
)
_SENTENCE_END = re.compile(r"[.!?;\n](?:\s|$)")
_REACH = 200  # a sentence's reach either side (a long text is read near the match only)
# a scheme, a hash's algorithm ("SHA256:…", a fingerprint) or a heading's word before the
# colon, never an account
_NOT_ACCOUNTS = frozenset(
    "http https mailto tel re fw fwd note ps edit update md5 sha1 sha224 sha256 sha384 sha512".split()
)


def _sentence_of(lowered: str, start: int, end: int) -> str:
    """The sentence around lowered[start:end]."""
    lo = max(0, start - _REACH)
    begin = max((m.end() for m in _SENTENCE_END.finditer(lowered, lo, start)), default=lo)
    stop = _SENTENCE_END.search(lowered, end, end + _REACH)
    return lowered[begin : stop.start() if stop else min(len(lowered), end + _REACH)]


def colon_login_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password joined to its account by a colon."""
    found: list[tuple[str, int, int]] = []
    if not chars.has(":"):
        return found
    for at in capped_occurrences(lowered, ":", KEYWORD_BUDGET):
        # the account ends at the colon, or one space before it
        back = at - 1 if at and lowered[at - 1] in " \t" else at
        start = back
        while start > 0 and (lowered[start - 1].isalnum() or lowered[start - 1] in "_.-"):
            start -= 1
        pair = _PAIR.match(lowered, start)
        if pair is None or pair.end("user") != back or pair.group("user") in _NOT_ACCOUNTS:
            continue
        user = pair.group("user")
        if not pair.group("tight") and not any(c.isdigit() or c == "_" for c in user):
            continue
        core = token_core(text[pair.start("pw") : pair.end("pw")])
        if not core or not text.startswith(core, pair.start("pw")) or not chosen_value(core):
            continue
        if core[0].isdigit():
            continue  # an image's tag ("postgres:16-alpine"), a port, a verse: no password
        if not _WAY_IN.search(_sentence_of(lowered, pair.start(), pair.end())):
            continue
        if len(found) < _FINDS:
            found.append(("spoken-password", pair.start("pw"), pair.start("pw") + len(core)))
    return found
