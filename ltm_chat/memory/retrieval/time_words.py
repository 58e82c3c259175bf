"""The period a message names in the words people use: "yesterday", "last Monday", "in March".

`resolve(text, now)` reads the first time expression it recognises and returns the period it
names, in the zone of `now` (the user's), as [start, end). Conventions:
- weeks run Monday to Monday; a weekend is Saturday 00:00 to Monday 00:00;
- morning 05-12, afternoon 12-18, evening and tonight 18-24, last night 18-05;
- "last X" is the latest X that does not contain today; "in/over/at X" the latest X that has
  started; "this X" the one of this week/month/year; "next X" the first after today;
- "N weeks ago" is the week holding the day N weeks back, "N months ago" that calendar month;
- "the past N days" and "since X" end now; seasons are meteorological (northern hemisphere);
- holidays and seasons count only with a word that makes them a time ("over Christmas",
  "last summer"), so "a Christmas present" or "summer fruits" name no period; a month needs one
  too ("in May", not "May I").
"""

from __future__ import annotations

import calendar
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from ltm_chat.memory.retrieval.time_words_i18n import translations

_MONTHS = {name.casefold(): i for i, name in enumerate(calendar.month_name) if name}
_MONTHS |= {name.casefold(): i for i, name in enumerate(calendar.month_abbr) if name}
_MONTHS["sept"] = 9
_MON = (
    r"(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_DAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
_WEEKDAY = r"(mon(?:day)?|tue(?:s(?:day)?)?|wed(?:nesday)?|thu(?:rs(?:day)?)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?)"
_NUMBERS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "couple of": 2,
    "a couple of": 2,
    "few": 3,
    "a few": 3,
}
_NUM = r"(\d{1,3}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of|a few)"
_UNIT = r"(hours?|days?|weeks?|fortnights?|months?|years?)"
_PART = r"(morning|afternoon|evening|night)"
_PARTS = {"morning": (5, 12), "afternoon": (12, 18), "evening": (18, 24), "night": (18, 24)}
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_SEASON = r"(spring|summer|autumn|fall|winter)"
# Words that make a season, holiday or month a time: "over Christmas", "in May", "last summer".
_CUE = r"(last|this|next|in|over|during|at|on|since|around|before|after)"
# A year alone, not the first part of a numeric date ("2026-02-30" names no year by itself)
_YEAR = r"((?:19|20)\d\d)(?![-/]\d)"
_DAY = r"(\d{1,2})(?:st|nd|rd|th)?"
# "the last year of university", "the last month of pregnancy": a part of something, no period.
_NOT_OF = r"(?!\s+of\b)"


@dataclass(frozen=True)
class Period:
    """Memories made in [start, end) fit the period a message names; `span` is where."""

    start: datetime
    end: datetime
    span: tuple[int, int]
    # "date" a calendar day, "day" a day or less said from now ("yesterday"), "range" longer.
    scale: str = "range"

    def holds(self, moment: datetime) -> bool:
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=self.start.tzinfo)
        return self.start <= moment < self.end

    def label(self) -> str:
        """ "2026-11-23 … 2026-11-29" (the last day shown is the last one inside)."""
        last = self.end - timedelta(microseconds=1)
        if self.start.time() == datetime.min.time() and self.end.time() == datetime.min.time():
            first, final = self.start.date().isoformat(), last.date().isoformat()
            return first if first == final else f"{first} … {final}"
        fmt = "%Y-%m-%d %H:%M"
        return f"{self.start.strftime(fmt)} … {self.end.strftime(fmt)}"


def _number(word: str) -> int:
    word = word.casefold()
    return int(word) if word.isdigit() else _NUMBERS[word]


def _month(word: str) -> int:
    word = word.casefold().rstrip(".")
    return _MONTHS.get(word) or _MONTHS[word[:3]]


def _weekday(word: str) -> int:
    word = word.casefold()
    return next(i for i, name in enumerate(_DAYS) if name.startswith(word[:3]))


def _add_months(day: date, months: int) -> date:
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    return date(year, month + 1, min(day.day, calendar.monthrange(year, month + 1)[1]))


def _month_start(year: int, month: int) -> date:
    return _add_months(date(year, 1, 1), month - 1)


def _week_start(day: date) -> date:
    return day - timedelta(days=day.weekday())


