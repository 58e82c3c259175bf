"""When a short-lived memory stops being true: `--expires 7d | 12h | 2w | 2027-01-31 | <ISO time>`.

A bare date means the end of that day (UTC): "until 2027-01-31" still holds on the 31st. The
inspector's dialog shows local times, so it reads dates and times without an offset as local.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from ltm_chat.memory.model import InvalidMemory

_RELATIVE = re.compile(r"^\s*(\d+)\s*(h|d|w)\s*$", re.I)
_UNITS = {"h": timedelta(hours=1), "d": timedelta(days=1), "w": timedelta(weeks=1)}
CLEAR_WORDS = ("never", "none")
_HINT = "use e.g. 7d, 12h, 2w, 2027-01-31 or 2027-01-31T18:00"


def parse_expires(
    value: str, now: datetime, *, name: str = "--expires", local: bool = False
) -> datetime:
    """The moment `value` names, in UTC; InvalidMemory (one line, starting with `name`: the
    option or field it was typed in) when unparseable or past. With `local`, a date or time
    without an offset is in the local time zone, else in UTC."""
    text = str(value).strip()
    try:
        if m := _RELATIVE.match(text):
            count = int(m.group(1))
            if count == 0:
                raise InvalidMemory(f"{name} {text!r} is now: {_HINT}")
            return now + count * _UNITS[m.group(2).lower()]
        if re.fullmatch(r"\d{4}-\d\d-\d\d", text):
            moment = datetime.fromisoformat(text) + timedelta(days=1)
        else:
            moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
        if moment.tzinfo is None and not local:
            moment = moment.replace(tzinfo=UTC)
        moment = moment.astimezone(UTC)  # a naive moment left here is taken as local time
    except ValueError:
        raise InvalidMemory(f"{name} {text!r} is not a date or a duration: {_HINT}") from None
    except (OverflowError, OSError):  # past the calendar's last day (9999-12-31)
        raise InvalidMemory(f"{name} {text!r} is too far ahead: {_HINT}") from None
    if moment <= now:
        raise InvalidMemory(f"{name} {text!r} is in the past; nothing was changed")
    return moment


def parse_expires_or_never(
    value: str, now: datetime, *, name: str = "--expires", local: bool = False
) -> datetime | None:
    """As parse_expires, but an empty value or a CLEAR_WORDS one means no expiry (None)."""
    text = str(value).strip()
    if not text or text.lower() in CLEAR_WORDS:
        return None
    return parse_expires(text, now, name=name, local=local)


EDITABLE = "%Y-%m-%d %H:%M"


def editable_expires(moment: datetime | None) -> str:
    """`moment` in local time to the minute ("2027-01-31 18:00"), or "" (never): the one form
    of an expiry in the inspector, its detail pane and its edit dialog alike (which reads it
    back with `local=True`)."""
    if moment is None:
        return ""
    return moment.astimezone().strftime(EDITABLE)


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
