"""A password said piece by piece (secret_speech.py runs it): letters spelled one by one with
their case ("capital T, r, zero, u, b"), symbols said as words ("rosebud underscore four four
at sign"), a word joined to digits by "then" ("greenhouse then the number four"), digits said
as words in the languages spelled_codes.py leaves out (romanised Hindi, Turkish "bir", the
Scandinavian "en"/"to", Chinese and Japanese digits). Such a value is bound to its access noun
(password, PIN, code … from access_nouns.py) in the same clause, and mixes at least two kinds of
piece: spelled letters, digits, symbols, a base word; a run of digit words alone needs three.
A clause that states a rule ("needs a capital letter and a symbol") says no value.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import QUANTITY_UNITS, TIME_BEFORE
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spelled_codes import (
    _CLAUSE_END,
    _DIGIT_WORD_SET,
    _REACH,
    _REFERENCES,
    _RUN_REACH,
    _counts_or_refers,
    _noun_start,
    code_noun_ends,
)

__all__ = ["spelled_value_spans"]

_CJK_DIGITS = "零〇一二三四五六七八九"
# A number, one CJK digit, or a word (Indic marks and kana too).
_PIECE = re.compile(
    rf"[{_CJK_DIGITS}]|(?:[^\W_{_CJK_DIGITS}]|[\u0900-\u0dff])+(?:['’][^\W\d_{_CJK_DIGITS}]+)*"
)
# A piece joined to another by one of these is part of a code or a name ("SW-1234", "2.4.1").
_JOINERS = frozenset("-./:#_@+&*'’")
# Digit words that are also common words elsewhere ("do" Hindi 2, "che" Hindi 6 and Italian
# "that", "en"/"to" Norwegian 1/2, "bir" Turkish 1, "に" a particle, "一" in "一个"): they count
# only in a run of digits, never as the one digit beside a word.
_WEAK_DIGITS = frozenset(
    f"""do che sat saat tin en to bir tre du pet set sis nou nau tara نو دو چار に し く ご {" ".join(_CJK_DIGITS)}""".split()
)
_EXTRA_DIGITS = frozenset(
    """shunya sunya ek teen char chaar paanch panch chhe chah aath nau syv otte
    ぜろ れい ゼロ いち さん よん ろく なな しち はち きゅう
    nulis vienas trys keturi penki šeši septyni aštuoni devyni
    nulle viens divi trīs četri pieci seši septiņi astoņi deviņi
    üks kaks kolm neli viis kuus seitse kaheksa üheksa
    jedan četiri šest sedam osam devet štyri päť šesť sedem deväť
    нула један два три четири шест седам осам девет едно две седем
    дев'ять п'ять дев’ять п’ять
    vuit quatre cinc
    শূন্য এক দুই তিন চার পাঁচ ছয় সাত আট নয়
    பூஜ்யம் பூஜ்ஜியம் ஒன்று ஒண்ணு இரண்டு ரெண்டு மூன்று மூணு நான்கு நாலு ஐந்து அஞ்சு ஆறு ஏழு எட்டு ஒன்பது
    ایک تین پانچ چھ سات آٹھ
    ศูนย์ หนึ่ง สอง สาม สี่ ห้า หก เจ็ด แปด เก้า
    sifiri daya biyu uku hudu biyar shida bakwai takwas""".split()
)
_DIGITS = (_DIGIT_WORD_SET | _EXTRA_DIGITS) - _WEAK_DIGITS
# What a letter's case is said with, in the languages of access_nouns.py.
_CASE = frozenset(
    """case capital capitals caps upper uppercase lower lowercase small big groß gross großes großer
    grosses klein kleines kleiner majuscule minuscule mayúscula minúscula maiúscula maiuscola
    minuscola hoofdletter kleine заглавная заглавную большая большую маленькая маленькую
    wielka wielkie mała małe büyük küçük""".split()
)
# A symbol said as a word; the ambiguous ones ("at", "star", "pound", "dot") need "sign"/"key".
_SYMBOLS = frozenset(
    """exclamation underscore hash hashtag dollar asterisk ampersand hyphen dash tilde caret
    ausrufezeichen unterstrich raute bindestrich dollarzeichen stern tiret dièse diese arobase
    guion guión almohadilla arroba hífen hifen cerquilha trattino chiocciola cancelletto
    uitroepteken streepje apenstaartje восклицательный решётка решетка дефис собака
    wykrzyknik małpa krzyżyk podkreślnik ünlem""".split()
)
_WEAK_SYMBOLS = frozenset("at star pound dot plus percent question equals slash".split())
_SIGN = frozenset("sign symbol key mark point zeichen signe signo símbolo simbolo".split())
# Symbol words that are also ordinary words: a symbol only inside a value, not right after a word
# that ends the run ("it's in the email dash check your inbox").
_DASHES = frozenset("dash hyphen stern tiret guion guión trattino streepje дефис".split())
# Words too short or too common to be a password's base word.
_NOT_BASE = (
    frozenset(
        """at in on is was are were has had have not but any all its his her our the and for
    you she him they them this that with from what""".split()
    )
    | _REFERENCES
    | TIME_BEFORE
    | QUANTITY_UNITS
)  # "room twelve twelve", "at nine nine"
# The NATO alphabet: a letter only in a run of three.
_NATO = frozenset(
    """alpha alfa bravo charlie delta echo foxtrot golf hotel india juliet juliett kilo lima
    mike november oscar papa quebec romeo sierra tango uniform victor whiskey whisky xray
    x-ray yankee zulu""".split()
)
# Words that join the pieces ("then", "followed by"), in the languages of the digit words.
_THEN = frozenset(
    """then followed next dann danach puis ensuite luego después despues depois poi dopo
    daarna потом затем potem phir fir sonra 然后 然後 それから 그다음 다음 så sedan deretter
    derefter""".split()
)
_LINKS = _THEN | frozenset(
    """by and the a an as number numbers digit digits word year sign symbol mark key all one no
    space spaces for as in und et y e en и i aur ve og och och の""".split()
)
# Words of a rule about passwords, not a value: "needs a capital letter and a symbol".
_RULE_WORDS = frozenset(
    """must should need needs needed require requires required requirement least contain
    contains include includes including characters character letter letters digits
    symbols special rule rules policy muss müssen doit doivent debe deben deve devono moet
    должен""".split()
)
_GAP_BREAKS = re.compile(r"[()\[\]{}\"“”:=/]")  # a bracket, quote or colon ends a spoken run


def _attached(lowered: str, start: int, end: int) -> bool:
    before, after = lowered[max(0, start - 2) : start], lowered[end : end + 2]
    return (len(before) == 2 and before[1] in _JOINERS and before[0].isalnum()) or (
        len(after) == 2 and after[0] in _JOINERS and after[1].isalnum()
    )


def _kind(piece: str, next_piece: str) -> str:
    if piece.isdigit():
        return "numeral" if len(piece) == 1 else "numerals" if len(piece) <= 4 else "plain"
    if any(c.isdigit() for c in piece):
        return "plain"  # "age1ql3z", "2b": a token that is neither a word nor a number
    if piece in _DIGITS:
        return "digit"
    if piece in _WEAK_DIGITS:
        return "weak"
    if piece in _CASE:
        return "case"
    if piece in _SYMBOLS or (piece in _WEAK_SYMBOLS and next_piece in _SIGN):
        return "symbol"
    if len(piece) == 1 and piece.isalpha() and piece.isascii():
        return "and-letter" if piece in _LINKS else "letter"  # "a", "y", "e", "i"
    if piece in _NATO:
        return "nato"
    if piece in _LINKS:
        return "then" if piece in _THEN else "link"
    return "plain"


# What stands between a noun and its value when nothing else does: "is uh", "c'est", "hai".
_COPULAS = _LINKS | frozenset(
    """is it its it's it’s s was ist lautet war est c'est c’est c es era é è är er jest to hai ki это uh um er
    like just simply literally""".split()
)


def _right_after(lowered: str, noun_end: int, start: int) -> bool:
    """At most one word other than a copula or a filler between the noun and the value."""
    return sum(w not in _COPULAS for w in re.findall(r"\w+", lowered[noun_end:start])) <= 1


def _said_value(kinds: list[str], words: list[str], near: bool) -> bool:
    """The pieces of one run make a value: two kinds of piece, or three digit words."""
    spelled = kinds.count("letter") + kinds.count("and-letter")
    letters = spelled >= 3 or kinds.count("nato") >= 3
    # ("una mayúscula y un número": "y" is "and", never the letter after a case word)
    letters = letters or any(
        k == "case" and n in ("letter", "nato") for k, n in zip(kinds, kinds[1:], strict=False)
    )
    digits = kinds.count("digit")  # words; a numeral counts only beside another kind
    said = digits + kinds.count("numeral") + 2 * kinds.count("numerals")
    symbol = "symbol" in kinds
    # a base word counts when a symbol follows it, or "then" joins it to a symbol, letters or
    # two digits ("the door was blue then two of us painted it" joins one)
    joined = "then" in kinds and (said >= 2 or symbol or letters)
    # or two digit words follow it straight away, right after the noun ("… is blue tiger nine
    # nine"; not "the code club meets on tuesdays seven thirty")
    joined = joined or (near and kinds[1:3] == ["digit", "digit"])
    symbol_after = kinds[1:2] == ["symbol"] and (len(kinds) > 2 or words[1] not in _DASHES)
    base_word = kinds[0] == "plain" and len(words[0]) >= 3 and words[0] not in _NOT_BASE
    base = base_word and (joined or symbol_after)
    found = sum((letters, said > 0, symbol, base))
    weak = kinds.count("weak")
    return found >= 2 or (digits and digits + weak >= 3) or weak >= 4


_PAUSES = ("link", "then")
# A piece's kind, once per word (a message repeats its words; a flood repeats them more).
_KINDS: dict[str, str] = {}
_KINDS_CACHED = 20_000
_MAX_PIECES = 28  # a value said aloud is a few dozen pieces; read no further after a noun


# A piece a value needs besides spelled letters (see _said_value): a digit word or a symbol.
_NEEDED = _DIGITS | _WEAK_DIGITS | _SYMBOLS | _WEAK_SYMBOLS


def _may_hold_value(pieces: list[str]) -> bool:
    """Whether these pieces could make a value: a digit, a digit word or a symbol word among
    them, or a base word (three characters or more) before a "then" (C-speed set tests)."""
    if not _NEEDED.isdisjoint(pieces) or any(map(str.isdigit, pieces)):
        return True
    if _THEN.isdisjoint(pieces):
        return False
    last_then = max(i for i, piece in enumerate(pieces) if piece in _THEN)
    return max(map(len, pieces[:last_then]), default=0) >= 3


# session 22: a letter told by a word that starts with it ("M as in Mary", "D wie Dora",
# "A comme Anatole", "B for bravo"): the word names the letter
_SPELLED_BY = ("as in", "like in", "for", "wie", "comme", "come", "como", "jak", "som i", "als in")


def _spelled_by_word(pieces: list[tuple[str, int, int]], i: int) -> bool:
    """Whether pieces[i] is the word after "<letter> as in", starting with that letter."""
    word = pieces[i][0]
    for back in (2, 3):
        if i - back < 0:
            continue
        letter = pieces[i - back][0]
        said = " ".join(p[0] for p in pieces[i - back + 1 : i])
        if len(letter) == 1 and letter.isalpha() and said in _SPELLED_BY:
            return word[0] == letter
    return False


def _runs(lowered: str, start: int, stop: int) -> list[tuple[list[int], int, list[str], list[str]]]:
    """Runs of spoken pieces in lowered[start:stop]: (start, end, kinds, words); a plain word
    starts a new run (it may be the value's base word) and so does a bracket or a quote."""
    pieces = []
    for m in _PIECE.finditer(lowered, start, stop):
        pieces.append((m.group(), m.start(), m.end()))
        if len(pieces) > _MAX_PIECES:
            break
    breaks = [m.start() for m in _GAP_BREAKS.finditer(lowered, start, stop)]
    runs: list[tuple[list[int], int, list[str], list[str]]] = []
    kinds: list[str] = []
    words: list[str] = []
    starts: list[int] = []
    run_end = start
    b = 0  # the next bracket, quote or colon
    for i, (piece, p_start, p_end) in enumerate(pieces):
        nxt = pieces[i + 1][0] if i + 1 < len(pieces) else ""
        kind = _KINDS.get(piece) if piece not in _WEAK_SYMBOLS else None
        if kind is None:
            kind = _kind(piece, nxt)
            if piece not in _WEAK_SYMBOLS and len(_KINDS) < _KINDS_CACHED:
                _KINDS[piece] = kind
        if kind != "plain" and _attached(lowered, p_start, p_end):
            kind = "plain"
        if kind in ("plain", "nato") and _spelled_by_word(pieces, i):
            kind = "link"  # "m as in mike": the word says which letter, it is not a piece
        broken = False
        while b < len(breaks) and breaks[b] < p_start:
            broken, b = True, b + 1
        if kind == "plain" or broken:
            if kinds:
                runs.append((starts, run_end, kinds, words))
            kinds, words, starts = [], [], []
        if kind in _PAUSES and not kinds:
            continue  # a run does not start with a link
        kinds.append(kind)
        words.append(piece)
        starts.append(p_start)
        if kind not in _PAUSES:
            run_end = p_end
    if kinds:
        runs.append((starts, run_end, kinds, words))
    return runs


# A value said before its noun: "sierra hotel echo … dash four four, that's the password for …".
_THATS_THE = re.compile(
    r"[,—–-]?[ \t]*(?:that's|that’s|thats|that is|it's|its|das ist|c'est|es|is)[ \t]+"
    r"(?:(?:the|my|our|der|die|das|le|la|el|mon|mein|meine)[ \t]+)?(?:[^\W\d_]{2,20}[ \t]+)?$"
)


def _value_before(lowered: str, noun_end: int) -> tuple[int, int] | None:
    """The run said just before "that's the <noun>" that ends at `noun_end`, if one is."""
    if (start := _noun_start(lowered, noun_end)) is None:
        return None
    link = _THATS_THE.search(lowered, max(0, start - 40), start)
    if link is None or link.start() == start:
        return None
    clause = list(_CLAUSE_END.finditer(lowered, max(0, link.start() - _RUN_REACH), link.start()))
    lo = clause[-1].end() if clause else max(0, link.start() - _RUN_REACH)
    pieces = _PIECE.findall(lowered, lo, link.start())
    # _runs reads _MAX_PIECES + 1 pieces: with more, its last run cannot reach the link
    if len(pieces) > _MAX_PIECES + 1 or not _may_hold_value(pieces):
        return None
    runs = _runs(lowered, lo, link.start())
    if not runs:
        return None
    starts, run_end, kinds, words = runs[-1]
    if lowered[run_end : link.start()].strip(" \t,—–-") or not _said_value(kinds, words, False):
        return None
    return starts[0], run_end


def _value_after(lowered: str, end: int) -> tuple[int, int] | None:
    """The first run after the noun ending at `end`, in its clause, that is a value."""
    clause = _CLAUSE_END.search(lowered, end, end + _REACH + _RUN_REACH)
    stop = clause.start() if clause else min(len(lowered), end + _REACH + _RUN_REACH)
    if not _may_hold_value(_PIECE.findall(lowered, end, stop)):
        return None
    for starts, run_end, kinds, words in _runs(lowered, end, stop):
        start = starts[0]
        if start - end > _REACH:
            return None
        while kinds[-1] in _PAUSES:
            kinds, words = kinds[:-1], words[:-1]
        if not _said_value(kinds, words, _right_after(lowered, end, start)):
            continue
        # a time, a reference or a count, before the base word or after it ("in twenty …")
        spelled = [p for p, k in zip(starts, kinds, strict=False) if k not in _PAUSES]
        if any(_counts_or_refers(lowered, s, run_end) for s in set(spelled[:2])):
            continue
        if set(re.findall(r"\w+", lowered[end:run_end])) & _RULE_WORDS:
            continue
        return start, run_end
    return None


# Every read of _value_after and _value_before stays this near the noun's end (back: 30 to the
# noun's start, 40 to "that's", 120 to the clause, 2 for a joiner; on: 180 to the clause's end,
# 24 for a unit), so two nouns with the same text around them have the same value there.
_AROUND = 256
_BLANKS = re.compile(r"[ \t]*")


def _value_near(
    lowered: str, end: int, seen: dict[tuple[str, int, bool], tuple[int, int] | None]
) -> tuple[int, int] | None:
    """_value_after or _value_before, once per text around a noun (a flood repeats it)."""
    lo, hi = max(0, end - _AROUND), min(len(lowered), end + _AROUND)
    if _BLANKS.match(lowered, end).end() > hi - 16:
        return _value_after(lowered, end) or _value_before(lowered, end)  # blanks run on
    key = (lowered[lo:hi], end - lo, hi == len(lowered))
    if key not in seen:
        value = _value_after(lowered, end) or _value_before(lowered, end)
        seen[key] = None if value is None else (value[0] - lo, value[1] - lo)
    relative = seen[key]
    return None if relative is None else (relative[0] + lo, relative[1] + lo)


def spelled_value_spans(
    text: str, lowered: str, chars: Literals, ends: list[int] | None = None
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) for each value said piece by piece near its noun;
    `ends`: the code nouns' ends (spelled_codes.code_noun_ends), when the caller has them."""
    found: list[tuple[str, int, int]] = []
    seen: dict[tuple[str, int, bool], tuple[int, int] | None] = {}
    for end in code_noun_ends(lowered, chars) if ends is None else ends:
        if found and end < found[-1][2]:
            continue
        value = _value_near(lowered, end, seen)
        if value is not None:
            found.append(("spoken-password", *value))
    return sorted(found, key=lambda f: f[1])
