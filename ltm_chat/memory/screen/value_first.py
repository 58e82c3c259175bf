"""A password said before its noun (secret_speech.py runs it): "Fennel&Crow_2209 is my password
for the pharmacy portal", '"Brambleford1999" — that's the wifi at my sister's', "Snowmelt!Arches
is what I use for Dropbox", "I use Winter2024! for basically everything". English puts the
value first when it is the topic; the rest of the screen reads a noun, then its value.

The value must be shaped like a chosen password, and more strictly so after "use … for"
(letters, a digit and a symbol: "I use Python3 for work", "I use utf-8 for everything" stay).
"the most common password", "a famous password" name a kind, not the user's own.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.anchors import anchors
from ltm_chat.memory.screen.credential_frames import generic_noun, public_code
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import chosen_password, token_core

__all__ = ["value_first_spans"]

_VALUE = r"[\"'“‘]?(?P<v>[^\s\"'“”‘’,;]{6,100}+)[\"'”’]?"
_WHOSE = r"(?:my|our|his|her|their|your|the|this|that)"
# session 26: an adverb between the copula and the owner says how, not what ("hunter2 is
# literally my runescape password")
_ADVERB = r"(?:still|also|literally|really|actually|just|basically|honestly|now|officially)"
# "X is my password for …", "X was the wifi password", '"X" — that's the wifi'
_IS_NOUN = re.compile(
    rf"{_VALUE}[ \t]+(?:is|was|=|—|–|-|(?:—|–|-)?[ \t]*that's|(?:—|–|-)?[ \t]*that is)"
    rf"[ \t]+(?:{_ADVERB}[ \t]+)?{_WHOSE}[ \t]+(?:[\w-]+[ \t]+){{0,2}}?"
    r"(?P<n>password|passphrase|passcode|passwort|wifi|wi-fi|pin|login)(?![\w-])"
)
# Other languages and other nouns, the value first (session 11, second pass; session 26: two
# words may name what the code opens, "0917 is my lock screen code"): "Kr8!zp_Q2 —
# VPN Passwort", '"Piano#Forte1990" ist das Kennwort für …', "7749 = código do cofre", '"Tulip-
# Orange-Seventeen" is the wifi passphrase'; a code noun takes 4-8 digits, a password noun a
# chosen token or capitalised words joined by dashes.
_ARTICLE = (
    r"(?:my|our|his|her|their|your|the|this|that|der|die|das|mein|meine|unser|unsere|el|la|"
    r"mi|nuestra|nuestro|o|a|meu|minha|le|mon|ma|notre|il|mio|mia|het|de|mijn|onze)"
)
_PASSWORD_NOUNS = (
    "password|passphrase|passwort|kennwort|contraseña|contrasena|clave|senha|mot de passe|mdp|"
    "wachtwoord|parola d'ordine|pw|pwd"
)
_CODE_NOUNS = (
    "pin|passcode|code|código|codigo|codice|pincode|combination|combinación|combinação|"
    "combinazione|combinaison|zahlenkombination"
)
_FIRST = re.compile(
    rf"{_VALUE.replace('{6,100}', '{4,100}')}[ \t]*(?:=|:|—|–|-|(?:—|–|-)?[ \t]*(?:that's|that is|das ist|c'est|é|es|is|ist|est|"
    r"was|war|era|è|is))?[ \t]+(?:"
    rf"{_ARTICLE}[ \t]+)?(?:[\w-]+[ \t]+){{0,2}}?"
    rf"(?P<n>{_PASSWORD_NOUNS}|{_CODE_NOUNS})(?![\w-])"
    # the noun ends the clause or takes its complement: "… the pin for the garage", not a
    # compound's head ("password manager", "code freeze")
    r"(?=[ \t]*(?:$|[,.;:!?—–(]|(?:for|to|at|on|in|from|für|fürs|zum|zur|vom|von|des|de|do|"
    r"da|du|del|della|di|van|voor|bei|dla|от|"
    # (or a chat's sign-off, as after _IS_NOUN's noun: "0917 is my lock screen code fyi")
    r"fyi|lol|btw|lmao|haha|pls|too|again|dont|don't|so|because|cuz|please)(?![\w-])))"
)
_CODE_SET = frozenset(_CODE_NOUNS.split("|"))
_CAPITAL_WORDS = re.compile(r"[A-Z][a-z]{1,11}(?:-[A-Z][a-z]{1,11}){2,7}")
_CODE_DIGITS = re.compile(r"[0-9]{4,8}")
# "X is what I use for Dropbox", "X is what I log in with"
_IS_WHAT = re.compile(
    rf"{_VALUE}[ \t]+is[ \t]+what[ \t]+(?:i|we)[ \t]+(?:use[ \t]+(?:for|on|to)|type|log[ \t]+in[ \t]+with)"
    r"(?![\w-])"
)
# "I use Winter2024! for everything", "all my accounts use Pancake_Orbit_19" (from the verb;
# the word before it is checked apart)
_USE_FOR = re.compile(
    rf"(?:use|uses|used|reuse|reuses|reused|have|has)[ \t]+{_VALUE}"
    r"(?:[ \t]+(?:for|on|everywhere)(?![\w-])|[,;]|$)"
)
# (and the third person a memory is written in: "the user uses … for most accounts")
_USERS = frozenset("i we account accounts login logins user he she they".split())
_SYMBOL = re.compile(r"[!#$%&*+=?^_~]")
# Each pattern is tried with .match where its anchor occurs (found by str.find, at C speed),
# the first anchors.BUDGET of each: a text with more is a log or a flood, read up to there.
_LINKS = (" is ", " was ", " = ", " that", " — ", " – ", " - ")
_FIRST_LINKS = _LINKS + (" ist ", " war ", " é ", " es ", " est ", " era ", " è ", " das ist ")
_VERBS = (" use ", " uses ", " used ", " reuse", " have ", " has ")
_REACH = 102  # a value is at most 100 characters, and a quote either side


# `_FIRST` reads its value (a quote, at most 100 characters, a quote), then up to its noun only
# letters, digits, spaces, tabs and its links' marks (=:—–-'’), crossing at most nine runs of
# spaces or tabs (two around a dash, "that is", an article, two words, "mot de passe"): where no
# noun is among those words it cannot match and is not tried (its noun alternation costs
# ~9 µs an anchor where it fails).
_FIRST_NOUN = re.compile(f"{_PASSWORD_NOUNS}|{_CODE_NOUNS}")
_FIRST_VALUE = re.compile(r"[\"'“‘]?[^\s\"'“”‘’,;]{0,100}+[\"'”’]?")
_FIRST_WORDS = re.compile(r"(?:[\w'’=:—–-]*[ \t]+){0,9}[\w'’=:—–-]*")


def _noun_ahead(lowered: str, start: int) -> bool:
    """Whether one of `_FIRST`'s nouns occurs where `_FIRST`, tried at `start`, reads it."""
    after = _FIRST_VALUE.match(lowered, start).end()
    return _FIRST_NOUN.search(lowered, after, _FIRST_WORDS.match(lowered, after).end()) is not None


