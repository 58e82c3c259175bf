"""Stopping the test run with SIGTERM (a CI timeout, `kill`) leaves no moto S3 server behind:
scripts/test runs the session in its own process group and stops all of it, pytest turns
SIGTERM into a normal interrupt (teardown runs), and the server dies with pytest regardless."""

from __future__ import annotations

import os
import signal
import subprocess
import time
import uuid
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
WAITING_TEST = """
import os, time
from pathlib import Path

def test_holds_the_server(s3_server):
    Path(os.environ["LTM_READY_FILE"]).write_text(s3_server.endpoint)
    time.sleep(300)
"""


def _moto_processes(mark: str) -> list[int]:
    """Live moto servers started by the run carrying `mark` in its environment."""
    found = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            cmdline = (entry / "cmdline").read_bytes()
            environ = (entry / "environ").read_bytes()
            state = (entry / "stat").read_text().rsplit(")", 1)[1].split()[0]
        except OSError:
            continue
        if b"moto.server" in cmdline and f"LTM_RUN_MARK={mark}".encode() in environ:
            if state != "Z":
                found.append(int(entry.name))
    return found


def _wait(predicate, limit: float) -> bool:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.2)
    return predicate()


@pytest.mark.skipif(not Path("/proc/self/environ").exists(), reason="needs /proc (Linux)")
@pytest.mark.parametrize("how", ["scripts/test", "pytest"])
def test_sigterm_leaves_no_moto_server(tmp_path, how):
    pytest.importorskip("moto")
    mark, ready = uuid.uuid4().hex, tmp_path / "ready"
    test_file = tmp_path / "test_waiting.py"
    test_file.write_text(WAITING_TEST)
    runner = [str(REPO / "scripts" / "test")] if how == "scripts/test" else ["pytest"]
    # `-p tests.fixtures_s3` is imported before pytest puts the checkout on sys.path.
    env = {
        **os.environ,
        "PYTHONPATH": str(REPO),
        "LTM_RUN_MARK": mark,
        "LTM_READY_FILE": str(ready),
    }
    log = tmp_path / "inner.log"
    proc = subprocess.Popen(
        [*runner, "-p", "tests.fixtures_s3", "-q", "-p", "no:cacheprovider", str(test_file)]
        + ["--rootdir", str(REPO)],
        cwd=REPO,
        env=env,
        stdout=log.open("wb"),
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    try:
        started = _wait(lambda: ready.exists() or proc.poll() is not None, 120)
        assert started and ready.exists(), f"the server never started:\n{log.read_text()[-2000:]}"
        assert _moto_processes(mark), "the moto server is not visible"
        proc.send_signal(signal.SIGTERM)
        proc.wait(timeout=60)
        assert _wait(lambda: not _moto_processes(mark), 20), _moto_processes(mark)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
        for pid in _moto_processes(mark):  # only this run's own servers
            os.kill(pid, signal.SIGKILL)
