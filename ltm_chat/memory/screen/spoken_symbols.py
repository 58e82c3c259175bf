"""A value dictated as words, read back as typed (redact.py runs it). Voice-to-text writes a
symbol's name, a digit's word and a letter's case as words, so no rule that reads a typed value
sees one. Four readings put them back: a symbol between the pieces it joins, with no space ("sk
guion proj guion 7Hq2…" is "sk-proj-7Hq2…", "postgres colon slash slash admin colon S3cret at db
dot shop dot com" a connection string); three digit words or more in a row as the digits they
say ("sieben vier neun drei" is "7493"); a number said in words (number_words.py: "dos mil
veinte" is "2020"); a letter's case note ("capital b big dog" is "Big dog"). The text so read is
judged by the same rules, and what they find in a read run is mapped back onto the words it
was dictated with.

Only the readings are new: a phone number, an e-mail address or an order number said so reads
as the number or the address it is, and the rules keep those as they keep them typed. A
symbol's name beside a function word ("a dash of salt", "a punto de salir", "le point de vue")
joins nothing: a value's pieces are not "a", "de" or "the".
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ltm_chat.memory.screen.number_words import number_phrases
from ltm_chat.memory.screen.spelled_codes import SAID_DIGITS, _counts_or_refers
from ltm_chat.memory.screen.typed_values import typed_note_after

__all__ = ["spoken_symbol_spans"]

# Each symbol's names, lowered, in English, Spanish, French, German, Italian, Portuguese and
# the English names Hindi and Tagalog speakers dictate with; the longest name is tried first.
_NAMES = {
    "@": """at sign|at symbol|at the rate of|at the rate|at-sign|arroba|arobase|arrobase|
        a commercial|a commerciale|chiocciola|chiocciolina|klammeraffe|affenschwanz|at-zeichen""",
    "_": """underscore|under score|underline|low dash|guion bajo|guión bajo|barra baja|
        tiret bas|tiret du bas|tiret du huit|tiret huit|unterstrich|trattino basso|
        traço baixo|traco baixo|sublinhado""",
    "-": """dash|hyphen|guion medio|guión medio|guion|guión|tiret du six|tiret|trait d'union|
        bindestrich|trattino|lineetta|traço|traco|hífen|hifen""",
    ".": """dot|punto|point|punkt|ponto""",
    "#": """hashtag|hash sign|hash key|pound sign|pound key|almohadilla|dièse|
        croisillon|raute|rautezeichen|cancelletto|cerquilha|jogo da velha""",
    "!": """exclamation mark|exclamation point|exclamation|signo de exclamación|
        signo de exclamacion|signo de admiración|signo de admiracion|exclamación|exclamacion|
        point d'exclamation|ausrufezeichen|ausrufungszeichen|punto esclamativo|
        ponto de exclamação|ponto de exclamacao|exclamação|exclamacao""",
    "$": """dollar sign|dollar symbol|signo de dólar|signo de dolar|signo de pesos|
        dollarzeichen|symbole dollar|simbolo del dollaro|cifrão|cifrao""",
    "*": """asterisk|asterisco|astérisque|asterisque|sternchen""",
    "&": """ampersand|esperluette|e commerciale|und-zeichen""",
    "/": """forward slash|slash|barra diagonal|barra inclinada|barra|schrägstrich|
        schraegstrich|barra obliqua""",
    ":": """colon|dos puntos|deux points|deux-points|doppelpunkt|due punti|dois pontos""",
}
_SYMBOL_OF = {
    name.strip(): symbol
    for symbol, names in _NAMES.items()
    for name in names.replace("\n", " ").split("|")
}
# a symbol's name as whole words, the words of a name parted by any white space
_SYMBOL = re.compile(
    r"(?<![\w'’-])(?:"
    + "|".join(
        r"[ \t]+".join(map(re.escape, name.split()))
        for name in sorted(_SYMBOL_OF, key=len, reverse=True)
    )
    + r")(?![\w'’-])"
)
_BARE_AT = re.compile(r"(?<![\w'’-])at(?![\w'’-])")
_AT_REACH = 60  # "colon <password> at": the host's "at" follows the password's colon closely
# What may close a value with no piece after it ("… nine nine exclamation mark").
_CLOSING = frozenset("!#$*")
# Function words of the languages above: a value's piece is never one of them.
_FUNCTION_WORDS = frozenset(
    """a an the of and or to in on at is it its for with by from as this that my your our
    de di da du del della dello dei degli des do dos das la le lo les los las il el un une uno
    una y e o u et ou und oder der die das den dem ein eine einer einem zu im am mit für auf
    que qui che se si en em na no nas nos ng sa ay at ang mga ko mo ka ni kay sila siya
    es est ist è é är was hai ka ki ke ko se aur""".split()
)
# Digit words read as digits inside a joined run (a value's "nove nove" is "99").
_DIGIT_NAMES = {
    "0": "zero cero zéro null nulla sero shunya",
    "1": "one uno una un une eins um uma isa ek",
    "2": "two dos deux zwei zwo due dois duas dalawa",
    "3": "three tres trois drei tre três tatlo teen",
    "4": "four cuatro quatre vier quattro quatro apat char chaar",
    "5": "five cinco cinq fünf cinque lima paanch panch",
    "6": "six seis sechs sei anim chhe",
    "7": "seven siete sept sieben sette sete pito saat",
    "8": "eight ocho huit acht otto oito walo aath",
    "9": "nine nueve neuf neun nove siyam nau",
}
_DIGIT_OF = {word: digit for digit, words in _DIGIT_NAMES.items() for word in words.split()}
# A run of three digit words or more is a number said digit by digit: in every language whose
# digits spelled_codes.py reads (not Korean's, which are syllables of other words too).
_RUN_DIGITS = _DIGIT_OF | {
    word: digit for word, digit in SAID_DIGITS.items() if not "\uac00" <= word[0] <= "\ud7a3"
}
_DIGIT_RUN = re.compile(
    r"(?<![\w'’-])(?:{0})(?:[ \t]+(?:{0})){{2,}}(?![\w'’-])".format(
        "|".join(map(re.escape, sorted(_RUN_DIGITS, key=len, reverse=True)))
    )
)
# Words after which a number said in words is a year: "en deux mille vingt", "seit
# neunzehnhundertachtzig", "desde dos mil diez".
_YEAR_BEFORE = [
    [word]
    for word in """en in im em no na nel nell nello dal dall del dell desde depuis seit since
    from until till hasta bis até ate fino année année año ano anno jahr year""".split()
]
_RUNS_READ = 50  # runs read in one text; a message says a few numbers
# Words that say the case of the letter after them ("capital p", "mayúscula q").
_UPPER_BEFORE = frozenset(
    """capital uppercase caps big mayúscula mayuscula majuscule maiuscola maiúscula maiuscula
    groß gross großes grosses großem grossem großer grosser""".split()
)
_LOWER_BEFORE = frozenset(
    "small lowercase minúscula minuscula minuscule minuscola kleines kleinem kleiner".split()
)
_CASE_WORDS = _UPPER_BEFORE | _LOWER_BEFORE
# A letter's case said before it ("capital b", "großes B") or after it ("b mayúscula").
_AFTER_LETTER = """mayúscula mayuscula majuscule maiuscola maiúscula maiuscula minúscula minuscula
    minuscule minuscola"""
_LOWER_NOTES = _LOWER_BEFORE | frozenset(
    "lower case|small letter|minúscula|minuscula|minuscule|minuscola".split("|")
)
_CASE_NOTE = re.compile(
    r"(?<![\w'’-])(?:(?P<case>"
    + "|".join(
        sorted(
            _CASE_WORDS | {"upper case", "lower case", "capital letter", "small letter"},
            key=len,
            reverse=True,
        )
    )
    + r")[ \t]+(?P<letter>[a-z])|(?P<letter2>[a-z])[ \t]+(?P<case2>"
    + "|".join(_AFTER_LETTER.split())
    + r"))(?![\w'’-])"
)
_WORD = re.compile(r"[^\W_]+")  # a piece: letters and digits together
_BLANK = re.compile(r"[ \t]+")
_WHOLE = 2_000  # a longer text is read only near its runs
_NEAR = 200  # characters kept either side of a run: its noun, its clause
_RUNS_NEAR = 12  # runs read in a long text; a message dictates a few values
_LONGEST = 12_000  # extraction's input at most (redact.py): a longer text is not read twice
_NAMES_READ = 200  # symbol names read in one text; a message dictates a few values


def _word_before(text: str, at: int) -> re.Match[str] | None:
    """The piece that ends where only blanks part it from `at`."""
    stop = at
    while stop > 0 and text[stop - 1] in " \t":
        stop -= 1
    if stop == at or stop == 0:
        return None
    start = stop
    while start > 0 and text[start - 1].isalnum():
        start -= 1
    return _WORD.fullmatch(text, start, stop)


def _word_after(text: str, at: int) -> re.Match[str] | None:
    """The piece that starts where only blanks part it from `at`."""
    blank = _BLANK.match(text, at)
    if blank is None:
        return None
    return _WORD.match(text, blank.end())


def _piece(word: re.Match[str] | None) -> bool:
    """A word that can be a piece of a value: any but a function word."""
    return word is not None and word.group().lower() not in _FUNCTION_WORDS


def _reading(text: str, start: int, end: int) -> list[tuple[int, int, str]]:
    """Edits that read the words of one piece: a digit word as its digit."""
    digit = _DIGIT_OF.get(text[start:end].lower())
    return [(start, end, digit)] if digit else []


def _chain_after(text: str, at: int) -> list[tuple[int, int, str]]:
    """Edits joining the spelled pieces that follow a joined piece: digits, digit words, a
    cased letter ("… guion nove nove", "… dash capital q 7")."""
    edits: list[tuple[int, int, str]] = []
    while True:
        blank = _BLANK.match(text, at)
        if blank is None:
            return edits
        word = _WORD.match(text, blank.end())
        if word is None:
            return edits
        lowered = word.group().lower()
        if word.group().isdigit() or lowered in _DIGIT_OF:
            edits.append((at, word.start(), ""))
            edits += _reading(text, *word.span())
            at = word.end()
            continue
        letter = _word_after(text, word.end()) if lowered in _CASE_WORDS else None
        if letter is not None and len(letter.group()) == 1 and letter.group().isalpha():
            cased = letter.group().upper() if lowered in _UPPER_BEFORE else letter.group().lower()
            edits.append((at, letter.end(), cased))  # "capital q": the note goes, Q stays
            at = letter.end()
            continue
        return edits


def _groups(lowered: str) -> list[tuple[int, int, str]]:
    """(start, end, symbols) of each group of symbol names said one after another with only
    blanks between ("colon slash slash" is "://")."""
    groups: list[tuple[int, int, str]] = []
    for n, name in enumerate(_SYMBOL.finditer(lowered)):
        if n >= _NAMES_READ:
            break
        symbol = _SYMBOL_OF[" ".join(name.group().split())]
        if groups and not lowered[groups[-1][1] : name.start()].strip(" \t"):
            start, _, symbols = groups[-1]
            groups[-1] = (start, name.end(), symbols + symbol)
        else:
            groups.append((name.start(), name.end(), symbol))
    return groups


def _edits(text: str) -> tuple[list[tuple[int, int, str]], list[tuple[int, int]]]:
    """(edits, joined runs): each edit replaces text[start:end] with its string; a run is the
    original span of the pieces one symbol joins."""
    edits: list[tuple[int, int, str]] = []
    runs: list[tuple[int, int]] = []
    # (a text whose lowering changes its length is read as it is: offsets must hold)
    lowered = text.lower()
    if len(lowered) != len(text):
        lowered = text
    for first, last, symbols in _groups(lowered):
        before, after = _word_before(text, first), _word_after(text, last)
        if not _piece(before):
            continue
        if _piece(after):
            edits.append((before.end(), after.start(), symbols))
            edits += _reading(text, *before.span()) + _reading(text, *after.span())
            edits += _chain_after(text, after.end())
            runs.append((before.start(), after.end()))
        elif symbols[-1] in _CLOSING:
            edits.append((before.end(), last, symbols))
            edits += _reading(text, *before.span())
            runs.append((before.start(), last))
    for n, run in enumerate(_DIGIT_RUN.finditer(lowered)):
        if n >= _RUNS_READ:
            break
        if _counts_or_refers(lowered, *run.span()) and not typed_note_after(lowered, run.end()):
            continue  # "trois un huit neuf voitures": a count, read as the rules read it
        edits += _digits_read(lowered, run)  # "sieben vier neun drei" is "7493"
        runs.append(run.span())
    for start, end, digits in number_phrases(lowered):
        if _counts_or_refers(lowered, start, end) and not typed_note_after(lowered, end):
            continue  # "setenta y siete años", "at twenty past": a count, a time
        if lowered[max(0, start - 12) : start].split()[-1:] in _YEAR_BEFORE:
            continue  # "a changé en deux mille vingt": a year
        if not any(start < e and s < end for s, e, _ in edits):
            edits.append((start, end, digits))  # "setenta y siete" is "77"
            runs.append((start, end))
    for note in _CASE_NOTE.finditer(lowered):
        edit = _cased_letter(text, note)
        if not any(edit[0] < e and s < edit[1] for s, e, _ in edits):
            edits.append(edit)  # "capital b big dog" is "Big dog"
            runs.append(edit[:2])
    if any(symbol in ":/" for _, _, symbol in edits):
        _address_at(text, lowered, edits, runs)
    return edits, runs


def _cased_letter(text: str, note: re.Match[str]) -> tuple[int, int, str]:
    """The edit a case note makes: the letter in its case, joined to the word after it when
    that word starts with the letter ("capital t tacos" is "Tacos"), else the letter alone."""
    before, letter = note.group("case"), note.group("letter") or note.group("letter2")
    upper = (before or note.group("case2")) not in _LOWER_NOTES
    cased = letter.upper() if upper else letter.lower()
    word = _word_after(text, note.end())
    if word is not None and word.group()[0].lower() == letter.lower() and len(word.group()) > 1:
        return note.start(), word.start() + 1, cased
    return note.start(), note.end(), cased


def _digits_read(lowered: str, run: re.Match[str]) -> list[tuple[int, int, str]]:
    """Edits that read a run of digit words as the digits it says, with no gap between."""
    edits: list[tuple[int, int, str]] = []
    at = run.start()
    for word in _WORD.finditer(lowered, run.start(), run.end()):
        if at < word.start():
            edits.append((at, word.start(), ""))
        edits.append((word.start(), word.end(), _RUN_DIGITS[word.group()]))
        at = word.end()
    return edits


def _address_at(
    text: str, lowered: str, edits: list[tuple[int, int, str]], runs: list[tuple[int, int]]
) -> None:
    """A bare "at" after a dictated "colon" or "slash" is the "@" before an address's host
    ("postgres colon slash slash admin colon pw at db dot …"); elsewhere it is the word."""
    for at in _BARE_AT.finditer(lowered):
        if not any(
            symbol in ":/" and 0 <= at.start() - end <= _AT_REACH for _, end, symbol in edits
        ):
            continue
        before, after = _word_before(text, at.start()), _word_after(text, at.end())
        if _piece(before) and _piece(after):
            edits.append((before.end(), after.start(), "@"))
            runs.append((before.start(), after.end()))


def _applied(text: str, edits: list[tuple[int, int, str]]) -> tuple[str, list[int]]:
    """The text with the edits made, and for each of its characters the original offset."""
    out: list[str] = []
    where: list[int] = []
    at = 0
    for start, end, replacement in sorted(set(edits)):
        if start < at:
            continue  # two symbols sharing a piece: its edit is made once
        out.append(text[at:start])
        where.extend(range(at, start))
        out.append(replacement)
        where.extend([start] * len(replacement))
        at = end
    out.append(text[at:])
    where.extend(range(at, len(text)))
    return "".join(out), where


def _around(read: str, where: list[int], runs: list[tuple[int, int]]) -> str:
    """The reading with only what stands near its first runs kept, the rest blanked (offsets
    hold): a value's noun is said near it, and a long text is not read a second time whole."""
    near = sorted((max(0, s - _NEAR), e + _NEAR) for s, e in sorted(runs)[:_RUNS_NEAR])
    kept = bytearray(len(read))
    j = 0
    for i, offset in enumerate(where):
        while j < len(near) and near[j][1] <= offset:
            j += 1
        kept[i] = j < len(near) and near[j][0] <= offset
    return "".join(c if keep else " " for c, keep in zip(read, kept, strict=True))


def spoken_symbol_spans(
    text: str, find: Callable[[str], list[tuple[str, int, int]]]
) -> list[tuple[str, int, int]]:
    """(rule, start, end) in `text` of each secret `find` reads once the symbols dictated as
    words are put back; only finds that touch a joined run count (the rest was read already)."""
    if len(text) > _LONGEST:
        return []
    edits, runs = _edits(text)
    if not edits:
        return []
    read, where = _applied(text, edits)
    if len(text) > _WHOLE:
        read = _around(read, where, runs)
    found = []
    for rule, start, end in find(read):
        if end <= start:
            continue
        start, end = where[start], where[end - 1] + 1
        if any(start < e and s < end for s, e in runs):
            found.append((rule, start, max(end, *(e for s, e in runs if start < e and s < end))))
    return found
