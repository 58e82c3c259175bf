"""A door phone's code typed in two parts, bound to the code's noun (credential_binding.py runs
it): the flat's or the button's part, then the code — "24K, apoi 7789", "3B y luego 5519",
"208 + chave 6633", "13 ואז 5566", "46 a pak 0815", "2A 7790", "7A-1903". An intercom's keypad
takes the flat first (digits, maybe a letter, as flats are numbered), then the code; both are
what opens the door, so both are hidden.

The parts must be told as a sequence: a word for "then" (or a key button, a "+") between them,
or a flat's letter in the first part; "12 and 4471" names two numbers, not one code. The code
part is four to eight digits, in one run or digit by digit.
"""

from __future__ import annotations

import re

from ltm_chat.memory.screen.bound_values import _FILLERS, _KEY_BUTTONS, _THEN, quantity_after

__all__ = ["two_part_code"]

# "then" in the languages the bound_values table lacks, and the "and" before it
_THEN_MORE = frozenset(
    """pak potom meta μετά ואז ثم dopo após depois después ensuite après danach sedan
    derefter deretter sitten majd 然后 然後 そして 다음""".split()
)
_AND_MORE = frozenset("kai και og och ja și si ve و + chave".split())
_STEPS = _THEN | _THEN_MORE | _KEY_BUTTONS | {"+", "chave"}
_BETWEEN = _STEPS | _FILLERS | _AND_MORE
# the flat's part: digits with a flat's letter ("2A", "24K", "257К") or digits alone; (session
# 37) or with the key that calls the flat ("34#"), which tells a sequence as a letter does
_FLAT = re.compile(r"[0-9]{1,3}(?:[^\W\d_]|[#*])?")
_JOINED = re.compile(r"[0-9]{1,3}[^\W\d_]-[0-9]{4,8}[#*]?")  # "7A-1903" in one token
_CODE = re.compile(r"[0-9]{4,8}[#*]?")


def two_part_code(tokens: list[re.Match[str]], text: str) -> tuple[int, int] | None:
    """The span of a flat's part and a code typed after it, at the start of `tokens`."""
    words = [m.group().rstrip(",;.") for m in tokens[:7]]
    if not words:
        return None
    if _JOINED.fullmatch(words[0]):
        return tokens[0].start(), tokens[0].start() + len(words[0])
    if not _FLAT.fullmatch(words[0]):
        return None
    told = not words[0].isdigit()  # a flat's letter makes the parts a sequence
    j = 1
    while j < len(words) and words[j].lower() in _BETWEEN:
        told = told or words[j].lower() in _STEPS
        j += 1
    if not told or j >= len(words):
        return None
    if _CODE.fullmatch(words[j]):
        end = tokens[j].start() + len(words[j])
        return None if quantity_after(text, end) else (tokens[0].start(), end)
    digits = j  # the code digit by digit: "0 6 0 2"
    while digits < len(words) and len(words[digits]) == 1 and words[digits].isdigit():
        digits += 1
    if digits - j >= 4:
        return tokens[0].start(), tokens[digits - 1].start() + 1
    return None
