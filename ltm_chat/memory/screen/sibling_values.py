"""Values of a found secret's shape elsewhere in its sentence, for redaction: "the door code is
2207, for the basement 1130", "the wifi password is Tr0ub4dor&3 and the guest one Summer24!".

A sentence that gives one code or password often gives the next without its noun; the rules
find the first. Redaction then hides the others too (a transcript never keeps a second code);
the verdict does not change: only a sentence that already holds a found secret is read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from ltm_chat.memory.screen.sentences import SENTENCE_END

__all__ = ["sibling_spans"]

# 3-12 digits, typed together or in groups ("2207", "12 34 56", "4821-9930")
_DIGITS = re.compile(r"(?<![\w.,])\d(?:[ -]?\d){2,11}(?![\w])")
# A token of 6-64 characters holding a letter and a digit or a symbol ("Summer24!", "Pa55word")
_TOKEN = re.compile(r"(?<!\S)[^\s\"'“”‘’«»()\[\]{}<>,;]{6,64}")
_LETTER = re.compile(r"[^\W\d_]")
# (not "-", "_", "." or "@": they join the words of names, apps and addresses: "Swish-appen")
_DIGIT_OR_SYMBOL = re.compile(r"[\d!#$%&*+?^~=]")
_TRAILING = ".,;:!?)]}\"'”’»"
# How far around the sentence's found values the others are looked for (a pasted page with no
# sentence end is not read whole for each of them)
_REACH = 300


def _shape(value: str) -> str | None:
    """ "digits" for a code, "token" for a password-like word, None for words (a seed phrase)."""
    bare = re.sub(r"[\s-]", "", value)
    if bare.isdigit() and 3 <= len(bare) <= 12:
        return "digits"
    if " " not in value.strip() and _LETTER.search(value) and _DIGIT_OR_SYMBOL.search(value):
        return "token"
    return None


def _sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """The sentence holding text[start:end], cut to _REACH characters on each side."""
    lo, hi = max(0, start - _REACH), min(len(text), end + _REACH)
    for stop in SENTENCE_END.finditer(text, lo, start):
        lo = stop.end()
    stop = SENTENCE_END.search(text, end, hi)
    return lo, stop.start() if stop else hi


def sibling_spans(text: str, spans: Iterable[tuple[str, int, int]]) -> list[tuple[str, int, int]]:
    """(rule, start, end) of each value shaped like a found one in the found one's sentence."""
    found = sorted(spans, key=lambda f: f[1])
    regions: dict[str, list[list]] = {"digits": [], "token": []}
    for rule, start, end in found:
        # (a span past 64 characters is no code or password: the rest of a text over budget)
        kind = _shape(text[start:end]) if end - start <= 64 else None
        if kind is None:
            continue
        lo, hi = _sentence_around(text, start, end)
        last = regions[kind][-1] if regions[kind] else None
        if last and lo < last[1]:  # (the same sentence as the last: read once)
            last[1] = max(last[1], hi)
        else:
            regions[kind].append([lo, hi, rule])
    candidates: dict[tuple[int, int], str] = {}
    for kind, spans_of_kind in regions.items():
        for lo, hi, rule in spans_of_kind:
            for hit in (_DIGITS if kind == "digits" else _TOKEN).finditer(text, lo, hi):
                s, e = hit.span()
                if kind == "token":
                    e = s + len(hit.group().rstrip(_TRAILING))
                    if not (_LETTER.search(text, s, e) and _DIGIT_OR_SYMBOL.search(text, s, e)):
                        continue
                candidates.setdefault((s, e), rule)
    # one sweep in order: a candidate is kept when it overlaps no found value and no kept one
    marks = sorted([(s, e, rule, False) for rule, s, e in found])
    marks = sorted(marks + [(s, e, rule, True) for (s, e), rule in candidates.items()])
    out, reach = [], -1
    for n, (s, e, rule, candidate) in enumerate(marks):
        if candidate and s >= reach and not _found_before(marks, n, e):
            out.append((rule, s, e))
            reach = max(reach, e)
        elif not candidate:
            reach = max(reach, e)
    return out


def _found_before(marks: list, n: int, end: int) -> bool:
    """Whether a found value (not a candidate) starts after mark n and before `end`."""
    for s, _, _, candidate in marks[n + 1 :]:
        if s >= end:
            return False
        if not candidate:
            return True
    return False
