"""A PIN's digits later in its sentence, whatever joins them (secret_speech.py runs it): "pin thẻ
ngân hàng Vietcombank của chị là 042619", "An PIN ar chárta creidmheasa AIB ná 7154", "i-PIN yami
ye-Capitec ngu-3390", "the refill line wants a pin, its 2290", "the PIN for the card I use for
ads: 8830".

"PIN" names one thing, a number that unlocks; the binding reads it through the copulas and word
orders it knows, and a language it does not know ("ná", "ngu-", "là" after a compound) leaves it
unread. Here the first run of four to eight digits in the noun's sentence, with no other digit
before it, is its value unless the words between name a public number (an order, a phone, a
flat), a place or a time ("at 4471 Elm Street", "since 2019") or "pin" is the verb ("pin
message 4471 to the top").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import NOT_A_VALUE, PUBLIC_CODE_BEFORE, made_a_kind
from ltm_chat.memory.screen.literals import Literals, has_figure
from ltm_chat.memory.screen.never_shared import never_shared

__all__ = ["pin_digit_spans"]

_NOUNS_READ = 20  # nouns read: a message names a few
_REACH = 80  # a sentence's reach after the noun
_SENTENCE_END = re.compile(r"[.!?](?:\s|$)|[\n;]")
# the digits: four to eight, maybe after a joined prefix ("ngu-3390", "ni-4471"), not part of a
# longer number, a date, a time or a word
_DIGITS = re.compile(
    r"(?:(?<=[\s:=,(\"'“«])|(?<=[^\W\d_]-)|^)([0-9]{4,8})(?!\w)(?![.,:/-][0-9])", re.MULTILINE
)
# "pin" as a verb: what it pins follows at once
_VERB_OBJECTS = frozenset(
    """it this that these those the them me message messages post posts comment thread tweet
    chat tab note notes on up down location""".split()
)
# "pin" heading a compound names another thing: "the PIN pad on till 4471", "PIN reset"
_COMPOUND_HEADS = frozenset(
    "pad pads reset reader entry prompt policy length screen field mailer letter".split()
)
# Words between the noun and the digits that make them another number: public ones, places
# and times (the word right before them), counts.
_OTHER_NUMBER = (
    frozenset(
        """phone tel telephone mobile cell order ticket tracking flight room flat apartment apt
    unit house street road avenue invoice case ref reference booking account iban policy
    patient member employee customer id""".split()
    )
    | PUBLIC_CODE_BEFORE
)
_PLACE_OR_TIME = frozenset(
    """at in on since from until till by around about over under after before
    between near seit ab bis um im am depuis dès desde hasta above below than more less
    least most max min maximum minimum up to""".split()
)
# Words between the noun and its digits, at most: a longer stretch tells of something else
# ("… is now something only I know, Lily tried 1234").
_MOST_BETWEEN = 8


def _pin_noun(noun: str) -> bool:
    """Whether an access noun is a PIN's ("pin", "PIN code", "ПИН", "passcode")."""
    return noun.startswith(("pin", "пин", "пін")) or noun == "passcode"


def pin_digit_spans(
    text: str, lowered: str, chars: Literals, hits: list[tuple[int, int, str]]
) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of the digits a PIN noun among `hits` (noun_hits) is given
    later in its sentence."""
    if not hits or not has_figure(text):
        return []
    found: list[tuple[str, int, int]] = []
    for start, end, _kind in hits[:_NOUNS_READ]:
        noun = lowered[start:end]
        if not _pin_noun(noun):
            continue
        after = lowered[end : end + 24].split()
        if text[start:end].islower() and after and after[0].strip(",.:") in _VERB_OBJECTS:
            continue  # "pin it to the top", "pin message 4471"
        if after and after[0] in _COMPOUND_HEADS:
            continue
        if made_a_kind(lowered, start):
            continue  # "the most popular PIN is 1234": a kind's statistic, no one's PIN
        stop = min(len(text), end + _REACH)
        if (sentence_end := _SENTENCE_END.search(text, end, stop)) is not None:
            stop = sentence_end.start()
        first_digit = next((i for i in range(end, stop) if text[i].isdigit()), None)
        if first_digit is None:
            continue
        digits = _DIGITS.match(text, first_digit)
        if digits is None:
            continue
        between = [w.strip(",.:;()\"'“”«»-") for w in lowered[end:first_digit].split()]
        if any(w in _OTHER_NUMBER or w in NOT_A_VALUE for w in between):
            continue  # "order 55120", "is something only I know, … tried 1234"
        if len(between) > _MOST_BETWEEN or (between and between[-1] in _PLACE_OR_TIME):
            continue
        value = digits.span(1)
        if never_shared(lowered, start, value):
            continue
        if all(f[1:] != value for f in found):
            found.append(("spoken-pin", *value))
    return found
