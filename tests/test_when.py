"""Dates named in a recall query become the period its memories were told in."""

from __future__ import annotations

from datetime import UTC, datetime

import numpy as np

from ltm_chat.memory.retrieval.when import query_period
from ltm_chat.memory.storage.search_cache import centred_cosines

NOW = datetime(2023, 11, 5, 12, tzinfo=UTC)


def day(y: int, m: int, d: int) -> datetime:
    return datetime(y, m, d, tzinfo=UTC)


def test_a_named_day_covers_that_day_and_the_week_after():
    for query in (
        "What did I do on May 3, 2023?",
        "on 3 May, 2023",
        "on 3rd of May 2023",
        "notes from 2023-05-03",
    ):
        period = query_period(query, NOW)
        assert period is not None, query
        assert period.holds(day(2023, 5, 3)) and period.holds(day(2023, 5, 9))
        assert not period.holds(day(2023, 5, 12)) and not period.holds(day(2023, 4, 30))


def test_a_month_without_a_year_is_the_latest_one_up_to_now():
    june = query_period("Where did I go camping in June?", NOW)
    assert june.holds(day(2023, 6, 15)) and not june.holds(day(2022, 6, 15))
    december = query_period("What did I buy in December?", NOW)
    assert december.holds(day(2022, 12, 24)) and not december.holds(day(2023, 12, 24))
    assert query_period("in 2022", NOW).holds(day(2022, 7, 1))


def test_no_period_without_a_calendar_date():
    for query in ("May I ask what my sister likes?", "What did I do recently?", "room 2023"):
        assert query_period(query, NOW) is None, query


def test_an_impossible_day_falls_back_to_its_month():
    period = query_period("on 31 February, 2023", NOW)
    assert period.holds(day(2023, 2, 10))


def test_centring_takes_away_the_shared_direction():
    shared = np.array([1.0, 0.0, 0.0])
    rows = np.array([[1.0, 0.3, 0.0], [1.0, 0.0, 0.3]])  # alike through the shared part
    query = [1.0, 0.3, 0.0]
    plain = centred_cosines(rows, query, None)
    centred = centred_cosines(rows, query, shared)
    assert plain[1] > 0.9  # the shared part makes them look close
    assert centred[0] > 0.99 and abs(centred[1]) < 0.05
    assert centred_cosines(np.zeros((1, 3)), query, shared) == [0.0]  # no vector, no similarity
