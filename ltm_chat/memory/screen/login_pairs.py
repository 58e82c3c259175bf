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
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.spoken_values import chosen_password, random_letters, token_core

__all__ = ["login_pair_spans"]

# An account's label in each language, with its "name" compounds ("Benutzername", "användarnamn").
_ACCOUNT_LABEL = (
    r"(?:user(?:name)?|login|account|acct|creds|benutzer(?:name)?|nutzer|utilisateur|usuario|"
    r"usuário|utente|gebruiker(?:snaam)?|пользователь|логин|kullanıcı(?: adı)?|użytkownik|"
    r"användar(?:e|namn)|brug(?:er|ernavn)|bruker(?:navn)?|käyttäjä(?:tunnus)?|uživatel|"
    r"felhasználó|utilizator|χρήστης|pengguna|nama pengguna|משתמש|مستخدم|u(?=[ \t]*:)|"
    # session 11, second pass: a role as the label ("realm admin: Creeper_Kid pass …") and the
    # CJK words for an account and its name
    r"admin(?=[ \t]*:)|アカウント(?:名)?|ユーザー(?:名|id)|账号|帐号|賬號|用户名|用戶名|계정|아이디)"
)
# A password's label, with the short forms people type ("pw", "ww" for wachtwoord, "lösen" for
# lösenord, "passw", "kennw.").
_PASSWORD_LABEL = (
    r"(?:pass(?:word|wd|w)?|pwd?|psw|pswd|passwort|kennw(?:ort|\.)?|mdp|contraseña|clave|senha|"
    r"wachtwoord|ww|пароль|hasło|şifre|lösen(?:ord)?|passord|adgangskode|kodeord|salasana|"
    r"heslo|jelszó|parol[aă]|κωδικός|(?:kata )?sandi|סיסמה|كلمة المرور|p(?=[ \t]*:)|"
    # session 20: the CJK, Korean and Thai labels, and more Slavic ones
    r"密码|密碼|パスワード|パス|비번|비밀번호|รหัส(?:ผ่าน)?|lozinka|geslo|лозинка)"
)
_AND = r"(?>[ \t]*[,;/][ \t]*|[ \t]+(?:and|und|et|y|e|en|и|ve|i)[ \t]+|[ \t]+)"
_VALUE = r"[ \t]*[:=]?[ \t]*(?P<v>\S{4,100})"
# Each pattern is tried with .match where its anchor occurs (found by str.find, at C speed):
# "user jbarros and pass …", "u: fhassan p: …" from the account label;
_LABELLED = re.compile(
    rf"{_ACCOUNT_LABEL}[ \t]*[:=]?[ \t]*[\w.@+\\-]{{2,60}}+{_AND}{_PASSWORD_LABEL}{_VALUE}"
)
_ACCOUNT_WORDS = (
    "user nutzer login account acct creds benutzer utilisat usuari utente gebruiker пользоват "
    "логин kullanıcı użytkownik användar brug bruker käyttäjä uživatel felhasználó utilizator "
    "χρήστης pengguna nama משתמש مستخدم u: admin:"
).split()
# CJK account words stand inside a phrase ("ポケモンGOのアカウント:"): no word start to ask.
_CJK_ACCOUNT_WORDS = "アカウント ユーザー 账号 帐号 賬號 用户名 用戶名 계정 아이디".split()
# "deploy@sftp.acme.example pass …" from the address's "@";
# ("… account lena@example.org / Ringo!Sunflower3": an address, a slash, its password)
_ADDRESS = re.compile(
    rf"[\w.+-]++@[\w-]+(?:\.[\w-]+)++(?:{_AND}{_PASSWORD_LABEL}(?![\w-])|[ \t]*/){_VALUE}"
)
_ADDRESS_REACH = 64  # how far before its "@" an address may begin
# session 20: an address and, after a colon, a bar or "and"/"with" in any language, a value no
# user name or order number is ("sandra.k@example.org and Sandra2020sandra", "… : ElsaAnna2019")
_ADDRESS_JOINED = re.compile(
    r"[\w.+-]++@[\w-]+(?:\.[\w-]+)++(?:[ \t]*[:|][ \t]*|[ \t]+[–—][ \t]+|[ \t]+(?:and|with|und|"
    r"mit|et|avec|y|con|e|com|cu|en|met|och|med|og|ja|i|и|с|ve|ile|dan|ו-?|و)[ \t]+)"
    r"(?P<v>\S{6,100})"
)
# session 20: a user name and its password parted by a spaced slash ("c.durand / Chaton#Rose91");
# the name holds a dot, an underscore or a digit, as handles do ("input / Output2" is words)
_FINDS = 20  # logins told without a label: a message holds a few; more is a flood (fail closed)
_NAME_SLASH = re.compile(r"(?P<u>[\w.#-]{3,60})[ \t]+/[ \t]+(?P<v>\S{6,100})")
# "admin / Basalt7Parsnip" (an account every device has, a slash, its password) from the account.
_DEFAULT_ACCOUNT = re.compile(
    r"(?:admin|administrator|root|ubuntu|guest)[ \t]*/[ \t]*(?P<v>\S{5,100})"
)
_DEFAULT_WORDS = "admin root ubuntu guest".split()
# "root on nas01 is Vq3#…", "admin for the camera: …": a device's all-powerful account and
# what it is, on the device it belongs to; the value must be one no user name is (three of
# lower case, upper case, digits, symbols, and a symbol), since "the admin of the forum is
# Sarah99" names one.
_DEFAULT_BOUND = re.compile(
    r"(?:admin|administrator|root|superuser)(?:[ \t]+(?:on|for|of|at|@|auf|für|sur|pour|en|"
    r"para|op|voor|på|för|de|di|в|на)[ \t]+(?:the[ \t]+|my[ \t]+|our[ \t]+)?[\w.-]{1,40}"
    r"(?:[ \t]+[\w.-]{1,20})?)?[ \t]*(?:[ \t](?:is|was|ist|est|es|är|er|=)|:|=)[ \t]+"
    r"(?P<v>\S{6,100})"
)


