"""A password known by its shape alone, whatever is said around it (secret_speech.py runs it):
"netflix: Summer#2024", "amazon = Kx9!mPq2", "for the bank it's Tr0ub4dor&3". A chosen
password mixes upper and lower case, digits and a symbol; ordinary words, names, product names
and identifiers do not (no ordinary or preference line of eight authors' sets has such a token,
bench/RESULTS.md "#22 credential rules, session 12").

Said with no word of a password around it, the token must be what a short label names
("netflix: X", "for the bank it's X"), open its clause with a note after it ("X (that's for
amazon)"), or be whole: 8 to 32 characters with all four kinds and a symbol other than
base64's "+" ("the camera app uses HomeSweet#Home7 now"; no ordinary or preference line of the
seventy-four training authors has one, session 23); with one, anywhere. An "@" inside counts
as a symbol ("Amarachi@2001") where no dot makes it an address and no hour follows it
("Lunch@12pm"). The symbol must stand inside the token: a "!" or "?" only at its end may close
the sentence ("we upgraded to Windows11!"), so such a token counts only in a text that names a
password.
What is not a password: currency ("US$5bn"), a percentage ("+20%YoY"), a number sign
("Room#12B"), a key combination ("Ctrl+Alt+F2"), a hashtag or a handle, anything with a dot,
slash or ":" (addresses, versions, files, URLs), a login at a host, a markdown-wrapped word
(its backticks, quotes, stars are read off as a quote's: the token inside is judged); code (brackets,
quotes, "=", a leading operator as in "!isReady2" or "*ptr2", "&&", "**").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals

__all__ = ["password_shaped_spans"]

_SYMBOL = re.compile(r"[!#$%&*+?^~@]")
# Symbols that are not a password's: currency before digits, a percentage, a number sign, an
# hour ("Dinner@8pm", "Call@10"), a login at a host ("root@Server2").
_NOT_A_SYMBOL = re.compile(
    r"\$(?=[0-9])|(?<=[0-9])%|#(?=[0-9])|(?<![^\W\d_])\+(?=[0-9])|@(?=[0-9]{1,2}(?![0-9]))"
    r"|\A[a-z0-9_-]+@"
)
# After these the token is an example of a kind ("passwords like Summer2024! are weak").
_EXAMPLE_BEFORE = frozenset("like e.g. eg wie z.b. comme como come zoals как".split())
# A dot, slash, "@" or ":" make an address, a version, a file, a URL; brackets, quotes, "=",
# "<", ">", ";" and "|" are code's, which a typed password does without.
_NOT_IN_A_PASSWORD = frozenset("./:\\=<>()[]{};,'\"`|")
_CODE_OPERATOR = re.compile(r"&&|\|\||\*\*|\+\+|!!|\?\?|->")
_KEY_COMBO = re.compile(r"(?:[A-Za-z]{1,6}\+)+[A-Za-z0-9]{1,4}")
_TOKEN_AFTER = re.compile(r"\S{0,64}")
# (session 24: and a chat's backticks, which set a value apart as quotes do: "pw is `X`")
_OPENERS = "\"'“‘«([{*_`"
_CLOSERS = "\"'”’»)]}*_,;:.`"
# A text that names a password lets a token whose only symbol ends it count.
_PASSWORD_WORDS = (
    "pass",
    "kennwort",
    "mot de passe",
    "contrase",
    "senha",
    "wachtwoord",
    "пароль",
    "hasło",
    "heslo",
    "şifre",
    "lösenord",
    "salasana",
    "密码",
    "パスワード",
    "비밀번호",
)
# "pw", "pwd" as whole words only ("upward" has no password); a literal first, found fast
_SHORT_WORD = re.compile(r"(?i:pwd?)(?![^\W_])(?<!\wpw)(?<!\wpwd)")
_EXAMPLES = [[w] for w in _EXAMPLE_BEFORE]
_SYMBOLS = "!#$%&*+?^~@"
_BUDGET = 200  # symbols of each kind read per text: a memory or a message holds a few
_FOUND_BUDGET = 50


def password_shaped_spans(text: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each token shaped like a chosen password (`chars`:
    the lowered text's literal finder)."""
    found: list[tuple[str, int, int]] = []
    named: bool | None = None
    done = 0
    for pos in _symbol_positions(text):
        if pos < done:
            continue
        start = max(text.rfind(c, max(0, pos - 65), pos) for c in " \n\t") + 1
        end = _TOKEN_AFTER.match(text, pos).end()
        done = end
        if end - start > 64:
            continue
        token = text[start:end]
        core = token.lstrip(_OPENERS).rstrip(_CLOSERS)
        begin = start + len(token) - len(token.lstrip(_OPENERS))
        shape = _shape(core)
        before = text[max(0, start - 12) : start].lower().split()
        if shape and (before[-1:] in _EXAMPLES or before[-2:] == ["such", "as"]):
            continue
        if shape and named is None:
            named = any(map(chars.has, _PASSWORD_WORDS)) or (
                chars.has("pw") and _SHORT_WORD.search(text) is not None
            )
        if shape == "trailing" and not named:
            continue
        if shape == "inside" and not named and not _labelled(text, start, end):
            if not _whole(core) or _naming(text, start):
                continue
        if shape:
            found.append(("spoken-password", begin, begin + len(core)))
            if len(found) >= _FOUND_BUDGET:  # a dump of passwords: hide the rest (fail closed)
                found.append(("spoken-password", begin, len(text)))
                break
    return found


