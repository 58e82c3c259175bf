"""The Markdown directory format (issue #17 item 1): `memories export --format md DIR` and
`memories import DIR|FILE.md` through the CLI, against a real LanceDB in a temp home (lexical
mode). A lossless round trip over 200 varied memories, a hand-written Nexus-style directory,
and every kind of bad file refused by name."""

from __future__ import annotations

import asyncio
import os
import random
from datetime import UTC, datetime, timedelta

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from ltm_chat.cli import frontmatter
from ltm_chat.cli.memory_md import sanitise_key
from ltm_chat.memory.model import KINDS, Memory, new_id
from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import files_containing

SECRET = "sk-proj-" + "A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6"
FIELDS = (
    "id",
    "text",
    "kind",
    "importance",
    "pinned",
    "workspace",
    "source",
    "created_at",
    "updated_at",
    "last_accessed_at",
    "expires_at",
    "retrieval_count",
    "version",
    "conversation_id",
    "message_id",
    "namespace",
    "user_id",
)

TEXTS = [
    "Prefers green tea over coffee",
    "Café au lait, s'il vous plaît — «toujours»",
    "日本語の本を読むのが好き",
    "Lives in Tel Aviv (תל אביב) and speaks עברית",
    "Emoji fan 🎉🐍 and 👩🏽‍💻 at work",
    "Quotes \"double\" and 'single' and back\\slash",
    "key: value looks like YAML # but is text",
    "-- two dashes at the start (three in a row read as a fake delimiter)",
    "- a dash like a list item",
    "[brackets] and {braces} and <tags>",
    "true",
    "null",
    "12345",
    "1e10",
    "~",
    "Zero\u200bwidth and combining e\u0301",
    "x" * 500,
]


def _varied(n: int) -> list[Memory]:
    rng = random.Random(17)
    base = datetime(2025, 1, 1, tzinfo=UTC)
    out = []
    for i in range(n):
        created = base + timedelta(days=i, microseconds=rng.randrange(10**6))
        text = f"{TEXTS[i % len(TEXTS)]} #{i}" if i % len(TEXTS) != len(TEXTS) - 1 else "y" * 499
        out.append(
            Memory(
                id=new_id(),
                user_id="alice",
                text=text,
                kind=KINDS[i % len(KINDS)],
                importance=round(rng.random(), 6),
                source=("manual", "extracted", "explicit", "import")[i % 4],
                workspace=("", "", "proj-α", "work")[i % 4],
                conversation_id=f"{i:018x}" if i % 3 == 0 else None,
                message_id=f"{i + 1:018x}" if i % 3 == 0 else None,
                created_at=created,
                updated_at=created + timedelta(hours=1),
                last_accessed_at=created + timedelta(days=2) if i % 5 == 0 else None,
                expires_at=created + timedelta(days=3650) if i % 7 == 0 else None,
                retrieval_count=i % 11,
                pinned=i % 6 == 0,
            )
        )
    return out


