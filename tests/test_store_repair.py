"""A table whose first creation was interrupted (issue #23, item 22) and a full disk (item 29):
real `ltm-chat` commands on a real LanceDB. A table folder without any committed version is
recreated on open; a committed table is never touched; a forget on a full disk fails in one
line that says "disk full" and leaves a store that works once space is freed."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import uuid
from pathlib import Path

import pytest

from tests.cli_helpers import assert_one_line_error, invoke, invoke_json
from tests.memory_helpers import files_containing

ALL_TABLES = (
    "memories",
    "memory_history",
    "memory_events",
    "memory_erasures",
    "conversations",
    "messages",
)
SECRET = "The spare key hides under the blue flowerpot"


@pytest.fixture
def lexical(ltm_home, monkeypatch):
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    return ltm_home


def _half_created(db: Path, name: str, how: str) -> None:
    """What an interrupted first creation leaves: a folder, its `_versions`, maybe data."""
    folder = db / f"{name}.lance"
    (folder / "_versions").mkdir(parents=True, exist_ok=True)
    if how == "data":  # the data file was written, the manifest never was
        (folder / "data").mkdir()
        (folder / "data" / f"{uuid.uuid4().hex}.lance").write_bytes(b"LANC" + b"\0" * 64)


def _everything_works(tmp_home: Path) -> None:
    assert invoke("memories", "list").exit_code == 0
    assert invoke("conversations", "list").exit_code == 0
    [added] = invoke_json("memories", "add", SECRET)
    forgot = invoke("memories", "forget", "--yes", added["id"])
    assert forgot.exit_code == 0, forgot.stderr
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    conversations = ConversationStore(Database(load_settings().paths.db_uri), "alice").open()
    conv = conversations.create("Trip to Porto")
    conversations.add_messages(conv.id, [("user", "Trip to Porto"), ("assistant", "Sure.")], None)
    assert invoke("conversations", "delete", "--yes", conv.id).exit_code == 0


@pytest.mark.parametrize("how", ["versions", "data"])
@pytest.mark.parametrize("name", ALL_TABLES)
def test_a_table_never_committed_is_recreated_on_open(lexical, name, how):
    """The repro: `mkdir -p $LTM_CHAT_HOME/db/memory_erasures.lance/_versions` broke every
    command for good ("cannot open table … not found")."""
    db = lexical / "db"
    _half_created(db, name, how)
    listing = invoke("memories", "list")
    assert listing.exit_code == 0, listing.stderr
    convs = invoke("conversations", "list")
    assert convs.exit_code == 0, convs.stderr
    _everything_works(lexical)


def test_the_same_in_a_store_that_holds_data(lexical):
    """Committed tables keep their rows while a missing one's half-made folder is replaced."""
    [kept] = invoke_json("memories", "add", "Keeps bees on the garage roof")
    for name in ("memory_erasures", "conversations", "messages"):
        _half_created(lexical / "db", name, "data")
    _everything_works(lexical)
    assert [m["id"] for m in invoke_json("memories", "list")] == [kept["id"]]


def test_a_committed_table_is_never_removed(lexical):
    """A table with a manifest is someone's data: an open that fails on it fails, it is not
    'repaired' away; a symlinked table folder is never followed into or removed either."""
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    invoke_json("memories", "add", "Keeps bees on the garage roof")
    db_path = lexical / "db"
    before = sorted(p.relative_to(db_path) for p in db_path.rglob("*"))
    database = Database(load_settings().paths.db_uri)
    assert database._repair_uncommitted("memories") is False
    outside = lexical.parent / "elsewhere"
    outside.mkdir()
    (outside / "keep.txt").write_text("not the store's")
    (db_path / "conversations.lance").symlink_to(outside, target_is_directory=True)
    assert database._repair_uncommitted("conversations") is False
    assert (outside / "keep.txt").read_text() == "not the store's"
    (db_path / "conversations.lance").unlink()
    assert sorted(p.relative_to(db_path) for p in db_path.rglob("*")) == before
    assert [m["text"] for m in invoke_json("memories", "list")] == ["Keeps bees on the garage roof"]


# -- a full disk (a small tmpfs) -------------------------------------------------------------


@pytest.fixture
def small_disk(tmp_path):
    """A 4 MiB tmpfs (root only); skipped, with the reason, where mounting is not allowed."""
    mnt = tmp_path / "small"
    mnt.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a tmpfs needs root")
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", "size=4m", "tmpfs", str(mnt)], capture_output=True
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {done.stderr.decode().strip()}")
    try:
        yield mnt
    finally:
        subprocess.run(["umount", "-l", str(mnt)], check=False)


def _fill(disk: Path) -> Path:
    """Fill the disk to the last block; returns the filler to remove."""
    filler = disk / "filler"
    fd = os.open(filler, os.O_WRONLY | os.O_CREAT, 0o600)
    try:
        with contextlib.suppress(OSError):
            while os.write(fd, b"\0" * 4096):
                pass
    finally:
        os.close(fd)
    return filler


@pytest.mark.parametrize("first_forget", [True, False])
def test_forget_on_a_full_disk_says_disk_full_and_leaves_a_working_store(
    lexical, small_disk, monkeypatch, first_forget
):
    """A first forget creates the erasure journal (its creation is cut short by the full
    disk); a later one has the journal and fails inside the erasure itself. Either way: one
    line naming the full disk, reads keep working, and after space is freed the retry erases
    every byte of the text."""
    home = small_disk / "home"
    monkeypatch.setenv("LTM_CHAT_HOME", str(home))
    if not first_forget:
        [warmup] = invoke_json("memories", "add", "Likes green tea")
        assert invoke("memories", "forget", "--yes", warmup["id"]).exit_code == 0
    [target] = invoke_json("memories", "add", SECRET)
    invoke_json("memories", "add", "Keeps bees on the garage roof")
    filler = _fill(small_disk)

    failed = invoke("memories", "forget", "--yes", target["id"])
    assert_one_line_error(failed, "disk full")
    assert "LanceError" not in failed.stderr and ".rs:" not in failed.stderr
    assert invoke("memories", "list").exit_code == 0  # reads work on a full disk

    filler.unlink()
    listed = invoke("memories", "list", "--json")
    assert listed.exit_code == 0, listed.stderr
    again = invoke("memories", "forget", "--yes", target["id"])
    assert again.exit_code == 0, again.stderr
    assert [m["text"] for m in invoke_json("memories", "list")] == ["Keeps bees on the garage roof"]
    assert files_containing(home, "blue flowerpot") == []
    shutil.rmtree(home)
