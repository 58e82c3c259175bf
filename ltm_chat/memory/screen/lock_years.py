"""A lock's code that looks like a year ("Der Schlüsselkasten hat den Code 1945", "avainkaapin
koodi on 1973", "kod do bramy to 1980"): a code bound to its noun is refused only if it is not
a year, since "the code from 2019" dates it. Where the text names what the code opens (a door,
gate, lock box, safe, alarm: keypad_codes.OPENED_THINGS) four digits after the code's noun are
the keys pressed, unless a word of time or origin stands before them ("since 1990", "von 2019").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS

__all__ = ["lock_year_code"]

# key boxes, lockers and padlocks the keypad table lacks (compounds: "Schlüsselkasten",
# "avainkaapin", "sleutelkluisje", "lyklaboxi")
_MORE_LOCKS = re.compile(
    r"(?<!\w)(?:lock ?box\w*|key ?(?:safe|box)\w*|padlock|schlüssel(?:kast|box|tresor|safe)\w*|"
    r"spind\w*|schließfach\w*|avain(?:kaap|boks|lokero)\w*|lukko\w*|nyckel(?:box|skåp)\w*|"
    r"nøkkel(?:boks|skap)\w*|nøgle(?:boks|skab)\w*|lykla(?:box|skáp)\w*|sleutel(?:kast|kluis)\w*|"
    r"kluisje\w*|boîte à clés|boite a cles|caja de llaves|candado|cadenas|lucchetto|cadeado|"
    r"szafk\w*|sejf\w*|szatni\w*|замок|замка|сейф\w*|seyf|sef|darvoza\w*|kapı\w*|kapu\w*)(?!\w)",
    re.IGNORECASE,
)
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
# words that make the number a date: "since 1990", "in 2019", "von 2019", "depuis 2015"
_TIME_BEFORE = frozenset(
    """since from in until till before after by around circa of at until year
    seit von vom im ab bis jahr jahre depuis en de du dès année desde del año dal dai dallo
    anno fino från sedan år sinds van vanaf sinds jaar od do roku rok від з з року с со года
    до vuodesta vuonna vuoteen óta évben év""".split()
)
# words after it that make the number a name's: "Code 2019 of the regulations", "1990 edition"
_NAMED_AFTER = re.compile(
    r"[ \t]+(?:of|edition|version|model|series|standard|rules)\b", re.IGNORECASE
)
_WORD_BEFORE = re.compile(r"([^\W\d_]+)[ \t,:]*\Z")


def lock_year_code(text: str, start: int, value: str) -> bool:
    """Whether the year-shaped `value` at text[start:] is a lock's code: the text names a lock
    and no word of time or origin stands just before the number."""
    if not _YEAR.fullmatch(value) or not (OPENED_THINGS.search(text) or _MORE_LOCKS.search(text)):
        return False
    if _NAMED_AFTER.match(text, start + len(value)):
        return False
    before = _WORD_BEFORE.search(text, max(0, start - 24), start)
    return before is None or before.group(1).lower() not in _TIME_BEFORE
