"""What a value bound to an access noun looks like, by the noun's kind (credential_binding.py):
digits for a code (groups, separators, a leading star), not a year, a time or a quantity; a
chosen token, a name-like last word, a few content words or words joined by dashes for a
password; a random string or digit groups for a key; a licence's groups for a serial; any word
for a security answer; a list of short codes for backup codes.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import (
    ANSWER,
    CODE,
    CONJUNCTIONS,
    KEY,
    LINKS,
    NOT_A_VALUE,
    NUMBER_WORDS,
    PASSWORD,
    PRONOUNS,
    QUANTITY_UNITS,
    SERIAL,
    TIME_BEFORE,
)
from ltm_chat.memory.screen.credential_frames import unspaced
from ltm_chat.memory.screen.lock_years import lock_year_code
from ltm_chat.memory.screen.spoken_values import (
    _CODE_OR_PLACEHOLDER,
    _grouped_code,
    _key_shaped,
    _short_code,
    chosen_password,
    random_letters,
    token_core,
)

__all__ = [
    "code_list",
    "digit_value",
    "one_word",
    "passphrase",
    "phrase_words",
    "quantity_after",
    "shaped",
    "strong_value",
]


# Digits typed on a keypad: groups joined by one space, dash or line break ("2-8-1-4",
# "4471 9920 1836 5502", "0-4-2-7"); a trailing # or * is part of it.
# (digits hyphened to letters head a reference, "2024-MI-558712": the whole token is read)
_DIGIT_GROUPS = re.compile(
    r"[*#]?[0-9]+(?:(?:[ \-\n]| [-–] )[0-9]+)*[#*]?(?![0-9A-Za-z]|-[A-Za-z])"
)


_YEAR = re.compile(r"(?:19|20)[0-9]{2}")


# (0x and 40 hex digits is an address; a private key has 64)
_PUBLIC_VALUE = re.compile(r"(?:ssh-|ecdsa-|sk-ssh|age1|npub1|0x[0-9a-f]{0,40}\b)", re.IGNORECASE)


def digit_value(text: str, pos: int, bound: bool) -> tuple[int, int] | None:
    m = _DIGIT_GROUPS.match(text, pos)
    if m is None:
        return None
    value = m.group().rstrip()
    digits = sum(c.isdigit() for c in value)
    grouped = digits != len(value.strip("*#"))  # "6-2-9": a combination's numbers
    if digits > 40 or digits < (3 if grouped else 4):
        return None  # "404", "200": a status or a count, not a code
    if not bound and _YEAR.fullmatch(value):
        return None  # "the password from 2019": a date, not the value
    if not bound and text[max(0, pos - 8) : pos].split()[-1:] in _TIME_BEFORE:
        return None  # "goes off at 0630": a time
    if quantity_after(text, m.end()):
        return None  # "489 pages", "12 characters": a quantity, not a code
    return pos, pos + len(value)


# A number glued to its unit ("40mm", "2.5kg").
_GLUED_MEASURE = re.compile(r"[0-9]+(?:[.,][0-9]+)?([a-zA-Z]{1,5})")


def quantity_after(text: str, end: int) -> bool:
    """Whether the number ending at `end` counts something: "489 pages", "1299 yen"."""
    unit = text[end : end + 16].split()[:1]
    return bool(unit) and unit[0].lower().strip(",.") in QUANTITY_UNITS


def shaped(
    kind: str, text: str, start: int, token: str, bound: bool, last: bool, binds_later=False
):
    # `last`: the token ends its clause (or a conjunction follows): a bare word can be a value
    # `binds_later`: a copula or a colon comes later in the clause
    """The span of the value `token` (at text[start:]) if it is shaped for a `kind` noun."""
    cut = next((i for i, c in enumerate(token) if unspaced(c)), None)
    if cut:  # "パスワードはKeePassXCで管理": a particle after the name gives it a role
        if token[cut] in _ROLE_PARTICLES and not token.startswith("です", cut):
            return None
        if token[cut] in _COUNTERS and token[:cut].isdigit():
            return None  # "金庫は 3000円でした": a number counted in yen or years is a quantity
        token = token[:cut]
    core = token_core(token)
    lead = len(token) - len(token.lstrip("(\"'“«‘"))
    span = (start + lead, start + lead + len(core))
    if not core or _PUBLIC_VALUE.match(core) or _CODE_OR_PLACEHOLDER.search(core):
        return None
    if kind == SERIAL:  # a device's serial is its name; a licence's comes in groups
        digits = digit_value(text, start + lead, bound) if core[:1].isdigit() else None
        if digits and sum(c.isdigit() for c in text[slice(*digits)]) >= 12:
            return digits
        return span if _grouped_code(core) else None
    if kind == ANSWER:
        ok = bound and (last or token.endswith(",")) and len(core) >= 3 and core.isalnum()
        ok = ok and core.lower() not in NOT_A_VALUE
        return span if ok else None
    if core.lstrip("*#")[:1].isdigit():
        digits = digit_value(text, start + lead, bound)
        if digits and kind == CODE:
            return digits
        if kind == CODE and not bound and lock_year_code(text, start + lead, core):
            return span  # "hat den Code 1945" where a lock box is named: its keys, not a date
        if digits and kind == KEY and sum(c.isdigit() for c in text[slice(*digits)]) >= 6:
            return digits
        if digits and kind == PASSWORD and digits[1] - digits[0] >= 4:
            return digits
    glued = _GLUED_MEASURE.fullmatch(core)
    if glued and glued[1].lower() in QUANTITY_UNITS:
        return None  # "the padlock is 40mm": a size, not a code
    if kind == CODE:  # a keypad code with letters ("45К7812"), a recovery code in groups
        letters = not core.isdigit()
        short = _short_code(core) and letters and (bound or sum(c.isdigit() for c in core) >= 4)
        return span if short or _grouped_code(core) else None
    if kind == KEY:
        if _key_shaped(core) or _grouped_code(core) or (bound and chosen_password(core)):
            return span
        return None
    if chosen_password(core):
        return span
    # A word of letters only, unbound, in a clause that goes on and never binds a value, is the
    # sentence's ("password strength with the horse", "the password manager subscription renews
    # in March"): a random draw stands after a copula or a colon, ends its clause, or is named
    # before one ("… Xkqwpzrtlmnbvc is the one")
    if random_letters(core) and (bound or last or binds_later):
        return span
    # (all capitals joined by "_" name a constant or a variable: "DB_PASSWORD")
    if bound and _JOINED_WORDS.fullmatch(core) and "." not in core[-4:] and _not_a_name(core):
        return span  # (not a file name)
    if bound and _SNAKE_PAIR.fullmatch(core) and not core.isupper():
        return span  # "enderdragon_slayer": prose never joins by "_"
    # a name-like word as the clause's last word: "the verbal password … is Pumpkin"
    latin = all(ord(c) < 0x250 for c in core)
    name_like = (
        core[:1].isupper() and core.isalpha() and latin and len(core) >= 3 and not core.isupper()
    )
    return span if bound and last and name_like and core.lower() not in NOT_A_VALUE else None


_TIME_BEFORE = [[w] for w in TIME_BEFORE]


def _not_a_name(core: str) -> bool:
    """Capitals joined by dots name a path in code ("Settings.Default.Key"); by "_" or "-" a
    chosen password ("Gaviota_Madrid"); capitals only, a constant ("DB_PASSWORD")."""
    return not core.isupper() and ("." not in core or core.islower())


# Japanese particles that give a name a role (by means of, into, object, with, from).
_ROLE_PARTICLES = "でにをとか"
# Currencies and counters written right after a number in CJK: it counts or prices something
_COUNTERS = "円元원圓年月日時分個人回歳枚件万千億개명살"


def strong_value(kind: str, text: str, start: int, token: str) -> tuple[int, int] | None:
    """A value no description could be: digits for a code, a chosen token for a password."""
    core = token_core(token)
    if kind in (CODE, PASSWORD) and core[:1].isdigit():
        return digit_value(text, start, True)
    return (start, start + len(core)) if chosen_password(core) else None


_PHRASE_WORD = re.compile(r"[a-zäöüßéèàçñ]{2,12}")


_ONE_CODE = re.compile(r"(?=[a-z0-9]*[0-9])(?=[a-z0-9]*[a-z])[a-z0-9]{3,8}", re.IGNORECASE)


def code_list(tokens: list[re.Match[str]]) -> tuple[int, int] | None:
    """Backup codes: three or more short codes of letters and digits in a row."""
    n = 0
    for m in tokens:
        if not _ONE_CODE.fullmatch(m.group().rstrip(",;")):
            break
        n += 1
    if n < 3:
        return None
    return tokens[0].start(), tokens[n - 1].start() + len(tokens[n - 1].group().rstrip(",;"))


# A door phone's keypad: a flat's number, the key (or hash, star, bell) button, then the code
# ("15 klucz 3308", "12 key 4471", "7 cheia 2290"); "then" between the pieces.
_KEY_BUTTONS = frozenset(
    """key klucz cheia cheie ключ клавиша clé clef llave chiave sleutel schlüssel taste
    hash star # * bell""".split()
)
_THEN = frozenset("then potem apoi puis dann luego poi sonra daarna потом затем".split())
_FILLERS = frozenset("and the e et y und i a la le il die de press hit".split())