def _easter(year: int) -> date:
    """Western Easter Sunday (the anonymous Gregorian algorithm)."""
    a, b, c = year % 19, year // 100, year % 100
    d, e = divmod(b, 4)
    g = (8 * b + 13) // 25
    h = (19 * a + b - d - g + 15) % 30
    i, k = divmod(c, 4)
    n = (32 + 2 * e + 2 * i - h - k) % 7
    m = (a + 11 * h + 22 * n) // 451
    month, day = divmod(h + n - 7 * m + 114, 31)
    return date(year, month, day + 1)


def _thanksgiving(year: int) -> date:
    first = date(year, 11, 1)
    return first + timedelta(days=(3 - first.weekday()) % 7 + 21)


# Each holiday: the days it covers in a given year, as (first day, days).
_HOLIDAYS: dict[str, Callable[[int], tuple[date, int]]] = {
    "christmas eve": lambda y: (date(y, 12, 24), 1),
    "christmas day": lambda y: (date(y, 12, 25), 1),
    "christmas": lambda y: (date(y, 12, 24), 3),
    "new year's eve": lambda y: (date(y, 12, 31), 1),
    "new year's day": lambda y: (date(y, 1, 1), 1),
    "new year": lambda y: (date(y - 1, 12, 31), 2),
    "easter": lambda y: (_easter(y) - timedelta(days=2), 4),
    "halloween": lambda y: (date(y, 10, 31), 1),
    "valentine's day": lambda y: (date(y, 2, 14), 1),
    "thanksgiving": lambda y: (_thanksgiving(y), 4),
}
_HOLIDAY = r"(christmas eve|christmas day|christmas|new year'?s eve|new year'?s day|new year|easter|halloween|valentine'?s day|thanksgiving)"


def _holiday_key(word: str) -> str:
    word = word.casefold()
    for key in _HOLIDAYS:
        if key.replace("'", "") == word.replace("'", ""):
            return key
    return word


class _Resolver:
    """The rules, in order from the most specific; the first that matches names the period."""

    def __init__(self, now: datetime) -> None:
        self.now = now
        self.today = now.date()

    def at(self, day: date, hour: int = 0) -> datetime:
        return datetime(day.year, day.month, day.day, tzinfo=self.now.tzinfo) + timedelta(
            hours=hour
        )

    def days(self, first: date, count: int = 1) -> tuple[datetime, datetime]:
        return self.at(first), self.at(first + timedelta(days=count))

    def months(self, first: date, count: int = 1) -> tuple[datetime, datetime]:
        return self.at(first), self.at(_add_months(first, count))

    def pick(self, occurrences: Callable[[int], date], modifier: str, months: int) -> date:
        """Which occurrence of a yearly thing (a month, a season) the modifier names."""
        year = self.today.year
        starts = [occurrences(y) for y in (year - 2, year - 1, year, year + 1)]
        if modifier == "next":
            return next(s for s in starts if s > self.today)
        if modifier == "this":
            return next(s for s in starts if s.year == year and s.month >= occurrences(year).month)
        started = [s for s in starts if s <= self.today]
        if modifier == "last":
            started = [s for s in started if _add_months(s, months) <= self.today]
        return started[-1]

    def pick_holiday(self, key: str, modifier: str) -> tuple[date, int]:
        year = self.today.year
        spans = [_HOLIDAYS[key](y) for y in (year - 1, year, year + 1)]
        if modifier == "next":
            return next(s for s in spans if s[0] > self.today)
        if modifier == "this":
            return spans[1]
        started = [s for s in spans if s[0] <= self.today]
        if modifier == "last":
            started = [s for s in started if s[0] + timedelta(days=s[1]) <= self.today]
        return started[-1]


Rule = tuple[re.Pattern[str], Callable[[_Resolver, re.Match[str]], tuple[datetime, datetime]], str]
_RULES: list[Rule] = []


def _rule(pattern: str, scale: str = "range"):
    def register(build):
        _RULES.append((re.compile(pattern, re.I), build, scale))
        return build

    return register


_ISO_DAY = r"((?:19|20)\d\d)-(\d\d)-(\d\d)\b"


def _iso_date(m: re.Match[str]) -> date:
    """The calendar day of an `_ISO_DAY` match (ValueError for one that does not exist)."""
    return date(int(m[1]), int(m[2]), int(m[3]))