# session 25: a name and its password joined as logins are typed, by a colon or a slash (a
# slash may have a space each side) ("root:Tank-ZFS-poo1!", "admin:Graf@naS3cure#1", "pi / Tomate2023!");
# the value must be one no user name, word or file is (see _joined_value)
_JOINED_NAME = re.compile(r"[a-z][\w.-]{0,29}")
_JOINED_VALUE = re.compile(r"(?P<v>[^\s\u3000-\u9fff\uff00-\uffef]{6,100})")  # (up to CJK)
_BEFORE_NAME = frozenset(" \t\n(,;>→")


def _joined_pairs(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password joined to its name by ":" or "/"."""
    found = []
    for sep in (":", "/"):
        for pos in anchors(lowered, chars, [sep]):
            if sep == ":" and lowered[pos + 1 : pos + 2] in ("", " ", "\t", "\n"):
                continue  # a label's colon ("u: x"): no joined login (asked first: cheap)
            # "name:pass" is typed whole ("note: X" is a label); a slash may stand spaced
            spaced = (
                sep == "/" and lowered[pos - 1 : pos] == " " and lowered[pos + 1 : pos + 2] == " "
            )
            name_end = pos - 1 if spaced else pos
            start = name_end
            while start > max(0, name_end - 30) and (
                lowered[start - 1].isalnum() or lowered[start - 1] in "_.-"
            ):
                start -= 1
            if start > 0 and lowered[start - 1] not in _BEFORE_NAME:
                continue  # inside a path, an address or a URL
            if not _JOINED_NAME.fullmatch(lowered, start, name_end):
                continue
            m = _JOINED_VALUE.match(text, pos + 2 if spaced else pos + 1)
            if m is None or m.group("v").startswith("/"):
                continue  # "https://…": a scheme, not a name
            span = _value_span(text, m)
            if span is not None and _joined_value(text[span[0] : span[1]]):
                found.append(("spoken-password", *span))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found


def _joined_value(core: str) -> bool:
    """A password, not a word after a label ("Note:Buy-Milk!"): letters, a digit and a symbol
    no name takes, three kinds of character at least."""
    return (
        _no_user_name(core)
        and any(not c.isalnum() and c not in "_.-+=/" for c in core)  # not base64 ("h1:…=")
        and any(c.isdigit() for c in core)
        and any(c.isalpha() for c in core)
        and "/" not in core
        and "." not in core.rpartition("@")[2]  # "jo:Smith2@example.com": an address
    )


def _no_user_name(core: str) -> bool:
    """Three of lower case, upper case, digits and symbols, one symbol no user name takes
    ("Tom_Baker22", "j.doe-2" are names)."""
    classes = (str.islower, str.isupper, str.isdigit, lambda c: not c.isalnum())
    three = sum(any(test(c) for c in core) for test in classes) >= 3
    return three and any(not c.isalnum() and c not in "_.-" for c in core)


def _strong(core: str) -> bool:
    """A chosen password with lower case and a capital or a symbol: no order number
    ("A12345"), version or plain word is one."""
    return (
        chosen_password(core)
        and any(c.islower() for c in core)
        and (any(c.isupper() for c in core) or any(not c.isalnum() for c in core))
    )


def _slash_starts(lowered: str) -> list[int]:
    """Where the user name before each spaced slash begins."""
    starts, pos, seen = [], lowered.find(" / "), 0
    while pos > 0 and seen < _ANCHOR_BUDGET:
        seen += 1
        end = pos
        while end > 0 and lowered[end - 1] in " \t":
            end -= 1
        start = end
        while start > max(0, end - 60) and (
            lowered[start - 1].isalnum() or lowered[start - 1] in "_.#-"
        ):
            start -= 1
        name = lowered[start:end]
        if start < end and any(c.isdigit() or c in "._#" for c in name) and not name.isdigit():
            starts.append(start)
        pos = lowered.find(" / ", pos + 3)
    return starts


def _value_span(text: str, m: re.Match[str]) -> tuple[int, int] | None:
    token = m.group("v")
    core = token_core(token)
    words = core.replace("/", "_")  # "Popcorn/Couch/2023": words joined by slashes
    if not (chosen_password(words) or random_letters(core)):
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
    tries += [(_LABELLED, p) for p in anchors(lowered, chars, _CJK_ACCOUNT_WORDS)]
    addresses = _address_starts(lowered, chars)
    tries += [(_ADDRESS, p) for p in addresses]
    bound = [(_DEFAULT_BOUND, p) for p in anchors(lowered, chars, _DEFAULT_WORDS, word_start=True)]
    if chars.has("/"):
        tries += [
            (_DEFAULT_ACCOUNT, p) for p in anchors(lowered, chars, _DEFAULT_WORDS, word_start=True)
        ]
    found = []
    for pattern, pos in tries:
        m = pattern.match(lowered, pos)
        if m is not None and (span := _value_span(text, _Original(text, m))) is not None:
            found.append(("spoken-password", *span))
    strong = [(_ADDRESS_JOINED, p) for p in addresses]
    if chars.has(" / "):
        strong += [(_NAME_SLASH, p) for p in _slash_starts(lowered)]
    for pattern, pos in strong:
        m = pattern.match(lowered, pos)
        span = _value_span(text, _Original(text, m)) if m is not None else None
        if span is not None and _strong(text[span[0] : span[1]]):
            found.append(("spoken-password", *span))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    found += _joined_pairs(text, lowered, chars)
    for pattern, pos in bound:
        m = pattern.match(lowered, pos)
        span = _value_span(text, _Original(text, m)) if m is not None else None
        if span is not None and _no_user_name(text[span[0] : span[1]]):
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