def keypad_sequence(tokens: list[re.Match[str]]) -> tuple[int, int] | None:
    """Digits, a keypad button's word, digits: one code typed in pieces (four digits in all);
    or digits, "then", the key button: a door phone's code ("43, apoi cheia")."""
    words = [m.group().rstrip(",;.") for m in tokens[:7]]
    if words and words[0].isdigit() and len(words[0]) >= 2:
        rest = [w.lower() for w in words[1:5]]
        button = next((j for j, w in enumerate(rest) if w in _KEY_BUTTONS), None)
        fillers = rest[:button] if button is not None else ["?"]
        if fillers and any(w in _THEN for w in fillers) and set(fillers) <= _THEN | _FILLERS:
            return tokens[0].start(), tokens[0].start() + len(words[0])
    pieces = [w for w in words if w.lower() not in _THEN]
    if len(pieces) < 3 or not pieces[0].isdigit() or pieces[1].lower() not in _KEY_BUTTONS:
        return None
    digits = [w for w in pieces[2:] if w.isdigit()]
    if not digits or pieces[2] != digits[0] or sum(map(len, [pieces[0], *digits])) < 5:
        return None
    last = max(j for j, w in enumerate(words) if w == digits[-1])
    return tokens[0].start(), tokens[last].start() + len(words[last])