@pytest.fixture
def home(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _service(user: str = "alice"):
    from ltm_chat.config import load_settings
    from ltm_chat.memory.service import open_long_term_memory

    return open_long_term_memory(load_settings(user_id=user), embedder=None)


def _snapshot(user: str = "alice") -> dict[str, dict]:
    memory = _service(user)
    rows = asyncio.run(memory.list(workspace="*"))
    history = memory.store.history_rows(user)
    out = {}
    for m in rows:
        entry = {k: v for k, v in m.to_json().items() if k in FIELDS}
        entry["history"] = [
            (h["version"], h["text"], h["kind"], h["importance"], h["changed_at"], h["actor"])
            for h in history.get(m.id, [])
        ]
        out[m.id] = entry
    return out


def test_round_trip_of_200_varied_memories_is_lossless(home, tmp_path):
    memory = _service()
    memory.store.add(_varied(200))
    rows = asyncio.run(memory.list(workspace="*"))
    for m in rows[:40:3]:  # history: a few edits through the real edit path
        asyncio.run(memory.update(m.id, f"Edited once: {m.text[:50]}"))
        asyncio.run(memory.update(m.id, f"Edited twice ✓ {m.text[:50]}", kind="decision"))
    before = _snapshot()
    assert len(before) == 200 and sum(bool(e["history"]) for e in before.values()) == 14

    out = tmp_path / "md"
    result = invoke("memories", "export", "--format", "md", str(out))
    assert result.exit_code == 0, result.stderr
    files = sorted(out.iterdir())
    assert len(files) == 200 and all(p.suffix == ".md" for p in files)
    assert all(os.stat(p).st_mode & 0o777 == 0o600 for p in files)
    assert len({sanitise_key(p.stem) for p in files}) == 200  # keys are sanitised and unique

    assert invoke("memories", "clear", "--yes").exit_code == 0
    assert _snapshot() == {}
    result = invoke("memories", "import", str(out))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == "Imported 200 memories."
    assert _snapshot() == before

    again = invoke("memories", "import", str(out))
    assert again.stdout.strip().splitlines()[-1] == "Imported 0 memories, 200 already present."


def test_a_single_md_file_imports_and_the_files_are_editable(home, tmp_path):
    invoke("memories", "add", "Prefers green tea over coffee", "--kind", "preference")
    out = tmp_path / "md"
    assert invoke("memories", "export", "-f", "md", "-o", str(out)).exit_code == 0
    [path] = list(out.iterdir())
    assert path.name == "prefers-green-tea-over-coffee.md"
    edited = path.read_text().replace("Prefers green tea over coffee", "Prefers oolong tea")
    edited = edited.replace("\nid: ", "\nid: 0").replace("pinned: false", "pinned: true")
    path.write_text(edited)  # a new id: imported beside the original, as edited
    result = invoke("memories", "import", str(path))
    assert result.exit_code == 0 and "Imported 1 memory." in result.stdout
    oolong = next(m for m in invoke_json("memories", "list") if "oolong" in m["text"])
    assert oolong["pinned"] is True and oolong["kind"] == "preference"


def test_a_pending_memory_stays_pending_through_markdown(home, tmp_path):
    """The write policy's fields travel in the frontmatter: an export/import is no way around
    the review queue."""
    memory = _service()
    asyncio.run(
        memory.add(
            "Has about $40,000 of student debt.",
            source="extracted",
            status="pending",
            confidence=0.7,
            conversation_id="c1",
        )
    )
    out = tmp_path / "md"
    assert invoke("memories", "export", "--format", "md", str(out)).exit_code == 0
    [path] = list(out.iterdir())
    assert "status: pending" in path.read_text()
    assert invoke("memories", "clear", "--yes").exit_code == 0
    result = invoke("memories", "import", str(out))
    assert result.exit_code == 0, result.stderr
    [back] = asyncio.run(_service().pending())
    assert (back.text, back.confidence, back.sensitivity) == (
        "Has about $40,000 of student debt.",
        0.7,
        "sensitive",
    )
    assert asyncio.run(_service().list(status="active")) == []


NEXUS = {
    "user-prefers-tabs.md": (
        "---\nkey: user-prefers-tabs\ntags: [preference, editor]\n"
        "created: 2026-01-02T10:00:00Z\nupdated: 2026-01-05\nsource_session: sess-2026-01-02\n---\n"
        "\nUser prefers tabs over spaces\nin every language.\n"
    ),
    "project-nexus.md": (
        "---\n# written by hand\nkey: project-nexus\ntags:\n  - project\n  - work\n"
        "title: 'Nexus ''plugin'' project'\ncreated: \"2025-12-24 08:30:00\"\n---\n"
        "Maintains the Nexus plugin at work.\n"
    ),
    "no-tags.md": "---\nkey: no-tags\n---\nHas two cats named Miso and Nori.\n",
}


def test_a_hand_written_nexus_style_directory_imports_with_defaults(home, tmp_path):
    nexus = tmp_path / "nexus"
    nexus.mkdir()
    for name, text in NEXUS.items():
        (nexus / name).write_text(text)
    result = invoke("memories", "import", str(nexus))
    assert result.exit_code == 0, result.stderr
    assert result.stdout.strip().splitlines()[-1] == (
        "Imported 3 memories, 1 unknown frontmatter field ignored."
    )  # `title`
    rows = {m["text"]: m for m in invoke_json("memories", "list")}
    tabs = rows["User prefers tabs over spaces in every language."]
    assert tabs["kind"] == "preference" and tabs["conversation_id"] == "sess-2026-01-02"
    assert tabs["created_at"] == "2026-01-02T10:00:00+00:00"
    assert tabs["updated_at"] == "2026-01-05T00:00:00+00:00"
    assert tabs["source"] == "import" and tabs["importance"] == 0.5
    nexus_row = rows["Maintains the Nexus plugin at work."]
    assert nexus_row["kind"] == "project" and nexus_row["created_at"].startswith("2025-12-24T08:30")
    assert rows["Has two cats named Miso and Nori."]["kind"] == "fact"
    assert tabs["id"].startswith(
        f"{int(datetime(2026, 1, 2, 10, tzinfo=UTC).timestamp() * 1e6):013x}"
    )
    again = invoke("memories", "import", str(nexus))  # ids derived from time and key: stable
    assert (
        again.stdout.strip().splitlines()[-1].startswith("Imported 0 memories, 3 already present")
    )


def test_bad_files_are_listed_by_name_with_the_reason_and_the_good_ones_import(home, tmp_path):
    bob = invoke_json("memories", "add", "Bob's own memory", "--user", "bob")[0]
    d = tmp_path / "mixed"
    (d / "sub").mkdir(parents=True)
    (d / ".git").mkdir()
    (d / ".git" / "HEAD").write_text("ref: refs/heads/main\n")  # hidden: skipped silently
    (d / "good.md").write_text("---\nkey: good\nkind: fact\n---\nPlays chess on Sundays\n")
    (d / "notes.txt").write_text("not markdown\n")
    (d / "image.png").write_bytes(b"\x89PNG\r\n")
    (d / "broken.md").write_text("---\nkey: broken\nkind: [unclosed\n---\nText\n")
    (d / "unclosed.md").write_text("---\nkey: unclosed\nText without a closing fence\n")
    (d / "nofront.md").write_text("# Just a heading\n\nSome prose.\n")
    (d / "dup1.md").write_text("---\nkey: same\n---\nFirst of two\n")
    (d / "sub" / "dup2.md").write_text("---\nkey: same\n---\nSecond of two\n")
    (d / "twice.md").write_text("---\nkey: twice\nkind: fact\nkind: event\n---\nText\n")
    (d / "huge.md").write_text("---\nkey: huge\n---\n" + "y" * (10 * 2**20))
    (d / "secret.md").write_text(f"---\nkey: secret\n---\nmy key is {SECRET}\n")
    (d / "history-secret.md").write_text(
        "---\nkey: history-secret\nhistory:\n  - version: 1\n"
        f'    text: "token = {SECRET}"\n    changed_at: 2026-01-01\n---\nClean text now\n'
    )
    (d / "latin1.md").write_bytes(b"---\nkey: latin\n---\ncaf\xe9\n")
    (d / "loop-a.md").symlink_to(d / "loop-b.md")
    (d / "loop-b.md").symlink_to(d / "loop-a.md")
    (d / "dangling.md").symlink_to(d / "missing.md")
    (d / "linked.md").symlink_to(d / "good.md")  # a file's symlink is not followed either
    (d / "linked-dir").symlink_to(d / "sub")
    os.mkfifo(d / "pipe.md")
    (d / "bobs-id.md").write_text(f"---\nid: {bob['id']}\nkey: bobs-id\n---\nAlice's note\n")

    result = invoke("memories", "import", "--recursive", str(d))
    assert result.exit_code == 1, result.stderr  # the good ones imported, the bad ones listed
    expected = {
        "notes.txt": "not a Markdown file (.md)",
        "image.png": "not a Markdown file (.md)",
        "broken.md": "line 3: expected ',' or ']'",
        "unclosed.md": "never closed",
        "nofront.md": "no frontmatter",
        "sub/dup2.md": 'duplicate key "same" (also in dup1.md)',
        "twice.md": "line 4: `kind` appears twice",
        "huge.md": "10.0 MB; a memory file is at most 64 KB",
        "secret.md": "looks like a secret",
        "history-secret.md": "looks like a secret",
        "latin1.md": "not UTF-8 text",
        "loop-a.md": "a symlink loop",
        "loop-b.md": "a symlink loop",
        "dangling.md": "a symlink to nothing",
        "linked.md": "a symlink (not followed)",
        "linked-dir": "a symlinked folder (not followed)",
        "pipe.md": "not a regular file",
    }
    for name, reason in expected.items():
        line = next(
            (x for x in result.stderr.splitlines() if x.startswith(f"{name} refused: ")), ""
        )
        assert reason in line, (name, result.stderr)
    assert ".git" not in result.stderr and SECRET not in result.stderr + result.stdout
    assert (
        "bobs-id.md: id " in result.stderr and "belongs to another user's memory" in result.stderr
    )
    assert (
        result.stdout.strip().splitlines()[-1] == f"Imported 3 memories, {len(expected)} refused."
    )
    texts = sorted(m["text"] for m in invoke_json("memories", "list"))
    assert texts == ["Alice's note", "First of two", "Plays chess on Sundays"]
    assert files_containing(home, SECRET[8:]) == []
    assert [m["text"] for m in invoke_json("memories", "list", "--user", "bob")] == [
        "Bob's own memory"
    ]


def test_export_md_keeps_other_files_and_says_so(home, tmp_path):
    out = tmp_path / "md"
    out.mkdir()
    (out / "forgotten-since.md").write_text("---\nkey: forgotten-since\n---\nOld\n")
    invoke("memories", "add", "Some fact")
    result = invoke("memories", "export", "--format", "md", str(out))
    assert result.exit_code == 0
    assert "1 other .md file in" in result.stderr and "forgotten-since.md" in result.stderr
    assert sorted(p.name for p in out.iterdir()) == ["forgotten-since.md", "some-fact.md"]


def test_export_md_needs_a_directory(home, tmp_path):
    invoke("memories", "add", "Some fact")
    assert invoke("memories", "export", "--format", "md").exit_code == 2
    a_file = tmp_path / "file.md"
    a_file.write_text("x")
    result = invoke("memories", "export", "--format", "md", str(a_file))
    assert result.exit_code == 1 and "is a file" in result.stderr
    assert invoke("memories", "export", str(tmp_path / "x")).exit_code == 2  # DIR is for md


# -- frontmatter (PyYAML) -----------------------------------------------------------------------------


@given(st.text(st.characters(blacklist_categories=("Cs",)), max_size=80))
@example("\x85 NEL\u2028line\u2029paragraph separators, '\r', \"\t\"")
def test_every_string_reads_back_as_itself(text):
    block, body = frontmatter.split(frontmatter.dump({"a": text, "b": [text, text]}) + "body")
    assert frontmatter.parse(block) == {"a": text, "b": [text, text]} and body == "body"


@given(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-(2**63), 2**63),
        st.floats(allow_nan=False, allow_infinity=False),
    )
)
def test_every_scalar_reads_back_as_itself(value):
    block, _ = frontmatter.split(frontmatter.dump({"v": value, "w": 1}))
    assert frontmatter.parse(block) == ({"v": value, "w": 1} if value is not None else {"w": 1})


