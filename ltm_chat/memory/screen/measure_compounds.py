"""A value that is a number joined to its unit by a hyphen ("a 90-day rotation", "a 6-digit
code", "the 30-minute timeout") is a measure modifying the noun after it, not a secret."""

from __future__ import annotations

import re

from ltm_chat.memory.screen.access_nouns import QUANTITY_UNITS

# A number, a hyphen and a word: the whole value, end marks ignored.
_NUMBER_UNIT = re.compile(r"[0-9]{1,4}(?:[.,][0-9]{1,2})?-([^\W\d_]{1,12})")
# (session 40) Zulu and Xhosa say a count with a plural relative concord and "ngu"/"ngama" hyphened
# to the figure: "ezinsukwini ezingu-90" (in 90 days), "abantu abangama-5" (5 people). Only the
# plural concords "ezi" and "aba": a singular one is "which is" ("engu-4471" can be a PIN said).
_NGUNI_COUNT = re.compile(r"(?:ezi|aba)(?:ngu|ngama)-[0-9]{1,4}")


def measure_compound(value: str) -> bool:
    """Whether `value` is a number-unit compound whose unit (or its plural) counts something."""
    value = value.strip().strip("\"'“”«».,;:!?()")
    m = _NUMBER_UNIT.fullmatch(value)
    if m is None:
        return _NGUNI_COUNT.fullmatch(value.lower()) is not None
    unit = m.group(1).lower()
    return unit in QUANTITY_UNITS or unit + "s" in QUANTITY_UNITS
