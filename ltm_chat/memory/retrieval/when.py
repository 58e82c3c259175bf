"""The period a recall query names ("in March", "on 3 June, 2023", "in 2022"), if any.

A memory is stored on the day it was told, so "what did I say about the move in May 2023?" is
best answered by memories created in (or just after) May 2023; embeddings and word matching
both miss that. Only explicit calendar dates count: relative words ("recently") do not.
"""

from __future__ import annotations

import calendar
import re
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

_MONTHS = {name.casefold(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS |= {name.casefold(): i for i, name in enumerate(calendar.month_abbr) if name}
_MONTHS["sept"] = 9
_MON = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
_YEAR = r"((?:19|20)\d\d)"
# Most precise first: a day, then a month of a year, then a month alone, then a year.
_PATTERNS = [
    ("day", re.compile(rf"\b{_DAY}\s+(?:of\s+)?{_MON}\.?,?\s+{_YEAR}\b", re.I), (1, 2, 3)),
    ("day", re.compile(rf"\b{_MON}\.?\s+{_DAY},?\s+{_YEAR}\b", re.I), (2, 1, 3)),
    ("day", re.compile(r"\b((?:19|20)\d\d)-(\d\d)-(\d\d)\b"), (3, 2, 1)),
    ("month", re.compile(rf"\b{_MON}\.?,?\s+{_YEAR}\b", re.I), (None, 1, 2)),
    ("month", re.compile(rf"\b(?:in|during|of|since|last)\s+{_MON}\b", re.I), (None, 1, None)),
    ("year", re.compile(rf"\b(?:in|during|of|since)\s+{_YEAR}\b", re.I), (None, None, 1)),
]
# Things are told on the day or in the days after they happen.
TOLD_WITHIN = timedelta(days=7)


@dataclass(frozen=True)
class Period:
    """Memories created in [start, end) fit the query's date; `span` is where it was named."""

    start: datetime
    end: datetime
    span: tuple[int, int]

    def holds(self, moment: datetime) -> bool:
        moment = moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment
        return self.start <= moment < self.end


def _month(word: str) -> int:
    word = word.casefold()
    return _MONTHS.get(word) or _MONTHS[word[:3]]


def query_period(query: str, now: datetime) -> Period | None:
    """The first calendar date named in the query, widened to when it would have been told.

    A month without a year is the latest such month up to `now`. Impossible dates are ignored.
    """
    for unit, pattern, (d, m, y) in _PATTERNS:
        found = pattern.search(query)
        if not found:
            continue
        try:
            if not m:
                month = 1
            else:
                month = int(found[m]) if found[m].isdigit() else _month(found[m])
            if y:
                year = int(found[y])
            else:
                year = now.year if month <= now.month else now.year - 1
            if unit == "day":
                start = datetime(year, month, int(found[d]), tzinfo=UTC)
                end = start + timedelta(days=1)
            elif unit == "month":
                start = datetime(year, month, 1, tzinfo=UTC)
                end = datetime(year + month // 12, month % 12 + 1, 1, tzinfo=UTC)
            else:
                start, end = datetime(year, 1, 1, tzinfo=UTC), datetime(year + 1, 1, 1, tzinfo=UTC)
        except (KeyError, ValueError):
            continue
        # A day earlier: the memory's timestamp may be in another time zone than the question.
        return Period(start - timedelta(days=1), end + TOLD_WITHIN, found.span())
    return None
