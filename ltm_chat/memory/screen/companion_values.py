"""A second password in the sentence of a first (secret_speech.py runs it): "the password for
my old laptop was Otter!Pond5 and the new one is River#Stone8", "all my accounts use
Pancake_Orbit_19, except the bank which is Pancake_Orbit_91". Once a sentence is known to give
a password, a token in the rest of it shaped like one more strictly than any name or version
(letters, digits and a symbol) is a password too: the text was refused
anyway, and its transcript must not keep the other one. Likewise a second code in the sentence
of a found one, before or after it: "the door code is 2207, for the basement 1130", "the
managers' pin is 4821, staff use 2 2 4 6" (any 3-12 digits there). And a quoted word in the
sentence of any found secret: "memorable data 'Ferret' and passnumber 5531902" (session 25).
"""

from __future__ import annotations

import re
from bisect import bisect_left

from ltm_chat.memory.screen.sentences import sentence_around
from ltm_chat.memory.screen.spoken_values import _EMAIL_OR_URL, chosen_password, token_core

__all__ = ["companion_codes", "companion_quoted", "companion_spans"]

_REACH = 160  # how far after a found password its sentence is read
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:(?<=[.!?])(?=\s|$)|(?<=[。！？\n]))")
_TOKEN = re.compile(r"\S{6,100}")
_SYMBOL = re.compile(r"[!#$%&*+=?^_~]")
_MAX_FOUND = 50  # passwords whose sentences are read (a message has a few)
# 3-12 digits, typed together or in groups ("2207", "12 34 56", "4821-9930")
_DIGITS = re.compile(r"(?<![\w.,])\d(?:[ -]?\d){2,11}(?![\w])")
_CODE = re.compile(r"\d(?:[ -]?\d){2,11}")


def _password_shaped(core: str) -> bool:
    """Letters, digits and a symbol: "River#Stone8", not "Python3" or "COVID-19"."""
    letters = sum(c.isalpha() for c in core) >= 3 and any(c.isdigit() for c in core)
    return letters and bool(_SYMBOL.search(core)) and chosen_password(core)


def companion_spans(text: str, found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each further password after one in `found`."""
    out: list[tuple[str, int, int]] = []
    taken = {(s, e) for _, s, e in found}
    for rule, _start, end in found[:_MAX_FOUND]:
        if rule != "spoken-password":
            continue
        stop = _SENTENCE_END.search(text, end, min(len(text), end + _REACH))
        for m in _TOKEN.finditer(text, end, stop.start() if stop else min(len(text), end + _REACH)):
            core = token_core(m.group())
            lead = len(m.group()) - len(m.group().lstrip("(\"'“«‘"))
            span = (m.start() + lead, m.start() + lead + len(core))
            if span in taken or _EMAIL_OR_URL.match(core) or "=" in core:
                continue  # an assignment's value is the assignment rules' (they keep its name)
            if not _password_shaped(core):
                continue
            taken.add(span)
            out.append(("spoken-password", *span))
    return out


def companion_codes(text: str, found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each further digit code in the sentence of a found code."""
    regions: list[list] = []
    for rule, start, end in found[:_MAX_FOUND]:
        if not _CODE.fullmatch(text, start, end):
            continue
        lo, hi = sentence_around(text, start, end, _REACH)
        if regions and lo < regions[-1][1]:  # (the same sentence as the last: read once)
            regions[-1][1] = max(regions[-1][1], hi)
        else:
            regions.append([lo, hi, rule])
    taken = sorted((s, e) for _, s, e in found)
    out = []
    for lo, hi, rule in regions:
        for m in _DIGITS.finditer(text, lo, hi):
            i = bisect_left(taken, (m.end(), -1))
            if not (i and taken[i - 1][1] > m.start()):  # (overlapping no found value)
                out.append((rule, *m.span()))
    return out


# a word in quotes (not an apostrophe's: no letter outside either quote), no space inside
_QUOTED = re.compile(r"(?<!\w)[\"'“‘«]([^\s\"'“”‘’«»]{3,40})[\"'”’»](?!\w)")


def companion_quoted(text: str, found: list[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """Each quoted word in the sentence of a found secret, under the first found's rule (the
    verdict names the first: a companion before it must not change it). Hides more, never less."""
    if not found or not any(q in text for q in "\"'“‘«"):
        return []
    first_rule = min(found, key=lambda f: f[1])[0]
    taken = sorted((s, e) for _, s, e in found)
    out, seen = [], set()
    for _rule, start, end in found[:_MAX_FOUND]:
        lo, hi = sentence_around(text, start, end, _REACH)
        for m in _QUOTED.finditer(text, lo, hi):
            span = m.span(1)
            i = bisect_left(taken, (span[1], -1))
            if span in seen or (i and taken[i - 1][1] > span[0]) or _EMAIL_OR_URL.match(m.group(1)):
                continue  # (inside a found value, read already, or an address)
            seen.add(span)
            out.append((first_rule, *span))
    return out
