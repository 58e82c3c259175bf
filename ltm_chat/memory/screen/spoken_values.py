"""What a credential said in a chat looks like (secret_speech.py): a chosen password, a random
string, a key, a grouped or short code, digits for a PIN — told from the value itself (the
budget the scans share is scan_budget.py's).
"""

from __future__ import annotations

import re

# An ASCII token (a value is ASCII in every language; the words around it need not be).
# (Latin letters with diacritics count: "Martı1990x", "Älg2023!" are chosen in those languages.)
_TOKEN = re.compile(r"(?:[!-~]|[À-ÖØ-öø-ɏ])+")
# (an apostrophe inside a word is no quote: "dog's name, I'm" quotes nothing)
# (the quote first, the look-behind after it: `re` skips to quotes at C speed)
# (Polish and German open with „, Chinese and Japanese quote with 「」 and 『』, or “ after Han)
_QUOTED = re.compile(
    r"(?:[\"“«'‘](?<!\w.)|[„「『]|(?<=[\u3040-\u9fff])“)([^\"”»'’“」』\n]{3,100})"
    # (session 41) a corner bracket closes a quote whatever follows: "「…」です" ends with a copula
    r"(?:[\"”»'’“](?!\w)|[」』])"
)
_SENTENCE_END = re.compile(r"[.!?。！？\n](?:(?<=[.!?])(?=\s)|(?<=[。！？\n]))")
_TRAILING = ".,;:!?)]}'\"»”’"
# (with the Arabic comma and semicolon and the CJK full-width comma, pause and full stop)
_TRAILING_SOFT = ".,;:)]}'\"»”’،؛，、。"
_DATE_OR_VERSION = re.compile(
    r"v?[0-9]{1,4}(?:[-./:][0-9]{1,4}){1,3}(?:am|pm|h)?|[0-9]{1,2}(?:am|pm|h|st|nd|rd|th)"
    r"|[0-9]+(?:k|m|mb|gb|kb|ms|s|x|%|px|min|mins|days?|years?)",
    re.IGNORECASE,
)
# (session 42) A cipher, a hash or a key type with its size ("RSA-2048", "AES256", "ed25519",
# "SHA-256", "secp256k1", "ChaCha20-Poly1305"): the kind of key named, a standard no one chose.
_CIPHER_NAME = re.compile(
    r"(?:rsa|dsa|ecdsa|ecdh|ed|x|curve|aes|3des|des|rc|chacha|salsa|sha|sha3|md|hmac-sha|"
    r"blake|argon|pbkdf|secp|prime|brainpoolp)[-_]?"
    r"(?:1|2|3|4|5|20|128|160|192|224|256|384|448|512|1024|2048|3072|4096|8192|25519)"
    r"(?:[-_]?(?:bits?|id|i|d|k1|r1|gcm|cbc|ctr|poly1305))?",
    re.IGNORECASE,
)
_EMAIL_OR_URL = re.compile(r"[^@\s]+@[^@\s]+\.\w+|https?://|www\.", re.IGNORECASE)
_VOWELS = frozenset("aeiouy")
# Four consonants in a row (y aside): no word of these languages spells that, a random draw often does.
_CONSONANT_RUN = re.compile(r"[bcdfghjklmnpqrstvwxz]{4}")
_DIGRAPHS = re.compile("[tcsgp]h|ck")
_STOP = frozenset(
    """a an the my your our his her their its this that it too very not still same so also
    just only now one from of for at in on by and or but if then than as what which who
    stored saved written secure safe strong weak long short easy hard simple""".split()
)


def token_core(token: str) -> str:
    """The token without the punctuation of the sentence around it; a `!` or `?` after a
    plain word is the sentence's, after anything else it may be the password's."""
    core = token.rstrip(_TRAILING_SOFT).lstrip("(\"'“«‘")
    bare = core.rstrip("!?")
    return bare if bare != core and (bare.isalpha() and bare[1:].islower()) else core


def _letters_and_digits(core: str) -> bool:
    return any(c.isalpha() for c in core) and any(c.isdigit() for c in core)


def _has_symbol(core: str) -> bool:
    return any(not c.isalnum() and c not in "-'’._" for c in core)


# Code and placeholders, not values: a variable (`$HOME`, `${x}`, `$(cmd)`), a template
# (`{{ … }}`, `<KEY>`), a call, a quoted string's edge, or a run of masking characters.
_CODE_OR_PLACEHOLDER = re.compile(
    r"(?<![A-Za-z0-9])\$[.A-Za-z_({]|[{}<>`\\\"/]|\(.*\)|xxxx|XXXX|\*\*\*\*|####|\.\.|your[_-]|[_-]here\b|changeme",
)


# What a said value is made of: letters, digits and the symbols people put in passwords; no
# brackets, quotes, commas or slashes (those make it code, a path or a list).
# (Greek and Cyrillic letters too: "Морошка!77" is chosen the same way.)
# (session 19: Arabic-script and Hebrew letters, "نخلة2024": the same choice in those scripts)
_RTL_LETTERS = r"\u05d0-\u05ea\u0620-\u064a\u066e-\u06d3"
_VALUE_CHARS = re.compile(r"[A-Za-z0-9!#$%&*+?@^~_=.À-ÖØ-öø-ɏͰ-ϿЀ-ӿ" + _RTL_LETTERS + "-]+")
_RIGHT_TO_LEFT = re.compile(f"[{_RTL_LETTERS}]")


