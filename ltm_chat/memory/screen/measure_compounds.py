"""A value that is a number joined to its unit by a hyphen ("a 90-day rotation", "a 6-digit
code", "the 30-minute timeout") is a measure modifying the noun after it, not a secret."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import QUANTITY_UNITS

# A number, a hyphen and a word: the whole value, end marks ignored.
_NUMBER_UNIT = re.compile(r"[0-9]{1,4}(?:[.,][0-9]{1,2})?-([^\W\d_]{1,12})")


def measure_compound(value: str) -> bool:
    """Whether `value` is a number-unit compound whose unit (or its plural) counts something."""
    m = _NUMBER_UNIT.fullmatch(value.strip().strip("\"'“”«».,;:!?()"))
    if m is None:
        return False
    unit = m.group(1).lower()
    return unit in QUANTITY_UNITS or unit + "s" in QUANTITY_UNITS
