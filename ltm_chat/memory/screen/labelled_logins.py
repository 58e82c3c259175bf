"""A login noted after what it opens, account and password parted by a spaced slash, as people
keep one (secret_speech.py runs it): "Spotify: marcus.b1990 / bassline!!", "facebook: 0412 555
019 / mochiCat2020", "my doctor portal (MyChart) is kwalsh / Insulin-Pump-21", "the DVR is admin
/ 88888888". No password noun is said: the label (a colon, or "is") and the pair's shape are.

A login is who and what proves it. Who: an e-mail address, a phone number, a handle (holding a
digit, a dot, an underscore) or a plain lower-case account name. What: a value no word, count or
date is (letters with a digit or a symbol, or eight digits and more). "Score: 3 / 5", "Size: M /
L", "python3.11 / python3.12" (two of one kind), "Colours: red / blue" name no login.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["labelled_login_spans"]

_SLASH = " / "
_FINDS = 20  # a message notes a few logins; more is a flood (fail closed)
# the copulas that introduce what a thing is ("my portal is kwalsh / …"), in a few languages
_COPULAS = frozenset("is was ist est es era è é er är jest je".split())
_LABEL_MARKS = frozenset(":：=")
_EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+")
_PHONE = re.compile(r"\+?[0-9][0-9 ()-]{5,18}[0-9]")
_HANDLE = re.compile(r"[\w.@+-]{2,40}")
_VERSIONISH = re.compile(r"v?[0-9]+(?:\.[0-9]+)+")
_TRAILING = ",.;:)]}\"'»”’"
_LEADING = "\"'«“‘(`"


def _account_start(text: str, end: int) -> int:
    """Where the account before a slash at `end` begins: one token, or a phone number's
    digit groups parted by single spaces ("0412 555 019")."""
    start = end
    while start > 0 and not text[start - 1].isspace():
        start -= 1
    while (
        start >= 2
        and text[start - 1] == " "
        and text[start:end].replace(" ", "").replace("-", "").isdigit()
        and text[start - 2].isdigit()
    ):
        group = start - 1
        while group > 0 and text[group - 1].isdigit():
            group -= 1
        if not (group == 0 or text[group - 1] in " \t:+("):
            break
        start = group
    return start


def _labelled(lowered: str, start: int) -> bool:
    """The account stands right after a label's colon or a copula ("… is kwalsh / …")."""
    pos = start
    while pos > 0 and lowered[pos - 1] in " \t":
        pos -= 1
    if pos == 0 or pos == start:
        return False
    if lowered[pos - 1] in _LABEL_MARKS:
        return True
    word = pos
    while word > 0 and lowered[word - 1].isalpha():
        word -= 1
    return lowered[word:pos] in _COPULAS


def _account_kind(account: str) -> str | None:
    """ "phone", "strong" (an address or a handle) or "plain" (a lower-case name); None for a
    word, a count or anything no login starts with."""
    if _EMAIL.fullmatch(account):
        return "strong"
    if _PHONE.fullmatch(account) and sum(c.isdigit() for c in account) >= 7:
        return "phone"
    if not _HANDLE.fullmatch(account) or account.isdigit():
        return None
    if any(c.isdigit() or c in "._@" for c in account) and any(c.isalpha() for c in account):
        return "strong"
    return "plain" if account.isalpha() and account.islower() and len(account) >= 3 else None


def _password(value: str, kind: str) -> bool:
    """A value no word, count, date or version is, for an account of `kind`."""
    if not 6 <= len(value) <= 64 or "/" in value or _VERSIONISH.fullmatch(value):
        return False
    if value.isdigit():
        return len(value) >= 8 and kind != "phone"  # (two phone numbers are no login)
    letters = any(c.isalpha() for c in value)
    digits = any(c.isdigit() for c in value)
    symbols = any(not c.isalnum() for c in value)
    if not letters:
        return False
    if digits:  # a capitals-and-digits run is a code or a flight, not a chosen password
        return any(c.islower() for c in value) or symbols
    return symbols and kind != "plain"  # ("bassline!!" after a handle, not "red / blue!")


def _shared_prefix(a: str, b: str) -> bool:
    """Two of one kind ("python3.11 / python3.12"): no account and its password."""
    n = 0
    for x, y in zip(a.lower(), b.lower(), strict=False):
        if x != y:
            break
        n += 1
    return n >= 4


def labelled_login_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password noted after its account and a label."""
    if not chars.has(_SLASH):
        return []
    found: list[tuple[str, int, int]] = []
    for at in capped_occurrences(lowered, _SLASH, KEYWORD_BUDGET):
        start = _account_start(text, at)
        account = text[start:at].strip(_LEADING)
        kind = _account_kind(account) if account else None
        if kind is None or not _labelled(lowered, start):
            continue
        v_start = at + len(_SLASH)
        v_end = v_start
        while v_end < len(text) and not text[v_end].isspace():
            v_end += 1
        while v_start < v_end and text[v_start] in _LEADING:
            v_start += 1
        while v_end > v_start and text[v_end - 1] in _TRAILING:
            v_end -= 1
        value = text[v_start:v_end]
        if _password(value, kind) and not _shared_prefix(account, value):
            found.append(("spoken-password", v_start, v_end))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