@pytest.mark.parametrize(
    ("block", "error"),
    [
        ("a: 1\na: 2", "line 3: `a` appears twice"),
        ("a: !!python/object x", "line 2: could not determine a constructor"),
        ("a: [1, [2]", "line 2: expected ',' or ']'"),
        ('a: 1\nb: "unclosed', "line 3: found unexpected end of stream"),
        ("a: 1\n b: 2", "line 3: mapping values are not allowed here"),
        ("just text", "line 2: the frontmatter must be `name: value` fields, not a single value"),
        ("- a\n- b", "line 2: the frontmatter must be `name: value` fields, not a list"),
        ("a: *nowhere", "line 2: found undefined alias 'nowhere'"),
        ("a:\tb: 1", "line 2: "),
        ("a: " + "[" * 5000, "nested too deeply"),
    ],
)
def test_bad_yaml_is_refused_in_one_line_that_names_the_line(block, error):
    with pytest.raises(frontmatter.FrontmatterError, match=error.replace("[", r"\[")) as raised:
        frontmatter.parse(block)
    assert "\n" not in str(raised.value) and "Traceback" not in str(raised.value)


@pytest.mark.parametrize(
    "word", ["on", "off", "yes", "no", "1:20", "1_000", "012", "0x1f", "2026-11-02", ".5", "1e-05"]
)
def test_words_yaml_1_1_reads_as_other_types_are_written_quoted_and_read_back(word):
    import yaml

    block, _ = frontmatter.split(frontmatter.dump({"w": word}))
    assert frontmatter.parse(block) == {"w": word}
    assert yaml.safe_load(block) == {"w": word}  # any YAML 1.1 reader reads text too


