"""Numbers said in words, read as the digits they say (spoken_symbols.py's reading uses it):
"setenta y siete" is 77, "neunundneunzig" 99, "quatre-vingt-dix-neuf" 99, "settantasette" 77,
"dois mil e vinte" 2020, "nineteen eighty four" 1984 (two numbers said one after the other are
written one after the other, as a year or a code is said in pairs).

Only a number with a ten, a teen, a hundred or a thousand in it is read: a lone "uno", "un" or
"one" is an article or a pronoun as often as a digit, and runs of single digits are read by
spoken_symbols.py itself. English, Spanish, Portuguese, Italian, French and German.
"""

from __future__ import annotations

import re

__all__ = ["number_phrases"]

_UNITS = {
    1: "one uno una un une um uma eins",
    2: "two dos deux dois duas due zwei zwo",
    3: "three tres trois três tre tré drei",
    4: "four cuatro quatre quatro quattro vier",
    5: "five cinco cinq cinque fünf",
    6: "six seis sei sechs",
    7: "seven siete sept sete sette sieben",
    8: "eight ocho huit oito otto acht",
    9: "nine nueve neuf nove neun",
}
_TEENS = {
    10: "ten diez dix dez dieci zehn",
    11: "eleven onze undici",
    12: "twelve doce douze dodici zwölf",
    13: "thirteen trece treize treze tredici dreizehn",
    14: "fourteen catorce quatorze catorze quattordici vierzehn",
    15: "fifteen quince quinze quindici fünfzehn",
    16: "sixteen dieciséis dieciseis dezesseis dezasseis sedici sechzehn",
    17: "seventeen diecisiete dezessete dezassete diciassette siebzehn",
    18: "eighteen dieciocho dezoito diciotto achtzehn",
    19: "nineteen diecinueve dezenove dezanove diciannove neunzehn",
    21: "veintiuno veintiún",
    22: "veintidós veintidos",
    23: "veintitrés veintitres",
    24: "veinticuatro",
    25: "veinticinco",
    26: "veintiséis veintiseis",
    27: "veintisiete",
    28: "veintiocho",
    29: "veintinueve",
}
_TENS = {
    20: "twenty veinte vingt vingts vinte venti zwanzig",
    30: "thirty treinta trente trinta trenta dreißig dreissig",
    40: "forty quarenta cuarenta quarante quaranta vierzig",
    50: "fifty cincuenta cinquante cinquenta cinquanta fünfzig",
    60: "sixty sesenta soixante sessenta sessanta sechzig",
    70: "seventy setenta settanta siebzig",
    80: "eighty ochenta oitenta ottanta achtzig",
    90: "ninety noventa novanta neunzig",
}
_HUNDREDS = {
    100: "hundred cien ciento cent cents cem cento hundert",
    200: "doscientos duzentos duecento",
    300: "trescientos trezentos trecento",
    400: "cuatrocientos quatrocentos quattrocento",
    500: "quinientos quinhentos cinquecento",
    600: "seiscientos seiscentos seicento",
    700: "setecientos setecentos settecento",
    800: "ochocientos oitocentos ottocento",
    900: "novecientos novecentos novecento",
}
_THOUSAND = frozenset("thousand mil mille tausend".split())
_JOINS = frozenset("y e et und and".split())  # "setenta y siete", "vingt et un", "neun und …"


# Words that are a number only inside a longer word: Italian's tens before a vowel
# ("settantotto", "ventuno") and its "mila" ("duemila"); alone they are "wind", a name.
_FUSED_ONLY = {
    "vent": 20,
    "trent": 30,
    "quarant": 40,
    "cinquant": 50,
    "sessant": 60,
    "settant": 70,
    "ottant": 80,
    "novant": 90,
}
# (left out: "once", "elf", "seize", "doze", English words before they are Spanish, German,
# French or Portuguese numbers)


def _table(groups: dict[int, str]) -> dict[str, int]:
    return {word: value for value, words in groups.items() for word in words.split()}


_UNIT_OF, _TEEN_OF, _TEN_OF, _HUNDRED_OF = map(_table, (_UNITS, _TEENS, _TENS, _HUNDREDS))
_STANDING = _TEEN_OF.keys() | _TEN_OF.keys() | _HUNDRED_OF.keys() | _THOUSAND
_MORPHEMES = _UNIT_OF.keys() | _STANDING | _FUSED_ONLY.keys() | {"mila"} | _JOINS
_LONGEST_MORPHEME = max(map(len, _MORPHEMES))
_FUSED_AT_MOST = 6  # morphemes in one fused word ("millenovecentoottantacinque")


def _split(word: str) -> list[str] | None:
    """The number morphemes a word is made of ("neunundneunzig": neun, und, neunzig), the
    longest first at each place; None when it is not made of them."""
    parts: list[str] = []
    at = 0
    while at < len(word):
        for size in range(min(_LONGEST_MORPHEME, len(word) - at), 0, -1):
            if word[at : at + size] in _MORPHEMES:
                parts.append(word[at : at + size])
                at += size
                break
        else:
            return None
        if len(parts) > _FUSED_AT_MOST:
            return None
    if len(parts) == 1 and (parts[0] in _FUSED_ONLY or parts[0] == "mila"):
        return None
    return parts


