"""A password named by a chat word for it, then what it is for, then its value (secret_speech.py
runs it): "mk Zalo của mẹ là 19561956", "Sandi wifi warung kopi aku: ngopidulu", "lahat phan
facebook khoy maen Khamla#1995", "my old yahoo pass was Sunshine1999".

People name the password with a short or romanised word ("mk" for Vietnamese "mật khẩu",
Indonesian "sandi", Malay "kata laluan", romanised Thai and Lao "rahat phan", Khmer "pheak
sammngat", English and Vietnamese "pass"), then up to five words saying whose or what it is
for, then a label or a copula (or nothing) and the value. The value must be what only a
password is: a chosen password's shape; or, after a label, four to eight digits or a quoted
word.

"pass" also names a ticket for a place ("my ski pass is Gold2024", "boarding pass"): it names a
password only with a thing that logs in or locks beside it ("wifi pass", "phone pass",
"pass del wifi", "yahoo pass"). Not a password: a word with no value ("saya lupa kata sandi",
"you shall not pass"), a number with no label ("MK Dons 2024").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ADVERBS
from ltm_chat.memory.screen.literals import Literals, literal_starts
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.spoken_pairs import _ACCESS_OBJECTS
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["chat_password_word_spans"]

# where the word can start (found by str.find at C speed, then the word read there)
_LITERALS = ("mk", "pass", "kata", "sandi", "rahat", "lahat", "rhat", "pheak", "zaga")
# the word, not inside a longer one ("mk@host", "passport", "passe" go on)
_WORD = re.compile(
    r"(?<![^\W\d_])(?P<w>mk|pass|(?:kata[ \t]+)?sandi|kata[ \t]+laluan|"
    r"(?:ra|la|r)hat[ \t]+pha+n|pheak[ \t]+samm?n?gat|zaga[ \t]*wh?ak)(?=[ \t:=：])"
)
# a label or a copula between what the password is for and its value
_LABELS = frozenset(": = ： is was es era ist là adalah ialah ni hai maen khue คือ na".split())
_TOKEN = re.compile(r"[^\s]+")
_CLAUSE_END = re.compile(r"[.!?;](?=\s|$)|\n|,[ \t]")
# words joined by an underscore ("caphesua_da", "KopiSusu_JB"): typed as one, a chosen value
_JOINED = re.compile(r"[^\W\d_]{2,}(?:_[^\W_]{2,})+")
_CAMEL = re.compile(r"[A-Z][a-z]+(?:[A-Z][a-z]+)+")
_DIGITS = re.compile(r"[0-9]{4,8}")
_QUOTES = "\"'“”«»「」"
_TOKENS = 7  # the thing's words (at most five), a label and the value
# a thing that logs in, beside "pass": what tells a password from a ticket
_LOGS_IN = re.compile(
    r"e-?mail|gmail|yahoo|outlook|hotmail|account|cuenta|compte|akun|tài khoản|\bapp\b|"
    r"facebook|\bfb\b|instagram|netflix|zalo|momo|router|netbank|banking",
    re.IGNORECASE,
)
_BESIDE = 25  # the thing named this close before "pass" counts too
_FINDS = 20
_READ = 100  # places a literal is read: a message names a few; past them a flood is not read


def _logs_in(lowered: str) -> bool:
    return _ACCESS_OBJECTS.search(lowered) is not None or _LOGS_IN.search(lowered) is not None


def _password(core: str, labelled: bool, alone: bool) -> bool:
    """Whether `core` is what only a password is, after the word (`labelled`: a label or a
    copula before it; `alone`: quoted, or the clause's last word)."""
    if chosen_password(core) or _JOINED.fullmatch(core):
        return True
    if alone and _CAMEL.fullmatch(core):
        return True  # quoted words run together: "DurianMusang"
    if not labelled:
        return False
    return _DIGITS.fullmatch(core) is not None or (alone and core.isalpha() and len(core) >= 5)


def _value_span(
    text: str, lowered: str, word: str, start: int, before: str
) -> tuple[int, int] | None:
    """The password told in the clause after the word ending at `start`, if any."""
    end = min(len(text), start + 80)
    if (cut := _CLAUSE_END.search(lowered, start, end)) is not None:
        end = cut.start() + 1  # the value may end where the clause does
    labelled = False
    pos = start
    for _ in range(_TOKENS):
        m = _TOKEN.search(text, pos, end)
        if m is None:
            return None
        raw = m.group()
        if labelled and raw.lower() in ADVERBS:
            pos = m.end()  # "is literally …"
            continue
        if raw.lower() in _LABELS:
            labelled, pos = True, m.end()
            continue
        if raw.endswith((":", "：")):
            labelled, pos = True, m.end()  # what it is for, then its label ("momo:")
            continue
        core = token_core(raw).rstrip(".,;")
        quoted = raw[:1] in _QUOTES
        said = lowered[start : m.start()] + before
        if word == "pass" and not _logs_in(said):
            if labelled:
                return None  # a pass with nothing that logs in: a ticket's
            pos = m.end()
            continue
        last = not text[m.end() : end].strip(" \t.,;!?")
        if _password(core, labelled, quoted or (last and labelled and word != "pass")):
            at = m.start() + max(0, raw.find(core))
            return at, at + len(core)
        if labelled:
            return None  # the value after the label is not a password's
        pos = m.end()
    return None


def chat_password_word_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each value after a chat word for a password."""
    if not any(chars.has(w) for w in _LITERALS):
        return []
    found: list[tuple[str, int, int]] = []
    for at in literal_starts(lowered, _LITERALS, chars, _READ):
        m = _WORD.match(lowered, at)
        if m is None:
            continue
        before = lowered[max(0, at - _BESIDE) : at]
        if (ends := list(_CLAUSE_END.finditer(before))) != []:
            before = before[ends[-1].end() :]  # named in another clause: not beside it
        span = _value_span(text, lowered, m.group("w"), m.end(), before)
        if span is not None and span not in [f[1:] for f in found]:
            found.append(("spoken-password", *span))
            if len(found) > _FINDS:
                raise OverBudget(found[0][1])
    return found
