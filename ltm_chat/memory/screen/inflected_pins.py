"""A PIN named with its language's case ending or article, then its digits (secret_speech.py
runs it): "PIN-númerið á kortinu mínu er 7310", "PIN-koodinsa: 0912", "WhatsApp-ın PIN-i
482019", "txartelaren PINa 6038 da", "pinnen är 2291", "ბარათის პინი 4817", "պինը 201299 է".

A personal identification number grants access to whatever it belongs to: any value said as
one is a secret. Languages that inflect nouns glue the ending to the borrowed "PIN" (with a
hyphen in Finnish, Icelandic, Turkish, Azerbaijani; without one in Basque, Swedish) or write
it in their own script (пин, пін, პინი, պին); an ID card's PIN1 and PIN2 are numbered. The
digits (four to eight) follow in the same clause with no other number between; not a year
after a word of time, not the plural "PINs" (a kind, not one).
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals
from ltm_chat.memory.screen.locked_thing_codes import year_said_when
from ltm_chat.memory.screen.scan_budget import OverBudget
from ltm_chat.memory.screen.stem_words import clause_stop, value_in_clause, word_spans
from ltm_chat.memory.screen.year_endings import year_with_ending

__all__ = ["inflected_pin_spans"]

_FINDS = 20  # a message names a few PINs; more is a flood (fail closed)
_EXAMINED = 1000  # places looked at: past them the rest of a long text is not read
_CLAUSE = 60  # the digits follow within this many characters …
_GAP_WORDS = 6  # … and this many words

_STEMS = ("pin", "пин", "пін", "պին", "პინ", "pîn", "پین", "رقم", "الرقم", "رمز", "ramz")
_STEMS += ("ምስጢር", "ሚስጥር", "ሚስጢር")  # session 40
# the noun with an ending (a hyphen and a word, a short ending, the Scandinavian article),
# a numbered PIN, or the noun in its own script with its ending; (session 36) Kurmanji "pîn",
# Sorani and Persian "پین", Arabic "secret number" with the thing it is of between its two
# words ("رقم انستاباي السري", "رقمي السري"), Arabizi "ramz(i) el sirri", "ramz el <card>"
_PIN = re.compile(
    r"(?:pin-[^\W\d_]{1,14}|pin(?!s\b|es\b)[a-zıə]{1,3}(?!\w)|pin(?:nen|koden)|pin[1-3]|"
    r"пин\w{0,3}|пін\w{0,3}|պին\w{0,2}|პინ\w{0,2}|pîn\w{0,3}|پین\w{0,2}|"
    r"(?:ال)?رقم(?:ي|ك|ه|ها)?(?:[ \t]+[^\s\d]{1,20}){0,2}?[ \t]+(?:ال)?سري(?:ة)?|"
    r"رمز[ \t]+(?:ال)?بطاق\w*|"
    r"ramz(?:i|y|ak|ek)?[ \t]+(?:el[ \t]+|al[ \t]+)?(?:sirri|sery|serri|sirry|"
    r"(?:mastercard|visa|card|kart|carte|atm|bank))|"
    # session 40: Frisian "PIN code", Hungarian "PIN code" with its endings, Amharic "secret
    # number" ("ምስጢር ቁጥሬ": my PIN)
    r"pinkoade|pink[oó]d\w{0,4}|(?:ምስጢር|ሚስጥር|ሚስጢር)[ \t]+ቁጥ\w{0,2})(?!\w)"
)
_SMALL = frozenset(("pinnen", "pinkoden"))  # the PIN, the PIN code (Swedish, Norwegian)
# (session 40) Romanian "pinul" (the PIN; "pin" is a pine too, but a pine is not followed by its
# four digits), Hungarian "pinje", "pinem" (its, my PIN), and the PIN codes above
_SMALL |= frozenset(("pinul", "pin-ul", "pinje", "pinem", "pinkoade"))
_SMALL_CODE = re.compile(r"pink[oó]d\w{0,4}")
# (session 36) a Turkic possessed "pin" in small letters after its owner in the genitive
# ("kartının pini 1955", "telefonunun pini 0811"): the owner's ending makes it the PIN
_TURKIC_PIN = re.compile(r"pin(?:i|ı|im|ım|imi|imiz|in|ini|iniz)")
_GENITIVE_BEFORE = re.compile(
    r"\w(?:[nı]ın|[nu]un|nün|nin|[ıi]m[ıi]n|um[u]n|imizin|ımızın)[ \t]+\Z"
)
_VALUE = re.compile(r"(?<![\w.,/:+-])([0-9]{4,8})(?!\w)(?![.,/:-]\d)")


def _pin_words(text: str, lowered: str) -> list[tuple[int, int]]:
    """(start, end) of each inflected PIN noun, in order. The Latin noun with an ending is
    written in capitals ("PIN-i", "PINa"): in small letters it is another word ("pine",
    "pin-up"), but the Scandinavian "pinnen", "pinkoden"."""

    def written_as_pin(m: re.Match[str]) -> bool:
        if text.startswith("PIN", m.start()) or m.group() in _SMALL or m.group()[0] not in "pr":
            return True
        if _SMALL_CODE.fullmatch(m.group()):
            return True
        if m.group().startswith(("pîn", "ramz")):
            return True
        return _TURKIC_PIN.fullmatch(m.group()) is not None and (
            _GENITIVE_BEFORE.search(lowered, max(0, m.start() - 30), m.start()) is not None
        )

    return word_spans(lowered, _STEMS, _PIN, _EXAMINED, written_as_pin)


_ARABIZI_LETTER = re.compile(r"[^\W\d_][2-9]|[2-9][^\W\d_]")


def _arabizi_value(text: str, end: int) -> tuple[re.Match[str], list[str]] | None:
    """The value after an Arabizi noun, past words whose digits are letters ("7ag el bank")."""
    found = _VALUE.search(text, end, clause_stop(text, end, _CLAUSE))
    if found is None:
        return None
    gap = text[end : found.start()]
    if any(c.isdigit() for c in _ARABIZI_LETTER.sub("", gap)):
        return None
    return found, gap.split()


def inflected_pin_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of the digits of each PIN named with an ending."""
    if not any(chars.has(stem) for stem in _STEMS):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end in _pin_words(text, lowered):
        if (after := value_in_clause(text, end, _VALUE, _CLAUSE)) is None:
            if (
                not lowered.startswith("ramz", start)
                or (after := _arabizi_value(text, end)) is None
            ):
                continue
        value, gap = after
        if len(gap) > _GAP_WORDS or year_said_when(gap, value.group(1)):
            continue
        if year_with_ending(text, *value.span(1)):
            continue  # "pinini 2023 yılında değiştirdim": a year with its ending of time
        found.append(("spoken-pin", *value.span()))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
