"""When a short-lived memory stops being true: `--expires 7d | 12h | 2w | 2027-01-31 | <ISO time>`.

A bare date means the end of that day (UTC): "until 2027-01-31" still holds on the 31st.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from ltm_chat.memory.model import InvalidMemory

_RELATIVE = re.compile(r"^\s*(\d+)\s*(h|d|w)\s*$", re.I)
_UNITS = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}
CLEAR_WORDS = ("never", "none")
_HINT = "use e.g. 7d, 12h, 2w, 2027-01-31 or 2027-01-31T18:00"


def parse_expires(value: str, now: datetime, *, name: str = "--expires") -> datetime:
    """The moment `value` names, in UTC; InvalidMemory (one line, starting with `name`: the
    option or field it was typed in) when unparseable or past."""
    text = str(value).strip()
    try:
        if m := _RELATIVE.match(text):
            count = int(m.group(1))
            if count == 0:
                raise InvalidMemory(f"{name} {text!r} is now: {_HINT}")
            return now + count * _UNITS[m.group(2).lower()]
        if re.fullmatch(r"\d{4}-\d\d-\d\d", text):
            moment = datetime.fromisoformat(text).replace(tzinfo=UTC) + timedelta(days=1)
        else:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
            moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment
        moment = moment.astimezone(UTC)
    except ValueError:
        raise InvalidMemory(f"{name} {text!r} is not a date or a duration: {_HINT}") from None
    except OverflowError:  # past the calendar's last day (9999-12-31)
        raise InvalidMemory(f"{name} {text!r} is too far ahead: {_HINT}") from None
    if moment <= now:
        raise InvalidMemory(f"{name} {text!r} is in the past; nothing was changed")
    return moment


def parse_expires_or_never(
    value: str, now: datetime, *, name: str = "--expires"
) -> datetime | None:
    """As parse_expires, but an empty value or a CLEAR_WORDS one means no expiry (None)."""
    text = str(value).strip()
    if not text or text.lower() in CLEAR_WORDS:
        return None
    return parse_expires(text, now, name=name)


def editable_expires(moment: datetime | None) -> str:
    """`moment` in local time as parse_expires reads it back ("2027-01-31 18:00+01:00"), or
    "" (never): what an expiry field shows before it is edited."""
    if moment is None:
        return ""
    return moment.astimezone().isoformat(sep=" ", timespec="minutes")


def proposed_expiry(value: object, now: datetime) -> tuple[datetime | None, bool]:
    """The extraction model's `expires` ("2026-12-05" or "7d"): (moment, usable). A missing
    value is (None, True); a past or unreadable one is (None, False)."""
    if value is None or (isinstance(value, str) and not value.strip()):
        return None, True
    if not isinstance(value, str):
        return None, False
    try:
        return parse_expires(value, now), True
    except InvalidMemory:
        return None, False
