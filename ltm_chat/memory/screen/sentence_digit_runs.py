"""A code said digit by digit with what it opens anywhere in its sentence (secret_speech.py
runs it): "its four seven seven two for the door", "nueve tres uno cinco y luego la tecla …
así se quita la alarma", "kartu od spořitelny odemknu číslem dva osm pět jedna".

spelled_codes.py reads a run right after its noun, or right before it with only a link
between. People also say the digits first and what they open later in the sentence, or name
the card or the cash machine the code is typed into. A run of four to eight digits said one
by one is how a keypad code is dictated; a number of more digits (a phone number) is not one,
and three digits are a count or a small reference as often as a code. So: four to eight
digit words in a row (figures with spaces between are read only after a noun: spelled_codes),
and a word for a code, a lock, a door, an alarm, a card or a cash machine in the same
sentence; never a time, a reference or a count (spelled_codes' tests, and digits counting up
one by one: "one two three four").
"""

from __future__ import annotations

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET
from ltm_chat.memory.screen.spelled_codes import (
    _ALPHABETIC,
    _CLAUSE_END,
    _DIGIT_OF,
    _DIGIT_WORD_SET,
    _PIECE,
    _counts_or_refers,
    _run_after,
)

__all__ = ["sentence_digit_run_spans"]

# What a code is typed into besides the nouns spelled_codes knows: a payment card and a cash
# machine, by word start ("kartu", "kártyához", "Karte", "tarjeta", "cajero"); CJK and Thai
# ones anywhere.
_CARD_WORDS = (
    "card",
    "kart",
    "kárty",
    "kárt",
    "carte",
    "carta",
    "cartão",
    "tarjeta",
    "kaart",
    "kort",
    "карт",
    "atm",
    "cash machine",
    "cashpoint",
    "cajero",
    "bancomat",
    "geldautomat",
    "pinautomaat",
    "distributeur",
    "multibanco",
    "банкомат",
    "bankomat",
    "כספומט",
    "ตู้",
    "एटीएम",
)
_ANYWHERE = frozenset(("כספומט", "ตู้", "एटीएम"))
_LEAST, _MOST = 4, 8  # digits said one by one: a keypad code, not a count nor a phone number
_SENTENCE_REACH = 200  # how far from its noun a sentence is read
# A message names a few doors and cards; a flood of nouns is spelled_codes' to read (its budget
# fails closed), this reads the first sentences only (a 1 MB flood read them all: +50 ms).
_SENTENCES = 100


def sentence_digit_run_spans(
    lowered: str, chars: Literals, code_ends: list[int]
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each run of four to eight spelled digits whose sentence
    names what a code opens; `code_ends`: spelled_codes.code_noun_ends of the text."""
    anchors = code_ends + _card_positions(lowered, chars)
    found: list[tuple[str, int, int]] = []
    done = -1
    for anchor in sorted(anchors)[:_SENTENCES]:
        if anchor < done:
            continue
        lo, hi = _sentence(lowered, anchor)
        done = hi
        while (run := _run_after(lowered, lo, hi)) is not None:
            lo = run[1]
            if _LEAST <= _said(lowered, *run) <= _MOST and not _longer(lowered, *run):
                if not _counts_or_refers(lowered, *run) and not _counting(lowered, *run):
                    found.append(("spoken-pin", *run))
    return found


def _card_positions(lowered: str, chars: Literals) -> list[int]:
    """Where a card's or a cash machine's word starts (a word's start, for the Latin ones)."""
    positions = []
    for word in _CARD_WORDS:
        if not chars.has(word):
            continue
        for pos in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            if word in _ANYWHERE or not (pos and lowered[pos - 1] in _ALPHABETIC):
                positions.append(pos)
    return positions


def _sentence(lowered: str, pos: int) -> tuple[int, int]:
    """The sentence around `pos`, at most _SENTENCE_REACH characters either side."""
    lo = max(0, pos - _SENTENCE_REACH)
    ends = list(_CLAUSE_END.finditer(lowered, lo, pos))
    lo = ends[-1].end() if ends else lo
    end = _CLAUSE_END.search(lowered, pos, pos + _SENTENCE_REACH)
    return lo, end.start() if end else min(len(lowered), pos + _SENTENCE_REACH)


def _said(lowered: str, start: int, end: int) -> int:
    """How many digit words the run says; 0 when it holds a figure ("7 3 3 0" typed with
    spaces is also a score, a model or a list: spelled_codes reads those only after a noun)."""
    pieces = [m.group() for m in _PIECE.finditer(lowered, start, end)]
    if any(p.isdigit() for p in pieces):
        return 0
    return sum(p in _DIGIT_WORD_SET for p in pieces)


def _counting(lowered: str, start: int, end: int) -> bool:
    """The run counts up one by one ("one two three four"): a count, not a code."""
    values = [_DIGIT_OF.get(m.group()) for m in _PIECE.finditer(lowered, start, end)]
    if None in values or any(len(v) != 1 for v in values):
        return False
    return all(int(b) - int(a) == 1 for a, b in zip(values, values[1:], strict=False))


def _longer(lowered: str, start: int, end: int) -> bool:
    """The run goes on as digits in figures right after it ("… 7 7 3 1 4 4"): a longer number."""
    rest = lowered[end : end + 3].lstrip(" -")
    return rest[:1].isdigit()
