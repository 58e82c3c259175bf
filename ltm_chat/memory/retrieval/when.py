"""The period a recall query names, widened to when memories of it would have been told.

`retrieval.time_words` reads the period ("in March", "last week", "yesterday"); a memory is
stored on the day it was told, so an event named by its date or by a week, month or season is
best matched by memories created then or in the week after. A day said from now ("yesterday",
"this morning", "last Monday") is when the user spoke, so it is not widened.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime, timedelta

from ltm_chat.memory.retrieval.time_words import Period, resolve

# Things are told on the day or in the days after they happen.
TOLD_WITHIN = timedelta(days=7)

__all__ = ["Period", "TOLD_WITHIN", "query_period"]


def query_period(query: str, now: datetime) -> Period | None:
    """The period the query names, in the user's zone, widened to when it would be told."""
    period = resolve(query, now.astimezone())
    if period is None or period.scale == "day":
        return period
    # A day earlier: the memory's timestamp may be in another time zone than the question.
    return replace(period, start=period.start - timedelta(days=1), end=period.end + TOLD_WITHIN)