def _plain_value(core: str) -> bool:
    return (
        _VALUE_CHARS.fullmatch(core) is not None
        and core[0] not in "=.-_"
        and not _CODE_OR_PLACEHOLDER.search(core)
        and not _IDENTIFIER.fullmatch(core)
    )


# `upload_id`, `self.keys`, `sort_key`: names in code, not values.
_IDENTIFIER = re.compile(r"[A-Za-z]+(?:[_.][A-Za-z]+)+|[a-z]+(?:[A-Z][a-z]+)+")


def chosen_password(core: str) -> bool:
    """Shaped like a chosen password: letters with digits or symbols, or a random draw."""
    if core.isalpha():
        return False  # letters only: no digit and no symbol (the common case, decided at once)
    if len(core) < 5 or _EMAIL_OR_URL.match(core) or _DATE_OR_VERSION.fullmatch(core):
        return False
    if _CIPHER_NAME.fullmatch(core):
        return False
    if not _plain_value(core):
        return False
    letters = any(c.isalpha() for c in core)
    if not letters:
        return False
    if _RIGHT_TO_LEFT.search(core) and (
        sum(c.isalpha() for c in core) < 3 or sum(c.isdigit() for c in core) < 2
    ):
        return False  # "ב2024" (in 2024), "2024م" (AD): a joined preposition or era, no choice
    if _letters_and_digits(core):
        return True
    return _has_symbol(core) and sum(c.isalpha() for c in core) >= 3


def random_letters(core: str) -> bool:
    """A lowercase or mixed-case run no language spells: few vowels or case changes inside."""
    if len(core) < 8 or not core.isalpha() or not core.isascii() or core.isupper():
        return False
    if not core[1:].islower():  # (ASCII letters, not all capitals: some lower-case ones)
        # random case changes at half the positions; a name in CamelCase (`KeePassXC`) fewer
        switches = sum(a.isupper() != b.isupper() for a, b in zip(core, core[1:], strict=False))
        return switches / (len(core) - 1) >= 0.5
    low = core.lower()
    vowels = sum(c in _VOWELS for c in low)
    # a digraph spells one sound ("birthday" is r-th-d, "locksmith" l-o-ck-s-m-i-th): counted
    # as one consonant, in the vowels' share too
    sounds = _DIGRAPHS.sub("h", low)
    # a plural's or a verb's "s" after a cluster adds no sound of a random draw ("attempts")
    stem = sounds[:-1] if sounds.endswith("s") else sounds
    return vowels / len(sounds) < 0.25 or _CONSONANT_RUN.search(stem) is not None


def _key_shaped(core: str) -> bool:
    """A value called a key or token: 8+ characters drawn at random, whatever the alphabet."""
    if len(core) < 8 or not _plain_value(core) or _CIPHER_NAME.fullmatch(core):
        return False
    if "." in core and not (
        sum(c.isdigit() for c in core) >= 3
        and sum(c.isupper() for c in core) >= 2
        and sum(c.islower() for c in core) >= 2
    ):
        return False  # `self.keys`, `config.yaml`: names; a random draw mixes every class
    digits = sum(c.isdigit() for c in core)
    letters = sum(c.isalpha() for c in core)
    if digits and letters >= 2 and not _DATE_OR_VERSION.fullmatch(core):
        return True
    return random_letters(core)


# A recovery, activation or licence code: 3+ groups of 4-8 letters or digits joined by `-`,
# with digits among them ("XQ7M-P2K9-W4RT", "448811-203915-667402", "ED7C4A19-3F82B6D0-…").
_GROUPED = re.compile(r"[A-Za-z0-9]{4,8}(?:-[A-Za-z0-9]{4,8}){2,11}")


def _grouped_code(core: str) -> bool:
    return (
        _GROUPED.fullmatch(core) is not None
        and sum(c.isdigit() for c in core) >= 4
        and not _DATE_OR_VERSION.fullmatch(core)
    )


def _short_code(core: str) -> bool:
    """A code typed on a keypad or a lock screen: 4-10 letters and digits, not `0x…` (an
    error code) and not a word with a number."""
    return (
        4 <= len(core) <= 10
        and core.isalnum()
        and not core.lower().startswith("0x")
        and sum(c.isdigit() for c in core) >= 2
    )


def _digits_code(core: str) -> bool:
    """A PIN or a keypad code: 3-12 digits, maybe grouped (`7-3-9-1`) or ending in `#`."""
    if len(core) < 3 or core.isalpha():
        return False  # fewer than three characters, or no digit at all
    digits = sum(c.isdigit() for c in core)
    return (
        3 <= digits <= 12
        and all(c.isdigit() or c in "-#* " for c in core)
        and (digits >= 4 or core.endswith(("#", "*")))
    )
