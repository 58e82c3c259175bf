"""A credential given its new value by a verb of changing or setting (secret_speech.py runs it):
"the password was on a sticker but he changed it to Gartenzwerg1956", "el PIN de la tarjeta lo
cambié a 3850", "Heslo k routeru … já ho změnil na Krtecek_2024", "i set my laptop password to
"ilovecats"", "the site wanted a new password so I made it Whiplash_Claim_2024", "changed the
entry code after the break-in. New one is 1984*".

What makes it a credential is the noun before the verb (a password, a PIN, a code named in the
text, access_nouns.py) and the value after it, shaped for that noun: a chosen password (letters
with digits or symbols) or a quoted word for a password, four to eight digits for a PIN or a
code. A change of anything else ("changed my flight to 7:30", "set the heating to 21") names
no credential; a value without a shape ("changed it to something longer") is no value.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import CODE, PASSWORD
from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.spoken_values import _CODE_OR_PLACEHOLDER, chosen_password, token_core

__all__ = ["changed_value_spans"]

# How far after a credential's noun its change is read (its sentence and the next one's start).
_REACH = 160
_NOUNS_READ = 20  # nouns read: a message names a few
# A verb of changing or setting, maybe its object pronoun, then the word that gives the result,
# in the languages that put the new value after the verb.
_CHANGE = re.compile(
    r"(?<!\w)(?:"
    # English: "changed it to", "reset them to", "set to", "made it", "I used", "new one is"
    r"(?:chang(?:e|ed|ing)|reset(?:ting)?|set(?:ting)?|updat(?:e|ed|ing)|switch(?:ed)?)"
    r"(?:[ \t]+(?:it|them|that|this|mine|hers|his))?(?:[ \t]+(?:back|now))?[ \t]+to|"
    r"made[ \t]+it|(?:i|we|he|she)[ \t]+used|new[ \t]+one[ \t]+(?:is|was)|new[ \t]+one's|"
    # Spanish, Portuguese, Italian, French
    r"(?:cambi[ée]|cambiamos|puse)[ \t]+(?:a|por|en)|"
    r"(?:mudei|troquei|alterei|mudamos|trocamos)[ \t]+(?:para|pra|por)|"
    r"(?:cambiat[oa]|impostat[oa]|messo|messa)[ \t]+(?:in|a|con)|"
    r"(?:chang[ée]e?|remplac[ée]e?|mis)[ \t]+(?:en|par|à)|"
    # Dutch, the Nordic languages, German with its verb first ("änderte es auf")
    r"(?:veranderd|gewijzigd|aangepast)[ \t]+(?:in|naar)|"
    r"(?:ändrade|ändrat|bytte|bytt|ændrede|ændret|endret|endra|byttet|skiftet)"
    r"(?:[ \t]+(?:det|den|om))?[ \t]+(?:till|til)|"
    # the Slavic languages: "změnil na", "zmieniłem na", "promenjeno u", "поменяли на"
    r"(?:změnil[a]?|zmenil[a]?|změnili|zmenili|zmieni\w{1,5}|promeni[ol]\w{0,3}|"
    r"promijeni\w{1,4}|promenjen[oa]?|promijenjen[oa]?|поменял[аи]?|изменил[аи]?|сменил[аи]?|"
    r"змінив|змінила|змінили|смених|сменихме)[ \t]+(?:na|u|на)|"
    # "the new one is" in the languages above
    r"(?:nov[éáý]|nowe|nowy|nowa)[ \t]+(?:je|to|jest)|il-ġdid[a]?[ \t]+(?:hija|huwa)|"
    r"(?:la[ \t]+nueva|el[ \t]+nuevo|a[ \t]+nova|o[ \t]+novo|la[ \t]+nuova|il[ \t]+nuovo)"
    r"[ \t]+(?:es|é|è)"
    r")(?:[ \t]*[:\-–—])?[ \t]+"
)
# A sentence's end inside the reach: the change is read in the noun's sentence and, for "the
# new one is", in the one after it.
_SENTENCE_END = re.compile(r"[.!?](?:[ \t]|$)|\n")
_NEW_ONE = re.compile(r"new|nov|now|il-ġ|nuev|nuov")
# "to" right after the noun, a verb of changing or setting before it in its clause
_NOUN_TO = re.compile(r"[ \t]+(?:now[ \t]+)?to[ \t]+")
_VERB_BEFORE = re.compile(
    r"(?<!\w)(?:chang(?:e|ed|ing)|reset|set|updat(?:e|ed|ing)|switch(?:ed)?)(?!\w)[^.!?;\n]{0,50}\Z"
)
_DIGITS = re.compile(r"[*#]?([0-9]{4,8})[*#]?")
_YEAR = re.compile(r"(?:19|20)[0-9]{2}")
_QUOTED = re.compile(r"[\"“«'‘„]([^\"”»'’\n]{4,40})[\"”»'’]")
# The change's own literals: a text with none of them is not read.
_LITERALS = (
    "chang",
    "reset",
    "set",
    "updat",
    "switch",
    "made",
    "used",
    "new",
    "cambi",
    "puse",
    "mud",
    "troc",
    "alter",
    "impostat",
    "mess",
    "remplac",
    "mis",
    "verander",
    "gewijzigd",
    "aangepast",
    "ändra",
    "byt",
    "ændre",
    "endr",
    "skift",
    "změni",
    "zmeni",
    "zmieni",
    "promen",
    "promijen",
    "помен",
    "измен",
    "смен",
    "змін",
    "nov",
    "now",
    "ġdid",
    "nuev",
    "nuov",
)


def _value(text: str, start: int, kind: str) -> tuple[int, int] | None:
    """The value that opens text[start:], shaped for a noun of `kind`, or None."""
    if (quoted := _QUOTED.match(text, start)) is not None:
        inner = quoted.group(1)
        if " " not in inner.strip() and not _CODE_OR_PLACEHOLDER.search(inner):
            return quoted.span(1)
        return None
    token = re.match(r"\S+", text[start : start + 80])
    if token is None:
        return None
    core = token_core(token.group().rstrip(",;"))
    if kind == PASSWORD and chosen_password(core):
        return start, start + len(core)
    digits = _DIGITS.fullmatch(core)
    if digits is not None and (kind != PASSWORD or not _YEAR.fullmatch(core)):
        return start, start + len(core)  # (a password changed "to 2024" may be a year's rules)
    return None


def changed_value_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-password" or "spoken-pin", start, end) of each value a credential named by one
    of `hits` (noun_hits) is changed or set to."""
    if not hits or not any(chars.has(literal) for literal in _LITERALS):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, kind in hits[:_NOUNS_READ]:
        if kind not in (PASSWORD, CODE):
            continue
        value = None
        if (to := _NOUN_TO.match(lowered, end)) is not None and _VERB_BEFORE.search(
            lowered, max(0, start - 60), start
        ):
            value = _value(text, to.end(), kind)  # "set my laptop password to …"
        stop = min(len(text), end + _REACH)
        sentence_end = _SENTENCE_END.search(text, end, stop)
        first_stop = sentence_end.start() if sentence_end else stop
        for change in _CHANGE.finditer(lowered, end, stop):
            if value is not None:
                break
            if change.start() >= first_stop and not _NEW_ONE.search(change.group()):
                break  # past its sentence only "the new one is" still speaks of it
            value = _value(text, change.end(), kind)
        if value is not None and all(f[1:] != value for f in found):  # ("wifi password": two nouns)
            found.append(("spoken-password" if kind == PASSWORD else "spoken-pin", *value))
    return found
