"""India's postcode is its "PIN code" (Postal Index Number): six digits, the first 1-8 for a
region ("our pin code is 560001", "pincode of the new flat 400 053"). Said of a place, with
nothing it unlocks named, that number is an address, not a secret."""

from __future__ import annotations

import re

# "pin code", "pincode", "pin-code", "PIN no.", then six digits or three and three
_POSTAL_PIN = re.compile(r"\bpin[ -]?code\b|\bpincode\b")
_SIX_DIGITS = re.compile(r"[1-8][0-9]{2} ?[0-9]{3}\Z")
# What a place has, or where a post goes: the number belongs to an address
_PLACE = re.compile(
    r"\b(?:our|flat|house|address|area|locality|village|town|city|district|state|colony|"
    r"nagar|road|street|sector|post office|postal|delivery|courier|shipping|parcel|"
    r"ghar|gaon|gaaon|shahar|mohalla)\b"
)
# What a PIN unlocks: its owner names it ("atm pin code", "phone pincode")
_UNLOCKS = re.compile(
    r"\b(?:atm|card|debit|credit|upi|bank|banking|phone|mobile|sim|door|lock|locker|safe|"
    r"gate|alarm|app|account|laptop|wifi|wi-fi|login|paytm|gpay|phonepe|aadhaar|password)\b"
)


def postal_pin(lowered: str, start: int, end: int) -> bool:
    """Whether the PIN at lowered[start:end] is an Indian postcode: six digits after "pin
    code" in a text that names a place and nothing the PIN would unlock."""
    if not _SIX_DIGITS.match(lowered[start:end]):
        return False
    before = lowered[max(0, start - 60) : start]
    if not _POSTAL_PIN.search(before):
        return False
    return _PLACE.search(lowered) is not None and _UNLOCKS.search(lowered) is None


# Six digits, or three and three, standing alone (not inside a longer number)
_SIX_DIGIT_RUN = re.compile(r"(?<![0-9])[1-8][0-9]{2} ?[0-9]{3}(?![0-9])")


def names_a_postal_pin(text: str) -> bool:
    """Whether `text` gives an Indian postcode as its "pin code" (postal_pin on any six digits):
    the vector opinion reads "pin code" and a number as a secret and yields to this."""
    lowered = text.lower()
    if not _POSTAL_PIN.search(lowered):
        return False
    return any(postal_pin(lowered, m.start(), m.end()) for m in _SIX_DIGIT_RUN.finditer(lowered))