def _symbol_positions(text: str) -> list[int]:
    """Where the symbols are, found by str.find (C speed), the first _BUDGET of each in order."""
    positions: list[int] = []
    for symbol in _SYMBOLS:
        pos, seen = text.find(symbol), 0
        while pos >= 0 and seen < _BUDGET:
            positions.append(pos)
            seen += 1
            pos = text.find(symbol, pos + 1)
    return sorted(positions)


def _labelled(text: str, start: int, end: int) -> bool:
    """The token is what a short label names ("netflix: X", "amazon = X", "for the bank it's
    X") or it opens its clause and a note follows ("X (that's for amazon)", "X — gmail")."""
    clause = _CLAUSE_START.split(text[max(0, start - 60) : start])[-1]
    words = clause.split()
    if not words:
        return _NOTE_AFTER.match(text, end) is not None
    if _naming(text, start):
        return False  # "my gamertag is Sn!per42": a name the user goes by, not a password
    return len(words) <= 6 and (clause.rstrip().endswith(_LABEL_ENDS) or words[-1] in _LINKS)


# A whole chosen password (all four kinds) needs no label: one a person types, 8 to 32
# characters, with a symbol other than base64's "+" (a wrapped base64 line is 64 of them).
_WHOLE = range(8, 33)


def _whole(core: str) -> bool:
    return len(core) in _WHOLE and _SYMBOL.search(core.replace("+", "")) is not None


def _naming(text: str, start: int) -> bool:
    """The token's clause calls it a name the user goes by ("gamertag", "username", "SSID")."""
    clause = _CLAUSE_START.split(text[max(0, start - 60) : start])[-1]
    return not _NAMING.isdisjoint(w.lower().strip(":=,") for w in clause.split())


_CLAUSE_START = re.compile(r"[.!?\n;]\s")
_LABEL_ENDS = (":", "=", "→", "->", "—", "–", " -")
_LINKS = frozenset("is it's its was".split())
_NAMING = frozenset(
    """gamertag username user handle nickname nick ssid network called named name id tag alias
    login-name screenname""".split()
)
_NOTE_AFTER = re.compile(r"[ \t]*(?:\(|—|–|- |=|:|→)")


def _shape(core: str) -> str | None:
    """ "inside": a symbol within the token; "trailing": only a closing "!"/"?"; else None."""
    if not 6 <= len(core) <= 64 or any(c in core for c in _NOT_IN_A_PASSWORD):
        return None
    if _SYMBOL.match(core) or _CODE_OPERATOR.search(core):
        return None  # "!isReady2", "*ptr2", "a&&B2", "**Tests2*": code, a glob, an operator
    letters = sum(c.isalpha() for c in core)
    if letters < 3 or not any(c.isdigit() for c in core):
        return None
    if not (any(c.isupper() for c in core) and any(c.islower() for c in core)):
        return None
    if _KEY_COMBO.fullmatch(core):
        return None
    bare = _NOT_A_SYMBOL.sub("", core)
    if _SYMBOL.search(bare.rstrip("!?")):
        return "inside"
    if _SYMBOL.search(bare) and len(core) >= 8:
        return "trailing"
    return None
