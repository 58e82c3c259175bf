"""Read-only data directories and a wrong database path (issue #11, item 16), through real
`ltm-chat` processes on a real LanceDB: reads work read-only, writes fail in one line, and a
file where the database folder should be is an error, not "No memories are stored"."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

import pytest

from tests.cli_helpers import LTM_CHAT, assert_one_line_error, invoke, invoke_json

TEXT = "Prefers aisle seats on long flights"
TITLE = "Planning the trip to Porto"


@pytest.fixture
def public_home(ltm_home, monkeypatch):
    """A home with one memory and one saved conversation, outside pytest's private base dir
    (so that an unprivileged user can reach it)."""
    base = Path(tempfile.mkdtemp(prefix="ltm-ro-"))
    os.chmod(base, 0o755)
    home = base / "home"
    monkeypatch.setenv("LTM_CHAT_HOME", str(home))
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    [memory] = invoke_json("memories", "add", TEXT)
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    conversations = ConversationStore(Database(load_settings().paths.db_uri), "alice").open()
    conv = conversations.create(TITLE)
    conversations.add_messages(conv.id, [("user", TITLE), ("assistant", "Gladly.")], None)
    yield home, memory["id"]
    for dirpath, _dirs, files in os.walk(base):
        os.chmod(dirpath, 0o700)
        for name in files:
            os.chmod(os.path.join(dirpath, name), 0o600)
    shutil.rmtree(base, ignore_errors=True)


def _reads_and_a_write(run, memory_id: str) -> None:
    """Every read command answers from the read-only store; a write fails in one line."""
    listing = run("memories", "list", "--json")
    assert listing.returncode == 0, listing.stderr
    assert [m["text"] for m in json.loads(listing.stdout)] == [TEXT]
    search = run("memories", "search", "aisle seats", "--json")
    assert search.returncode == 0, search.stderr
    assert json.loads(search.stdout)[0]["text"] == TEXT
    show = run("memories", "show", memory_id[:8], "--json")
    assert show.returncode == 0, show.stderr
    assert json.loads(show.stdout)["text"] == TEXT
    conversations = run("conversations", "list", "--json")
    assert conversations.returncode == 0, conversations.stderr
    assert [c["title"] for c in json.loads(conversations.stdout)] == [TITLE]
    assert_one_line_error(run("memories", "add", "A new fact"), "read-only", "nothing was changed")


def _runner(prefix: list[str], env: dict[str, str]):
    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [*prefix, *LTM_CHAT, *args],
            capture_output=True,
            text=True,
            env=env,
            stdin=subprocess.DEVNULL,
            timeout=180,
        )

    return run


def _can_mount_read_only(path: Path) -> bool:
    if os.geteuid() != 0 or not shutil.which("unshare"):
        return False
    probe = subprocess.run(
        [
            "unshare",
            "-m",
            "sh",
            "-c",
            f"mount --bind '{path}' '{path}' && "
            f"mount -o remount,bind,ro '{path}' && ! touch '{path}/.probe' 2>/dev/null",
        ],
        capture_output=True,
    )
    return probe.returncode == 0


def test_reads_work_on_a_read_only_file_system(public_home):
    """Before: "cannot create the database at …: Read-only file system" for every read."""
    home, memory_id = public_home
    if not _can_mount_read_only(home):
        pytest.skip("needs root and mount namespaces to mount the home read-only")
    mount = f"mount --bind '{home}' '{home}' && mount -o remount,bind,ro '{home}' && exec \"$@\""
    _reads_and_a_write(
        _runner(["unshare", "-m", "sh", "-c", mount, "sh"], dict(os.environ)), memory_id
    )


def test_a_folder_its_owner_made_read_only_stays_read_only(public_home):
    """chmod -R a-w by the owner: reads work, and the app never gives write access back (before,
    making the folder private chmod-ed it to 0700: writable again)."""
    home, memory_id = public_home
    prefix: list[str] = []
    if os.geteuid() == 0:  # root ignores modes: the CLI runs as `nobody`, who owns the home
        if not shutil.which("setpriv"):
            pytest.skip("running as root without setpriv")
        for p in [home, *home.rglob("*")]:
            os.chown(p, 65534, 65534)
        prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    for dirpath, _dirs, files in os.walk(home):
        os.chmod(dirpath, 0o555)
        for name in files:
            os.chmod(os.path.join(dirpath, name), 0o444)
    env = {**os.environ, "HOME": str(home.parent)}
    if prefix and subprocess.run([*prefix, *LTM_CHAT, "--help"], capture_output=True).returncode:
        pytest.skip("the unprivileged user cannot run this checkout's virtualenv")
    _reads_and_a_write(_runner(prefix, env), memory_id)
    mode = (home / "db").stat().st_mode & 0o777
    assert mode & 0o222 == 0, oct(mode)  # still read-only (made private: 0500)


@pytest.mark.parametrize(
    "args",
    [
        ("memories", "list"),
        ("memories", "search", "tea"),
        ("memories", "show", "abcdef12"),
        ("memories", "export"),
        ("memories", "add", "A new fact"),
        ("conversations", "list"),
    ],
)
def test_a_file_where_the_database_folder_should_be_is_an_error(ltm_home, monkeypatch, args):
    """Before: "No memories are stored for alice", exit 0."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    ltm_home.mkdir(parents=True)
    (ltm_home / "db").write_text("not a database\n")
    result = invoke(*args)
    assert_one_line_error(result, f"{ltm_home / 'db'} is a file, not a database folder")
    assert (ltm_home / "db").read_text() == "not a database\n"