@_rule(rf"\bsince\s+{_ISO_DAY}")
def _since_iso_day(r: _Resolver, m: re.Match[str]):
    start = r.at(_iso_date(m))
    if start > r.now:  # "since" a day still to come names no past: the day itself does
        raise ValueError("a future start")
    return start, r.now


@_rule(rf"\b{_ISO_DAY}", "date")
def _iso_day(r: _Resolver, m: re.Match[str]):
    return r.days(_iso_date(m))


@_rule(rf"\b{_DAY}\s+(?:of\s+)?{_MON}\.?,?\s+{_YEAR}\b", "date")
def _day_month_year(r: _Resolver, m: re.Match[str]):
    return r.days(date(int(m[3]), _month(m[2]), int(m[1])))


@_rule(rf"\b{_MON}\.?\s+{_DAY},?\s+{_YEAR}\b", "date")
def _month_day_year(r: _Resolver, m: re.Match[str]):
    return r.days(date(int(m[3]), _month(m[1]), int(m[2])))


@_rule(rf"\b(?:the\s+)?{_SEASON}\s+(?:of\s+)?{_YEAR}\b")
def _season_year(r: _Resolver, m: re.Match[str]):
    return r.months(_month_start(int(m[2]), _SEASONS[m[1].casefold()]), 3)


@_rule(rf"\b{_MON}\.?,?\s+(?:of\s+)?{_YEAR}\b")
def _month_year(r: _Resolver, m: re.Match[str]):
    return r.months(_month_start(int(m[2]), _month(m[1])))


@_rule(r"\bthis\s+time\s+last\s+year\b")
def _this_time_last_year(r: _Resolver, m: re.Match[str]):
    middle = _add_months(r.today, -12)
    return r.days(middle - timedelta(days=7), 15)


@_rule(r"\bthe\s+day\s+(before\s+yesterday|after\s+tomorrow)\b", "day")
def _two_days(r: _Resolver, m: re.Match[str]):
    return r.days(r.today + timedelta(days=-2 if m[1].casefold().startswith("before") else 2))


@_rule(r"\blast\s+night\b|\btonight\b", "day")
def _night(r: _Resolver, m: re.Match[str]):
    if m[0].casefold() == "tonight":
        return r.at(r.today, 18), r.at(r.today + timedelta(days=1))
    return r.at(r.today - timedelta(days=1), 18), r.at(r.today, 5)


@_rule(rf"\b(yesterday|today|tomorrow|this)\s+{_PART}\b", "day")
def _part_of_day(r: _Resolver, m: re.Match[str]):
    shift = {"yesterday": -1, "tomorrow": 1}.get(m[1].casefold(), 0)
    first, last = _PARTS[m[2].casefold()]
    day = r.today + timedelta(days=shift)
    return r.at(day, first), r.at(day, last)


@_rule(r"\bthe\s+(week|month|year)\s+before\s+last\b")
def _before_last(r: _Resolver, m: re.Match[str]):
    unit = m[1].casefold()
    if unit == "week":
        return r.days(_week_start(r.today) - timedelta(days=14), 7)
    if unit == "month":
        return r.months(_add_months(r.today.replace(day=1), -2))
    return r.months(date(r.today.year - 2, 1, 1), 12)


@_rule(rf"\b(?:in|over|during|for)?\s*(?:the\s+)?(?:past|last)\s+{_NUM}\s+{_UNIT}\b")
def _past_n(r: _Resolver, m: re.Match[str]):
    return _back(r, _number(m[1]), m[2]), r.now


@_rule(r"\b(?:in|over|during)\s+the\s+past\s+(hour|day|week|fortnight|month|year)\b")
def _past_one(r: _Resolver, m: re.Match[str]):
    return _back(r, 1, m[1]), r.now


def _back(r: _Resolver, count: int, unit: str) -> datetime:
    unit = unit.casefold().rstrip("s")
    if unit in ("month", "year"):
        day = _add_months(r.today, -count * (12 if unit == "year" else 1))
        return datetime.combine(day, r.now.timetz())
    hours = {"hour": 1, "day": 24, "week": 168, "fortnight": 336}[unit]
    return r.now - timedelta(hours=hours * count)


