"""A chosen password or a lettered code that a verb of locking or opening takes as its instrument
(secret_speech.py runs it): "the PDF with the scans is locked with 19Harbour!Trust", "la carpeta
compartida está protegida con Nube-Azul-2021", "le portillon s'ouvre avec 7B42", "der Laptop
ist mit Kaffeetasse2023 gesperrt", "datorn låses upp med Lingon1961"; a login's verb takes one
the same way: "she logs in as mgarcia with Sevilla1990*".

locking_verbs.py and opening_codes.py read the same verbs with a number; here the instrument is
what a person chose to lock with: letters with two digits or a symbol (not a product or an
algorithm: "encrypted with AES-256", "protected with WPA2" hold no lower-case word), or a
keypad's code of digits with a capital letter or two ("9A31", "1357B"). What a thing "opens
with" in a story, a count or a tool ("opens with a key", "locked with 3 bolts") is no value.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["OPENED_BY_PASSWORD", "chosen_value", "instrument_password_spans"]

_FINDS = 8  # instruments read: a message locks a few things

# The verb right before the preposition that makes its instrument: a verb of locking (whatever
# is locked) or, named `open`, a verb of opening (a season or a film "opens with" its first act:
# a thing that locks must be named before it)
_VERB_BEFORE = {
    " with ": re.compile(
        r"(?:locked|unlocked|protected|secured|unlocks|(?P<open>opens|opened|open)|"
        # a login's verb, maybe with the account it logs in as: "logs in as mgarcia with …"
        r"(?:log|logs|logged|logging|sign|signs|signed|signing)[ \t]+(?:in|on)"
        r"(?:[ \t]+as[ \t]+[^\s,;:!?]{2,40})?)[ \t]+\Z"
    ),
    " avec ": re.compile(
        r"(?:protégée?s?|verrouillée?s?|sécurisée?s?|déverrouille|se[ \t]+déverrouille|"
        r"(?P<open>s['’]ouvre|s['’]ouvrent|ouverte?))[ \t]+\Z"
    ),
    " con ": re.compile(
        r"(?:protegid[oa]s?|protett[oa]|bloquead[oa]s?|bloccat[oa]|se[ \t]+desbloquea|"
        r"si[ \t]+sblocca|(?P<open>se[ \t]+abre|si[ \t]+apre|abre|apre))[ \t]+\Z"
    ),
    " com ": re.compile(r"(?:protegid[oa]s?|bloquead[oa]s?|desbloqueia|(?P<open>abre))[ \t]+\Z"),
    " med ": re.compile(
        r"(?:låses[ \t]+upp|låses[ \t]+op|skyddad|skyddas|beskyttet|låst|låses|"
        r"(?P<open>öppnas|åbnes|åpnes))[ \t]+\Z"
    ),
}
_VERB_REACH = 60  # a verb and the account it logs in as, before the preposition
_THING_REACH = 80  # how far before a verb of opening the thing it opens is looked for
# what a password opens, besides the doors and safes a code opens (keypad_codes.OPENED_THINGS)
OPENED_BY_PASSWORD = re.compile(
    r"(?<!\w)(?:files?|pdfs?|folders?|disks?|drives?|laptops?|computers?|phones?|tablets?|"
    r"archives?|zip|documents?|share|fichiers?|dossiers?|disques?|ordinateur|portable|"
    r"archivos?|carpetas?|documentos?|cartell[ae]|datei|ordner|laufwerk|bestand|map|"
    r"mapp|dator[n]?|telefon\w*|zip-?fil\w*)(?!\w)"
)
# German and Dutch put the participle after the instrument: "mit Kaffeetasse2023 gesperrt"
_PARTICIPLE_AFTER = re.compile(
    r"[ \t]+(?:gesperrt|entsperrt|gesichert|geschützt|verschlüsselt|verschlossen|"
    r"abgeschlossen|geöffnet|vergrendeld|ontgrendeld|beveiligd|afgesloten|geopend)(?!\w)"
)
_PARTICIPLE_WORDS = (" mit ", " met ")
# what may stand between the preposition and the value: an article or a possessive, and the
# password's own noun ("protected with the password …", "mit dem Passwort …")
_BEFORE_VALUE = re.compile(
    r"(?:(?:the|my|a|le|la|mon|ma|el|mi|il|o|a|den|dem|der|de|het|mijn|min|mitt)[ \t]+)?"
    r"(?:(?:password|passcode|code|mot[ \t]+de[ \t]+passe|contraseña|clave|passwort|"
    r"kennwort|wachtwoord|lösenord|kode|kod|senha)[ \t]+)?"
)
_QUOTES = "\"'“”«»‘’„ \t"
_TOKEN = re.compile(r"[^\s\"“”«»„]+")
# digits with one or two capitals: a keypad's code ("9A31", "1357B"), not a unit ("128gb")
_LETTERED_CODE = re.compile(r"(?=(?:[A-Z]?[0-9]){3})[0-9A-Z]{4,8}")
_UNIT = re.compile(r"[0-9]+[A-Z]{2}")


def _thing_before(lowered: str, at: int) -> bool:
    """Whether a thing a code or a password opens is named before `at`, in its sentence."""
    window = re.split(r"[.!?;\n]", lowered[max(0, at - _THING_REACH) : at])[-1]
    return bool(OPENED_THINGS.search(window) or OPENED_BY_PASSWORD.search(window))


def chosen_value(core: str) -> bool:
    """Whether `core` is a value chosen to lock with, not a product, an algorithm or a count."""
    if _LETTERED_CODE.fullmatch(core) and sum(c.isalpha() for c in core) <= 2:
        # (digits alone are locking_verbs.py's; two capitals after them a unit: "128GB")
        return any(c.isalpha() for c in core) and not _UNIT.fullmatch(core)
    if len(core) < 7 or not chosen_password(core):
        return False
    digits = sum(c.isdigit() for c in core)
    symbol = any(not c.isalnum() for c in core)
    return sum(c.islower() for c in core) >= 2 and (digits >= 2 or symbol)


def _value_at(text: str, lowered: str, pos: int) -> tuple[int, int] | None:
    """The span of the instrument's value at or after `pos`, if it has one."""
    pos = _BEFORE_VALUE.match(lowered, pos).end()
    while pos < len(text) and text[pos] in _QUOTES:
        pos += 1  # 'protected with "…"', « … »
    token = _TOKEN.match(text, pos)
    if token is None:
        return None
    core = token_core(token.group())
    lead = token.group().find(core) if core else -1
    if lead < 0 or not chosen_value(core):
        return None
    return pos + lead, pos + lead + len(core)


def instrument_password_spans(
    text: str, lowered: str, chars: Literals
) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each value a verb of locking or opening takes."""
    found: list[tuple[str, int, int]] = []
    for word, verb in _VERB_BEFORE.items():
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            said = verb.search(lowered, max(0, at - _VERB_REACH), at + 1)
            if said is None or (said.group("open") and not _thing_before(lowered, at)):
                continue
            value = _value_at(text, lowered, at + len(word))
            if value is not None and len(found) < _FINDS:
                found.append(("spoken-password", *value))
    for word in _PARTICIPLE_WORDS:
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            value = _value_at(text, lowered, at + len(word))
            if value is None or _PARTICIPLE_AFTER.match(lowered, value[1]) is None:
                continue
            if len(found) < _FINDS:
                found.append(("spoken-password", *value))
    return found
