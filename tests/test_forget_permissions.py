"""`forget` makes private what the store wrote, and nothing else (issue #23, item 24): with
LTM_CHAT_DB_URI pointing into a project, a forget chmod-ed the whole tree (an executable script
lost its x bit) and followed a symlink out of it (an outside file became 0600). Real CLI, real
LanceDB."""

from __future__ import annotations

import os
import stat

from tests.cli_helpers import invoke, invoke_json


def _mode(path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def test_forget_touches_only_the_tables_and_follows_no_symlink(ltm_home, tmp_path, monkeypatch):
    project = tmp_path / "proj"
    (project / "tools").mkdir(parents=True)
    project.chmod(0o755)
    script = project / "tools" / "run.sh"
    script.write_text("#!/bin/sh\necho hi\n")
    script.chmod(0o755)
    (project / "tools").chmod(0o755)
    outside = tmp_path / "outside"
    outside.mkdir()
    outside.chmod(0o755)
    shared = outside / "shared.txt"
    shared.write_text("shared notes\n")
    shared.chmod(0o644)
    (project / "notes.txt").symlink_to(shared)
    (project / "elsewhere").symlink_to(outside, target_is_directory=True)
    monkeypatch.setenv("LTM_CHAT_DB_URI", str(project))
    monkeypatch.setenv("NODETOOL_MEMORY_EMBEDDING_PROVIDER", "none")

    [target] = invoke_json("memories", "add", "The spare key hides under the blue flowerpot")
    invoke_json("memories", "add", "Keeps bees on the garage roof")
    # a symlink inside a table folder (put there by someone else) is not followed either
    (project / "memories.lance" / "stray-link").symlink_to(shared)
    forgot = invoke("memories", "forget", "--yes", target["id"])
    assert forgot.exit_code == 0, forgot.stderr

    assert _mode(project) == 0o755  # the user's folder: only the tables in it are ours
    assert _mode(script) == 0o755  # still executable
    assert _mode(project / "tools") == 0o755
    assert _mode(shared) == 0o644  # not reached through either symlink
    assert _mode(outside) == 0o755
    for dirpath, _dirs, files in os.walk(project / "memories.lance"):
        assert _mode(dirpath) & 0o077 == 0, dirpath
        for name in files:
            path = os.path.join(dirpath, name)
            if not os.path.islink(path):
                assert _mode(path) & 0o077 == 0, path  # the store's own files stay private
