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
from ltm_chat.memory.screen.stem_words import value_in_clause, word_spans

__all__ = ["inflected_pin_spans"]

_FINDS = 20  # a message names a few PINs; more is a flood (fail closed)
_EXAMINED = 1000  # places looked at: past them the rest of a long text is not read
_CLAUSE = 60  # the digits follow within this many characters …
_GAP_WORDS = 6  # … and this many words

_STEMS = ("pin", "пин", "пін", "պին", "პინ")
# the noun with an ending (a hyphen and a word, a short ending, the Scandinavian article),
# a numbered PIN, or the noun in its own script with its ending
_PIN = re.compile(
    r"(?:pin-[^\W\d_]{1,14}|pin(?!s\b|es\b)[a-z]{1,2}(?!\w)|pin(?:nen|koden)|pin[1-3]|"
    r"пин\w{0,3}|пін\w{0,3}|պին\w{0,2}|პინ\w{0,2})(?!\w)"
)
_SMALL = frozenset(("pinnen", "pinkoden"))  # the PIN, the PIN code (Swedish, Norwegian)
_VALUE = re.compile(r"(?<![\w.,/:+-])([0-9]{4,8})(?!\w)(?![.,/:-]\d)")


def _pin_words(text: str, lowered: str) -> list[tuple[int, int]]:
    """(start, end) of each inflected PIN noun, in order. The Latin noun with an ending is
    written in capitals ("PIN-i", "PINa"): in small letters it is another word ("pine",
    "pin-up"), but the Scandinavian "pinnen", "pinkoden"."""

    def written_as_pin(m: re.Match[str]) -> bool:
        return text.startswith("PIN", m.start()) or m.group() in _SMALL or m.group()[0] != "p"

    return word_spans(lowered, _STEMS, _PIN, _EXAMINED, written_as_pin)


def inflected_pin_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of the digits of each PIN named with an ending."""
    if not any(chars.has(stem) for stem in _STEMS):
        return []
    found: list[tuple[str, int, int]] = []
    for _start, end in _pin_words(text, lowered):
        if (after := value_in_clause(text, end, _VALUE, _CLAUSE)) is None:
            continue
        value, gap = after
        if len(gap) > _GAP_WORDS or year_said_when(gap, value.group(1)):
            continue
        found.append(("spoken-pin", *value.span()))
        if len(found) > _FINDS:
            raise OverBudget(found[0][1])
    return found
