"""A code keyed on a keypad, known by the key that ends it whatever door it opens: "1385#",
"2468*", "6543★", "2 5 8 0 hash", "8264 lepas tu tekan #", "1 3 0 5 再按井号键"
(secret_speech.py runs it). A door, gate or alarm is named in every language, the keypad's
hash and star keys in few: the value is what they end.

Session 22: a key between the digits ("4#7#1", "3 star 5 star 9", "gwiazdka 4 gwiazdka 8
gwiazdka 2") keys them one by one; a key before four digits ("#3865") is a code only where the
text names what it opens (a door, gate, alarm, keypad), and "*" between digits only there
(elsewhere it multiplies).

Not: a phone's service codes ("*123#", "*#06#": a key before the digits), a hashtag, a code
comment or a product after a number ("2019 #tbt", "4096 # size", "1024 * 8": something follows
the key), a year with a footnote's star ("2019*").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET

__all__ = ["OPENED_THINGS", "keypad_code_spans"]

# The keypad's keys, by name (each is a search of the whole text: few ASCII ones).
_KEY_WORDS = (
    "#",
    "*",
    "★",
    "井号",
    "星号",
    "hash",
    "pound key",
    "star key",
    "dièse",
    "étoile",
    "almohadilla",
    "asterisco",
    "cancelletto",
    "yıldız",
    "krzyżyk",
    "решётк",
    "решетк",
    "звёздочк",
    "звездочк",
    "シャープ",
    "米印",
    # session 21: the keys' names in more languages
    *("raute", "sternchen", "asterisk", "cerquilha", "gwiazdk", "hekje", "sterretje"),
    *("mřížk", "hvězdičk", "αστεράκι", "αστερίσκ", "δίεση", "כוכבית", "סולמית"),
    *("dấu thăng", "dấu sao", "tanda pagar", "tanda bintang"),
)
# A symbol that a word, a number or a bracket follows is a hashtag, a comment ("4096 # size"),
# a product ("1024 * 8") or a footnote's mark, not a key pressed: the key ends what is keyed.
# (session 21: hiragana after the key is grammar, "1128# です"; a key pressed twice, "4471**", ends)
_SYMBOL_GOES_ON = re.compile(r"(?!\*[ \t]*(?:$|[\n.,!?;]))[ \t]*(?![\u3040-\u309f])[\w(\[{'\"*#]")
# Four to eight digits, typed or said one by one; then at most three words ("then", "lepas tu
# tekan", "再按") and the key, which ends the window this is matched in.
_BEFORE_KEY = re.compile(
    r"(?<![\w*#€$£¥.,/:+-])(?P<v>[0-9]{4,8}|(?:[0-9][ -]){3,7}[0-9])(?![\w/:.,][0-9])"
    r"[ \t]?(?:(?:[^\W\d_]{1,20}[ \t,]+){0,3}?|[\u3040-\u9fff]{1,6}?)$"
)
_REACH = 80  # from the code's first digit to its key
_DIGIT = re.compile(r"[0-9]")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


# session 22: a digit (or two) and the key, three times or more, the same key each time
_KEY_NAMES = r"[#*★]|hash|star|pound|dièse|étoile|almohadilla|asterisco|cancelletto|raute|stern|gwiazdk[aię]|krzyżyk|hekje|sterretje|yıldız"
# (the digit first: `re` skips to digits at C speed; what stands before it is read after)
_BETWEEN = re.compile(
    rf"(?P<v>[0-9]{{1,2}}[ \t]?(?P<k>{_KEY_NAMES})"
    r"(?:[ \t]?[0-9]{1,2}[ \t]?(?P=k)){0,6}[ \t]?[0-9]{1,2})(?![0-9]|[ \t]?(?P=k)[ \t]?[0-9])"
)
_KEY_BEFORE = re.compile(rf"(?:{_KEY_NAMES})[ \t]?\Z")
_KEY_LITERALS = ("#", "*", "★", "hash", "star", "pound", "dièse", "étoile", "almohadilla")
_KEY_LITERALS += ("asterisco", "cancelletto", "raute", "stern", "gwiazdk", "krzyżyk", "hekje")
_KEY_LITERALS += ("sterretje", "yıldız")
_AROUND = 200  # how far from a code the thing it opens is named
_EXAMINED = 80  # candidates read at most (a flood of "2*3*4" is read no further)
_BEFORE = re.compile(r"(?<![\w*#&/])[#★](?P<v>[0-9]{4,8})(?![0-9#*]|[.,/:-][0-9])")
# what a keyed code opens (opening_codes.py reads it too) (its key before the digits, or "*" between them, ask for one)
OPENED_THINGS = re.compile(
    r"(?<!\w)(?:doors?|gates?|keypad|key pad|alarm|entrance|intercom|buzzer|garage|shed|locker|"
    r"portes?|portail|digicode|interphone|puertas?|portero|portal|verja|portón|eingang|klingel|"
    r"portas?|portão|portone|cancello|citofono|drzwi|furtk\w*|bram\w*|domofon\w*|klatk\w*|"
    r"poort|kapı\w*|dörr\w*|grind|dveř\w*|vrata|ajtó|kapu|двер\w*|домофон\w*|калитк\w*|"
    r"(?:garten|garagen|hof|haus|einfahrts)?tor|safe|seif\w*|tresor|kluis|cofre|cassaforte|coffre|"
    r"caja fuerte|χρηματοκιβώτιο|κλειδοθήκη|lock|slot|lås\w*|fechadura|serrure|cerradura|"
    r"serratura|alarm\w*|allarme|συναγερμ\w*|kast|skab\w*|skåp\w*|armario|armadio)(?!\w)|tür|deur",
    re.IGNORECASE,
)


def _between_spans(text: str, lowered: str) -> list[tuple[str, int, int]]:
    """Digits keyed one by one with a key between them ("4#7#1", "6 hash 0 hash 4")."""
    found = []
    for n, m in enumerate(_BETWEEN.finditer(lowered)):
        if n >= _EXAMINED or len(found) >= _FINDS:
            break
        start, key = m.start(), m.group("k")
        if start and (lowered[start - 1].isalnum() or lowered[start - 1] in "*#_"):
            continue  # inside a longer token
        before = _KEY_BEFORE.search(lowered, max(0, start - 16), start)
        k0 = None if before is None else before.group().strip()
        digits = sum(c.isdigit() for c in m.group("v"))
        keys = m.group("v").count(key) + (k0 == key)
        if digits < 3 or keys < 2 or k0 not in (None, key):
            continue
        if key == "*" and not _opens_near(text, start, m.end()):
            continue  # "2*3*4" multiplies
        found.append(("spoken-pin", *m.span("v")))
    return found


def _opens_near(text: str, start: int, end: int) -> bool:
    return OPENED_THINGS.search(text, max(0, start - _AROUND), end + _AROUND) is not None


_FINDS = 20
_NUMBERED = re.compile(
    r"(?<!\w)(?:issue|ticket|order|pedido|commande|bestellung|zamówieni\w*|pr|bug|case|invoice|"
    r"factura|facture|rechnung|no|nr|number|número|numéro|nummer|numer|room|apt|unit|suite|flat|"
    r"item|ref|job|build|run|step|page|commit|line|version|post|episode|rank|house|bus|route|"
    r"platform|habitación|chambre|zimmer|pokój|ticketnummer)(?!\w)[^\n.!?#]{0,24}\Z",
    re.IGNORECASE,
)


# a noun right before "#" names the thing numbered ("door #4471", "Wohnung #12")
_THING_RIGHT_BEFORE = re.compile(
    r"(?:apartment|appartement|apartamento|appartamento|wohnung|mieszkani\w*|lägenhet|"
    + OPENED_THINGS.pattern
    + r")[ \t]*\Z",
    re.IGNORECASE,
)


def _before_spans(text: str, lowered: str) -> list[tuple[str, int, int]]:
    """A key before four to eight digits ("#3865") where the text names what it opens."""
    found = []
    for n, m in enumerate(_BEFORE.finditer(lowered)):
        if n >= _EXAMINED or len(found) >= _FINDS:
            break
        if not _opens_near(text, m.start(), m.end()):
            continue
        if _NUMBERED.search(lowered, max(0, m.start() - 40), m.start()) is not None:
            continue  # "issue #1234", "my ticket is #48213": a thing's number
        if _THING_RIGHT_BEFORE.search(text, max(0, m.start() - 30), m.start()) is not None:
            continue  # "apartment door #4471": the door's number, not what opens it
        found.append(("spoken-pin", *m.span("v")))
    return found


# session 27: the keys glued to the digits ("1991#", "#2017#", "#0417*", "ngu-24680#"): typed as
# keyed, so a year's digits are a code too; "*" alone after them stays a footnote ("2019*"), and
# a star before ("*2026#", "*141#") is a phone's service code
_GLUED = re.compile(r"(?P<pre>#)?(?P<v>[0-9]{4,8})(?P<k>[#*])(?![\w#*])")


def _glued_spans(lowered: str) -> list[tuple[str, int, int]]:
    """Four to eight digits the hash key ends or the keys enclose, with no space between."""
    found = []
    for n, m in enumerate(_GLUED.finditer(lowered)):
        if n >= _EXAMINED or len(found) >= _FINDS:
            break
        if m.group("k") == "*" and m.group("pre") is None:
            continue  # a footnote's star, or "2468*" (read by _BEFORE_KEY)
        at = m.start()
        before = lowered[at - 1] if at else " "
        if before == "-" and at >= 2 and lowered[at - 2].isalpha():
            before = " "  # a prefix joined by a hyphen ("ngu-24680#", "la-2468#")
        if before.isalnum() or before in "_*#&/.,:+-€$£¥":
            continue  # inside a longer token, an amount or a phone's service code
        if m.group("pre") and _NUMBERED.search(lowered, max(0, at - 40), at) is not None:
            continue  # "issue #1234#": a thing's number
        found.append(("spoken-pin", *m.span("v")))
    return found


def keypad_code_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each number that a keypad's hash or star key ends; the
    keys are found at C speed, the number read in a short window before each."""
    found: set[tuple[str, int, int]] = set()
    for key in _KEY_WORDS:
        if not chars.has(key):
            continue
        for at in capped_occurrences(lowered, key, KEYWORD_BUDGET):
            if len(key) == 1 and _SYMBOL_GOES_ON.match(lowered, at + 1):
                continue
            if not _DIGIT.search(lowered, max(0, at - _REACH), at):
                continue
            m = _BEFORE_KEY.search(lowered, max(0, at - _REACH), at)
            if m is not None and not _YEAR.fullmatch(m.group("v")):
                found.add(("spoken-pin", *m.span("v")))
    # (the key words first: a text with none is not read for a digit, a megabyte's regex scan)
    if any(map(chars.has, _KEY_LITERALS)) and _DIGIT.search(lowered) is not None:
        found.update(_between_spans(text, lowered))
        if chars.has("#") or chars.has("★"):
            found.update(_before_spans(text, lowered))
        if chars.has("#"):
            found.update(_glued_spans(lowered))
    return sorted(found, key=lambda f: f[1])