def phrase_words(words: list[str], least: int = 3) -> bool:
    """Whether `words` can be a passphrase: 3-8 lowercase words, none a function word."""
    return least <= len(words) <= 8 and all(
        _PHRASE_WORD.fullmatch(w) and w not in _FUNCTION_WORDS for w in words
    )


_FUNCTION_WORDS = (NOT_A_VALUE - NUMBER_WORDS) | LINKS | PRONOUNS | CONJUNCTIONS


def phrase_word(word: str) -> bool:
    """One word a passphrase can hold (the test `phrase_words` puts to each)."""
    return _PHRASE_WORD.fullmatch(word) is not None and word not in _FUNCTION_WORDS


# (session 21: whatever their case: "Gaviota_Madrid", "Dr.Ramirez.Pediatra" are chosen too)
_SNAKE_PAIR = re.compile(r"[a-zäöüßéèàçñ]{3,12}_[a-zäöüßéèàçñ]{3,12}", re.IGNORECASE)
# Words joined by dashes, dots or underscores: "hunter-orchard-lamp" is a passphrase.
_JOINED_WORDS = re.compile(r"[a-zäöüßéèàçñ]{2,12}(?:[-_.][a-zäöüßéèàçñ]{2,12}){2,7}", re.IGNORECASE)


# An English past participle after the copula makes the statement passive.
_PARTICIPLE = re.compile(r"[a-z]{3,}ed")


