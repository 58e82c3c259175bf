"""`memories import` with hostile files (issue #11 item 9): every bad line is refused with its
number and reason, the valid lines are imported anyway, counts at the end, nothing half-written.
A real LanceDB in a temp home, lexical mode."""

from __future__ import annotations

import json

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


GOOD = [json.dumps({"text": "Likes hiking"}), json.dumps({"text": "Owns a red bike"})]

# (a bad line, the reason printed for it)
BAD_LINES = [
    ('{"text": "Has a cat", "retrieval_count": Infinity}', "Infinity is not a JSON number"),
    ('{"text": "Has a cat", "importance": NaN}', "NaN is not a JSON number"),
    ('{"text": "Has a cat", "version": 1e300}', "`version` must be between 1 and"),
    ('{"text": "Has a cat", "retrieval_count": 1e400}', "`retrieval_count` must be a whole number"),
    ('{"text": "Has a cat", "version": 2.5}', "`version` must be a whole number"),
    ('{"text": "Has a cat", "retrieval_count": -3}', "`retrieval_count` must be between 0"),
    ('{"text": "Has a cat", "version": ' + "9" * 5000 + "}", "too many digits"),
    ('{"text": "Has a cat", "importance": ' + "9" * 400 + "}", "`importance` is out of range"),
    ("[" * 100_000, "nested too deeply"),
    ('{"text": "Has a cat", "extra": ' + "[" * 100_000 + "]" * 100_000 + "}", "nested too deeply"),
    (
        '{"text": "Has a cat", "created_at": "9999-12-31T23:00:00-05:00"}',
        "`created_at` is out of range",
    ),
    ('{"text": "Has a cat", "workspace": "\\ud800"}', "`workspace` holds invalid Unicode"),
    ('{"text": "Has a cat", "workspace": "a\\u001b[2Jb"}', "`workspace` must be printable"),
    ('{"text": "Has a cat", "kind": ["fact"]}', "unknown kind ['fact']"),
    ('{"text": "Has a cat"', "not valid JSON"),
    ("[1, 2]", "expected a JSON object, found an array"),
]


@pytest.mark.parametrize(("bad", "reason"), BAD_LINES, ids=[r for _, r in BAD_LINES])
def test_a_bad_line_is_refused_by_number_and_the_valid_lines_are_imported(
    home, tmp_path, bad, reason
):
    dump = tmp_path / "in.jsonl"
    dump.write_text("\n".join([GOOD[0], bad, GOOD[1]]) + "\n", "utf-8")
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 1, result.stderr  # the good lines imported, and a refusal
    assert "Traceback" not in result.stderr and "unexpected" not in result.stderr
    refusals = [line for line in result.stderr.splitlines() if "refused" in line]
    assert len(refusals) == 1 and refusals[0].startswith("line 2 refused: "), result.stderr
    assert reason in refusals[0], refusals
    assert len(refusals[0]) < 200  # the reason is short, not the line echoed back
    assert "Imported 2 memories, 1 refused." in result.stdout
    assert sorted(m["text"] for m in invoke_json("memories", "list")) == sorted(
        ["Likes hiking", "Owns a red bike"]
    )


def test_a_file_of_only_bad_lines_imports_nothing_and_exits_1(home, tmp_path):
    invoke("memories", "add", "Existing fact")
    dump = tmp_path / "in.jsonl"
    dump.write_text("[" * 100_000 + "\n" + '{"version": Infinity, "text": "x"}\n')
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 1
    assert "line 1 refused: not valid JSON (nested too deeply)" in result.stderr
    assert "line 2 refused: not valid JSON (Infinity is not a JSON number)" in result.stderr
    assert "Imported 0 memories, 2 refused." in result.stdout
    assert [m["text"] for m in invoke_json("memories", "list")] == ["Existing fact"]


def test_non_utf8_line_is_refused_alone(home, tmp_path):
    dump = tmp_path / "in.jsonl"
    dump.write_bytes(GOOD[0].encode() + b'\n{"text": "caf\xe9"}\n' + GOOD[1].encode() + b"\n")
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 1
    assert "line 2 refused: not UTF-8 text" in result.stderr
    assert "Imported 2 memories, 1 refused." in result.stdout


def test_a_wrong_file_reports_the_first_50_refusals_and_a_count(home, tmp_path):
    dump = tmp_path / "notes.txt"
    dump.write_text("".join(f"plain line {n}\n" for n in range(300)))
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 1
    assert result.stderr.count(" refused: not valid JSON") == 50
    assert "… and 250 more refused" in result.stderr
    assert "Imported 0 memories, 300 refused." in result.stdout


def test_a_broken_pretty_printed_array_imports_nothing(home, tmp_path):
    dump = tmp_path / "list.json"
    dump.write_text('[\n  {"text": "One"},\n  {"text": "Two"\n')
    assert_one_line_error(
        invoke("memories", "import", str(dump)), "not valid JSON", "nothing was imported"
    )


def test_another_namespace_is_imported_into_the_current_one_visible_and_cleared(home, tmp_path):
    dump = tmp_path / "in.jsonl"
    dump.write_text(
        json.dumps({"text": "Plays the cello", "namespace": "work", "id": "0190aaaabbbbcc0001"})
        + "\n"
        + GOOD[0]
        + "\n"
    )
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 0
    assert "Imported 2 memories, 1 from another namespace put into 'chat'." in result.stdout
    listed = invoke_json("memories", "list")
    assert {m["text"]: m["namespace"] for m in listed} == {
        "Plays the cello": "chat",
        "Likes hiking": "chat",
    }
    assert "Plays the cello" in invoke("memories", "export").stdout
    assert invoke("memories", "clear", "--yes").exit_code == 0
    assert invoke_json("memories", "list", "--all-workspaces") == []
    import asyncio

    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    memory = open_long_term_memory(load_settings(), embedder=None)
    assert asyncio.run(memory.list(workspace="*", namespace=None)) == []  # nothing hidden


def test_an_id_of_another_users_memory_gets_an_id_of_its_own(home, tmp_path):
    bob = invoke_json("memories", "add", "Bob's own fact", "--user", "bob")[0]
    dump = tmp_path / "in.jsonl"
    dump.write_text(json.dumps({"id": bob["id"], "text": "Alice's fact with Bob's id"}) + "\n")
    result = invoke("memories", "import", str(dump))
    assert result.exit_code == 0 and "Imported 1 memory." in result.stdout
    assert f"line 1: id {bob['id']} belongs to another user's memory; imported as" in result.stderr
    [mine] = invoke_json("memories", "list")
    assert mine["id"] != bob["id"] and mine["id"][:13] == bob["id"][:13]
    assert [m["text"] for m in invoke_json("memories", "list", "--user", "bob")] == [
        "Bob's own fact"
    ]
    again = invoke("memories", "import", str(dump))  # the derived id is stable: no duplicate
    assert "Imported 0 memories, 1 already present." in again.stdout
