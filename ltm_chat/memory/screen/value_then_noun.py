"""A password that opens a line, named by its noun later in the same sentence, in any language:
"Tulpen1955 met een hoofdletter T dat is de wifi", "Kanelbulle#9 är lösenordet till …",
"xiaomao8888 是客厅路由器的密码", "Hunter2Hunter2 <- thats the new pw" (secret_speech.py runs
it; value_first.py reads the English and Romance forms with the link right after the value).

What makes it a credential is structure: the line's first token is shaped like a chosen
password (letters with two digits or a symbol: "Python3", "COVID-19" are not), a demonstrative
or a copula ("that's", "c'est", "dat is", "це", "είναι", "এটা", "是") or a dash right after the
value (in any language: "Kabul_Baran_2022 — … پټنوم دی") says what it is, and an
access noun of the rules' table (access_nouns.py) names it a few words later, heading no
compound ("Office365 is where my password reset …" names a reset, not a password).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import ANSWER, ENGLISH_NOUNS, LINKS
from ltm_chat.memory.screen.anchors import BUDGET
from ltm_chat.memory.screen.credential_frames import generic_noun, public_code
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["value_then_noun_spans"]

# The first token of a line (after a bullet or a quote), then the rest of its sentence.
_OPENING = re.compile(r"[ \t]*(?:[-*•][ \t]+)?(?P<v>[^\s]{5,60})(?P<rest>[^\n]{0,160})")
_SENTENCE_END = re.compile(r"[.!?。！？](?:\s|$)")
_SYMBOL = re.compile(r"[!#$%&*+=?@^_~]")
# "is", "that's", "this is" … in the languages whose nouns the table holds; in Turkish and Hindi
# the demonstrative or the copula comes after the noun ("şifresi bu", "पासवर्ड है").
_LINK_WORDS = frozenset(
    """is was that's thats that this it's its c'est est ist das dies är det er dat het
    это это- це то є είναι αυτός αυτό yan iyan ito এটা এইটা এটাই ye yeh यह ये यही זו זה هذا
    هذه bu şu esa eso esta este isso isto é è es era to tohle toto tato ez aceasta asta ini
    itu hii""".split()
)
_LINK_AFTER = frozenset("bu şu है hai ነው".split())
_CJK_LINKS = ("是", "これ", "それ", "이거", "이게", "이건")
# A subordinate clause between the link and the noun says where or when, not what the value is.
_CLAUSE_WORDS = frozenset(
    "where when why how because if while wo wenn où quand donde cuando".split()
)
_MAX_GAP_WORDS = 7
# A chat's sign-off after the noun heads no compound: "… is my pw lol", "… password btw".
_CHAT_TAGS = frozenset("lol btw fyi pls plz lmao haha xd ok okay thx".split())
_SUBJECTS = frozenset("i we he she they you".split())
# Prepositions and "of" words a noun's complement opens with (beyond access_nouns.LINKS).
# (Greek "gia", "for", in Latin letters: "… to password gia to e-banking")
_PREPOSITIONS = frozenset("bij på i hos ng ni sa від od ot ka ki ke ya wa gia".split())


# A value has a digit or a symbol (a cheap test before the checks in Python).
_VALUE_CHARS = re.compile(r"[0-9!#$%&*+=?@^_~]")


def _line_starts(text: str):
    """Where the first BUDGET lines start (found by str.find, at C speed): a text with more is a
    log or a flood, read up to there."""
    yield 0
    pos, seen = text.find("\n"), 0
    while pos >= 0 and seen < BUDGET:
        yield pos + 1
        pos, seen = text.find("\n", pos + 1), seen + 1


def _opening_value(core: str) -> bool:
    """Shaped like a chosen password and no tool's name or version: four letters and two
    digits or a symbol ("Tulpen1955", "Kanelbulle#9"; not "Python3", "iOS17")."""
    if "/" in core or core.count("@") and "." in core.split("@")[-1]:
        return False  # a path or an address
    letters = sum(c.isalpha() for c in core)
    digits = sum(c.isdigit() for c in core)
    return letters >= 4 and (digits >= 2 or bool(_SYMBOL.search(core))) and chosen_password(core)


def value_then_noun_spans(text: str, lowered: str, hits_in) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each line-opening value its sentence names a
    password; `hits_in(start, end)` gives the access nouns (start, end, kind) in a span."""
    found = []
    for line in _line_starts(text):
        m = _OPENING.match(text, line)
        if m is None or not _VALUE_CHARS.search(m.group("v")):
            continue
        core = token_core(m.group("v"))
        if not _opening_value(core):
            continue
        begin = m.start("v") + m.group("v").find(core)
        end = _SENTENCE_END.search(text, m.start("rest"), m.end("rest"))
        stop = end.start() if end else m.end("rest")
        for start, noun_end, kind in hits_in(m.end("v"), stop):
            if kind == ANSWER or generic_noun(lowered, start):
                continue
            if public_code(lowered, start, noun_end):
                continue  # "… is the error code"
            if _compound(lowered, start, noun_end, stop):
                continue  # "wifi ka password": the noun qualifies the next one
            if _linked(lowered, m.end("v"), start, noun_end, stop):
                found.append(("spoken-password", begin, begin + len(core)))
            break  # the first noun is the one the value is said of
    return found


def _compound(lowered: str, start: int, noun_end: int, stop: int) -> bool:
    """An English noun before a plain word heads a compound: "password reset", "code review"
    (a preposition or a link after it is no compound's: "the wifi bij oma", "password hai")."""
    after = lowered[noun_end:stop].split()[:1]
    return (
        lowered[start:noun_end] in ENGLISH_NOUNS
        and bool(after)
        and after[0].isalpha()
        and after[0] not in LINKS | _LINK_AFTER | _PREPOSITIONS | _CHAT_TAGS
    )


def _linked(lowered: str, value_end: int, start: int, noun_end: int, stop: int) -> bool:
    gap = lowered[value_end:start]
    if any(link in gap for link in _CJK_LINKS):
        return True
    words = [w.strip(",:;—–-<←'\"") for w in gap.split()]
    after = lowered[noun_end:stop].split()[:1]
    if after and after[0].strip(".,!") in _LINK_AFTER:
        return True  # "… şifresi bu", "… password hai"
    for i, w in enumerate(words):
        # a dash right after the value says what it is, as a colon after a noun does, in any
        # language: "Xyz_2022 — (this is) our home Wi-Fi's password"
        dash = i == 0 and gap.split()[:1] in (["—"], ["–"], ["-"], ["="])
        if w in _LINK_WORDS or dash:
            between = words[i + 1 :] if w in _LINK_WORDS or not w else words[i:]
            # "is the year I got my password": a relative clause with its own subject
            subject = _SUBJECTS.intersection(between) and "what" not in between
            return len(between) <= _MAX_GAP_WORDS and not (
                subject or _CLAUSE_WORDS.intersection(between)
            )
    return False