def passphrase(text: str, tokens: list[re.Match[str]], label: bool, sentence: bool = False):
    """The rest of the clause as a passphrase (2 words after a label's colon: "code word:
    pineapple express"), maybe ending in a number ("correct horse battery staple 2021");
    `sentence`: the noun names a phrase, so after its label a whole sentence is one ("seven
    quiet herons walk past the mill at dawn")."""
    words = [token_core(t.group()) for t in tokens]
    if not label and _PARTICIPLE.fullmatch(words[0] if words else ""):
        return None  # "the creds were rotated last week": a passive, not a passphrase
    end = tokens[-1].start() + len(words[-1]) if words else 0
    if phrase_words(words, 2 if label else 3):
        return tokens[0].start(), end
    # (a comma ends the phrase: "with bcrypt, cost factor 12" is two things)
    joined = all(t.group().isalpha() for t in tokens[:-1])
    if len(words) > 3 and joined and _NUMBER_TAIL.fullmatch(words[-1]):
        if phrase_words(words[:-1], 3):
            return tokens[0].start(), end
    if sentence and label and _sentence_phrase(words):
        return tokens[0].start(), end
    return None


_NUMBER_TAIL = re.compile(r"[0-9]{1,4}[!?#$%&*]?")
_PERSONS = PRONOUNS | frozenset("me my mine your yours our us him her them".split())
# A statement about the phrase has an auxiliary or a modal ("needs to be at least five
# words"), or opens with an order to look it up ("check the vault", "ask dad"): a made-up
# sentence to type has neither.
_STATEMENT_WORDS = frozenset(
    """be is are was were been being has have had do does did can could must should would will
    shall may might need needs needed please""".split()
)
_LOOK_UP = frozenset("check ask see use call look try find get read".split())


def _sentence_phrase(words: list[str]) -> bool:
    """4-12 lowercase words that open with a content word and name no person: a sentence made
    up to be typed, not a statement about the phrase ("I keep it in my vault")."""
    return (
        4 <= len(words) <= 12
        and all(_PHRASE_WORD.fullmatch(w) for w in words)
        and (words[0] in NUMBER_WORDS or words[0] not in _FUNCTION_WORDS)
        and not _PERSONS.intersection(words)
        and not _STATEMENT_WORDS.intersection(words)
        and words[0] not in _LOOK_UP
        and not _PARTICIPLE.fullmatch(words[0])
    )


# Suffixes of the adjectives and participles that describe a password ("unguessable",
# "complicated", "ridiculous", "missing"); a word with none of them ending the clause is one.
_DESCRIBING = (
    "able ible ful less ous ive al ed ing ish ic ly ary ent ant est ier tion sion ness ment "
    "where thing body ever"  # "everywhere", "everything": where it is, not what
).split()
# A German or Dutch past participle ("vergessen", "geändert", "verloren") states what happened.
_GERMANIC_PARTICIPLE = re.compile(r"(?:ge|ver|be|er|ent|zer)[a-zäöü]{3,}(?:en|t)")


def one_word(core: str, label: bool) -> bool:
    """A single lowercase word as a password, ending its clause: one no adjective could be (10+
    letters, two words run together: "sunflowerfield"), or a plain word of 8+ after a label's
    colon ("wifi password: sunflower"), never a describing word ("password: required")."""
    if not (core.isascii() and core.isalpha() and core.islower()):
        return False
    if core in NOT_A_VALUE or core.endswith(tuple(_DESCRIBING)):
        return False
    if _GERMANIC_PARTICIPLE.fullmatch(core):
        return False
    return len(core) >= (8 if label else 10)
