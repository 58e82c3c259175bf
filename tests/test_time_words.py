"""Time words ("yesterday", "last Monday", "over Christmas") name periods in the user's zone."""

from __future__ import annotations

import time
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from ltm_chat.memory.retrieval.time_words import resolve
from ltm_chat.memory.retrieval.when import query_period
from tests.memory_helpers import HashEmbedder, make_memory

TOKYO = ZoneInfo("Asia/Tokyo")
NOW = datetime(2026, 12, 2, 14, 30, tzinfo=TOKYO)  # a Wednesday


def local(*parts: int) -> datetime:
    return datetime(*parts, tzinfo=TOKYO)


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("what did we talk about yesterday?", local(2026, 12, 1), local(2026, 12, 2)),
        ("What did I say this morning?", local(2026, 12, 2, 5), local(2026, 12, 2, 12)),
        ("what did we discuss last week", local(2026, 11, 23), local(2026, 11, 30)),
        ("what did I do last Monday", local(2026, 11, 30), local(2026, 12, 1)),
        ("two weeks ago I started a course", local(2026, 11, 16), local(2026, 11, 23)),
        ("What did I do in March?", local(2026, 3, 1), local(2026, 4, 1)),
        ("last December we moved", local(2025, 12, 1), local(2026, 1, 1)),
        ("where did I go last summer", local(2026, 6, 1), local(2026, 9, 1)),
        ("what did I do over Christmas", local(2025, 12, 24), local(2025, 12, 27)),
        ("the day before yesterday", local(2026, 11, 30), local(2026, 12, 1)),
        ("What have I done since January?", local(2026, 1, 1), NOW),
        # a calendar date after "since" starts the period; one still to come is just that day
        ("what have we discussed since 2026-02-03", local(2026, 2, 3), NOW),
        ("since 2027-01-05", local(2027, 1, 5), local(2027, 1, 6)),
    ],
)
def test_time_words_name_their_period(text, start, end):
    period = resolve(text, NOW)
    assert period is not None, text
    assert (period.start, period.end) == (start, end)


@pytest.mark.parametrize(
    "text",
    [
        "March on!",
        "May I ask something?",
        "a second opinion",
        "What should I get her for Christmas?",
        "summer fruits",
        "my last year of university",
        "Monday.com pricing",
        # no such day: not the year it starts with either
        "since 2026-02-30",
        "in 2026-02-30",
    ],
)
def test_words_that_only_look_like_time_name_no_period(text):
    assert resolve(text, NOW) is None


def test_the_label_shows_the_first_and_last_day():
    assert resolve("last week", NOW).label() == "2026-11-23 … 2026-11-29"
    assert resolve("yesterday", NOW).label() == "2026-12-01"


@pytest.fixture
def tokyo_zone(monkeypatch):
    monkeypatch.setenv("TZ", "Asia/Tokyo")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_the_users_zone_decides_which_day_is_yesterday(tokyo_zone):
    # 20:00 UTC on 1 December is already 05:00 on 2 December in Tokyo.
    period = query_period(
        "what did we talk about yesterday?", datetime(2026, 12, 1, 20, tzinfo=UTC)
    )
    assert period.start == local(2026, 12, 1) and period.end == local(2026, 12, 2)


async def test_a_time_word_recalls_the_memory_of_that_period_not_its_twin(tmp_path):
    now = datetime(2026, 12, 2, 12, tzinfo=UTC)
    mem = make_memory(tmp_path, embedder=HashEmbedder(), clock=lambda: now)
    october = await mem.add(
        "Went to a jazz concert with Ana", created_at=datetime(2026, 10, 14, tzinfo=UTC)
    )
    november = await mem.add(
        "Went to a jazz concert with Rui", created_at=datetime(2026, 11, 12, tzinfo=UTC)
    )
    # Recency alone favours November's: "two months ago" must still find October's.
    for query, want in (
        ("Which jazz concert did I go to two months ago?", october),
        ("the jazz concert last month", november),
    ):
        found = await mem.search(query)
        assert found[0].memory.id == want.id, query


@pytest.mark.parametrize(
    ("text", "start", "end"),
    [
        ("Worüber haben wir gestern gesprochen?", local(2026, 12, 1), local(2026, 12, 2)),
        ("Was habe ich letztes Wochenende gemacht?", local(2026, 11, 28), local(2026, 11, 30)),
        ("Was war vor zwei Wochen?", local(2026, 11, 16), local(2026, 11, 23)),
        ("¿Qué hice el verano pasado?", local(2026, 6, 1), local(2026, 9, 1)),
        ("¿Qué dije hace tres días?", local(2026, 11, 29), local(2026, 11, 30)),
        ("Qu'ai-je fait l'année dernière ?", local(2025, 1, 1), local(2026, 1, 1)),
        ("Qu'ai-je dit lundi dernier ?", local(2026, 11, 30), local(2026, 12, 1)),
        ("O que eu disse ontem à noite?", local(2026, 12, 1, 18), local(2026, 12, 2)),
        ("O que fiz em meados de agosto?", local(2026, 8, 11), local(2026, 8, 21)),
    ],
)
def test_german_spanish_french_and_portuguese_time_words_name_their_period(text, start, end):
    period = resolve(text, NOW)
    assert period is not None, text
    assert (period.start, period.end) == (start, end)
    # The span points at the words in the message itself, not at their English.
    assert text[slice(*period.span)].strip()


@pytest.mark.parametrize(
    "text",
    [
        "Ich wohne hier seit Jahren.",
        "Was ist hier los?",
        "Me encanta el verano.",
        "Tomo café por la mañana.",
        "Mon ami s'appelle Martin Mars.",
        "A minha prima chama-se Março.",
        "Der Montag ist mein Lieblingstag.",
    ],
)
def test_other_languages_words_that_only_look_like_time_name_no_period(text):
    # German "hier" is "here": French rules apply only to text with more French words.
    assert resolve(text, NOW) is None


async def test_a_german_time_word_recalls_the_memory_of_that_period(tmp_path):
    now = datetime(2026, 12, 2, 12, tzinfo=UTC)
    mem = make_memory(tmp_path, embedder=HashEmbedder(), clock=lambda: now)
    october = await mem.add(
        "Went to a jazz concert with Ana", created_at=datetime(2026, 10, 14, tzinfo=UTC)
    )
    await mem.add("Went to a jazz concert with Rui", created_at=datetime(2026, 11, 12, tzinfo=UTC))
    found = await mem.search("Welches jazz concert war vor zwei Monaten?")
    assert found[0].memory.id == october.id
