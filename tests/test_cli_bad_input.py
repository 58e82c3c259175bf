"""Bad input a new user typed in session 11's trial, through the real CLI: each is one short
line naming the problem (no Python exception's name, no Rust source path) and changes
nothing; and what an empty listing says is true."""

from __future__ import annotations

import pytest

from tests.cli_helpers import assert_one_line_error, invoke


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


AS_OF = [("memories", "list", "--as-of"), ("memories", "search", "Porto", "--as-of")]
SINCE = ("conversations", "search", "Porto", "--since")
UNTIL = ("conversations", "search", "Porto", "--until")


@pytest.mark.parametrize(
    ("command", "moment"),
    [(c, "0001-01-01") for c in (*AS_OF, SINCE, UNTIL)]
    + [(c, "9999-12-31") for c in (*AS_OF, UNTIL)],  # a date's end is the next day's start
)
def test_a_moment_past_the_calendars_ends_is_one_line(home, command, moment):
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    stderr = assert_one_line_error(invoke(*command, moment), command[-1], moment, "out of range")
    assert "unexpected" not in stderr


def test_the_calendars_last_day_still_starts_a_period(home):
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    result = invoke(*SINCE, "9999-12-31")
    assert result.exit_code == 0 and "No conversation matches" in result.stdout, result.stderr
