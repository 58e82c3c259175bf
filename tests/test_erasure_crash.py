"""Crash-safe erasure (issue #11, item 3): `forget` and `clear` killed with SIGKILL after each
LanceDB step of the erasure, then retried. The retry finishes the erasure (no "no memory with
id"), and a byte scan of the data directory finds none of the erased text. Real LanceDB, real
CLI processes; the kill comes from the test hook in db.crash_point."""

from __future__ import annotations

import shutil
import signal

import pytest

from ltm_chat.memory.storage.db import CRASH_ENV
from tests.cli_helpers import invoke, invoke_json, run_cli
from tests.memory_helpers import files_containing

OLD_TEXT = "The spare key hides under the blue flowerpot"
NEW_TEXT = "The spare key hides under the green flowerpot"
KEPT = "Keeps bees on the garage roof"
BOB = "Bob repairs old typewriters"
BOB_EDITED = "Bob repairs old typewriters and clocks"


@pytest.fixture
def template(ltm_home, monkeypatch, tmp_path):
    """A data directory with alice's secret (edited: its old text sits in the history), a
    memory of hers that stays, and bob's edited memory; the text index built."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")  # lexical: fast
    [target] = invoke_json("memories", "add", OLD_TEXT)
    assert invoke("memories", "edit", target["id"], NEW_TEXT).exit_code == 0
    invoke_json("memories", "add", KEPT)
    [bob] = invoke_json("memories", "add", BOB, "--user", "bob")
    assert invoke("memories", "edit", bob["id"], BOB_EDITED, "--user", "bob").exit_code == 0
    assert invoke_json("memories", "search", "flowerpot")  # builds the full-text index
    assert files_containing(ltm_home, "blue flowerpot")  # the scan can see it before
    return ltm_home, target["id"]


def _killed_run(template_home, tmp_path, step: int, *args: str):
    """A copy of the template home, and `ltm-chat ARGS` run on it with the kill at `step`."""
    home = tmp_path / f"step{step}"
    shutil.copytree(template_home, home)
    result = run_cli(*args, env={"LTM_CHAT_HOME": str(home), CRASH_ENV: str(step)})
    return home, result


def _assert_erased(home) -> None:
    for text in (OLD_TEXT, NEW_TEXT, "blue flowerpot", "green flowerpot"):
        assert files_containing(home, text) == [], text


def _crash_at_every_step(template_home, tmp_path, args, retry, check) -> int:
    """Kill `args` after step 1, 2, … until a run gets through; returns the steps covered."""
    for step in range(1, 40):
        home, result = _killed_run(template_home, tmp_path, step, *args)
        if result.returncode == 0:  # past the last step: the erasure ran to its end
            return step - 1
        assert result.returncode == -signal.SIGKILL, (step, result.returncode, result.stderr)
        again = invoke(*retry, env={"LTM_CHAT_HOME": str(home)})
        assert "no memory with id" not in again.stderr, (step, again.stderr)
        check(step, home, again)
        _assert_erased(home)
        shutil.rmtree(home)
    raise AssertionError("the erasure never ran to its end")


def test_forget_killed_at_every_step_is_finished_by_the_retry(template, tmp_path):
    template_home, target = template

    def check(step, home, again):
        assert again.exit_code == 0, (step, again.stderr)
        assert again.stdout.strip() == "Forgot 1 memory.", (step, again.stdout)
        env = {"LTM_CHAT_HOME": str(home)}
        left = invoke_json("memories", "list", "--all-workspaces", env=env)
        assert [m["text"] for m in left] == [KEPT], step
        assert [m["text"] for m in invoke_json("memories", "list", "-u", "bob", env=env)] == [
            BOB_EDITED
        ]

    args = ("memories", "forget", "--yes", target[:10])
    steps = _crash_at_every_step(template_home, tmp_path, args, args, check)
    # record; history: delete, text index, cleanup; memories: delete, rewrite, text index,
    # vector index, cleanup; finish.
    assert steps >= 9, steps


def test_clear_killed_at_every_step_is_finished_by_the_retry(template, tmp_path):
    template_home, _target = template
    finished_at = []

    def check(step, home, again):
        env = {"LTM_CHAT_HOME": str(home)}
        if again.exit_code == 1:  # killed after the erasure was complete: nothing is left
            assert "has no memories; nothing to clear" in again.stderr
            finished_at.append(step)
        else:
            assert again.exit_code == 0, (step, again.stderr)
            assert again.stdout.startswith("Erased 2 memories"), (step, again.stdout)
        assert invoke_json("memories", "list", "--all-workspaces", env=env) == []
        assert [m["text"] for m in invoke_json("memories", "list", "-u", "bob", env=env)] == [
            BOB_EDITED
        ]
        assert files_containing(home, KEPT) == []

    args = ("memories", "clear", "--yes")
    steps = _crash_at_every_step(template_home, tmp_path, args, args, check)
    assert steps >= 9, steps
    assert finished_at == [steps]  # only a kill after the very last step leaves nothing to do


# -- conversations delete (issue #23, item 23) ------------------------------------------------

# Not a secret (a secret would be redacted before it reached the disk): plain words to find.
SAID = "My favourite bench at the Braga gym is the one under the tangerine mural"
ANSWERED = "Noted: the locker by the sauna"
OTHER = "What rhymes with orange"


@pytest.fixture
def chat_template(ltm_home, monkeypatch):
    """A data directory with two saved conversations; the first is the one to delete."""
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")
    from ltm_chat.chat.history import ConversationStore
    from ltm_chat.config import load_settings
    from ltm_chat.memory.storage.db import Database

    store = ConversationStore(Database(load_settings().paths.db_uri), "alice").open()
    target = store.create(SAID)
    store.add_messages(target.id, [("user", SAID), ("assistant", ANSWERED)], None)
    other = store.create(OTHER)
    store.add_messages(other.id, [("user", OTHER), ("assistant", "Nothing quite does.")], None)
    assert files_containing(ltm_home, "tangerine mural")
    return ltm_home, target.id


@pytest.mark.parametrize("finisher", ["retry", "next open"])
def test_conversation_delete_killed_at_every_step_is_finished(chat_template, tmp_path, finisher):
    """Before: a kill after the messages table's delete step left the text in an old fragment;
    the retry matched 0 rows, skipped the rewrite and cleanup and said "Deleted"."""
    template_home, target = chat_template
    args = ("conversations", "delete", "--yes", target[:10])
    for step in range(1, 40):
        home, result = _killed_run(template_home, tmp_path, step, *args)
        if result.returncode == 0:
            break
        assert result.returncode == -signal.SIGKILL, (step, result.returncode, result.stderr)
        env = {"LTM_CHAT_HOME": str(home)}
        again = invoke(*(args if finisher == "retry" else ("conversations", "list")), env=env)
        assert again.exit_code == 0, (step, again.stderr)
        if finisher == "retry":
            assert again.stdout.startswith(("Deleted", f"Conversation {target[:8]} is deleted")), (
                step,
                again.stdout,
            )
        titles = [c["title"] for c in invoke_json("conversations", "list", env=env)]
        assert titles == [OTHER], step
        for text in ("tangerine mural", "locker by the sauna", "Braga gym"):
            assert files_containing(home, text) == [], (step, text)
        assert files_containing(home, "rhymes with orange"), step  # the other one stays
        shutil.rmtree(home)
    else:
        raise AssertionError("the deletion never ran to its end")
    # record; messages: delete, rewrite, text index, cleanup; conversations: the same; finish
    assert step - 1 >= 9, step