def _mixed(core: str) -> bool:
    """Both cases and a digit or a symbol: "Snowmelt!Arches"; not "COVID-19", "gpt-4"."""
    upper, lower = any(c.isupper() for c in core), any(c.islower() for c in core)
    return upper and lower and (any(c.isdigit() for c in core) or bool(_SYMBOL.search(core)))


def _strict(core: str) -> bool:
    """Letters, a digit and a symbol: no tool's name or version is shaped so."""
    letters = sum(c.isalpha() for c in core)
    return letters >= 4 and any(c.isdigit() for c in core) and bool(_SYMBOL.search(core))


def _word_start(lowered: str, end: int) -> int:
    """Where the word that ends at `end` begins (at most _REACH characters back)."""
    lo = max(0, end - _REACH)
    cut = lowered.rfind(" ", lo, end) + 1 or lo  # the last plain space, then any other after it
    space = _SPACE.search(lowered[cut:end][::-1])  # (read backwards, at C speed)
    return end - space.start() if space else cut


# (a loop a character at a time read a long token back _REACH characters per anchor)
_SPACE = re.compile(r"\s")


def value_first_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-password", start, end) of each password said before its noun."""
    tries = []
    # (_IS_WHAT needs its "what": a text without one is not tried at each anchor)
    patterns = (_IS_NOUN, _IS_WHAT) if chars.has("what") else (_IS_NOUN,)
    for pos in anchors(lowered, chars, _LINKS, overlapping=True):
        start = _word_start(lowered, pos)
        tries += [(pattern, start) for pattern in patterns]
    for pos in anchors(lowered, chars, _FIRST_LINKS, overlapping=True):
        if _noun_ahead(lowered, start := _word_start(lowered, pos)):
            tries.append((_FIRST, start))
    for pos in anchors(lowered, chars, _VERBS, overlapping=True):
        subject = lowered[_word_start(lowered, pos) : pos]
        if subject in _USERS:
            tries.append((_USE_FOR, pos + 1))
    found = []
    for pattern, start in tries:
        m = pattern.match(lowered, start)
        if m is None:
            continue
        begin = m.start("v")
        core = token_core(text[begin : m.end("v")])
        if pattern is _FIRST:
            noun = m.group("n")
            if not _first_value(core, noun) or generic_noun(lowered, m.start("n")):
                continue
            if noun in _CODE_SET and public_code(lowered, m.start("n"), m.end("n")):
                continue  # "90210 is the zip code", "4012 is the error code"
            rule = "spoken-pin" if noun in _CODE_SET else "spoken-password"
            found.append((rule, begin, begin + len(core)))
            continue
        if "@" in core or "/" in core or not chosen_password(core):
            continue
        if pattern is _USE_FOR and not _strict(core):
            continue
        if pattern is _IS_WHAT and not _mixed(core):
            continue
        if pattern is _IS_NOUN and generic_noun(lowered, m.start("n")):
            continue  # "the most common password"
        if pattern is _IS_NOUN and _heads_compound(lowered, m.end("n")):
            continue  # "Office365 — my password reset failed": a reset, not a password
        found.append(("spoken-password", begin, begin + len(core)))
    return found


# What may follow the noun of "X is my password …": its complement, a conjunction, a chat's
# sign-off; any other word makes the noun a modifier ("password manager", "password reset").
_AFTER_NOUN_WORDS = frozenset(
    """for to at on in of from with and but or is was since now lol btw fyi pls lmao haha ok
    too also again though dont don't so because cuz please""".split()
)


def _heads_compound(lowered: str, end: int) -> bool:
    after = lowered[end : end + 30].split()[:1]
    # (a possessive heads a compound too: "my password manager's …")
    word = after[0].removesuffix("'s").removesuffix("’s") if after else ""
    return word.isalpha() and word not in _AFTER_NOUN_WORDS


def _first_value(core: str, noun: str) -> bool:
    """The value said before `noun` is shaped for it: digits for a code, a chosen token or
    capitalised words joined by dashes for a password."""
    if "@" in core or "/" in core:
        return False
    if noun in _CODE_SET:
        return bool(_CODE_DIGITS.fullmatch(core)) or _strict(core)
    return chosen_password(core) or bool(_CAPITAL_WORDS.fullmatch(core))
