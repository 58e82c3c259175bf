"""A code a locked thing takes by a verb whose instrument it is (secret_speech.py runs it):
"the staff door at the hotel where I work uses 0612", "the tablet for the home visits is locked
with 1739", "the gate to the marina berth opens with *4471#", "im RTW ist das Tablet mit 740122
gesperrt", "de kluis is met 5521 vergrendeld", "at the bar we use 1357 to open the till".

spoken_pairs.py reads "opens with" and a digit at once, opening_codes.py the verbs of opening in
more languages. A door, a gate, a lock or a safe is also said to *use* its code, to be *locked
with* it, or (German, Dutch) to be locked *with* the number *and then* the participle; a
phone, a tablet or a till is locked the same way; and a number used "to open", "to unlock"
or "to disarm" says by its purpose what it is. The thing must be named before the verb in
its clause; the number is four to eight digits (a keypad's star or hash may lead or end it),
never a quantity, a year or a count ("uses 2400 watts", "uses 3000 series hinges").
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import digit_value
from ltm_chat.memory.screen.credential_frames import clause_bounds
from ltm_chat.memory.screen.keypad_codes import OPENED_THINGS
from ltm_chat.memory.screen.literals import Literals, capped_occurrences
from ltm_chat.memory.screen.opening_codes import _counted
from ltm_chat.memory.screen.scan_budget import KEYWORD_BUDGET, OverBudget

__all__ = ["locking_verb_spans"]

_FINDS = 20  # a message names a few locks; more is a flood (fail closed)

# devices whose screen or drawer locks: only a verb of locking binds their number (a phone
# "uses 4000 mAh", a laptop "uses 16 GB")
_DEVICES = re.compile(
    r"(?<!\w)(?:tablet|phone|iphone|ipad|laptop|computer|pc|handy|till|kasse|cash register)s?(?!\w)"
)
# (verb literal, whether a device may be its subject); the number follows the verb at once
# or after "the code" / "a pin"
_VERBS = (
    ("uses ", False),
    ("takes ", False),
    ("locked with ", True),
    ("unlocked with ", True),
    ("opened with ", True),
    ("opens with ", True),
    ("unlocks with ", True),
    ("secured with ", True),
    ("protected with ", True),
)
_ARTICLE_CODE = re.compile(r"(?:(?:the|a|its|their)[ \t]+)?(?:(?:code|pin|passcode)[ \t]+)?")
# German and Dutch: "mit" / "met", the number, then the participle of locking or opening
_PARTICIPLE = re.compile(
    r"[ \t]+(?:(?:dem|der|de|het)[ \t]+)?(?:(?:code|pin|pincode)[ \t]+)?(?P<v>[*#]?[0-9][0-9 *#-]{2,16})"
    r"[ \t]+(?:gesperrt|entsperrt|gesichert|geschützt|verschlossen|abgeschlossen|geöffnet|"
    r"vergrendeld|ontgrendeld|beveiligd|afgesloten|geopend)(?!\w)"
)
# "we use 1357 to open the till", "enter 4410 to disarm": the purpose names what it opens
_TO_OPEN = re.compile(
    r"(?<!\w)(?:use|enter|type|press|key in|punch in|dial)[ \t]+(?P<v>[*#]?[0-9][0-9 *#-]{2,16}?)"
    r"[ \t]+to[ \t]+(?:open|unlock|disarm)(?!\w)"
)
_REACH = 80  # how far before its verb the locked thing is looked for (within the clause)


def _thing_before(lowered: str, text: str, at: int, devices: bool) -> bool:
    begin, _ = clause_bounds(text, at, at)
    window = lowered[max(begin, at - _REACH) : at]
    return OPENED_THINGS.search(window) is not None or (
        devices and _DEVICES.search(window) is not None
    )


# words that start the next part of the sentence after a code: "uses 4827 since …"
_GOES_ON = frozenset(
    "since now until till for because when at on so but after before every".split()
)
_NEXT = re.compile(r"[ \t]*([^\W\d_]+)")


def _value(text: str, lowered: str, pos: int) -> tuple[int, int] | None:
    value = digit_value(text, pos, False)
    if value is None:
        return None
    nxt = _NEXT.match(lowered, value[1])
    if _counted(lowered, value[1]) and not (nxt and nxt.group(1) in _GOES_ON):
        return None  # "uses 3000 series hinges": a count, a model
    return value


def locking_verb_spans(text: str, lowered: str, chars: Literals) -> list[tuple[str, int, int]]:
    """("spoken-pin", start, end) of each number a locked thing takes by a verb."""
    found: list[tuple[str, int, int]] = []
    if not any(map(chars.has, "0123456789")):
        return found
    for verb, devices in _VERBS:
        if not chars.has(verb):
            continue
        for at in capped_occurrences(lowered, verb, KEYWORD_BUDGET):
            if at and lowered[at - 1].isalpha():
                continue  # "refuses", "undertakes": another word
            pos = _ARTICLE_CODE.match(lowered, at + len(verb)).end()
            if not (pos < len(text) and text[pos] in "0123456789*#"):
                continue
            value = _value(text, lowered, pos)
            if value is not None and _thing_before(lowered, text, at, devices):
                found.append(("spoken-pin", *value))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    for at in capped_occurrences(lowered, " to ", KEYWORD_BUDGET) if chars.has(" to ") else ():
        m = _TO_OPEN.search(lowered, max(0, at - 40), at + 20)
        if m is not None and m.end("v") <= at:
            value = digit_value(text, m.start("v"), False)
            if value is not None:
                found.append(("spoken-pin", *value))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    for word in (" mit", " met"):
        if not chars.has(word):
            continue
        for at in capped_occurrences(lowered, word, KEYWORD_BUDGET):
            m = _PARTICIPLE.match(lowered, at + len(word))
            if m is None:
                continue
            value = digit_value(text, m.start("v"), False)  # (the participle follows it)
            if value is not None and _thing_before(lowered, text, at, True):
                found.append(("spoken-pin", *value))
                if len(found) > _FINDS:
                    raise OverBudget(found[0][1])
    return found