@_rule(rf"\bsince\s+(?:(last\s+(?:week|month|year))|{_MON}\b|{_YEAR}\b)")
def _since(r: _Resolver, m: re.Match[str]):
    if m[1]:
        start = _calendar_unit(r, "last", m[1].split()[-1])[0]
    elif m[2]:
        start = r.at(r.pick(lambda y: _month_start(y, _month(m[2])), "in", 1))
    else:
        start = r.at(date(int(m[3]), 1, 1))
    return start, r.now


@_rule(rf"\b{_NUM}\s+{_UNIT}\s+(?:ago|back)\b")
def _ago(r: _Resolver, m: re.Match[str]):
    count, unit = _number(m[1]), m[2].casefold().rstrip("s")
    if unit == "hour":
        return r.now - timedelta(hours=count + 1), r.now - timedelta(hours=count - 1)
    if unit == "day":
        return r.days(r.today - timedelta(days=count))
    if unit in ("week", "fortnight"):
        back = r.today - timedelta(days=count * (14 if unit == "fortnight" else 7))
        return r.days(_week_start(back), 7)
    if unit == "month":
        return r.months(_add_months(r.today.replace(day=1), -count))
    return r.months(date(r.today.year - count, 1, 1), 12)


@_rule(
    r"\bin\s+(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten)\s+(days?|weeks?|months?)\b"
)
def _ahead(r: _Resolver, m: re.Match[str]):
    count, unit = _number(m[1]), m[2].casefold().rstrip("s")
    if unit == "day":
        return r.days(r.today + timedelta(days=count))
    if unit == "week":
        return r.days(_week_start(r.today + timedelta(days=7 * count)), 7)
    return r.months(_add_months(r.today.replace(day=1), count))


@_rule(r"\b(earlier|later)\s+(today|this\s+(?:week|month|year))\b")
def _earlier_later(r: _Resolver, m: re.Match[str]):
    unit = m[2].split()[-1].casefold()
    start, end = r.days(r.today) if unit == "today" else _calendar_unit(r, "this", unit)
    return (start, r.now) if m[1].casefold() == "earlier" else (r.now, end)


@_rule(rf"\b(last|this|next)\s+(week|month|year){_NOT_OF}\b")
def _unit(r: _Resolver, m: re.Match[str]):
    return _calendar_unit(r, m[1].casefold(), m[2].casefold())


def _calendar_unit(r: _Resolver, modifier: str, unit: str) -> tuple[datetime, datetime]:
    shift = {"last": -1, "this": 0, "next": 1}[modifier]
    if unit == "week":
        return r.days(_week_start(r.today) + timedelta(days=7 * shift), 7)
    if unit == "month":
        return r.months(_add_months(r.today.replace(day=1), shift))
    return r.months(date(r.today.year + shift, 1, 1), 12)


@_rule(r"\b(last|this|next|over\s+the|at\s+the|on\s+the)\s+weekend\b")
def _weekend(r: _Resolver, m: re.Match[str]):
    this = _week_start(r.today) + timedelta(days=5)
    modifier = m[1].casefold().split()[0]
    if modifier == "this":
        first = this
    elif modifier == "next":
        first = this + timedelta(days=7)
    elif modifier == "last":
        first = this - timedelta(days=7)
    else:  # the weekend that has started most recently
        first = this if this <= r.today else this - timedelta(days=7)
    return r.days(first, 2)


@_rule(rf"\b(last|this|next|on)\s+{_WEEKDAY}\b|^\s*{_WEEKDAY}\s+{_PART}\b", "day")
def _named_weekday(r: _Resolver, m: re.Match[str]):
    modifier = (m[1] or "on").casefold()
    wanted = _weekday(m[2] or m[3])
    if modifier == "this":
        return r.days(_week_start(r.today) + timedelta(days=wanted))
    if modifier == "next":
        return r.days(r.today + timedelta(days=(wanted - r.today.weekday() - 1) % 7 + 1))
    return r.days(r.today - timedelta(days=(r.today.weekday() - wanted - 1) % 7 + 1))


@_rule(
    rf"\b{_CUE}\s+{_HOLIDAY}\b|\b(christmas\s+(?:eve|day)|new\s+year'?s\s+(?:eve|day)|valentine'?s\s+day)\b"
)
def _holiday(r: _Resolver, m: re.Match[str]):
    modifier = (m[1] or "on").casefold()
    first, count = r.pick_holiday(_holiday_key(m[2] or m[3]), modifier)
    return r.days(first, count)