def test_any_yaml_reader_reads_what_the_exporter_writes_as_this_reader_does():
    import yaml

    from ltm_chat.cli.memory_md import memory_file

    for m in _varied(len(TEXTS)):
        old = {
            "version": 1,
            "text": m.text,
            "kind": "fact",
            "importance": 0.5,
            "changed_at": m.created_at,
            "actor": "user",
        }
        block, body = frontmatter.split(memory_file(m, "k", [old]))
        assert frontmatter.parse(block) == yaml.safe_load(block)  # times quoted: text to both
        assert body.strip() == m.text


def test_a_directory_imports_its_own_files_unless_recursive(home, tmp_path):
    """Before: `memories import /tmp` walked 135,400 files and imported unrelated notes from
    folders far below; `import ""` imported the current directory."""
    d = tmp_path / "notes"
    (d / "deep" / "deeper").mkdir(parents=True)
    (d / "top.md").write_text("---\nkey: top\n---\nPlays chess on Sundays\n")
    (d / "deep" / "below.md").write_text("---\nkey: below\n---\nSomeone else's note\n")
    (d / "deep" / "deeper" / "far.md").write_text("---\nkey: far\n---\nFar below\n")
    result = invoke("memories", "import", str(d))
    assert result.exit_code == 0, result.stderr
    assert "1 folder(s) inside" in result.stderr and "--recursive" in result.stderr
    assert [m["text"] for m in invoke_json("memories", "list")] == ["Plays chess on Sundays"]
    deep = invoke("memories", "import", "--recursive", str(d))
    assert deep.exit_code == 0, deep.stderr
    assert sorted(m["text"] for m in invoke_json("memories", "list")) == [
        "Far below",
        "Plays chess on Sundays",
        "Someone else's note",
    ]

    empty = invoke("memories", "import", "")
    assert_one_line_error(empty, "the path is empty")
    only_folders = tmp_path / "only-folders"
    (only_folders / "sub").mkdir(parents=True)
    (only_folders / "sub" / "x.md").write_text("---\nkey: x\n---\nX\n")
    assert_one_line_error(invoke("memories", "import", str(only_folders)), "--recursive")