def _german_order(parts: list[str]) -> list[str]:
    """German says the unit before its ten ("neun und neunzig"): put the ten first."""
    out: list[str] = []
    i = 0
    while i < len(parts):
        if i + 2 < len(parts) and parts[i + 1] == "und" and parts[i + 2] in _TEN_OF:
            out += [parts[i + 2], parts[i]]
            i += 3
        else:
            out.append(parts[i])
            i += 1
    return out


def _kinds(parts: list[str]) -> list[tuple[str, int]]:
    """Each morpheme as (kind, value): a unit "u", a whole number under a hundred "t", a ten
    "T", a hundred "h", a thousand "k", a join "j"; French "quatre-vingt" is one ten (80), and
    "soixante-dix", "quatre-vingt-onze" a ten and a teen (70, 91)."""
    out: list[tuple[str, int]] = []
    for part in _german_order(parts):
        if part in _JOINS:
            kind = ("j", 0)
        elif part in _THOUSAND or part == "mila":
            kind = ("k", 1000)
        elif part in _HUNDRED_OF:
            kind = ("h", _HUNDRED_OF[part])
        elif part in _TEN_OF or part in _FUSED_ONLY:
            kind = ("T", _TEN_OF.get(part) or _FUSED_ONLY[part])
        elif part in _TEEN_OF:
            kind = ("t", _TEEN_OF[part])
        else:
            kind = ("u", _UNIT_OF[part])
        if kind == ("T", 20) and out[-1:] == [("u", 4)] and part.startswith("vingt"):
            out[-1] = ("T", 80)
            continue
        base = out[-2] if out[-1:] == [("j", 0)] and len(out) > 1 else out[-1] if out else None
        if kind[0] == "t" and kind[1] < 20 and base in (("T", 60), ("T", 80)):
            if base is not out[-1]:
                out.pop()  # "soixante et onze"
            out[-1] = ("t", base[1] + kind[1])
            continue
        out.append(kind)
    return out


def _numbers(parts: list[str]) -> list[str] | None:
    """The numbers these morphemes say, each as digits; a new number starts where a ten or a
    teen follows a number that has its tens already ("nineteen eighty" is 19, 80)."""
    said: list[str] = []
    total = current = 0
    open_ = False  # a number is being said
    last = ""
    for kind, value in _kinds(parts):
        prev, last = last, kind
        if kind == "j":
            continue
        if kind == "k":
            total, current = total + max(current, 1) * 1000, 0
        elif kind == "h":
            if value == 100 and 0 < current < 100:
                current *= 100  # "quatre cents", "neunzehnhundert", "nineteen hundred"
            elif current % 1000 == 0:
                current += value
            else:
                said.append(str(total + current))
                total, current = 0, value
        else:
            fits = current % 100 == 0 or (kind == "u" and current % 10 == 0 and current % 100 >= 20)
            if open_ and not fits and prev == "j":
                return None  # "veinte y treinta": two numbers, not one said in words
            if open_ and not fits:
                said.append(str(total + current))
                total, current = 0, 0
            current += value
        open_ = True
    if last == "j":
        return None
    if open_:
        said.append(str(total + current))
    return said


def _read(words: list[str]) -> list[str] | None:
    """The numbers a run of number words says, or None when it says none."""
    parts: list[str] = []
    for word in words:
        for piece in word.split("-"):
            split = _split(piece)
            if split is None:
                return None
            parts += split
    if _STANDING.isdisjoint(parts) and _FUSED_ONLY.keys().isdisjoint(parts) and "mila" not in parts:
        return None  # units alone: articles and pronouns as often as numbers
    return _numbers(parts)


_PHRASE_WORD = re.compile(r"[^\W\d_]+(?:-[^\W\d_]+)*")  # a word, or words joined by hyphens
_MAX_WORDS = 12  # a number said in words is a few words; a flood is not read on


# Where a number read here can be: one of the words it needs, as a part of a word.
_NEEDED = re.compile(
    "|".join(sorted(_STANDING | _FUSED_ONLY.keys() | {"mila"}, key=len, reverse=True))
)


def number_phrases(lowered: str) -> list[tuple[int, int, str]]:
    """(start, end, digits) of each number said in words in `lowered`, a run of such numbers
    said one after another written as one ("nineteen eighty four": "1984")."""
    found: list[tuple[int, int, str]] = []
    if not _NEEDED.search(lowered):
        return found
    words = list(_PHRASE_WORD.finditer(lowered))
    i = 0
    while i < len(words):
        if _split(words[i].group().split("-")[0]) is None or words[i].group() in _JOINS:
            i += 1
            continue
        j = i
        while (
            j + 1 < len(words)
            and j + 1 - i < _MAX_WORDS
            and not lowered[words[j].end() : words[j + 1].start()].strip(" \t")
            and all(_split(p) is not None for p in words[j + 1].group().split("-"))
        ):
            j += 1
        while j > i and words[j].group() in _JOINS:
            j -= 1
        said = _read([w.group() for w in words[i : j + 1]])
        if said:
            found.append((words[i].start(), words[j].end(), "".join(said)))
        i = j + 1
    return found
