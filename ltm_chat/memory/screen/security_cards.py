"""The numbers of a Korean bank's security card ("보안카드"), read off by their place: "보안카드
12번 3847, 27번 9021", "보안카드 12번 앞자리 38 뒷자리 74", "01:4728 02:1993" (secret_speech.py
runs it).

A security card is a grid of numbered codes the bank asks for one or two of at each transfer:
whoever holds them moves money, as with a PIN. Each code is given after its place ("12번", a
number and a colon) with at most its half named ("앞자리", "뒷자리": the first or last digits);
the card is named in the same sentence, before the codes.

Not: a card's number counted ("보안카드 2번 잃어버렸어": lost it twice), the card named with no
code after a place, a date or a time ("12번 버스 9시").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.literals import Literals

__all__ = ["security_card_spans"]

_CARD = re.compile(r"보안[ \t]?카드")
_REACH = 120  # the codes follow the card's name within this many characters
# a place (a number and 번, or a number and a colon), its half named maybe, then the code
_PLACED_CODE = re.compile(
    r"(?<![0-9])[0-9]{1,2}(?:[ \t]*번[ \t]*|:)(?:(?:앞|뒤|뒷)[ \t]*(?:두[ \t]*)?자리[ \t]*)?"
    r"(?P<code>[0-9]{2,4})(?![0-9]|[ \t]*(?:시|분|번|개|원|살|년|월|일|회|명|호|층))"
)
_HALF = re.compile(r"(?:앞|뒤|뒷)[ \t]*(?:두[ \t]*)?자리[ \t]*(?P<code>[0-9]{2,4})(?![0-9])")
_FINDS = 20


def security_card_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each code read off a named security card."""
    if not chars.has("카드"):
        return []
    found: list[tuple[str, int, int]] = []
    for card in _CARD.finditer(text):
        stop = text.find("\n", card.end(), card.end() + _REACH)
        stop = card.end() + _REACH if stop < 0 else stop
        for pattern in (_PLACED_CODE, _HALF):
            for m in pattern.finditer(text, card.end(), stop):
                span = ("spoken-pin", *m.span("code"))
                if span not in found:
                    found.append(span)
        if len(found) >= _FINDS:
            break
    return found