@_rule(rf"\b{_CUE}\s+(?:the\s+)?{_SEASON}\b(?!\s+(?:fruits?|camp|boot|break\b))")
def _season(r: _Resolver, m: re.Match[str]):
    first = r.pick(lambda y: _month_start(y, _SEASONS[m[2].casefold()]), m[1].casefold(), 3)
    return r.months(first, 3)


@_rule(rf"\b(early|mid-?|late|(?:at\s+)?the\s+(?:end|beginning|start)\s+of)\s*{_MON}\b")
def _part_of_month(r: _Resolver, m: re.Match[str]):
    first = r.pick(lambda y: _month_start(y, _month(m[2])), "in", 1)
    part = m[1].casefold()
    if part.startswith("mid"):
        return r.days(first + timedelta(days=10), 10)
    if part == "late" or "end" in part:
        start = first + timedelta(days=20)
        return r.at(start), r.at(_add_months(first, 1))
    return r.days(first, 10)


@_rule(rf"\b(?:on|since|before|after)\s+{_MON}\.?\s+{_DAY}\b(?!\s*,?\s*(?:19|20)\d\d)", "day")
def _month_day(r: _Resolver, m: re.Match[str]):
    return r.days(_latest_day(r, _month(m[1]), int(m[2])))


@_rule(
    rf"\b(?:on|since|before|after)\s+(?:the\s+)?{_DAY}\s+(?:of\s+)?{_MON}\b(?!\s*,?\s*(?:19|20)\d\d)",
    "day",
)
def _day_month(r: _Resolver, m: re.Match[str]):
    return r.days(_latest_day(r, _month(m[2]), int(m[1])))


def _latest_day(r: _Resolver, month: int, day: int) -> date:
    year = r.today.year
    candidate = date(year, month, day)
    return candidate if candidate <= r.today else date(year - 1, month, day)


@_rule(rf"\b(in|during|of|last|this|next)\s+{_MON}\b")
def _named_month(r: _Resolver, m: re.Match[str]):
    modifier = m[1].casefold()
    modifier = modifier if modifier in ("last", "this", "next") else "in"
    return r.months(r.pick(lambda y: _month_start(y, _month(m[2])), modifier, 1))


@_rule(r"\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b", "day")
def _day_of_month(r: _Resolver, m: re.Match[str]):
    day = int(m[1])
    this = r.today.replace(day=1)
    first = this if day <= r.today.day else _add_months(this, -1)
    return r.days(first.replace(day=day))


@_rule(rf"\b(?:in|during|of)\s+{_YEAR}\b")
def _year(r: _Resolver, m: re.Match[str]):
    return r.months(date(int(m[1]), 1, 1), 12)


@_rule(r"\bthe\s+other\s+day\b")
def _other_day(r: _Resolver, m: re.Match[str]):
    return r.days(r.today - timedelta(days=7), 7)


@_rule(r"\b(yesterday|today|tomorrow)\b", "day")
def _day_word(r: _Resolver, m: re.Match[str]):
    shift = {"yesterday": -1, "today": 0, "tomorrow": 1}[m[1].casefold()]
    return r.days(r.today + timedelta(days=shift))


def resolve(text: str, now: datetime) -> Period | None:
    """The period the first time expression in `text` names, in the zone of `now`, or None;
    German, Spanish, French and Portuguese are read as their English (time_words_i18n)."""
    if now.tzinfo is None:
        now = now.astimezone()
    resolver = _Resolver(now)
    found = _resolve_english(resolver, text)
    if found is not None:
        return found
    for span, english in translations(text):
        period = _resolve_english(resolver, english)
        if period is not None:
            return Period(period.start, period.end, span, period.scale)
    return None


# Every English rule needs one of these words (or a digit): text without one is one scan.
_GATE = re.compile(
    rf"\b(?:\d|yesterday|today|tomorrow|tonight|night|morning|afternoon|evening|weekend|"
    rf"{_UNIT}|{_SEASON}|{_HOLIDAY}|new\s+year|valentine|{_MON}|{_WEEKDAY})",
    re.I,
)


def _resolve_english(resolver: _Resolver, text: str) -> Period | None:
    if not _GATE.search(text):
        return None
    for pattern, build, scale in _RULES:
        for found in pattern.finditer(text):
            try:
                start, end = build(resolver, found)
            except (KeyError, ValueError, StopIteration, IndexError):
                continue
            return Period(start, end, found.span(), scale)
    return None
