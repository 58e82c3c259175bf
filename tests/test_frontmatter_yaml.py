"""Memory files through the real CLI (`memories import`) now that frontmatter is read by PyYAML
(issue #24): files an older version exported still import exactly as they did (kept in
tests/data/md_exported_0_1/, written by the hand-written writer of 0.1.0), and the real-YAML
shapes other tools write (maps, lists, quoted strings, dates, multi-line values) import too."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest

from tests.cli_helpers import invoke

OLD_EXPORT = Path(__file__).parent / "data" / "md_exported_0_1"


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _memories() -> dict[str, dict]:
    from ltm_chat.config import load_settings
    from ltm_chat.memory import open_long_term_memory

    memory = open_long_term_memory(load_settings(user_id="alice"), embedder=None)
    return {m.id: m.to_json() for m in asyncio.run(memory.list(workspace="*"))}


def test_files_an_older_version_exported_still_import_as_they_did(home, tmp_path):
    source = tmp_path / "old"
    shutil.copytree(OLD_EXPORT, source)
    result = invoke("memories", "import", str(source))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 4 memories."
    got = _memories()
    tea = got["0190a1b2c3d4e5f6a7"]
    assert (tea["text"], tea["kind"], tea["importance"], tea["pinned"], tea["version"]) == (
        "Prefers green tea over coffee.",
        "preference",
        0.8,
        True,
        2,
    )
    assert tea["updated_at"] == "2026-11-03T10:00:00.123456+00:00"
    assert tea["conversation_id"] == "0000000000000000ab"
    # Words YAML 1.1 reads as booleans, numbers or times, written plain by 0.1.0, stay text.
    on = got["0190a1b2c3d4e5f6b8"]
    assert (on["text"], on["workspace"], on["importance"]) == ("On", "yes", 1e-05)
    assert on["expires_at"] == "2026-11-30T10:00:00+00:00"
    no = got["0190a1b2c3d4e5f6c9"]
    assert (no["workspace"], no["status"], no["confidence"], no["tier"]) == (
        "1:20",
        "pending",
        0.6,
        "warm",
    )
    assert no["text"] == "key: value # \"quoted\" and 'single' — «café» 日本語 🎉"
    assert got["0190a1b2c3d4e5f6da"]["workspace"] == "1_000"
    # and exporting them again gives files that import to the same memories
    out = tmp_path / "again"
    assert invoke("memories", "export", "--format", "md", str(out)).exit_code == 0
    assert invoke("memories", "clear", "--yes").exit_code == 0
    assert invoke("memories", "import", str(out)).exit_code == 0
    assert _memories() == got


# Real YAML as users and other tools write it: (file, frontmatter, what the memory must hold).
SHAPES = [
    (  # the Nexus file: `tags` is a map; its values are the tags (the keys name the group)
        "nexus-map-tags.md",
        "key: nexus-map-tags\ntags:\n  category: preference\ncreated: 2026-01-02T10:00:00Z",
        {
            "text": "Likes dark roast",
            "kind": "preference",
            "created_at": "2026-01-02T10:00:00+00:00",
        },
    ),
    (  # a block list of tags, indented or not
        "block-tags.md",
        "key: block-tags\ntags:\n- work\n- decision\n",
        {"text": "Chose Postgres", "kind": "decision"},
    ),
    (  # one word as the tags
        "one-tag.md",
        "key: one-tag\ntags: identity",
        {"text": "Run a marathon", "kind": "identity"},
    ),
    (  # a flow map of tags, and a map value that is a list
        "flow-map.md",
        "key: flow-map\ntags: {area: [home, project]}",
        {"text": "Renovating the kitchen", "kind": "project"},
    ),
    (  # quoted strings with escapes and a colon, single quotes with a doubled quote
        "quoted.md",
        "key: \"quoted\"\nworkspace: 'proj: it''s α'\nsource_session: \"s\\u00e9ance-1\"",
        {"text": "Quoted fields", "workspace": "proj: it's α", "conversation_id": "séance-1"},
    ),
    (  # a date alone and a date-time with a space and an offset, unquoted
        "dates.md",
        "key: dates\ncreated: 2025-12-24\nupdated: 2025-12-25 08:30:00+02:00",
        {"created_at": "2025-12-24T00:00:00+00:00", "updated_at": "2025-12-25T06:30:00+00:00"},
    ),
    (  # multi-line values: a literal block in history, a folded one in an unknown field
        "multi-line.md",
        "key: multi-line\nversion: 2\ndescription: >\n  Written by another tool,\n  over two lines.\n"
        "history:\n  - version: 1\n    text: |-\n      Prefers black\n      tea\n"
        "    changed_at: 2026-01-01T09:00:00Z\n    actor: user",
        {"text": "Prefers green tea", "version": 2},
    ),
    (  # an anchor and an alias, comments, core-schema booleans and numbers
        "anchors.md",
        "# exported by hand\nkey: anchors  # the file name\ncreated: &when 2026-02-01T00:00:00Z\n"
        "updated: *when\npinned: True\nimportance: .75\n",
        {"updated_at": "2026-02-01T00:00:00+00:00", "pinned": True, "importance": 0.75},
    ),
    (  # nested maps and lists under fields this app has no place for (ignored, counted)
        "nested.md",
        "key: nested\nmetadata:\n  author: {name: Ann, handles: [ann, a.n]}\n  refs:\n    - 1\n"
        "kind: fact",
        {"text": "Nested metadata", "kind": "fact"},
    ),
    (  # explicit tags: a number kept as text, a time kept as text
        "explicit-tags.md",
        "key: explicit-tags\nworkspace: !!str 2026\ncreated: !!timestamp 2026-03-01T12:00:00Z",
        {"workspace": "2026", "created_at": "2026-03-01T12:00:00+00:00"},
    ),
    (  # Windows line endings and a document end marker `...`
        "crlf.md",
        "key: crlf\r\ntags: [event]\r\n",
        {"text": "Flew to Lisbon", "kind": "event"},
    ),
]
BODIES = {
    "nexus-map-tags.md": "Likes dark roast",
    "block-tags.md": "Chose Postgres",
    "one-tag.md": "Run a marathon",
    "flow-map.md": "Renovating the kitchen",
    "quoted.md": "Quoted fields",
    "dates.md": "Dated",
    "multi-line.md": "Prefers green tea",
    "anchors.md": "Anchored",
    "nested.md": "Nested metadata",
    "explicit-tags.md": "Explicit tags",
    "crlf.md": "Flew to Lisbon",
}


def test_real_yaml_frontmatter_shapes_import_through_the_cli(home, tmp_path):
    folder = tmp_path / "real-yaml"
    folder.mkdir()
    for name, block, _ in SHAPES:
        end = "\r\n...\r\n" if name == "crlf.md" else "\n---\n"
        (folder / name).write_bytes(f"---\n{block.rstrip()}{end}{BODIES[name]}\n".encode())
    result = invoke("memories", "import", str(folder))
    assert result.exit_code == 0, result.stderr
    assert "refused" not in result.stderr, result.stderr
    assert result.stdout.strip().splitlines()[-1] == (
        "Imported 11 memories, 2 unknown frontmatter fields ignored."
    )  # `description` and `metadata`
    by_text = {m["text"]: m for m in _memories().values()}
    for name, _, want in SHAPES:
        got = by_text[BODIES[name]]
        assert {k: got[k] for k in want} == want, name
    history = _history_of(by_text["Prefers green tea"]["id"])
    assert [h.text for h in history] == ["Prefers black tea"]  # the literal block, spaces folded


def _history_of(memory_id: str) -> list[dict]:
    from ltm_chat.config import load_settings
    from ltm_chat.memory import open_long_term_memory

    memory = open_long_term_memory(load_settings(user_id="alice"), embedder=None)
    return asyncio.run(memory.history(memory_id))


def test_bad_yaml_is_one_line_naming_the_file_and_the_line(home, tmp_path):
    folder = tmp_path / "bad"
    folder.mkdir()
    (folder / "good.md").write_text("---\nkey: good\n---\nPlays chess\n")
    (folder / "bad.md").write_text("---\nkey: bad\ntags: [a, b\nkind: fact\n---\nText\n")
    (folder / "indent.md").write_text("---\nkey: indent\n  kind: fact\n---\nText\n")
    result = invoke("memories", "import", str(folder))
    assert result.exit_code == 1, result.stderr  # something was refused (the good file is in)
    lines = result.stderr.splitlines()
    assert "bad.md refused: line 4: expected ',' or ']', but got ':'" in lines[0], lines
    assert any(
        x.startswith("indent.md refused: line 3: mapping values are not allowed here")
        for x in lines
    ), lines
    assert "Traceback" not in result.stderr and "yaml." not in result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 1 memory, 2 refused."