def test_the_same_import_twice_exits_with_the_same_status(home, tmp_path):
    """Before: a directory with one bad file exited 0 the first time (something imported) and
    1 the second (everything already present, the bad file still refused)."""
    d = tmp_path / "mixed"
    d.mkdir()
    (d / "good.md").write_text("---\nkey: good\n---\nPlays chess on Sundays\n")
    (d / "bad.md").write_text("# no frontmatter\n")
    first, second = (invoke("memories", "import", str(d)) for _ in range(2))
    assert (first.exit_code, second.exit_code) == (1, 1), (first.stderr, second.stderr)
    for result in (first, second):
        assert "bad.md refused: " in result.stderr and "1 refused" in result.stdout


def test_imported_history_versions_carry_their_pin_state(home, tmp_path):
    """`memories history` after a Markdown round trip shows each version's pin (no "?"); a file
    from before versions carried it takes the memory's own pin state."""
    memory = _service()
    m = asyncio.run(memory.add("Prefers green tea over coffee.", "preference", 0.6, pinned=True))
    asyncio.run(memory.update(m.id, "Prefers green tea over black coffee."))
    out = tmp_path / "md"
    assert invoke("memories", "export", "--format", "md", str(out)).exit_code == 0
    [exported] = out.iterdir()
    older = tmp_path / "older"
    older.mkdir()
    (older / exported.name).write_text(exported.read_text().replace("    pinned: true\n", ""))
    assert "pinned: true" in exported.read_text()
    for source in (out, older):
        assert invoke("memories", "clear", "--yes").exit_code == 0
        assert invoke("memories", "import", str(source)).exit_code == 0
        [version] = [e for e in invoke_json("memories", "history", m.id) if not e["current"]]
        assert version["pinned"] is True
        shown = invoke("memories", "history", m.id).stdout
        assert "?" not in shown
